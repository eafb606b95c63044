import type { AppProps, LifeCycleFn, LifeCycles } from 'single-spa';
import { ShellError, ShellErrorCode, type RemoteName } from './manifest';

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
}

export interface SlotAppContext {
  load: (remote: RemoteName, expose: string) => Promise<LifeCycles>;
  renderFallback: (kind: FallbackKind, container: HTMLElement, retry: () => void) => void;
  report: (error: unknown, app: SlotApp) => void;
  /** Extra props every remote receives on mount. */
  props: () => Record<string, unknown>;
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
 * keeps working), and tries the remote again on its next mount or on "Try again".
 */
export function createSlotApp(app: SlotApp, ctx: SlotAppContext): LifeCycles {
  let remote: LifeCycles | null = null;
  let bootstrapped = false;
  let mounted = false;
  let container: HTMLElement | null = null;
  let lastProps: AppProps | null = null;

  async function mountRemote(props: AppProps): Promise<void> {
    if (!container) return;
    try {
      remote ??= await ctx.load(app.remote, app.expose);
      const remoteProps = { ...props, ...ctx.props(), domElement: container };
      if (!bootstrapped) {
        await run(remote.bootstrap, remoteProps);
        bootstrapped = true;
      }
      container.replaceChildren();
      await run(remote.mount, remoteProps);
      mounted = true;
    } catch (error) {
      const wrapped = error instanceof ShellError ? error : new ShellError(ShellErrorCode.REMOTE_MOUNT_FAILED, `${app.name} failed to mount`, { cause: error });
      // A remote whose lifecycles threw is loaded afresh next time.
      if (!(error instanceof ShellError)) {
        remote = null;
        bootstrapped = false;
      }
      ctx.report(wrapped, app);
      if (container) ctx.renderFallback(app.fallback, container, () => void retry());
    }
  }

  async function retry(): Promise<void> {
    if (!lastProps || mounted) return;
    await mountRemote(lastProps);
  }

  return {
    bootstrap: async () => {},
    mount: async (props: AppProps) => {
      lastProps = props;
      container = document.createElement('div');
      container.dataset.hsApp = app.name;
      app.slot().append(container);
      await mountRemote(props);
    },
    unmount: async (props: AppProps) => {
      try {
        if (mounted && remote) await run(remote.unmount, { ...props, ...ctx.props(), domElement: container } as AppProps);
      } catch (error) {
        ctx.report(error, app);
      } finally {
        mounted = false;
        container?.remove();
        container = null;
      }
    },
  };
}
