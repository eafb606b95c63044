import { pageFor } from '../routes';

describe('the page of a path', () => {
  it.each([
    ['/', 'home'],
    ['/s/', 'search'],
    ['/s', 'search'],
    ['/s/?q=photo', 'search'],
    ['/plan/photo-shoot', 'search'],
    ['/profile', 'account'],
    ['/account', 'account'],
    ['/account/host', 'account'],
    ['/account/methods/', 'account'],
    ['/account/verify', 'account'],
    ['/plan/a/b', 'not-found'],
    ['/host', 'not-found'],
    ['/accounting', 'not-found'],
    ['/sx', 'not-found'],
  ])('%s is %s', (path, page) => {
    expect(pageFor(path)).toBe(page);
  });
});
