import { STRICT_TRANSPORT_SECURITY } from '../src/lib/security-headers';
import { testApiOfFile } from './support/test-api';

/**
 * HSTS on every answer of an https deployment, decided by the API's configured public origin
 * (PUBLIC_URL), never by a request header (docs/decisions/several-api-processes.md, "HSTS").
 */
const ANSWERS: [string, string][] = [
  ['GET', '/health'],
  ['GET', '/v1/spaces/search?activity=party'],
  ['GET', '/v1/profiles/me'],
  ['GET', '/no-such-route'],
  ['POST', '/v1/analytics/track'],
];

describe('HSTS on an https deployment', () => {
  const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8', PUBLIC_URL: 'https://api.hourspace.example' });

  it('sends Strict-Transport-Security on JSON answers, errors and 404s alike', async () => {
    for (const [method, path] of ANSWERS) {
      const answer = await api.request(method, path, method === 'POST' ? { raw: '{', headers: { 'content-type': 'application/json' } } : {});
      expect({ path, status: answer.status > 0, hsts: answer.headers.get('strict-transport-security') }).toEqual({ path, status: true, hsts: STRICT_TRANSPORT_SECURITY });
    }
  });
});

describe('HSTS on http localhost', () => {
  const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8' });

  it('sends no Strict-Transport-Security, even to a request claiming https', async () => {
    for (const [method, path] of ANSWERS) {
      const answer = await api.request(method, path, { headers: { 'x-forwarded-proto': 'https' } });
      expect({ path, hsts: answer.headers.get('strict-transport-security') }).toEqual({ path, hsts: null });
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
