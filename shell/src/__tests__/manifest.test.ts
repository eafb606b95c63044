/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchManifest, ShellErrorCode } from '../manifest';
import { GOOD_MANIFEST } from './release-manifest';

describe('fetching the release manifest', () => {
  let server: http.Server;
  let base: string;
  let answers: Array<{ status: number; body: string }>;
  const seen: Array<{ url: string }> = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url ?? '' });
      const answer = answers.shift() ?? { status: 500, body: '' };
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
  });

  const fetchFrom = (input: RequestInfo | URL, init?: RequestInit) => fetch(`${base}${String(input)}`, init);

  it('reads the locale manifest from /manifests/<locale>.json', async () => {
    answers = [{ status: 200, body: JSON.stringify(GOOD_MANIFEST) }];
    await expect(fetchManifest('en-US', fetchFrom as typeof fetch)).resolves.toEqual(GOOD_MANIFEST);
    expect(seen[0]?.url).toBe('/manifests/en-US.json');
  });

  it('retries once after a server error', async () => {
    answers = [
      { status: 503, body: '' },
      { status: 200, body: JSON.stringify(GOOD_MANIFEST) },
    ];
    await expect(fetchManifest('en-US', fetchFrom as typeof fetch)).resolves.toEqual(GOOD_MANIFEST);
    expect(seen).toHaveLength(2);
  });

  it('refuses a document that is not a manifest, with its code', async () => {
    answers = [{ status: 200, body: JSON.stringify({ ...GOOD_MANIFEST, remotes: { 'mf-home': { version: '1', entry: 'not a url' } } }) }];
    await expect(fetchManifest('en-US', fetchFrom as typeof fetch)).rejects.toThrow(ShellErrorCode.MANIFEST_INVALID);
  });

  it('gives up after two failures with SHELL-001', async () => {
    answers = [
      { status: 500, body: '' },
      { status: 500, body: '' },
    ];
    await expect(fetchManifest('en-US', fetchFrom as typeof fetch)).rejects.toThrow(ShellErrorCode.MANIFEST_UNAVAILABLE);
  });
});
