/**
 * @jest-environment node
 */
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import type { RemoteProps } from '@hourspace/contracts';
import type { RemoteDefinition } from '../lifecycles';
import { FirstScreenUrlContext, splitUrl, usePageUrl } from '../page-url';
import { preloadableLazy } from '../preloadable-lazy';
import { createFirstScreenRenderer } from '../server';

function Address() {
  const { pathname, search } = usePageUrl();
  return (
    <p>
      {pathname}|{search}
    </p>
  );
}

describe('a first screen that depends on the address, rendered in Node', () => {
  it('reads the address it is rendered for, and "/" without one, as useCurrentUrl answers there', () => {
    expect(
      renderToString(
        <FirstScreenUrlContext.Provider value="/us/space/5/loft?x=1">
          <Address />
        </FirstScreenUrlContext.Provider>,
      ),
    ).toBe('<p>/us/space/5/loft<!-- -->|<!-- -->?x=1</p>');
    expect(renderToString(<Address />)).toBe('<p>/<!-- -->|</p>');
    expect(splitUrl('/us/s')).toEqual({ pathname: '/us/s', search: '' });
  });

  it('has a lazy part in its markup once the part is preloaded, and its fallback before', async () => {
    let loads = 0;
    const Part = preloadableLazy(async () => {
      loads += 1;
      return { default: () => <h1>Sunlit Loft</h1> };
    });
    const tree = (
      <Suspense fallback={<p>loading</p>}>
        <Part />
      </Suspense>
    );
    // Never preloaded: renderToString writes the fallback (and React leaves the part to the page).
    const Fresh = preloadableLazy(async () => ({ default: () => <h1>never preloaded</h1> }));
    expect(
      renderToString(
        <Suspense fallback={<p>loading</p>}>
          <Fresh />
        </Suspense>,
      ),
    ).toContain('<p>loading</p>');
    await Part.preload();
    expect(renderToString(tree)).toBe('<!--$--><h1>Sunlit Loft</h1><!--/$-->');
    await Part.preload();
    expect(loads).toBe(1);
  });

  it('asks for a chunk that failed to load again', async () => {
    let attempts = 0;
    const Part = preloadableLazy(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: () => <h1>back</h1> };
    });
    await expect(Part.preload()).rejects.toThrow('offline');
    await Part.preload();
    expect(renderToString(<Part />)).toBe('<h1>back</h1>');
  });
});

describe('a remote rendering several routes on request', () => {
  const definition: RemoteDefinition<RemoteProps> = { namespace: 'mf-test', loadMessages: async () => ({}), Root: Address, landmark: false };
  const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;
  const at = (url: string) => ({ app: 'test', locale: 'en-US', prefix: 'us', path: url.replace(/^\/us/, '').split('?')[0]!, url, environment: ENVIRONMENT });

  it('marks each route with its own media condition, the remote’s where the route names none', async () => {
    const render = createFirstScreenRenderer(definition, {
      paths: [],
      routes: ['/space/:id/*', { path: '/s/*', media: '(max-width: 743.98px)' }],
      media: '(max-width: 991.98px)',
    });
    // `release serve` matches requests against the patterns alone.
    expect(render.routes).toEqual(['/space/:id/*', '/s/*']);
    const space = await render(at('/us/space/5/loft'));
    expect(space?.html).toBe('<p>/us/space/5/loft<!-- -->|</p>');
    expect(space?.media).toBe('(max-width: 991.98px)');
    const results = await render(at('/us/s/?activity=party'));
    expect(results?.html).toBe('<p>/us/s/<!-- -->|<!-- -->?activity=party</p>');
    expect(results?.media).toBe('(max-width: 743.98px)');
    expect(await render(at('/us/plan/party'))).toBeNull();
  });

  it('gives a route without a media condition of its own, in a remote without one, none', async () => {
    const render = createFirstScreenRenderer(definition, { paths: [], routes: [{ path: '/s/*' }, '/plan/:keyword'] });
    expect((await render(at('/us/s/')))?.media).toBeUndefined();
    expect((await render(at('/us/plan/party')))?.media).toBeUndefined();
  });
});
