import { apiHeaders, originSecurityHeaders } from '@hourspace/contracts/security-headers';
import type { FastifyInstance } from 'fastify';

const JSON_HEADERS = Object.entries(apiHeaders());
// The development sign-in pages stand in for Google's, Apple's and Facebook's own pages: the
// Google one opens in the site's popup, which must stay with its opener (no opener policy),
// and their small inline scripts are not the site's CSP to judge. Redirects count as pages:
// the browser applies an opener policy met on any hop of the popup's way back to the site,
// and the fake Google's 302 to /google-callback would otherwise cut the popup from its opener.
const PAGE_HEADERS = Object.entries(originSecurityHeaders('api')).filter(([name]) => name !== 'Cross-Origin-Opener-Policy');

/** Two years, this origin and every subdomain (docs/decisions/several-api-processes.md, "HSTS"). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * `Strict-Transport-Security` when the API's public origin (PUBLIC_URL, the configuration) is
 * https, else nothing: on http (localhost) a browser ignores it, and a request header such as
 * X-Forwarded-Proto is never asked, so no client can switch it on or off.
 */
export function transportHeaders(publicUrl: string): [string, string][] {
  return new URL(publicUrl).protocol === 'https:' ? [['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY]] : [];
}

/**
 * Sends the API's security headers with every answer (docs/decisions/platform-overrides-and-csp.md), unless a route set its own;
 * HSTS on every answer of an https deployment.
 */
export function registerSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const transport = transportHeaders(publicUrl);
  app.addHook('onSend', async (_request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html') || (reply.statusCode >= 300 && reply.statusCode < 400);
    for (const [name, value] of page ? PAGE_HEADERS : JSON_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
    for (const [name, value] of transport) reply.header(name, value);
    return payload;
  });
}
