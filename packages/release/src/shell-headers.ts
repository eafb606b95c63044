import type { ReleaseManifest } from '@hourspace/contracts';
import { shellPageHeaders } from '@hourspace/contracts/security-headers';
import type { ChannelEnvironment } from './channel-environment';

/**
 * The shell page's headers for a composed manifest: the CSP allows exactly its remotes, the
 * channel's override, SDK and payment provider origins, and its API (docs/decisions/platform-overrides-and-csp.md).
 */
export function shellHeadersFor(manifest: ReleaseManifest, environment: ChannelEnvironment = {}): Record<string, string> {
  const remoteOrigins = [...new Set(Object.values(manifest.remotes).flatMap((r) => [r.entry, ...(r.canary ? [r.canary.entry] : [])].map((entry) => new URL(entry).origin)))];
  const page = manifest.environment;
  return shellPageHeaders({
    remoteOrigins,
    overrideOrigins: manifest.overrides?.origins ?? [],
    apiOrigin: page.apiOrigin,
    // The Facebook SDK's script runs on the page; the payment provider's file service and analytics are called from it.
    sdkOrigins: [...new Set([...(environment.sdkOrigins ?? []), new URL(page.facebook.sdkUrl).origin])],
    // Stripe.js: its script, its card and 3-D Secure frames, its page-side calls (docs/decisions/payments-provider.md).
    paymentOrigins: [new URL(page.payments.jsUrl).origin],
    connectOrigins: [...new Set([page.payments.filesUrl, page.analyticsEndpoint].map((url) => new URL(url).origin))],
  });
}
