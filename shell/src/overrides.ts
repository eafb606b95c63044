import { RemoteNameSchema, type OverridePolicy } from '@hourspace/contracts';
import * as v from 'valibot';
import type { ReleaseManifest, RemoteName } from './manifest';

/**
 * Per-browser remote overrides for testers, in the manner of import-map-overrides:
 * `?hs-override=mf-home@http://localhost:8081/1.5.0/remoteEntry.js` pins one remote in this
 * browser only (kept in localStorage), `?hs-override=mf-home@` removes it,
 * `?hs-override=reset` removes all. Nobody else's page changes.
 *
 * The channel decides what is allowed (its policy travels in the locale's manifest): an
 * entry must be on one of the channel's override origins, and the query is read only where
 * the channel turns it on (development). Without a policy nothing is overridden. A stored
 * override the policy no longer allows is dropped. See docs/decisions/platform-overrides-and-csp.md.
 */
export const OVERRIDE_STORAGE_KEY = 'hs:remote-overrides';
export const OVERRIDE_QUERY = 'hs-override';

export type Overrides = Partial<Record<RemoteName, string>>;

/** No override origin and no query: what a manifest without a policy means. */
export const NO_OVERRIDES: OverridePolicy = { origins: [], query: false };

/** A name shaped like a remote's; `applyOverrides` then keeps only the remotes the manifest has. */
function isRemoteName(value: string): value is RemoteName {
  return v.is(RemoteNameSchema, value);
}

/** Whether an entry URL is http(s) and served from an origin the channel allows. */
export function isAllowedEntry(entry: string, policy: OverridePolicy): boolean {
  try {
    const url = new URL(entry);
    return (url.protocol === 'http:' || url.protocol === 'https:') && policy.origins.includes(url.origin);
  } catch {
    return false;
  }
}

function readStored(storage: Storage | undefined, policy: OverridePolicy): { overrides: Overrides; dropped: boolean } {
  const overrides: Overrides = {};
  let dropped = false;
  try {
    const raw = storage?.getItem(OVERRIDE_STORAGE_KEY);
    if (!raw) return { overrides, dropped };
    const stored: unknown = JSON.parse(raw);
    if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return { overrides, dropped: true };
    for (const [name, entry] of Object.entries(stored)) {
      if (isRemoteName(name) && typeof entry === 'string' && isAllowedEntry(entry, policy)) overrides[name] = entry;
      else dropped = true;
    }
  } catch {
    dropped = true;
  }
  return { overrides, dropped };
}

/**
 * Reads the stored overrides the policy still allows, applies the query's instructions when
 * the policy reads the query, and stores the result (removing what is no longer allowed).
 * An instruction the policy refuses changes nothing and is not stored.
 */
export function readOverrides(search: string, storage: Storage | undefined, policy: OverridePolicy = NO_OVERRIDES): Overrides {
  let { overrides, dropped: changed } = readStored(storage, policy);
  if (policy.query) {
    for (const instruction of new URLSearchParams(search).getAll(OVERRIDE_QUERY)) {
      if (instruction === 'reset') {
        overrides = {};
        changed = true;
        continue;
      }
      const at = instruction.indexOf('@');
      const name = at === -1 ? instruction : instruction.slice(0, at);
      const entry = at === -1 ? '' : instruction.slice(at + 1);
      if (!isRemoteName(name)) continue;
      if (!entry) {
        delete overrides[name];
        changed = true;
      } else if (isAllowedEntry(entry, policy)) {
        overrides[name] = entry;
        changed = true;
      }
    }
  }
  if (changed) writeOverrides(storage, overrides);
  return overrides;
}

function writeOverrides(storage: Storage | undefined, overrides: Overrides): void {
  try {
    if (Object.keys(overrides).length) storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    else storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled; overrides then last for this page only.
  }
}

/** Removes every override of this browser (the badge's one-click reset). */
export function clearOverrides(storage: Storage | undefined): void {
  writeOverrides(storage, {});
}

/** The page's URL without `hs-override` instructions (where the reset sends the browser). */
export function withoutOverrideQuery(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(OVERRIDE_QUERY);
  return url.href;
}

/**
 * The manifest with overridden entries; their integrity is unknown, so it is dropped. The
 * override replaces a build, not what the locale's release declares it provides, so an
 * override of a remote the manifest does not have is ignored.
 */
export function applyOverrides(manifest: ReleaseManifest, overrides: Overrides): ReleaseManifest {
  const remotes = { ...manifest.remotes };
  for (const [name, entry] of Object.entries(overrides)) {
    const release = remotes[name];
    if (release && entry) remotes[name] = { version: 'override', entry, apps: release.apps, parcels: release.parcels };
  }
  return { ...manifest, remotes };
}
