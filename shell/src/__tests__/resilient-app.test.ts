import type { AppProps, LifeCycles } from 'single-spa';
import { ShellError, ShellErrorCode } from '../manifest';
import { checkingParcelMarkup, createSlotApp, FALLBACK_LINGER_MS, SLOT_DEADLINE_MS, takeServerMarkup, type SlotApp } from '../resilient-app';

const props = { name: 'home', singleSpa: {}, mountParcel: jest.fn() } as unknown as AppProps;

function setup(load: () => Promise<LifeCycles>) {
  document.body.innerHTML = '<div id="slot"></div>';
  const slot = document.getElementById('slot')!;
  const app: SlotApp = { name: 'home', remote: 'mf-home', expose: './lifecycles', slot: () => slot, fallback: 'page' };
  const report = jest.fn();
  const retries: Array<() => void> = [];
  const renderFallback = jest.fn((_kind: string, container: HTMLElement, retry: () => void) => {
    retries.push(retry);
    container.innerHTML = '<div role="alert">failed</div>';
  });
  const lifecycles = createSlotApp(app, { load: jest.fn(load), renderFallback, report, props: () => ({ locale: 'en-US', prefix: 'us' }), deadlineMs: () => SLOT_DEADLINE_MS });
  return { slot, lifecycles, report, renderFallback, retries };
}

/** The slot as `compose` writes it into the page: an early fallback before the shell runs. */
function setupWithEarly(load: () => Promise<LifeCycles>) {
  const made = setup(load);
  made.slot.innerHTML = '<div data-hs-fallback-for="home" data-hs-early=""><nav>early</nav></div>';
  const lifecycles = slotAppOver(made, load, { early: () => made.slot.querySelector<HTMLElement>('[data-hs-early]') });
  return { ...made, lifecycles };
}

/** The app of `made`'s slot again, with what compose wrote into it (`early`, `server`) and no shell props. */
function slotAppOver(made: ReturnType<typeof setup>, load: () => Promise<LifeCycles>, written: Pick<SlotApp, 'early' | 'server'>) {
  const app: SlotApp = { name: 'home', remote: 'mf-home', expose: './lifecycles', slot: () => made.slot, fallback: 'page', ...written };
  return createSlotApp(app, { load: jest.fn(load), renderFallback: made.renderFallback, report: made.report, props: () => ({}), deadlineMs: () => SLOT_DEADLINE_MS });
}

const remote = (overrides: Partial<LifeCycles> = {}): LifeCycles => ({
  bootstrap: jest.fn(async () => {}),
  mount: jest.fn(async (p: AppProps & { domElement?: HTMLElement }) => {
    p.domElement!.innerHTML = '<main>remote</main>';
  }) as never,
  unmount: jest.fn(async (p: AppProps & { domElement?: HTMLElement }) => {
    p.domElement!.innerHTML = '';
  }) as never,
  ...overrides,
});

const run = (fn: LifeCycles['mount'], p: AppProps) => (Array.isArray(fn) ? Promise.all(fn.map((f) => f(p))) : fn(p));

describe('a shell slot application', () => {
  it('mounts the remote into its own container with the shell props', async () => {
    const r = remote();
    const { slot, lifecycles } = setup(async () => r);
    await run(lifecycles.mount, props);
    expect(slot.querySelector('[data-hs-app="home"] main')?.textContent).toBe('remote');
    expect(r.mount).toHaveBeenCalledWith(expect.objectContaining({ locale: 'en-US', prefix: 'us', domElement: expect.any(HTMLElement) }));
    await run(lifecycles.unmount, props);
    expect(slot.children).toHaveLength(0);
  });

  it('shows the fallback and reports when the remote cannot load, without throwing', async () => {
    const { slot, lifecycles, report } = setup(async () => {
      throw new ShellError(ShellErrorCode.REMOTE_ENTRY_FAILED, 'blocked');
    });
    await expect(run(lifecycles.mount, props)).resolves.not.toThrow();
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: ShellErrorCode.REMOTE_ENTRY_FAILED }), expect.anything());
  });

  it('catches a remote whose mount throws, and loads it afresh on retry', async () => {
    let attempt = 0;
    const { slot, lifecycles, retries } = setup(async () => {
      attempt += 1;
      return attempt === 1 ? remote({ mount: jest.fn(async () => Promise.reject(new Error('boom'))) as never }) : remote();
    });
    await run(lifecycles.mount, props);
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    retries[0]!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slot.querySelector('main')?.textContent).toBe('remote');
    expect(attempt).toBe(2);
  });

  it('tries the remote again on its next mount after a failure', async () => {
    let fail = true;
    const { slot, lifecycles } = setup(async () => {
      if (fail) throw new ShellError(ShellErrorCode.REMOTE_ENTRY_FAILED, 'down');
      return remote();
    });
    await run(lifecycles.mount, props);
    await run(lifecycles.unmount, props);
    fail = false;
    await run(lifecycles.mount, props);
    expect(slot.querySelector('main')?.textContent).toBe('remote');
  });
});

