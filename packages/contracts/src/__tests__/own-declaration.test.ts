import { ownRoutes } from '../own-declaration';
import { resolveRoute } from '../routes';
import { remoteEntry } from '../registry';

describe("a remote's own routes", () => {
  it("are its page applications' routes, as resolveRoute takes them, from the declaration its build carries", () => {
    const declaration = { apps: remoteEntry('mf-home').apps, parcels: remoteEntry('mf-home').parcels };
    const routes = ownRoutes(declaration);
    expect(routes.flatMap((owner) => owner.routes.map((route) => route.path))).toContain('/resources/:slug');
    expect(resolveRoute(routes, '/resources/planning-a-party')).toEqual(
      expect.objectContaining({ route: { path: '/resources/:slug', page: 'article' }, params: { slug: 'planning-a-party' } }),
    );
    // An always-on application (the nav) has no routes: nothing to resolve.
    expect(ownRoutes({ apps: remoteEntry('mf-nav').apps, parcels: {} })).toEqual([]);
  });
});
