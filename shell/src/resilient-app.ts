import { PARCEL_MEDIA_ATTRIBUTE, SERVER_MARKUP_ATTRIBUTE } from '@hourspace/contracts';
import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { replayHeldPress } from './held-presses';
import { ShellError, ShellErrorCode, type RemoteName } from './manifest';

/**
 * How long loading and mounting a remote may take together before its slot shows the
 * fallback (docs/decisions/platform-overrides-and-csp.md): the load goes on behind the fallback, and a late success replaces
 * it. Counted from the slot's mount. The first screen's navigation does not wait for it:
 * the minimal nav is in each locale's page from the start and shows by itself (see
 * docs/decisions/platform-locale-pages.md).
 */
export const SLOT_DEADLINE_MS = 4_000;

/** How long a fallback stays after its remote mounted without content yet (see `clearFallbackWhenFilled`). */
export const FALLBACK_LINGER_MS = 3_000;

/** How a failed slot is shown: nav gets the minimal bar, pages an error card. */
export type FallbackKind = 'nav' | 'page' | 'overlay';

export interface SlotApp {
  /** The single-spa application name. */
  name: string;
  remote: RemoteName;
  /** The exposed module, e.g. './lifecycles'. */
  expose: string;
  /** The element the application's container is created in. */
  slot: () => HTMLElement;
  fallback: FallbackKind;
  /**
   * A fallback already in the page before the shell ran (the minimal nav `compose` writes,
   * hidden for its first seconds): adopted as this slot's fallback, shown at once when the
   * deadline passes and removed when the remote mounts.
   */
  early?: () => HTMLElement | null;
  /**
   * The application's container as compose wrote it, holding its first screen rendered to
   * HTML, when the build the shell loads is the build that rendered it (`takeServerMarkup`):
   * the first mount hands it to the remote to hydrate instead of a new, empty container.
   */
  server?: () => HTMLElement | null;
}

/**
 * The container compose wrote into `slot` for application `name` with its first screen's
 * markup, if the page still has it and `entry` (the entry the shell loads for its remote,
 * after canaries and overrides) rendered it; null otherwise. Markup of another build is
 * removed at once: that build renders its own.
 */
export function takeServerMarkup(slot: HTMLElement, name: string, entry: string | undefined, win: Pick<Window, 'matchMedia'> | undefined = window): HTMLElement | null {
  const found = [...slot.querySelectorAll<HTMLElement>(`:scope > [${SERVER_MARKUP_ATTRIBUTE}]`)].find((node) => node.dataset.hsApp === name);
  if (!found) return null;
  // Markup rendered for some screens only (the nav's compact bar) is the application's first render on those alone.
  const media = found.getAttribute(PARCEL_MEDIA_ATTRIBUTE);
  const fits = media === null || (typeof win?.matchMedia === 'function' && win.matchMedia(media).matches);
  if (fits && entry && found.getAttribute(SERVER_MARKUP_ATTRIBUTE) === entry) return found;
  found.remove();
  return null;
}

/**
 * A parcel's lifecycles that first check the markup rendered ahead in the element they mount
 * into: it is kept only when `entry` (the entry the shell loads for the parcel's remote,
 * after overrides) rendered it; another build's markup is removed, and that build renders
 * afresh (docs/decisions/parcel-markup-ahead.md).
 */
export function checkingParcelMarkup(lifecycles: LifeCycles, entry: string | undefined): LifeCycles {
  const check = async (props: { domElement?: unknown }) => {
    const element = props.domElement;
    if (!(element instanceof HTMLElement) || !element.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) return;
    if (entry && element.getAttribute(SERVER_MARKUP_ATTRIBUTE) === entry) return;
    element.replaceChildren();
    element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
  };
  const mount = Array.isArray(lifecycles.mount) ? lifecycles.mount : [lifecycles.mount];
  return { ...lifecycles, mount: [check as never, ...mount] };
}

export interface SlotAppContext {
  load: (remote: RemoteName, expose: string) => Promise<LifeCycles>;
  renderFallback: (kind: FallbackKind, container: HTMLElement, retry: () => void) => void;
  report: (error: unknown, app: SlotApp) => void;
  /** Extra props every remote receives on mount. */
  props: () => Record<string, unknown>;
  /** Load and mount deadline in ms for a mount starting now; `SLOT_DEADLINE_MS` unless a test sets another. */
  deadlineMs?: () => number;
}

type Lifecycle<P> = LifeCycleFn<P> | Array<LifeCycleFn<P>>;

async function run<P>(lifecycle: Lifecycle<P> | undefined, props: P & AppProps): Promise<void> {
  if (!lifecycle) return;
  for (const fn of Array.isArray(lifecycle) ? lifecycle : [lifecycle]) await fn(props);
}

/**
 * A shell-owned single-spa application that wraps one remote's lifecycles. It loads the
 * remote only when it mounts (a page fetches only the remotes it shows), never lets a
 * load or mount failure escape (the slot shows its fallback and the rest of the page
 * keeps working), gives loading and mounting together a deadline, and tries the remote
 * again on its next mount or on "Try again".
 */
