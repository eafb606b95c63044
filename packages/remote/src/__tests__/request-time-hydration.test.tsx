/**
 * @jest-environment jsdom
 */
import { FIRST_SCREEN_URL_ATTRIBUTE, SERVER_MARKUP_ATTRIBUTE, type RemoteProps } from '@hourspace/contracts';
import { runOutsideAct } from '@hourspace/ui/testing';
import { waitFor } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { createRemoteLifecycles, type RemoteDefinition } from '../lifecycles';
import { preloadableLazy, type PreloadableLazy } from '../preloadable-lazy';
import { getPageQueryClient } from '../query-client';
import { createFirstScreenRenderer } from '../server';
import { placeServerMarkup, startApplication } from '../testing';

// single-spa and React's scheduler run here as in a page, not inside act().
runOutsideAct();

function Gallery() {
  const [shown, setShown] = useState(1);
  return (
    <button type="button" onClick={() => setShown((n) => n + 1)}>
      {`Photo ${shown}`}
    </button>
  );
}

/** The page's part in a chunk of its own: the server build's is in before it renders; the page's arrives when the test says. */
let Page: PreloadableLazy<ComponentType> = preloadableLazy(async () => ({ default: Gallery }));

function Root() {
  return (
    <Suspense fallback={<p>{'loading'}</p>}>
      <Page />
    </Suspense>
  );
}

const definition: RemoteDefinition<RemoteProps> = {
  namespace: 'mf-test',
  loadMessages: async () => ({}),
  Root,
  landmark: false,
  preload: () => Page.preload(),
};
const renderFirstScreen = createFirstScreenRenderer(definition, { paths: ['/'], load: () => Page.preload() });
const ENVIRONMENT = { mode: 'development', apiOrigin: 'http://api.test', basicKey: 'k' } as never;

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
  getPageQueryClient().clear();
});

describe('markup rendered on request whose page is a lazy chunk', () => {
  it('is hydrated only once the chunk is in, marked as markup meanwhile, so a press made at once after the mount is not lost', async () => {
    const container = placeServerMarkup('test', (await renderFirstScreen({ app: 'test', locale: 'en-US', prefix: 'us', path: '/', url: '/', environment: ENVIRONMENT }))!);
    container.setAttribute(FIRST_SCREEN_URL_ATTRIBUTE, '/');
    const button = container.querySelector('button')!;
    expect(button).toHaveTextContent('Photo 1');

    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    Page = preloadableLazy(async () => {
      await arrived;
      return { default: Gallery };
    });
    const warn = jest.spyOn(console, 'warn');
    const lifecycles = createRemoteLifecycles(definition);
    const app = await startApplication(lifecycles, 'test', container);
    let mounted = false;
    const mounting = app.mount().then(() => (mounted = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Waiting for the chunk: still the shell's to hold a press on (shell/src/held-presses.ts).
    expect(mounted).toBe(false);
    expect(container).toHaveAttribute(SERVER_MARKUP_ATTRIBUTE);

    arrive();
    await mounting;
    expect(container).not.toHaveAttribute(SERVER_MARKUP_ATTRIBUTE);
    // As the shell replays a held press: at once, while React may still be hydrating.
    button.click();
    await waitFor(() => expect(button).toHaveTextContent('Photo 2'));
    expect(container.querySelector('button')).toBe(button);
    expect(warn.mock.calls.filter((call) => /hydrat/i.test(String(call[0])))).toEqual([]);
    warn.mockRestore();
    await app.unmount();
  });
});
