import type { WebEnvironment } from './manifest';

/**
 * The page's environment at run time (docs/decisions/release-environment-in-the-channel.md). The shell sets it from the release manifest
 * before any remote mounts; `createApiClient()` and the remotes' other clients read it, so no
 * build carries an API origin or key. It lives on the page's global object under a registered
 * symbol: the shell and every remote bundle their own copy of this module, and all of them
 * must see the one value.
 */
const KEY = Symbol.for('hourspace.web-environment');

type Holder = { [KEY]?: WebEnvironment };

/** Sets the page's environment (the shell, from the manifest; a standalone dev page, from its bootstrap). */
export function setWebEnvironment(environment: WebEnvironment): void {
  (globalThis as Holder)[KEY] = environment;
}

/** The page's environment, or undefined before the shell set it. */
export function findWebEnvironment(): WebEnvironment | undefined {
  return (globalThis as Holder)[KEY];
}

/** The page's environment; throws when nothing set it (a remote mounted outside the shell without its bootstrap). */
export function webEnvironment(): WebEnvironment {
  const environment = findWebEnvironment();
  if (!environment) {
    throw new Error(
      '[@hourspace/contracts] the page has no environment: the shell sets it from the release manifest before any remote mounts (a standalone dev page sets the development one in its bootstrap).',
    );
  }
  return environment;
}

/** Forgets the page's environment (tests). */
export function clearWebEnvironment(): void {
  delete (globalThis as Holder)[KEY];
}
