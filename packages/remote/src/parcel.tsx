import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  HELD_PRESS_PROPERTY,
  heldPressTarget,
  PARCEL_ATTRIBUTE,
  PARCEL_MEDIA_ATTRIBUTE,
  PARCEL_PLACED_PROPERTY,
  SERVER_MARKUP_ATTRIBUTE,
  type ShellServices,
} from '@hourspace/contracts';
import { whenIdleAfterLoad } from '@hourspace/ui';
import type { LifeCycleFn, LifeCycles } from 'single-spa';

export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The shell's services as this remote was mounted with them. */
export function useShellServices(): ShellServices | null {
  return useContext(ShellServicesContext);
}

type Lifecycle = LifeCycleFn<Record<string, unknown>> | Array<LifeCycleFn<Record<string, unknown>>> | undefined;

async function run(lifecycle: Lifecycle, props: Record<string, unknown>): Promise<void> {
  for (const fn of Array.isArray(lifecycle) ? lifecycle : lifecycle ? [lifecycle] : []) await fn(props as never);
}

const noop = async () => {};

/**
 * Wraps a parcel so that none of its failures escape as a rejected promise (single-spa-react
 * rethrows them, which would be an uncaught error on the page): a failure calls `onFailed`
 * and the parcel is inert from then on.
 */
export function failSafeParcel(load: () => Promise<LifeCycles>, onFailed: (error: unknown) => void): () => Promise<LifeCycles> {
  return async () => {
    let lifecycles: LifeCycles;
    try {
      lifecycles = await load();
    } catch (error) {
      onFailed(error);
      return { bootstrap: noop, mount: noop, unmount: noop };
    }
    let mounted = false;
    const guard = (name: 'bootstrap' | 'mount' | 'unmount' | 'update') => async (props: Record<string, unknown>) => {
      if (name !== 'bootstrap' && name !== 'mount' && !mounted) return;
      try {
        await run(lifecycles[name] as Lifecycle, props);
        if (name === 'mount') mounted = true;
        if (name === 'unmount') mounted = false;
      } catch (error) {
        onFailed(error);
      }
    };
    return { bootstrap: guard('bootstrap'), mount: guard('mount'), unmount: guard('unmount'), update: guard('update') } as LifeCycles;
  };
}

/**
 * Places another remote's parcel by name, without importing that remote: the shell's
 * parcel table says which remote and module it is. When it cannot load, `fallback` shows.
 *
 * In a page rendered ahead, the parcel's own markup may already be in its element (compose
 * rendered it: docs/decisions/parcel-markup-ahead.md). The parcel is then fetched when the
 * person reaches for it (pointer, touch or focus inside it) or once the page has loaded and
 * is idle, and hydrates that markup; a press before then is held and replayed on the
 * hydrated element, so nothing the person does is lost.
 */
export function RemoteParcel({ name, fallback, className, props = {} }: { name: string; fallback?: ReactNode; className?: string; props?: Record<string, unknown> }) {
  const services = useShellServices();
  const [failed, setFailed] = useState(false);
  // Read once, as the application hydrates: the element is React's from then on.
  const [server] = useState(() => takeParcelMarkup(name));
  const config = useMemo(
    () =>
      services?.loadParcel
        ? failSafeParcel(
            () => services.loadParcel!(name),
            (error) => {
              console.error(`[parcel ${name}]`, error);
              setFailed(true);
            },
          )
        : null,
    [services, name],
  );
  if (failed || !services || !config || !services.mountParcel) return <>{fallback}</>;
  return (
    <ParcelSlot
      name={name}
      server={server}
      config={config}
      mountParcel={services.mountParcel as unknown as MountParcel}
      className={className}
      parcelProps={{ locale: services.locale, prefix: services.prefix, ...props }}
    />
  );
}

/** A parcel's markup rendered ahead, as its element held it when the application hydrated. */
interface ParcelMarkup {
  html: string;
}

/**
 * The markup compose wrote into parcel `name`'s element, if the page has it and it is the
 * parcel's own first render on this screen (its media query matches); markup for another kind
 * of screen is removed at once, so the application hydrates an empty element and the parcel
 * renders afresh. Null on a server and where there is none.
 */
