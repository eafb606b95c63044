/**
 * What the benchmark reads from one Lighthouse report (LHR JSON, Lighthouse 12): the
 * performance score, the lab metrics, the JavaScript bytes on the wire and how many
 * requests the page had started before its largest contentful paint.
 */

import type { MeasuredSettings } from './lighthouse-settings';

/** The parts of a Lighthouse result this module reads (the rest of the LHR is ignored). */
export interface LighthouseResult {
  requestedUrl?: string;
  finalDisplayedUrl?: string;
  lighthouseVersion?: string;
  environment?: { benchmarkIndex?: number; hostUserAgent?: string };
  configSettings?: MeasuredSettings;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: unknown } | undefined>;
  runtimeError?: { code: string; message: string };
  runWarnings?: string[];
}

/** One network request as the `network-requests` audit lists it (times in ms from its `networkStartTimeTs`). */
export interface NetworkRequestItem {
  url: string;
  resourceType?: string;
  mimeType?: string;
  transferSize?: number;
  rendererStartTime?: number;
  networkRequestTime?: number;
  statusCode?: number;
}

/** The figures of one run. Times in milliseconds, bytes in bytes. */
export interface RunMetrics {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes of JavaScript transferred (compressed, as sent) during the whole load Lighthouse observed. */
  jsBytes: number;
  /** Script requests in that load. */
  jsRequests: number;
  /** Requests (any type, `data:` URLs excluded) started before the observed largest contentful paint. */
  requestsBeforeLcp: number;
  /** All requests of the load. */
  requests: number;
  benchmarkIndex: number;
}

export class ReportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReportError';
  }
}

function numeric(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  return typeof value === 'number' ? value : Number.NaN;
}

/** The `network-requests` audit's rows and the trace time (µs) its times count from. */
export function networkRequests(lhr: LighthouseResult): { items: NetworkRequestItem[]; startTs: number | undefined } {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequestItem[]; debugData?: { networkStartTimeTs?: number } } | undefined;
  if (!details?.items) throw new ReportError(`the report of ${lhr.requestedUrl ?? 'a page'} has no network-requests audit`);
  return { items: details.items, startTs: details.debugData?.networkStartTimeTs };
}

/**
 * Requests started before the largest contentful paint, on the load Lighthouse observed.
 *
 * The LCP column is simulated (Lighthouse's model of a slow phone on a slow network); the
 * request times are what really happened in the browser, unthrottled. So the count compares
 * each request's start with the *observed* LCP (`metrics` audit,
 * `observedLargestContentfulPaintTs`), both trace timestamps in µs: the requests the page
 * needed, or at least asked for, before its main content painted. `data:` URLs are not
 * requests. A request's start is when the renderer asked for it (`rendererStartTime`), else
 * when it went to the network.
 */
export function requestsBeforeLcp(lhr: LighthouseResult): number {
  const { items, startTs } = networkRequests(lhr);
  const metrics = (lhr.audits.metrics?.details as { items?: Array<Record<string, number | undefined>> } | undefined)?.items?.[0];
  const lcpTs = metrics?.observedLargestContentfulPaintTs;
  if (typeof startTs !== 'number' || typeof lcpTs !== 'number') return Number.NaN;
  return items.filter((item) => {
    if (item.url.startsWith('data:')) return false;
    const start = item.rendererStartTime ?? item.networkRequestTime;
    return typeof start === 'number' && startTs + start * 1000 < lcpTs;
  }).length;
}

function isScript(item: NetworkRequestItem): boolean {
  return item.resourceType === 'Script' || /javascript/.test(item.mimeType ?? '');
}

/** The figures of one report; throws when Lighthouse could not measure the page. */
export function extractMetrics(lhr: LighthouseResult): RunMetrics {
  if (lhr.runtimeError) throw new ReportError(`Lighthouse could not measure ${lhr.requestedUrl ?? 'the page'}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = lhr.categories.performance?.score;
  const { items } = networkRequests(lhr);
  const scripts = items.filter((item) => isScript(item) && !item.url.startsWith('data:'));
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    jsRequests: scripts.length,
    requestsBeforeLcp: requestsBeforeLcp(lhr),
    requests: items.filter((item) => !item.url.startsWith('data:')).length,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
