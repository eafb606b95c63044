import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { LifeCycles, ParcelConfig } from 'single-spa';
import Parcel from 'single-spa-react/parcel';

/** What the shell hands every remote on mount for loading another remote's parcel. */
export interface ShellServices {
  locale: string;
  prefix: string;
  /** Loads a parcel by its name in the shell's parcel table (e.g. 'hero-search'). */
  loadParcel?: (name: string) => Promise<LifeCycles>;
  mountParcel?: (config: ParcelConfig, props: Record<string, unknown>) => unknown;
}

export const ShellServicesContext = createContext<ShellServices | null>(null);

/** The shell's services as this remote was mounted with them. */
export function useShellServices(): ShellServices | null {
  return useContext(ShellServicesContext);
}

/**
 * Places another remote's parcel by name, without importing that remote: the shell's
 * parcel table says which remote and module it is. When it cannot load, `fallback` shows.
 */
export function RemoteParcel({ name, fallback, className, props = {} }: { name: string; fallback?: ReactNode; className?: string; props?: Record<string, unknown> }) {
  const services = useShellServices();
  const [failed, setFailed] = useState(false);
  const config = useMemo(() => (services?.loadParcel ? () => services.loadParcel!(name) : null), [services, name]);
  if (failed || !services || !config || !services.mountParcel) return <>{fallback}</>;
  return (
    <Parcel
      config={config as never}
      mountParcel={services.mountParcel as never}
      wrapWith="div"
      wrapClassName={className}
      handleError={(error: Error) => {
        console.error(`[parcel ${name}]`, error);
        setFailed(true);
      }}
      locale={services.locale}
      prefix={services.prefix}
      {...props}
    />
  );
}
