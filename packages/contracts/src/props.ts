import type { LifeCycles, ParcelConfig } from 'single-spa';
import type { WebEnvironment } from './manifest';

/** What the shell hands every remote application on mount (besides single-spa's own props). */
export interface ShellServices {
  /** The page's locale, e.g. `de-DE`. */
  locale: string;
  /** The locale's URL prefix, e.g. `/de` (empty for en-US without a prefix). */
  prefix: string;
  /** The channel's environment from the manifest (API origin, client key, provider URLs); also what `webEnvironment()` returns. */
  environment?: WebEnvironment;
  /** Loads a parcel by the name a remote lends it under (e.g. 'hero-search'). */
  loadParcel?: (name: string) => Promise<LifeCycles>;
  mountParcel?: (config: ParcelConfig, props: Record<string, unknown>) => unknown;
}

/** The props a remote's lifecycles receive. */
export interface RemoteProps extends ShellServices {
  /** The single-spa application name (from the remote's registry entry). */
  name?: string;
}
