import type { ReleaseManifest } from './manifest';

/**
 * Canary cohorts (docs/decisions/release-canary-cohorts.md). A locale's manifest
 * may carry, per remote, a canary build and the share of browsers that run it. Which side a
 * browser is on is decided here, from a random id kept in a first-party cookie: the manifest
 * stays one static file per locale (cacheable, the same for everyone), and the choice is
 * stable across reloads and sticky when the percentage grows (a browser in at 10 % is still
 * in at 50 %).
 */

/** The cookie holding the browser's cohort id: random, no personal data, never sent anywhere by the shell. */
export const COHORT_COOKIE = 'hs_cohort';
const COHORT_ID = /^[0-9a-f]{32}$/;
/** A year: long enough that a browser keeps its side for the life of any canary. */
const COHORT_MAX_AGE_S = 365 * 24 * 60 * 60;

/** What the cohort needs of `document`: its cookies and whether the page is on https. */
export interface CookieJar {
  cookie: string;
  readonly location?: { protocol: string };
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The browser's cohort id, read from its cookie or created (and kept a year) when it has none or a malformed one. */
export function cohortId(jar: CookieJar = document, random: () => string = randomId): string {
  const found = jar.cookie
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COHORT_COOKIE}=`))
    ?.slice(COHORT_COOKIE.length + 1);
  if (found && COHORT_ID.test(found)) return found;
  const id = random();
  const secure = jar.location?.protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${COHORT_COOKIE}=${id}; Path=/; Max-Age=${COHORT_MAX_AGE_S}; SameSite=Lax${secure}`;
  return id;
}

/**
 * Where a browser falls for a remote, in [0, 100): FNV-1a of the id and the remote's name.
 * The remote is part of the hash so that one browser is not the canary of every remote.
 */
export function cohortPoint(id: string, remote: string): number {
  let hash = 0x811c9dc5;
  for (const char of `${remote}:${id}`) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash / 0x1_0000_0000) * 100;
}

export function inCanary(id: string, remote: string, percent: number): boolean {
  return cohortPoint(id, remote) < percent;
}

/** Which build of each remote this browser runs. */
export type Cohorts = Record<string, 'stable' | 'canary'>;

/**
 * The manifest this browser runs: each remote with a canary becomes its canary build or
 * stays its stable build, by the browser's cohort, and carries no canary any more. The id
 * is asked for only when the manifest has a canary, so no cookie is set without one.
 */
export function resolveCanaries(manifest: ReleaseManifest, id: () => string = () => cohortId()): { manifest: ReleaseManifest; cohorts: Cohorts } {
  const cohorts: Cohorts = {};
  let browser: string | undefined;
  const remotes = Object.fromEntries(
    Object.entries(manifest.remotes).map(([remote, release]) => {
      const { canary, ...stable } = release;
      if (!canary) return [remote, stable];
      browser ??= id();
      const { percent: _percent, ...build } = canary;
      const side = inCanary(browser, remote, canary.percent) ? 'canary' : 'stable';
      cohorts[remote] = side;
      return [remote, side === 'canary' ? build : stable];
    }),
  );
  return { manifest: { ...manifest, remotes }, cohorts };
}
