/**
 * @jest-environment jsdom
 */
import type { RemoteProps } from '@hourspace/contracts';
import { usePageTitle } from '@hourspace/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { RemoteDefinition } from '../lifecycles';
import { usePageUrl } from '../page-url';
import { createFirstScreenRenderer, createParcelRenderer } from '../server';

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;
const at = (url: string) => ({ app: 'test', locale: 'en-US', prefix: 'us', path: url.replace(/^\/us/, '').split('?')[0]!, url, environment: ENVIRONMENT });

const space = queryOptions({ queryKey: ['test', 'space'], queryFn: async () => ({ title: 'Sunlit Loft' }), staleTime: Infinity });

/** A page whose title is its data's, with a loading title before, as the space page's. */
function SpacePage() {
  const { data } = useQuery(space);
  usePageTitle(data?.title ?? 'Loading the space…');
  return <h1>{data?.title ?? 'loading'}</h1>;
}

/** Asks for no title of its own (null), as a page whose title is not known yet. */
function Untitled() {
  usePageTitle(null);
  return <p>untitled</p>;
}

function Root() {
  const { pathname } = usePageUrl();
  if (pathname.startsWith('/us/space/')) {
    return (
      <>
        <SpacePage />
        {/* A later part asking for none does not take the page's away. */}
        <Untitled />
      </>
    );
  }
  return <Untitled />;
}

const definition: RemoteDefinition<RemoteProps> = { namespace: 'mf-test', loadMessages: async () => ({}), Root, landmark: false };

describe('the <title> of a page rendered to HTML', () => {
  beforeEach(() => {
    document.title = 'Hourspace: book unique spaces by the hour';
  });

  it('is the last title the page’s tree asked for while rendering, in the page’s format', async () => {
    const render = createFirstScreenRenderer(definition, { paths: [], routes: ['/space/:id/*', '/s/*'], load: (client) => client.prefetchQuery(space) });
    const screen = await render(at('/us/space/5/loft'));
    expect(screen?.html).toContain('<h1>Sunlit Loft</h1>');
    expect(screen?.title).toBe('Sunlit Loft · Hourspace');
    // A page whose tree names none has none: the plain page's stays.
    const untitled = await render(at('/us/s/?activity=party'));
    expect(untitled?.html).toBe('<p>untitled</p>');
    expect(untitled).not.toHaveProperty('title');
    // Rendering to HTML never touches the document's own title.
    expect(document.title).toBe('Hourspace: book unique spaces by the hour');
  });

  it('is the loading title when the data is not there, as the page would show it', async () => {
    const render = createFirstScreenRenderer(definition, { paths: [], routes: ['/space/:id/*'] });
    expect((await render(at('/us/space/5/loft')))?.title).toBe('Loading the space… · Hourspace');
  });

  it('is not there for a page that renders nothing (load answers false)', async () => {
    const render = createFirstScreenRenderer(definition, { paths: [], routes: ['/space/:id/*'], load: async () => false });
    expect(await render(at('/us/space/404/gone'))).toBeNull();
  });

  it('is not a parcel’s: a parcel is a part of another application’s page', async () => {
    const card: RemoteDefinition<RemoteProps> = { ...definition, Root: SpacePage };
    const render = createParcelRenderer({ card: { definition: card, load: (client) => client.prefetchQuery(space) } });
    const screen = await render({ parcel: 'card', locale: 'en-US', prefix: 'us', environment: ENVIRONMENT });
    expect(screen?.html).toBe('<h1>Sunlit Loft</h1>');
    expect(screen).not.toHaveProperty('title');
  });
});

describe('usePageTitle in the page (no renderer’s sink)', () => {
  it('sets document.title after the render, not during it', () => {
    document.title = 'Hourspace';
    const seen: string[] = [];
    function Page({ title }: { title: string }) {
      usePageTitle(title);
      seen.push(document.title);
      return <h1>{title}</h1>;
    }
    const { rerender } = render(<Page title="Party spaces near New York City" />);
    expect(seen).toEqual(['Hourspace']);
    expect(document.title).toBe('Party spaces near New York City · Hourspace');
    rerender(<Page title="Meeting spaces near Paris" />);
    expect(seen).toEqual(['Hourspace', 'Party spaces near New York City · Hourspace']);
    expect(document.title).toBe('Meeting spaces near Paris · Hourspace');
  });
});
