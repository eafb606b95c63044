import { isRoutePattern, matchRoute, normalizePath, resolveRoute } from '../routes';

describe('route patterns', () => {
  it('matches the root only at the root', () => {
    expect(matchRoute('/', '/')).toEqual({});
    expect(matchRoute('/', '/s')).toBeNull();
  });

  it('matches literal paths with or without a trailing slash, query or hash', () => {
    expect(matchRoute('/account/host', '/account/host/')).toEqual({});
    expect(matchRoute('/account/host', '/account/host?x=1#a=login')).toEqual({});
    expect(matchRoute('/account', '/account/host')).toBeNull();
  });

  it('reads parameters, decoded, and refuses a malformed escape', () => {
    expect(matchRoute('/plan/:keyword', '/plan/photo%20shoot')).toEqual({ keyword: 'photo shoot' });
    expect(matchRoute('/plan/:keyword', '/plan/%E0%A4%A')).toBeNull();
    expect(matchRoute('/plan/:keyword', '/plan')).toBeNull();
    expect(matchRoute('/plan/:keyword', '/plan/a/b')).toBeNull();
  });

  it('lets a final * take any rest, even none', () => {
    expect(matchRoute('/s/*', '/s/')).toEqual({});
    expect(matchRoute('/s/*', '/s/new-york/loft')).toEqual({});
    expect(matchRoute('/s/*', '/search')).toBeNull();
  });

  it('prefers the most specific of several matching routes', () => {
    const owners = [
      { name: 'search', routes: [{ path: '/plan/:keyword', page: 'plan' }] },
      { name: 'pages', routes: [{ path: '/plan/activities', page: 'activities' }] },
      { name: 'catch', routes: [{ path: '/plan/*', page: 'any' }] },
    ];
    expect(resolveRoute(owners, '/plan/activities')?.owner.name).toBe('pages');
    expect(resolveRoute(owners, '/plan/yoga')).toMatchObject({ owner: { name: 'search' }, params: { keyword: 'yoga' } });
    expect(resolveRoute(owners, '/plan/yoga/more')?.owner.name).toBe('catch');
    expect(resolveRoute(owners, '/nowhere')).toBeNull();
  });

  it('tells a route pattern from anything else', () => {
    for (const good of ['/', '/s', '/s/*', '/plan/:keyword', '/account/host']) expect(isRoutePattern(good)).toBe(true);
    for (const bad of ['', 's', '/S', '/a/*/b', '/a//b', '/*x', '/:1', 'https://evil.example/']) expect(isRoutePattern(bad)).toBe(false);
  });

  it('normalizes a path', () => {
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('/s/?q=1')).toBe('/s');
  });
});
