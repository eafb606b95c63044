import { searchApiUrl, spacePagePath } from '../space';

describe('spacePagePath', () => {
  it('is the first result’s space page under the locale prefix, with its slug', () => {
    const answer = {
      total: 2,
      results: [
        { id: 42, title: 'Sunny Loft — Café Brûlé' },
        { id: 7, title: 'Other' },
      ],
    };
    expect(spacePagePath(answer, 'us')).toBe('/us/space/42/sunny-loft-cafe-brule');
  });
  it('refuses an answer with no result', () => {
    expect(() => spacePagePath({ total: 0, results: [] }, 'us')).toThrow(/no space/);
    expect(() => spacePagePath(null, 'us')).toThrow(/no space/);
  });
});

describe('searchApiUrl', () => {
  it('asks the API with the search page’s own query', () => {
    expect(searchApiUrl('http://localhost:8120', '/us/s/?activity=party&location=new+york%2C+ny')).toBe(
      'http://localhost:8120/v1/spaces/search?activity=party&location=new+york%2C+ny',
    );
  });
});