export function takeParcelMarkup(name: string, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ParcelMarkup | null {
  const element = [...(doc?.querySelectorAll<HTMLElement>(`[${PARCEL_ATTRIBUTE}][${SERVER_MARKUP_ATTRIBUTE}]`) ?? [])].find((node) => node.getAttribute(PARCEL_ATTRIBUTE) === name);
  if (!element) return null;
  const media = element.getAttribute(PARCEL_MEDIA_ATTRIBUTE);
  const win = doc?.defaultView;
  if (media !== null && !(win && typeof win.matchMedia === 'function' && win.matchMedia(media).matches)) {
    element.replaceChildren();
    element.removeAttribute(SERVER_MARKUP_ATTRIBUTE);
    element.removeAttribute(PARCEL_MEDIA_ATTRIBUTE);
    return null;
  }
  return element.firstElementChild ? { html: element.innerHTML } : null;
}

/** Events that say the person is about to use a parcel rendered ahead: it is fetched at once. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** single-spa's parcel, as `mountParcel` returns it: what ParcelSlot uses of it. */
interface MountedParcel {
  mountPromise: Promise<unknown>;
  getStatus(): string;
  unmount(): Promise<unknown>;
  update?(props: Record<string, unknown>): Promise<unknown>;
}
type MountParcel = (config: () => Promise<LifeCycles>, props: Record<string, unknown> & { domElement: HTMLElement }) => MountedParcel;

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * The element a parcel mounts into, and the parcel's mount, updates and unmount, one after
 * the other (single-spa refuses to unmount a parcel whose mount has not ended). It renders
 * the same `<div>` as single-spa-react's Parcel, whose class component (about 1.7 KB gz with
 * its helpers) every remote that places a parcel had bundled for these few lines. A failure
 * is logged: `failSafeParcel` already turns a parcel's own failures into the fallback.
 *
 * With `server` markup the element keeps it (React does not hydrate inside an element whose
 * HTML it was given) and the mount waits for intent or an idle moment after the page's load;
 * meanwhile a press is held (its default prevented) and clicked again once the parcel is in.
 */
function ParcelSlot({
  name,
  server,
  config,
  mountParcel,
  className,
  parcelProps,
}: {
  name: string;
  server: ParcelMarkup | null;
  config: () => Promise<LifeCycles>;
  mountParcel: MountParcel;
  className?: string;
  parcelProps: Record<string, unknown>;
}) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<MountedParcel | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(parcelProps);
  const sent = useRef(parcelProps);
  latest.current = parcelProps;
  const then = (step: () => unknown) => {
    queue.current = queue.current.then(step).catch((error: unknown) => console.error('[parcel]', error));
  };
  useEffect(() => {
    const domElement = element.current!;
    let mounting = false;
    let held: HTMLElement | null = null;
    const hold = (event: Event) => {
      event.preventDefault();
      event.stopPropagation();
      held = heldPressTarget(event.target) ?? held;
      start();
    };
    const stopWaiting = () => {
      cancelIdle();
      for (const type of INTENT_EVENTS) domElement.removeEventListener(type, start);
    };
    const start = () => {
      if (mounting) return;
      mounting = true;
      stopWaiting();
      then(async () => {
        sent.current = latest.current;
        parcel.current = mountParcel(config, { ...latest.current, domElement });
        try {
          await parcel.current.mountPromise;
        } finally {
          domElement.removeEventListener('click', hold, true);
          // The press made before the parcel was in, on the element hydration kept.
          if (held?.isConnected && domElement.contains(held)) held.click();
          held = null;
        }
      });
    };
    let cancelIdle = () => {};
    if (server) {
      const marks = domElement as HTMLDivElement & { [HELD_PRESS_PROPERTY]?: Element; [PARCEL_PLACED_PROPERTY]?: boolean };
      domElement.addEventListener('click', hold, true);
      marks[PARCEL_PLACED_PROPERTY] = true;
      // A press the shell held before this tree hydrated (shell/src/held-presses.ts).
      const early = marks[HELD_PRESS_PROPERTY];
      delete marks[HELD_PRESS_PROPERTY];
      if (early instanceof HTMLElement) {
        held = early;
        start();
      } else {
        for (const type of INTENT_EVENTS) domElement.addEventListener(type, start, { passive: true });
        cancelIdle = whenIdleAfterLoad(start);
      }
    } else start();
    return () => {
      stopWaiting();
      domElement.removeEventListener('click', hold, true);
      if (!mounting) return;
      then(() => {
        const mounted = parcel.current;
        parcel.current = null;
        return mounted?.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined;
      });
    };
  }, [config, mountParcel, server]);
  useEffect(() => {
    if (shallowEqual(parcelProps, sent.current)) return;
    then(() => {
      const mounted = parcel.current;
      if (!mounted?.update || mounted.getStatus() !== 'MOUNTED' || shallowEqual(latest.current, sent.current)) return undefined;
      sent.current = latest.current;
      return mounted.update({ ...latest.current, domElement: element.current });
    });
  });
  const markup = useMemo(() => (server ? { __html: server.html } : undefined), [server]);
  return markup ? (
    <div ref={element} className={className} {...{ [PARCEL_ATTRIBUTE]: name }} dangerouslySetInnerHTML={markup} suppressHydrationWarning />
  ) : (
    <div ref={element} className={className} {...{ [PARCEL_ATTRIBUTE]: name }} />
  );
}
