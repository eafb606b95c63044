import { ACCESS_TOKEN_COOKIE, ROUTES, TIMESTAMP_PARAM, stripTags } from '@hourspace/api-client';
import { webEnvironment } from '@hourspace/contracts';
import type { AnalyticsTransport, TrackedEvent } from './analytics';

function accessToken(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === ACCESS_TOKEN_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Sends a batch to `POST /v1/analytics/track` with `consent: true` (the sender only calls it
 * when the visitor's consent allows analytics). A `keepalive` fetch, not the api-client's ky
 * requester: a batch sent from `pagehide` must outlive the page, which only a keep-alive
 * request does (ky builds its own Request without it). The access token, when there is one,
 * ties the events to the SSOid on the API's side; the body gets the helper's tag stripping
 * and the URL its `_ts` stamp, as every api-client call.
 */
export function createAnalyticsTransport(fetcher: typeof fetch = (input, init) => fetch(input, init)): AnalyticsTransport {
  return {
    async send(events: TrackedEvent[]) {
      // The channel's analytics endpoint (the page's environment:
      // docs/decisions/release-environment-in-the-channel.md).
      const url = new URL(webEnvironment().analyticsEndpoint);
      url.searchParams.set(TIMESTAMP_PARAM, String(Date.now()));
      const token = accessToken();
      const response = await fetcher(url.href, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(stripTags({ consent: true, events })),
      });
      if (!response.ok) throw new Error(`POST ${ROUTES.analyticsTrack} answered with status ${response.status}`);
    },
  };
}
