import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { CSP_REPORTS_PER_MINUTE, parseCspReports } from '../src/routes/csp-reports';
import { testApiOfFile } from './support/test-api';

/**
 * The CSP report endpoint and the API's security headers (docs/decisions/platform-overrides-and-csp.md): the endpoint
 * every browser can post to is bounded, rate-limited and refuses what is not a report
 * without ever answering 5xx.
 */
const SUITE = 'CSP reports and headers';

const LEGACY = {
  'csp-report': {
    'document-uri': 'http://localhost:8080/us/app/password-reset?token=secret#x',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'http://localhost:9555/remoteEntry.js?v=1',
    'line-number': 3,
    disposition: 'enforce',
  },
};
const REPORTING_API: unknown[] = [
  {
    type: 'csp-violation',
    age: 1,
    url: 'http://localhost:8080/us/',
    body: { documentURL: 'http://localhost:8080/us/', effectiveDirective: 'style-src-elem', blockedURL: 'inline', disposition: 'enforce' },
  },
  { type: 'deprecation', body: { id: 'x' } },
];

describe('POST /v1/csp-reports', () => {
  const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8', TRUST_PROXY: '1' });

  const post = (raw: string, type = 'application/csp-report', address = '203.0.113.1') =>
    api.request('POST', '/v1/csp-reports', { raw, headers: { 'content-type': type, 'x-forwarded-for': address } });

  it('takes a report-uri report and a report-to batch, with 204', async () => {
    expect((await post(JSON.stringify(LEGACY))).status).toBe(204);
    expect((await post(JSON.stringify(REPORTING_API), 'application/reports+json')).status).toBe(204);
  });

  it('sends the security headers with its answers, and nothing of it may run or be framed', async () => {
    const answer = await api.request('GET', '/health');
    expect(answer.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(answer.headers.get('cross-origin-resource-policy')).toBe('same-site');
    expect(answer.headers.get('permissions-policy')).toMatch(/geolocation=\(\)/);
    expect((await api.request('GET', '/no/such/route')).headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses malformed, oversized and foreign bodies with 4xx and never 5xx', async () => {
    const cases: Array<[string, string]> = [
      ['{', 'application/csp-report'],
      ['', 'application/csp-report'],
      ['null', 'application/csp-report'],
      ['[]', 'application/csp-report'],
      ['[]', 'application/reports+json'],
      [JSON.stringify([{ type: 'deprecation', body: { id: 'x' } }]), 'application/reports+json'],
      ['{"csp-report": {}}', 'application/csp-report'],
      ['{"csp-report": {"document-uri": "http://localhost:8080/"}}', 'application/csp-report'],
      ['{"csp-report": "x"}', 'application/csp-report'],
      ['{"csp-report": {"line-number": -1}}', 'application/csp-report'],
      ['{"csp-report": {"document-uri": 42}}', 'application/csp-report'],
      [JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(5000) } }), 'application/csp-report'],
      [JSON.stringify(Array.from({ length: 51 }, () => REPORTING_API[0])), 'application/reports+json'],
      [`${'['.repeat(10_000)}${']'.repeat(10_000)}`, 'application/reports+json'],
      [`{"csp-report":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`, 'application/csp-report'],
      [JSON.stringify({ 'csp-report': { 'document-uri': 'a'.repeat(20_000) } }), 'application/csp-report'],
      [JSON.stringify(LEGACY), 'text/plain'],
      [JSON.stringify(LEGACY), 'application/x-www-form-urlencoded'],
    ];
    const statuses: number[] = [];
    let address = 0;
    // Many rounds from fresh addresses, so the per-address limit does not answer for the parser.
    for (let round = 0; round < 40; round += 1) {
      for (const [raw, type] of cases) statuses.push((await post(raw, type, `198.51.100.${(address++ % 250) + 1}`)).status);
    }
    const serverErrors = statuses.filter((s) => s >= 500).length;
    recordFigure(SUITE, 'malformed report bodies sent', statuses.length);
    recordFigure(SUITE, 'answered 5xx', serverErrors);
    expect(serverErrors).toBe(0);
    expect(cases.filter((_, i) => !(statuses[i]! >= 400 && statuses[i]! < 500))).toEqual([]);
    expect(statuses.every((s) => s >= 400 && s < 500)).toBe(true);
    expect((await post('x'.repeat(17 * 1024), 'application/csp-report', '192.0.2.200')).status).toBe(413);
  }, 120_000);

  it('rate-limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < CSP_REPORTS_PER_MINUTE + 5; i += 1) statuses.push((await post(JSON.stringify(LEGACY), 'application/csp-report', '192.0.2.77')).status);
    recordFigure(SUITE, `reports accepted from one address in a minute (of ${statuses.length})`, statuses.filter((s) => s === 204).length);
    expect(statuses.filter((s) => s === 204)).toHaveLength(CSP_REPORTS_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not affected.
    expect((await post(JSON.stringify(LEGACY), 'application/csp-report', '192.0.2.78')).status).toBe(204);
  }, 60_000);
});

describe('reading a violation report', () => {
  it('keeps no query string or fragment of the page or the blocked URL (they can carry tokens)', () => {
    expect(parseCspReports(LEGACY)).toEqual([
      {
        documentUrl: 'http://localhost:8080/us/app/password-reset',
        directive: 'script-src-elem',
        blocked: 'http://localhost:9555/remoteEntry.js',
        source: '',
        line: 3,
        disposition: 'enforce',
      },
    ]);
  });

  it('keeps only the csp-violation reports of a batch', () => {
    expect(parseCspReports(REPORTING_API)).toEqual([
      { documentUrl: 'http://localhost:8080/us/', directive: 'style-src-elem', blocked: 'inline', source: '', line: null, disposition: 'enforce' },
    ]);
  });

  it('refuses what is not a report', () => {
    for (const body of [null, 'x', 1, {}, [], { 'csp-report': null }, { 'csp-report': { 'document-uri': 'http://x.test/' } }, [{ type: 'csp-violation', body: {} }]])
      expect(parseCspReports(body)).toBeNull();
  });
});
