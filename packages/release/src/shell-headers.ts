import type { ReleaseManifest } from '@hourspace/contracts';
import { shellPageHeaders } from '@hourspace/contracts/security-headers';
import { webEnvironmentOf, type ChannelEnvironment } from './channel-environment';
import type { Channel } from './channel-store';
import { entryOrigin } from './entry-urls';

/** HSTS for two years, the origin and its subdomains (docs/decisions/several-api-processes.md, "HSTS"). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * `Strict-Transport-Security` when the deployment is https: every origin it serves from (its API
 * and its remotes) is https, as the channel names them. Never read from a request: the static
 * servers and the composed headers decide by the channel alone, so http localhost never gets it.
 */
export function transportHeaders(origins: readonly string[]): Record<string, string> {
  const https = origins.length > 0 && origins.every((origin) => new URL(origin).protocol === 'https:');
  return https ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}

/** {@link transportHeaders} of a channel: its API origin and its remotes' origins. */
export function channelTransportHeaders(channel: Channel): Record<string, string> {
  return transportHeaders([webEnvironmentOf(channel).apiOrigin, ...Object.values(channel.origins)]);
}

/**
 * The shell page's headers for a composed manifest: the CSP allows exactly its remotes, the
 * channel's override, SDK and payment provider origins, and its API (docs/decisions/platform-overrides-and-csp.md).
 */
export function shellHeadersFor(manifest: ReleaseManifest, environment: ChannelEnvironment = {}): Record<string, string> {
  const entries = Object.values(manifest.remotes).flatMap((r) => [r.entry, ...(r.canary ? [r.canary.entry] : [])]);
  // A root-relative entry is the page's own origin: no origin of its own is listed, 'self' stands
  // for it where a directive lacks it (worker-src, for MapLibre's worker) (docs/decisions/same-origin-remotes.md).
  const remoteOrigins = [...new Set(entries.flatMap((entry) => entryOrigin(entry) ?? []))];
  const selfRemotes = entries.some((entry) => entryOrigin(entry) === null) ? ["'self'"] : [];
  const page = manifest.environment;
  const headers = shellPageHeaders({
    remoteOrigins: [...remoteOrigins, ...selfRemotes],
    overrideOrigins: manifest.overrides?.origins ?? [],
    apiOrigin: page.apiOrigin,
    // The Facebook SDK's script runs on the page; the payment provider's file service and analytics are called from it.
    sdkOrigins: [...new Set([...(environment.sdkOrigins ?? []), new URL(page.facebook.sdkUrl).origin])],
    // Stripe.js: its script, its card and 3-D Secure frames, its page-side calls (docs/decisions/payments-provider.md).
    paymentOrigins: [new URL(page.payments.jsUrl).origin],
    connectOrigins: [...new Set([page.payments.filesUrl, page.analyticsEndpoint].map((url) => new URL(url).origin))],
    // The results map's tile source, when the channel names one; none: the offline basemap from mf-search's origin.
    mapOrigins: page.maps ? [new URL(page.maps.styleUrl).origin] : [],
  });
  return { ...headers, ...transportHeaders([page.apiOrigin, ...remoteOrigins]) };
}