describe('a slow remote', () => {
  afterEach(() => jest.useRealTimers());

  function deferred<T>() {
    let resolve!: (value: T) => void;
    const promise = new Promise<T>((r) => (resolve = r));
    return { promise, resolve };
  }

  it('gets a deadline of a few seconds', () => {
    expect(SLOT_DEADLINE_MS).toBeGreaterThanOrEqual(2_000);
    expect(SLOT_DEADLINE_MS).toBeLessThanOrEqual(5_000);
  });

  it('shows the fallback at the deadline when the entry is slow, and a late success replaces it', async () => {
    jest.useFakeTimers();
    const entry = deferred<LifeCycles>();
    const { slot, lifecycles, report } = setup(() => entry.promise);
    let resolved = false;
    void run(lifecycles.mount, props).then(() => (resolved = true));
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS - 1);
    expect(slot.querySelector('[role="alert"]')).toBeNull();
    expect(resolved).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    expect(resolved).toBe(true);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: ShellErrorCode.REMOTE_TIMED_OUT }), expect.anything());
    entry.resolve(remote());
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.querySelector('[role="alert"]')).toBeNull();
    expect(slot.querySelector('main')?.textContent).toBe('remote');
    expect(report).toHaveBeenCalledTimes(1);
  });

  it("adopts the page's early fallback: removed when the remote mounts in time", async () => {
    const { slot, lifecycles } = setupWithEarly(async () => remote());
    await run(lifecycles.mount, props);
    expect(slot.querySelector('[data-hs-early]')).toBeNull();
    expect(slot.querySelector('[data-hs-fallback-for]')).toBeNull();
    expect(slot.querySelector('main')?.textContent).toBe('remote');
  });

  it("keeps the page's early fallback until the remote's tree is in its container, then swaps them before the next frame", async () => {
    jest.useFakeTimers();
    let container: HTMLElement | null = null;
    // Like @hourspace/remote: the mount ends at an empty first commit, the tree renders in a transition later.
    const r = remote({
      mount: jest.fn(async (p: AppProps & { domElement?: HTMLElement }) => {
        container = p.domElement!;
      }) as never,
    });
    const { slot, lifecycles } = setupWithEarly(async () => r);
    await run(lifecycles.mount, props);
    expect(slot.querySelector('[data-hs-early]')?.textContent).toBe('early');
    await jest.advanceTimersByTimeAsync(100);
    expect(slot.querySelector('[data-hs-early]')).not.toBeNull();
    container!.innerHTML = '<nav>real</nav>';
    // The observer's callback is a microtask: it runs before the browser paints again.
    await Promise.resolve();
    expect(slot.querySelector('[data-hs-fallback-for]')).toBeNull();
    expect(slot.textContent).toBe('real');
  });

  it('lets a fallback go after a while when the mounted remote renders nothing, and stops watching on unmount', async () => {
    jest.useFakeTimers();
    const { slot, lifecycles } = setupWithEarly(async () => remote({ mount: jest.fn(async () => {}) as never }));
    await run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(FALLBACK_LINGER_MS - 1);
    expect(slot.querySelector('[data-hs-early]')).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    expect(slot.querySelector('[data-hs-fallback-for]')).toBeNull();

    const again = setupWithEarly(async () => remote({ mount: jest.fn(async () => {}) as never }));
    await run(again.lifecycles.mount, props);
    await run(again.lifecycles.unmount, props);
    expect(again.slot.querySelector('[data-hs-fallback-for]')).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  it("adopts the page's early fallback: shown at once at the deadline, one fallback only, gone when the late remote mounts", async () => {
    jest.useFakeTimers();
    const entry = deferred<LifeCycles>();
    const { slot, lifecycles } = setupWithEarly(() => entry.promise);
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    expect(slot.querySelectorAll('[data-hs-fallback-for]')).toHaveLength(1);
    const shown = slot.querySelector<HTMLElement>('[data-hs-fallback-for="home"]')!;
    expect(shown.hasAttribute('data-hs-early')).toBe(false);
    expect(shown.querySelector('[role="alert"]')).not.toBeNull();
    entry.resolve(remote());
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.querySelector('[data-hs-fallback-for]')).toBeNull();
    expect(slot.querySelector('main')?.textContent).toBe('remote');
  });

  it('counts mounting in the deadline, not only loading', async () => {
    jest.useFakeTimers();
    const mounting = deferred<void>();
    const r = remote({ mount: jest.fn(() => mounting.promise) as never });
    const { slot, lifecycles, report } = setup(async () => r);
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ code: ShellErrorCode.REMOTE_TIMED_OUT }), expect.anything());
  });

  it('leaves what the remote already rendered alone when the deadline passes mid-mount, and removes the fallback when the mount ends', async () => {
    jest.useFakeTimers();
    const mounting = deferred<void>();
    let rendered: HTMLElement | null = null;
    const r = remote({
      mount: jest.fn((p: AppProps & { domElement?: HTMLElement }) => {
        // A React root commits its first screen, then keeps the mount open (lazy parts).
        p.domElement!.innerHTML = '<main>remote</main>';
        rendered = p.domElement!.querySelector('main');
        return mounting.promise;
      }) as never,
    });
    const { slot, lifecycles } = setup(async () => r);
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    expect(rendered!.isConnected).toBe(true);
    mounting.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.querySelector('[role="alert"]')).toBeNull();
    expect(slot.querySelector('main')).toBe(rendered);
  });

  it('does not start a second load when "Try again" is pressed while the first is still under way', async () => {
    jest.useFakeTimers();
    const entry = deferred<LifeCycles>();
    const load = jest.fn(() => entry.promise);
    document.body.innerHTML = '<div id="slot"></div>';
    const slot = document.getElementById('slot')!;
    const retries: Array<() => void> = [];
    const lifecycles = createSlotApp(
      { name: 'home', remote: 'mf-home', expose: './lifecycles', slot: () => slot, fallback: 'page' },
      {
        load,
        report: jest.fn(),
        props: () => ({}),
        deadlineMs: () => SLOT_DEADLINE_MS,
        renderFallback: (_kind, container, retry) => {
          retries.push(retry);
          container.innerHTML = '<div role="alert">failed</div>';
        },
      },
    );
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    retries[0]!();
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a late mount down again when the slot was unmounted meanwhile', async () => {
    jest.useFakeTimers();
    const entry = deferred<LifeCycles>();
    const r = remote();
    const { slot, lifecycles } = setup(() => entry.promise);
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    await run(lifecycles.unmount, props);
    entry.resolve(r);
    await jest.advanceTimersByTimeAsync(0);
    expect(r.mount).not.toHaveBeenCalled();
    expect(slot.children).toHaveLength(0);
  });
});

