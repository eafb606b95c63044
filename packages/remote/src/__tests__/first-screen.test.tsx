/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ClientOnly } from '../client-only';
import { SERVER_MARKUP_ATTRIBUTE, serverStateId } from '@hourspace/contracts';
import { adoptServerState, holdsServerMarkup } from '../first-screen';
import { createRemoteLifecycles, type RemoteDefinition } from '../lifecycles';
import { getPageQueryClient } from '../query-client';
import { createFirstScreenRenderer } from '../server';
import { placeServerMarkup, startApplication } from '../testing';
import type { RemoteProps } from '@hourspace/contracts';
import { runOutsideAct } from '@hourspace/ui/testing';

// single-spa and React's scheduler run here as in a page, not inside act().
runOutsideAct();

const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;
let answer = 'Spaces by the hour';
const greeting = queryOptions({ queryKey: ['test', 'greeting'], queryFn: async () => answer, staleTime: Infinity });

function Root() {
  const { data } = useQuery(greeting);
  const id = useId();
  return (
    <section aria-labelledby={id} style={{ aspectRatio: '3 / 2' }}>
      <h1 id={id}>{data ?? 'loading'}</h1>
      <ClientOnly fallback={<p>reserved</p>}>
        <p>below the fold</p>
      </ClientOnly>
    </section>
  );
}

const definition: RemoteDefinition<RemoteProps> = { namespace: 'mf-test', loadMessages: async () => ({}), Root, landmark: false };
const renderFirstScreen = createFirstScreenRenderer(definition, { paths: ['/'], load: (client) => client.prefetchQuery(greeting) });

/** The page as `release prerender` writes it: the markup in the app's container, its data beside it. */
async function pageWithServerMarkup(): Promise<HTMLElement> {
  return placeServerMarkup('test', (await renderFirstScreen({ app: 'test', locale: 'en-US', prefix: 'us', path: '/', environment: ENVIRONMENT }))!);
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  getPageQueryClient().clear();
  answer = 'Spaces by the hour';
  jest.restoreAllMocks();
});

describe("a remote's first screen rendered ahead", () => {
  it('renders its tree with the data it loaded, without what waits for the page, and only for its paths', async () => {
    const out = await renderFirstScreen({ app: 'test', locale: 'en-US', prefix: 'us', path: '/', environment: ENVIRONMENT });
    expect(out!.html).toContain('>Spaces by the hour</h1>');
    expect(out!.html).toContain('<p>reserved</p>');
    expect(out!.html).not.toContain('below the fold');
    expect(out!.state.queries.map((q) => q.queryKey)).toEqual([['test', 'greeting']]);
    expect(await renderFirstScreen({ app: 'test', locale: 'en-US', prefix: 'us', path: '/about', environment: ENVIRONMENT })).toBeNull();
  });

  it('renders nothing when a read fails: half a first screen is worse than none', async () => {
    const failing = createFirstScreenRenderer(definition, {
      paths: ['/'],
      load: (client) => client.prefetchQuery({ queryKey: ['test', 'greeting'], queryFn: () => Promise.reject(new Error('down')) }),
    });
    await expect(failing({ app: 'test', locale: 'en-US', prefix: 'us', path: '/', environment: ENVIRONMENT })).rejects.toThrow('1 of its reads failed');
  });

  it('is hydrated in the page: the same nodes, no warning, then the rest rendered and the data read again after load', async () => {
    const warn = jest.spyOn(console, 'warn');
    const error = jest.spyOn(console, 'error');
    const container = await pageWithServerMarkup();
    const heading = container.querySelector('h1');
    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'test', container);
    answer = 'Newer spaces';
    await app.mount();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
    // Hydrated, not replaced: the heading the HTML brought is the one on screen.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.hasAttribute(SERVER_MARKUP_ATTRIBUTE)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
    // The data is as old as the composition: read again once the page has loaded (jsdom's is).
    await waitFor(() => expect(heading).toHaveTextContent('Newer spaces'));
    // A later render of the root (single-spa's update) keeps the hydrated tree, not a new one.
    await app.update();
    expect(container.querySelector('h1')).toBe(heading);
    await app.unmount();
  });

  it('renders afresh over markup whose data block is missing', async () => {
    const container = await pageWithServerMarkup();
    document.getElementById(serverStateId('test'))!.remove();
    const heading = container.querySelector('h1');
    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'test', container);
    await app.mount();
    expect(await screen.findByText('below the fold')).toBeInTheDocument();
    expect(container.querySelector('h1')).not.toBe(heading);
    expect(container.hasAttribute(SERVER_MARKUP_ATTRIBUTE)).toBe(false);
    await app.unmount();
  });
});

describe('the server data block', () => {
  it('is read into the client only when it is a JSON block of dehydrated state', () => {
    const client = getPageQueryClient();
    expect(adoptServerState(client, 'none')).toBeNull();
    const block = document.head.appendChild(document.createElement('script'));
    block.id = serverStateId('x');
    block.type = 'application/json';
    block.textContent = '{not json';
    expect(adoptServerState(client, 'x')).toBeNull();
    block.textContent = '{"queries":"no"}';
    expect(adoptServerState(client, 'x')).toBeNull();
    block.type = 'text/javascript';
    block.textContent = '{"queries":[],"mutations":[]}';
    expect(adoptServerState(client, 'x')).toBeNull();
    block.type = 'application/json';
    expect(adoptServerState(client, 'x')).toEqual([]);
  });

  it('marks a container as server markup only with its attribute and some markup', () => {
    const element = document.createElement('div');
    expect(holdsServerMarkup(element)).toBe(false);
    element.setAttribute(SERVER_MARKUP_ATTRIBUTE, 'e');
    expect(holdsServerMarkup(element)).toBe(false);
    element.innerHTML = '<main></main>';
    expect(holdsServerMarkup(element)).toBe(true);
    expect(holdsServerMarkup(null)).toBe(false);
  });
});
