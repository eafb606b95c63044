import { ReleaseError } from './artifacts';

/** Loads of one build over the window, as the API counts them (`GET /v1/health/remote-loads`). */
export interface LoadCounts {
  mounted: number;
  failed: number;
  codes?: Record<string, number>;
}

export interface BuildCounts extends LoadCounts {
  channel: string;
  locale: string;
  remote: string;
  version: string;
}

export interface WatchThresholds {
  /** Failures of the canary before anything is decided (a single unlucky visitor is not a trend). */
  minFailures: number;
  /** How much higher (absolute) the canary's failure rate must be than the stable one's. */
  minDifference: number;
  /** One-sided z of the two-proportion test the difference must reach (2.33 ≈ 99 %). */
  minZ: number;
  /** Loads of the canary before it can be called healthy. */
  minLoads: number;
}

export const DEFAULT_THRESHOLDS: WatchThresholds = { minFailures: 5, minDifference: 0.05, minZ: 2.33, minLoads: 50 };

export type Verdict = { verdict: 'roll back'; reason: string } | { verdict: 'healthy'; reason: string } | { verdict: 'too early'; reason: string };

const rate = (c: LoadCounts) => (c.mounted + c.failed ? c.failed / (c.mounted + c.failed) : 0);
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/**
 * Is the canary clearly worse than the stable build? Only when it failed often enough to
 * count, by a margin that matters, and by more than chance explains (a two-proportion z
 * test; with no stable loads to compare, the margin over zero alone).
 */
export function judgeCanary(canary: LoadCounts, stable: LoadCounts, thresholds: WatchThresholds = DEFAULT_THRESHOLDS): Verdict {
  const nC = canary.mounted + canary.failed;
  const nS = stable.mounted + stable.failed;
  const rC = rate(canary);
  const rS = rate(stable);
  const summary = `canary ${canary.failed}/${nC} failed (${pct(rC)}), stable ${stable.failed}/${nS} (${pct(rS)})`;
  if (canary.failed >= thresholds.minFailures && rC - rS >= thresholds.minDifference) {
    const pooled = (canary.failed + stable.failed) / (nC + nS);
    const se = Math.sqrt(pooled * (1 - pooled) * (1 / nC + (nS ? 1 / nS : 0)));
    const z = nS && se > 0 ? (rC - rS) / se : Infinity;
    if (z >= thresholds.minZ) {
      const codes = Object.entries(canary.codes ?? {})
        .sort((a, b) => b[1] - a[1])
        .map(([code, n]) => `${code} ×${n}`)
        .join(', ');
      return { verdict: 'roll back', reason: `${summary}${codes ? `; ${codes}` : ''}` };
    }
  }
  if (nC < thresholds.minLoads) return { verdict: 'too early', reason: `${summary}; fewer than ${thresholds.minLoads} canary loads` };
  return { verdict: 'healthy', reason: summary };
}

/** The counts the API has for a channel's builds over the last `minutes`. */
export async function fetchCounts(apiOrigin: string, channel: string, minutes: number, token: string | undefined, fetchImpl: typeof fetch = fetch): Promise<BuildCounts[]> {
  if (!token) throw new ReleaseError('release watch reads the API with the release token: set RELEASE_HEALTH_TOKEN (the same as the API’s)');
  const url = `${apiOrigin}/v1/health/remote-loads?channel=${encodeURIComponent(channel)}&minutes=${minutes}`;
  const response = await fetchImpl(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new ReleaseError(`${url} answered ${response.status}`);
  const body = (await response.json()) as { builds?: BuildCounts[] };
  return body.builds ?? [];
}

/** A build's counts from the list, zero when the API saw none. */
export function countsFor(builds: BuildCounts[], locale: string, remote: string, version: string): LoadCounts {
  const found = builds.find((b) => b.locale === locale && b.remote === remote && b.version === version);
  return found ?? { mounted: 0, failed: 0, codes: {} };
}