describe('server markup written by compose (release prerender)', () => {
  const ENTRY = 'http://localhost:8081/1.0.0/remoteEntry.js';

  /** The main slot as a page rendered ahead has it: the app's container with its markup. */
  function setupWithServerMarkup(load: () => Promise<LifeCycles>, entry = ENTRY) {
    const made = setup(load);
    made.slot.innerHTML = `<div data-hs-app="home" data-hs-ssr="${ENTRY}"><main>from the server</main></div>`;
    const lifecycles = slotAppOver(made, load, { server: () => takeServerMarkup(made.slot, 'home', entry) });
    return { ...made, lifecycles, server: made.slot.firstElementChild as HTMLElement };
  }

  afterEach(() => jest.useRealTimers());

  it('is handed to the build that rendered it as its container, untouched, on the first mount', async () => {
    let seen = '';
    const r = remote({
      mount: jest.fn(async (p: AppProps & { domElement?: HTMLElement }) => {
        seen = p.domElement!.innerHTML;
      }) as never,
    });
    const { slot, lifecycles, server } = setupWithServerMarkup(async () => r);
    await run(lifecycles.mount, props);
    expect(r.mount).toHaveBeenCalledWith(expect.objectContaining({ domElement: server }));
    expect(seen).toBe('<main>from the server</main>');
    expect(slot.children).toHaveLength(1);
    // Unmounted, it goes like any container; the next mount gets a new, empty one.
    await run(lifecycles.unmount, props);
    expect(slot.children).toHaveLength(0);
    await run(lifecycles.mount, props);
    expect(r.mount).toHaveBeenLastCalledWith(expect.objectContaining({ domElement: expect.not.objectContaining({ dataset: expect.objectContaining({ hsSsr: ENTRY }) }) }));
    expect(slot.querySelector('[data-hs-ssr]')).toBeNull();
  });

  it('is removed at once when the shell loads another build (a canary, an override)', async () => {
    const r = remote();
    const { slot, lifecycles, server } = setupWithServerMarkup(async () => r, 'http://localhost:8081/1.1.0/remoteEntry.js');
    await run(lifecycles.mount, props);
    expect(server.isConnected).toBe(false);
    expect(slot.querySelectorAll('[data-hs-app="home"]')).toHaveLength(1);
    expect(slot.querySelector('main')?.textContent).toBe('remote');
  });

  it('gives way to the error card at the deadline (one main landmark), and shows again when a late mount hydrates it', async () => {
    jest.useFakeTimers();
    let resolveEntry!: (value: LifeCycles) => void;
    const entry = new Promise<LifeCycles>((resolve) => (resolveEntry = resolve));
    const { slot, lifecycles, server } = setupWithServerMarkup(() => entry);
    void run(lifecycles.mount, props);
    await jest.advanceTimersByTimeAsync(SLOT_DEADLINE_MS);
    expect(slot.querySelector('[role="alert"]')).not.toBeNull();
    expect(server.hidden).toBe(true);
    resolveEntry(remote({ mount: jest.fn(async () => {}) as never }));
    await jest.advanceTimersByTimeAsync(0);
    expect(slot.querySelector('[role="alert"]')).toBeNull();
    expect(server.hidden).toBe(false);
    expect(server.innerHTML).toBe('<main>from the server</main>');
  });
});

