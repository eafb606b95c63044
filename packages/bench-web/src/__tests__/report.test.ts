import fs from 'node:fs';
import path from 'node:path';
import { extractMetrics, ReportError, requestsBeforeLcp, type LighthouseResult } from '../report';

const fixture = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'lhr-home-federated.json'), 'utf8')) as LighthouseResult;

/** A report with only what the extraction reads; request times in ms from `startTs` (µs). */
function report(items: Array<Record<string, unknown>>, options: { startTs?: number; lcpTs?: number } = {}): LighthouseResult {
  return {
    requestedUrl: 'http://localhost:8080/us/',
    environment: { benchmarkIndex: 1500 },
    categories: { performance: { score: 0.914 } },
    audits: {
      'first-contentful-paint': { numericValue: 900 },
      'largest-contentful-paint': { numericValue: 2100 },
      'total-blocking-time': { numericValue: 120 },
      'cumulative-layout-shift': { numericValue: 0.01 },
      metrics: { details: { items: [{ observedLargestContentfulPaintTs: options.lcpTs ?? 1_000_500_000 }] } },
      'network-requests': { details: { items, debugData: { networkStartTimeTs: options.startTs ?? 1_000_000_000 } } },
    },
  };
}

describe('requestsBeforeLcp', () => {
  it('counts the requests started before the observed LCP of a real /us/ report', () => {
    // The hero image painted at 891 ms (observed); 64 of the 97 real requests had started by then.
    expect(requestsBeforeLcp(fixture)).toBe(64);
  });

  it('compares each request start (renderer, else network) with the observed LCP, both on the trace clock', () => {
    const lhr = report([
      { url: 'http://localhost:8080/us/', rendererStartTime: 0, networkRequestTime: 2 },
      { url: 'http://localhost:8080/main.js', rendererStartTime: 499.9 },
      { url: 'http://localhost:8080/late.js', rendererStartTime: 500 },
      { url: 'http://localhost:8120/v1/images/1', networkRequestTime: 300 },
      { url: 'http://localhost:8120/v1/images/2' },
    ]);
    // LCP at 500 ms after the first request: the document, main.js and image 1; not late.js (at LCP), not image 2 (no time).
    expect(requestsBeforeLcp(lhr)).toBe(3);
  });

  it('does not count data: URLs', () => {
    const lhr = report([
      { url: 'http://localhost:8080/us/', rendererStartTime: 0 },
      { url: 'data:image/bmp;base64,Qk0W', rendererStartTime: 10 },
    ]);
    expect(requestsBeforeLcp(lhr)).toBe(1);
  });

  it('is NaN when the report has no observed LCP', () => {
    const lhr = report([{ url: 'http://localhost:8080/us/', rendererStartTime: 0 }]);
    lhr.audits.metrics = { details: { items: [{}] } };
    expect(requestsBeforeLcp(lhr)).toBeNaN();
  });
});

describe('extractMetrics', () => {
  it('reads the score, lab metrics, JavaScript bytes and requests of a real report', () => {
    const metrics = extractMetrics(fixture);
    expect(metrics).toMatchObject({ score: 50, jsRequests: 49, jsBytes: 508_815, requestsBeforeLcp: 64, requests: 97, benchmarkIndex: 1730 });
    expect(metrics.lcp).toBeCloseTo(6040, 0);
    expect(metrics.cls).toBe(0);
  });

  it('sums only scripts (by resource type or MIME type) for the JavaScript bytes', () => {
    const metrics = extractMetrics(
      report([
        { url: 'http://localhost:8080/us/', resourceType: 'Document', transferSize: 4000, rendererStartTime: 0 },
        { url: 'http://localhost:8080/main.js', resourceType: 'Script', transferSize: 10_000, rendererStartTime: 10 },
        { url: 'http://localhost:8081/remoteEntry.js', resourceType: 'Other', mimeType: 'text/javascript', transferSize: 2_000, rendererStartTime: 20 },
        { url: 'http://localhost:8080/main.css', resourceType: 'Stylesheet', transferSize: 3_000, rendererStartTime: 10 },
      ]),
    );
    expect(metrics).toMatchObject({ score: 91, fcp: 900, lcp: 2100, tbt: 120, cls: 0.01, jsBytes: 12_000, jsRequests: 2, requests: 4, requestsBeforeLcp: 4, benchmarkIndex: 1500 });
  });

  it('refuses a report Lighthouse could not measure', () => {
    const lhr = { ...report([]), runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' } };
    expect(() => extractMetrics(lhr)).toThrow(/NO_FCP/);
  });

  it('refuses a report without the network-requests audit', () => {
    const lhr = report([]);
    delete lhr.audits['network-requests'];
    expect(() => extractMetrics(lhr)).toThrow(ReportError);
  });
});
