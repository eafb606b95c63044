import { ReleaseManifestSchema, type ReleaseManifest } from '@hourspace/contracts';
import * as v from 'valibot';
import { resolveCanaries } from './canary';

export type { ReleaseManifest, RemoteRelease } from '@hourspace/contracts';
export { containerName } from '@hourspace/contracts';
/** A remote's name, as the manifest names it (e.g. `mf-home`). */
export type RemoteName = string;

/** Stable codes for the shell's loader failures (logged and sent to analytics). */
export const ShellErrorCode = {
  MANIFEST_UNAVAILABLE: 'SHELL-001',
  MANIFEST_INVALID: 'SHELL-002',
  REMOTE_NOT_IN_MANIFEST: 'SHELL-003',
  REMOTE_ENTRY_FAILED: 'SHELL-004',
  REMOTE_MOUNT_FAILED: 'SHELL-005',
  REMOTE_TIMED_OUT: 'SHELL-006',
} as const;

export class ShellError extends Error {
  constructor(
    readonly code: (typeof ShellErrorCode)[keyof typeof ShellErrorCode],
    message: string,
    options?: { cause?: unknown },
  ) {
    super(`[${code}] ${message}`, options);
    this.name = 'ShellError';
  }
}

/**
 * The manifest `compose` wrote into the locale's page (`<script type="application/json"
 * id="hs-manifest">`), checked like a fetched one; null when the page has none (the dev
 * server's page), when it is for another locale, or when it does not pass the check, and
 * the shell then fetches it. Like `fetchManifest`, it gives the manifest this browser runs:
 * each canary resolved to its build or the stable one by the browser's cohort (canary.ts).
 */
export function readInlineManifest(locale: string, doc: Document = document): ReleaseManifest | null {
  const node = doc.getElementById('hs-manifest');
  if (!node || node.getAttribute('type') !== 'application/json') return null;
  try {
    const parsed = v.safeParse(ReleaseManifestSchema, JSON.parse(node.textContent ?? ''));
    return parsed.success && parsed.output.locale === locale ? resolveCanaries(parsed.output).manifest : null;
  } catch {
    return null;
  }
}

/**
 * Fetches the locale's manifest, never from a cache (a rollback is a manifest swap and
 * must take effect on the next page load), retrying once on a network or server error,
 * and resolves its canaries for this browser (canary.ts).
 */
export async function fetchManifest(locale: string, fetchImpl: typeof fetch = fetch): Promise<ReleaseManifest> {
  const url = `/manifests/${encodeURIComponent(locale)}.json`;
  let lastError: unknown;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', credentials: 'same-origin' });
      if (!response.ok) throw new ShellError(ShellErrorCode.MANIFEST_UNAVAILABLE, `${url} answered ${response.status}`);
      const parsed = v.safeParse(ReleaseManifestSchema, await response.json());
      if (!parsed.success) throw new ShellError(ShellErrorCode.MANIFEST_INVALID, `${url} is not a release manifest: ${v.summarize(parsed.issues)}`);
      return resolveCanaries(parsed.output).manifest;
    } catch (error) {
      lastError = error;
      if (error instanceof ShellError && error.code === ShellErrorCode.MANIFEST_INVALID) break;
    }
  }
  throw lastError instanceof ShellError ? lastError : new ShellError(ShellErrorCode.MANIFEST_UNAVAILABLE, `${url} could not be fetched`, { cause: lastError });
}
