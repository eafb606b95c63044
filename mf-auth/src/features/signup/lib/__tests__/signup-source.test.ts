import { subheaderFor } from '../signup-source';

describe('the sign-up sub header', () => {
  it.each([
    ['fav', 'save'],
    ['fav-search', 'save'],
    ['msg', 'message'],
    ['fee', 'book'],
    ['feec', 'book'],
    ['book', 'book'],
    ['add', 'list'],
    ['host', 'list'],
    ['hostf', 'list'],
    ['referral', 'referral'],
  ])('for source %s is %s', (source, key) => {
    expect(subheaderFor(source)).toBe(key);
  });

  it.each(['nav', 'log', undefined, 'unknown'])('is none for %p', (source) => {
    expect(subheaderFor(source)).toBeUndefined();
  });
});
