import Fastify, { type FastifyInstance } from 'fastify';
import { registerSecurityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers';

/** A bare app with the headers hook and one answer of each shape the API gives. */
async function appFor(publicUrl: string): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  registerSecurityHeaders(app, publicUrl);
  app.get('/json', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<p>page</p>'));
  app.get('/moved', async (_request, reply) => reply.redirect('/json'));
  app.get('/fails', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return app;
}

const PATHS = ['/json', '/page', '/moved', '/fails', '/missing'];

describe('registerSecurityHeaders', () => {
  it('sends Strict-Transport-Security on every answer when the public origin is https', async () => {
    const app = await appFor('https://api.hourspace.example');
    for (const url of PATHS) {
      const answer = await app.inject({ method: 'GET', url });
      expect({ url, hsts: answer.headers['strict-transport-security'] }).toEqual({ url, hsts: STRICT_TRANSPORT_SECURITY });
    }
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
    await app.close();
  });

  it('sends no Strict-Transport-Security on http localhost, whatever the request says', async () => {
    const app = await appFor('http://127.0.0.1:8120');
    for (const url of PATHS) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'x-forwarded-proto': 'https' } });
      expect({ url, hsts: answer.headers['strict-transport-security'] }).toEqual({ url, hsts: undefined });
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
    await app.close();
  });
});
