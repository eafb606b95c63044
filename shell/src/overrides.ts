import { RemoteNameSchema } from '@hourspace/contracts';
import * as v from 'valibot';
import type { ReleaseManifest, RemoteName } from './manifest';

/**
 * Per-browser remote overrides for testers, in the manner of import-map-overrides:
 * `?hs-override=mf-home@http://localhost:9081/remoteEntry.js` pins one remote in this
 * browser only (kept in localStorage), `?hs-override=mf-home@` removes it,
 * `?hs-override=reset` removes all. Nobody else's page changes.
 */
export const OVERRIDE_STORAGE_KEY = 'hs:remote-overrides';
export const OVERRIDE_QUERY = 'hs-override';

export type Overrides = Partial<Record<RemoteName, string>>;

/** A name shaped like a remote's; `applyOverrides` then keeps only the remotes the manifest has. */
function isRemoteName(value: string): value is RemoteName {
  return v.is(RemoteNameSchema, value);
}

function isSafeEntry(entry: string): boolean {
  try {
    const url = new URL(entry);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads stored overrides, applies the query's instructions, stores the result. */
export function readOverrides(search: string, storage: Storage | undefined): Overrides {
  let overrides: Overrides = {};
  try {
    const stored: unknown = JSON.parse(storage?.getItem(OVERRIDE_STORAGE_KEY) ?? '{}');
    if (stored && typeof stored === 'object') {
      for (const [name, entry] of Object.entries(stored)) {
        if (isRemoteName(name) && typeof entry === 'string' && isSafeEntry(entry)) overrides[name] = entry;
      }
    }
  } catch {
    overrides = {};
  }
  const params = new URLSearchParams(search);
  for (const instruction of params.getAll(OVERRIDE_QUERY)) {
    if (instruction === 'reset') {
      overrides = {};
      continue;
    }
    const at = instruction.indexOf('@');
    const name = at === -1 ? instruction : instruction.slice(0, at);
    const entry = at === -1 ? '' : instruction.slice(at + 1);
    if (!isRemoteName(name)) continue;
    if (entry && isSafeEntry(entry)) overrides[name] = entry;
    else delete overrides[name];
  }
  try {
    if (Object.keys(overrides).length) storage?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    else storage?.removeItem(OVERRIDE_STORAGE_KEY);
  } catch {
    // Storage can be full or disabled; overrides then last for this page only.
  }
  return overrides;
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
