import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ShellServices } from '@hourspace/contracts';
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
 */
export function RemoteParcel({ name, fallback, className, props = {} }: { name: string; fallback?: ReactNode; className?: string; props?: Record<string, unknown> }) {
  const services = useShellServices();
  const [failed, setFailed] = useState(false);
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
      config={config}
      mountParcel={services.mountParcel as unknown as MountParcel}
      className={className}
      parcelProps={{ locale: services.locale, prefix: services.prefix, ...props }}
    />
  );
}

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
 */
function ParcelSlot({
  config,
  mountParcel,
  className,
  parcelProps,
}: {
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
    then(() => {
      sent.current = latest.current;
      parcel.current = mountParcel(config, { ...latest.current, domElement });
      return parcel.current.mountPromise;
    });
    return () =>
      then(() => {
        const mounted = parcel.current;
        parcel.current = null;
        return mounted?.getStatus() === 'MOUNTED' ? mounted.unmount() : undefined;
      });
  }, [config, mountParcel]);
  useEffect(() => {
    if (shallowEqual(parcelProps, sent.current)) return;
    then(() => {
      const mounted = parcel.current;
      if (!mounted?.update || mounted.getStatus() !== 'MOUNTED' || shallowEqual(latest.current, sent.current)) return undefined;
      sent.current = latest.current;
      return mounted.update({ ...latest.current, domElement: element.current });
    });
  });
  return <div ref={element} className={className} />;
}
