import { homePath, isExternal, resolveLink, searchHref } from '../links';
import { chunk } from '../chunk';
import { perViewAt } from '../use-per-view';

describe('links', () => {
  it('builds the search hash link on the home page of the prefix', () => {
    expect(searchHref('us')).toBe('/us/#a=search');
    expect(searchHref('fr-ca')).toBe('/fr-ca/#a=search');
    expect(homePath('/de/')).toBe('/de/');
  });

  it('moves a hash action written on the bare prefix onto the home page path', () => {
    expect(resolveLink('/us#a=search', 'us')).toBe('/us/#a=search');
    expect(resolveLink('#a=search', 'de')).toBe('/de/#a=search');
    expect(resolveLink('/us/#a=search', 'us')).toBe('/us/#a=search');
  });

  it('keeps site paths and http(s) links as they are', () => {
    expect(resolveLink('/us/plan/party', 'us')).toBe('/us/plan/party');
    expect(resolveLink('/usa/plan', 'us')).toBe('/usa/plan');
    expect(resolveLink('https://awards.hourspace.com/awards', 'us')).toBe('https://awards.hourspace.com/awards');
  });

  it('refuses script, protocol-relative and empty links, giving the fallback instead', () => {
    expect(resolveLink('javascript:alert(1)', 'us')).toBeNull();
    expect(resolveLink('//evil.example/x', 'us', '/resources')).toBe('/resources');
    expect(resolveLink('   ', 'us', '/resources')).toBe('/resources');
    expect(resolveLink(undefined, 'us')).toBeNull();
  });

  it('tells links that leave the site', () => {
    expect(isExternal('https://awards.hourspace.com')).toBe(true);
    expect(isExternal('/us/host')).toBe(false);
  });
});

describe('chunk', () => {
  it('groups items into columns of the given size, the last one shorter', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 5)).toEqual([
      [1, 2, 3, 4, 5],
      [6, 7],
    ]);
    expect(chunk([], 3)).toEqual([]);
  });

  it('refuses a size that cannot group anything', () => {
    expect(() => chunk([1], 0)).toThrow('chunk size must be a whole number above 0');
  });
});

describe('perViewAt', () => {
  const blog = { base: 2.1, from: { 1120: 3.1 } };
  it('gives the base under the first breakpoint and the breakpoint value from it', () => {
    expect(perViewAt(blog, 1119)).toBe(2.1);
    expect(perViewAt(blog, 1120)).toBe(3.1);
    expect(perViewAt({ base: 1.2, from: { 645: 2.2, 1120: 3.2 } }, 800)).toBe(2.2);
    expect(perViewAt(4, 300)).toBe(4);
  });
});