describe("a parcel's markup rendered ahead", () => {
  const entry = 'http://localhost:8084/1.0.0/remoteEntry.js';
  const element = () => {
    const div = document.createElement('div');
    div.setAttribute('data-hs-parcel', 'hero-search');
    div.setAttribute('data-hs-ssr', entry);
    div.innerHTML = '<form></form>';
    return div;
  };

  it('is handed to the build that rendered it, and removed before another build (an override) mounts', async () => {
    const seen: string[] = [];
    const mount = async (props: { domElement: HTMLElement }) => void seen.push(`${props.domElement.childElementCount} ${props.domElement.getAttribute('data-hs-ssr')}`);
    const lifecycles = { bootstrap: async () => {}, mount, unmount: async () => {} };
    const run = async (checked: ReturnType<typeof checkingParcelMarkup>, domElement: HTMLElement) => {
      for (const step of checked.mount as Array<(props: unknown) => Promise<unknown>>) await step({ domElement, name: 'parcel-1' });
    };
    await run(checkingParcelMarkup(lifecycles as never, entry), element());
    await run(checkingParcelMarkup(lifecycles as never, 'http://localhost:9999/override/remoteEntry.js'), element());
    await run(checkingParcelMarkup(lifecycles as never, undefined), element());
    expect(seen).toEqual([`1 ${entry}`, '0 null', '0 null']);
  });
});

describe('markup rendered ahead for some screens only', () => {
  const entry = 'http://localhost:8083/1.0.0/remoteEntry.js';
  const slot = () => {
    document.body.innerHTML = `<div id="hs-nav"><div data-hs-app="nav" data-hs-ssr="${entry}" data-hs-ssr-media="(max-width: 992px)"><header>bar</header></div><div data-hs-early="">early</div></div>`;
    return document.getElementById('hs-nav')!;
  };
  const screen = (matches: boolean) => ({ matchMedia: jest.fn(() => ({ matches }) as MediaQueryList) });

  it('is handed over where its media condition holds, and removed elsewhere (the early nav stays)', () => {
    const phone = screen(true);
    expect(takeServerMarkup(slot(), 'nav', entry, phone)?.dataset.hsApp).toBe('nav');
    expect(phone.matchMedia).toHaveBeenCalledWith('(max-width: 992px)');
    const wide = slot();
    expect(takeServerMarkup(wide, 'nav', entry, screen(false))).toBeNull();
    expect(wide.innerHTML).toBe('<div data-hs-early="">early</div>');
    // Without matchMedia nothing can say the markup fits: removed.
    expect(takeServerMarkup(slot(), 'nav', entry, undefined)).toBeNull();
  });
});
