import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { ShellServices } from '@hourspace/contracts';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import Parcel from 'single-spa-react/parcel';

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
    <Parcel
      config={config as never}
      mountParcel={services.mountParcel as never}
      wrapWith="div"
      wrapClassName={className}
      locale={services.locale}
      prefix={services.prefix}
      {...props}
    />
  );
}
