import { apiHeaders, originSecurityHeaders } from '@hourspace/contracts/security-headers';
import type { FastifyInstance } from 'fastify';

const JSON_HEADERS = Object.entries(apiHeaders());
// The development sign-in pages stand in for Google's, Apple's and Facebook's own pages: the
// Google one opens in the site's popup, which must stay with its opener (no opener policy),
// and their small inline scripts are not the site's CSP to judge. Redirects count as pages:
// the browser applies an opener policy met on any hop of the popup's way back to the site,
// and the fake Google's 302 to /google-callback would otherwise cut the popup from its opener.
const PAGE_HEADERS = Object.entries(originSecurityHeaders('api')).filter(([name]) => name !== 'Cross-Origin-Opener-Policy');

/** Sends the API's security headers with every answer (docs/decisions/platform-overrides-and-csp.md), unless a route set its own. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html') || (reply.statusCode >= 300 && reply.statusCode < 400);
    for (const [name, value] of page ? PAGE_HEADERS : JSON_HEADERS) if (!reply.hasHeader(name)) reply.header(name, value);
    return payload;
  });
}