export function createSlotApp(app: SlotApp, ctx: SlotAppContext): LifeCycles {
  let remote: LifeCycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let container: HTMLElement | null = null;
  let lastProps: AppProps | null = null;
  /** The attempt under way and its container, if any: a retry waits for it instead of mounting twice. */
  let inFlight: { target: HTMLElement; done: Promise<void> } | null = null;

  /**
   * The fallback lives in its own element just before the remote's container, never in it:
   * a deadline can pass while the remote's React root is already rendering there, and
   * replacing those nodes would leave the late mount updating nodes no longer on the page.
   */
  let fallback: HTMLElement | null = null;
  /** Stops waiting for a mounted remote's first content (`clearFallbackWhenFilled`). */
  let stopWaiting: (() => void) | null = null;
  const clearFallback = () => {
    stopWaiting?.();
    fallback?.remove();
    fallback = null;
  };
  /**
   * Removes the fallback once the mounted remote has put something in its container. A
   * remote's mount ends at an empty first commit and its tree renders in a transition after
   * it (`Deferred` in @hourspace/remote), so removing the fallback as the mount ended left
   * the slot blank for those frames: the early nav's bar and brand went and came back on
   * every page load. A mutation observer's callback runs before the next frame, so the
   * fallback and the content are never on screen together. A remote that renders nothing
   * (an overlay host) loses its fallback after FALLBACK_LINGER_MS.
   */
  const clearFallbackWhenFilled = (target: HTMLElement) => {
    if (!fallback || target.childElementCount > 0) {
      clearFallback();
      return;
    }
    stopWaiting?.();
    const observer = new MutationObserver(() => {
      if (target.childElementCount > 0) clearFallback();
    });
    const timer = setTimeout(clearFallback, FALLBACK_LINGER_MS);
    observer.observe(target, { childList: true });
    stopWaiting = () => {
      observer.disconnect();
      clearTimeout(timer);
      stopWaiting = null;
    };
  };
  const showFallback = (target: HTMLElement) => {
    if (container !== target || mounted) return;
    if (!fallback) {
      fallback = document.createElement('div');
      fallback.dataset.hsFallbackFor = app.name;
      target.before(fallback);
    }
    // An early fallback waits out its delay no longer.
    delete fallback.dataset.hsEarly;
    // Server markup nobody hydrated gives way to the card (one page, one main landmark) until a late mount.
    if (target.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) target.hidden = true;
    ctx.renderFallback(app.fallback, fallback, () => void retry());
  };

  /** Loads, bootstraps and mounts into `target`; true when the remote is mounted there. */
  async function attempt(props: AppProps, target: HTMLElement): Promise<boolean> {
    remote ??= await ctx.load(app.remote, app.expose);
    // Unmounted while the entry was loading: nothing to mount into.
    if (container !== target) return false;
    const remoteProps = { ...props, ...ctx.props(), domElement: target };
    if (!bootstrapped) {
      await run(remote.bootstrap, remoteProps);
      bootstrapped = true;
    }
    if (container !== target) return false;
    // Server markup stays for the remote to hydrate (it renders afresh over it if it cannot).
    if (!target.hasAttribute(SERVER_MARKUP_ATTRIBUTE)) target.replaceChildren();
    // A fallback shown while the entry was loading stays until the remote's content replaces it.
    await run(remote.mount, remoteProps);
    if (container !== target) {
      // Unmounted while mounting: take the late mount down again.
      await run(remote.unmount, remoteProps);
      return false;
    }
    mounted = true;
    target.hidden = false;
    clearFallbackWhenFilled(target);
    // A press made on its markup before it was hydrated (shell/src/held-presses.ts).
    replayHeldPress(target);
    return true;
  }

  function mountRemote(props: AppProps): Promise<void> {
    const target = container;
    if (!target) return Promise.resolve();
    if (inFlight?.target === target) return inFlight.done;
    let settled = false;
    let reported = false;
    const fail = (error: unknown) => {
      if (!reported) ctx.report(error, app);
      reported = true;
      showFallback(target);
    };
    const work = attempt(props, target).then(
      () => undefined,
      (error: unknown) => {
        // A remote whose lifecycles threw is loaded afresh next time.
        if (!(error instanceof ShellError)) {
          remote = null;
          bootstrapped = false;
        }
        fail(error instanceof ShellError ? error : new ShellError(ShellErrorCode.REMOTE_MOUNT_FAILED, `${app.name} failed to mount`, { cause: error }));
      },
    );
    const current = {
      target,
      done: work.finally(() => {
        settled = true;
        if (inFlight === current) inFlight = null;
      }),
    };
    inFlight = current;
    const deadlineMs = ctx.deadlineMs ? ctx.deadlineMs() : SLOT_DEADLINE_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const deadline = new Promise<void>((resolve) => {
      timer = setTimeout(() => {
        if (!settled) fail(new ShellError(ShellErrorCode.REMOTE_TIMED_OUT, `${app.name} did not load and mount within ${deadlineMs} ms`));
        resolve();
      }, deadlineMs);
    });
    // single-spa waits for whichever comes first; a late success still replaces the fallback.
    return Promise.race([current.done, deadline]).finally(() => clearTimeout(timer));
  }

  async function retry(): Promise<void> {
    if (!lastProps || mounted) return;
    await mountRemote(lastProps);
  }

  return {
    bootstrap: async () => {},
    mount: async (props: AppProps) => {
      lastProps = props;
      // Only the page's first mount can find server markup: it is gone once unmounted.
      const adopted = app.server?.() ?? null;
      container = adopted ?? document.createElement('div');
      container.dataset.hsApp = app.name;
      fallback ??= app.early?.() ?? null;
      if (!adopted) app.slot().append(container);
      await mountRemote(props);
    },
    unmount: async (props: AppProps) => {
      try {
        if (mounted && remote) await run(remote.unmount, { ...props, ...ctx.props(), domElement: container } as AppProps);
      } catch (error) {
        ctx.report(error, app);
      } finally {
        mounted = false;
        clearFallback();
        container?.remove();
        container = null;
      }
    },
  };
}
