import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated, useStoreAfterHydration } from '../hydration';
import { runOutsideAct } from '../../test-utils/act-environment';

/** A store whose value the server cannot know: 'page' in the browser, changed by `set`. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    subscribe: (onChange: () => void) => {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    get: () => value,
    set: (next: string) => {
      value = next;
      listeners.forEach((listener) => listener());
    },
  };
}

const serverValue = () => 'server';

function StoreProbe({ store, log }: { store: ReturnType<typeof createStore>; log: string[] }) {
  const value = useStoreAfterHydration(store.subscribe, store.get, serverValue);
  log.push(value);
  return <output>{value}</output>;
}

function HydratedProbe({ log }: { log: boolean[] }) {
  const hydrated = useHydrated();
  log.push(hydrated);
  return <output>{hydrated ? 'hydrated' : 'not yet'}</output>;
}

describe('useHydrated', () => {
  it('is false rendered to HTML', () => {
    expect(renderToString(<HydratedProbe log={[]} />)).toContain('not yet');
  });

  it('is true from the first render of a component that does not hydrate', () => {
    const log: boolean[] = [];
    render(<HydratedProbe log={log} />);
    expect(screen.getByRole('status')).toHaveTextContent('hydrated');
    expect(log.every(Boolean)).toBe(true);
  });

  it('is false while hydrating markup, then true', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HydratedProbe log={[]} />);
    document.body.append(container);
    const log: boolean[] = [];
    const recoverable = jest.fn();
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <HydratedProbe log={log} />, { onRecoverableError: recoverable });
    });
    expect(log[0]).toBe(false);
    expect(container.textContent).toBe('hydrated');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});

describe('useStoreAfterHydration', () => {
  it("renders the server's value to HTML", () => {
    expect(renderToString(<StoreProbe store={createStore('page')} log={[]} />)).toContain('server');
  });

  it('reads the store at once in a client render, and follows it', () => {
    const store = createStore('page');
    const log: string[] = [];
    render(<StoreProbe store={store} log={log} />);
    expect(log[0]).toBe('page');
    act(() => store.set('changed'));
    expect(screen.getByRole('status')).toHaveTextContent('changed');
  });

  it("hydrates with the server's value, without a mismatch, then shows the store's and follows it", async () => {
    const store = createStore('page');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<StoreProbe store={store} log={[]} />);
    document.body.append(container);
    const log: string[] = [];
    const recoverable = jest.fn();
    let root!: Root;
    await act(async () => {
      root = hydrateRoot(container, <StoreProbe store={store} log={log} />, { onRecoverableError: recoverable });
    });
    expect(log[0]).toBe('server');
    expect(container.textContent).toBe('page');
    expect(recoverable).not.toHaveBeenCalled();
    act(() => store.set('changed'));
    expect(container.textContent).toBe('changed');
    act(() => root.unmount());
    container.remove();
  });

  describe('without act (React scheduling by itself, as in a page)', () => {
    runOutsideAct();

    it("moves to the store's value in a later task, not in the hydration's own (a synchronous re-render would)", async () => {
      const store = createStore('page');
      const container = document.createElement('div');
      container.innerHTML = renderToString(<StoreProbe store={store} log={[]} />);
      document.body.append(container);
      let atEndOfEffectsTask: string | null = null;
      function Watch() {
        useEffect(() => {
          // After every effect of the hydration's commit and whatever React renders synchronously after them.
          queueMicrotask(() => {
            atEndOfEffectsTask = container.textContent;
          });
        }, []);
        return null;
      }
      const root = hydrateRoot(
        container,
        <>
          <StoreProbe store={store} log={[]} />
          <Watch />
        </>,
      );
      await waitUntil(() => atEndOfEffectsTask !== null);
      expect(atEndOfEffectsTask).toBe('server');
      await waitUntil(() => container.textContent === 'page');
      root.unmount();
      container.remove();
    });
  });
});

async function waitUntil(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(condition()).toBe(true);
}
