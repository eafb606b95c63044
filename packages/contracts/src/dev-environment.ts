import type { WebEnvironment } from './manifest';

/**
 * The development environment: the local API (spec §9 port 8120) and its `/dev` fake of the
 * Facebook SDK with the development key, and the local payment processor with its publishable
 * key. Only development tooling imports it: the
 * `local` channel of `npm start`, `npm run dev`'s manifests, a remote's standalone bootstrap
 * (in development builds only) and the unit tests' setup. A production channel carrying any
 * of it is refused by `release compose`.
 */
export const DEV_API_ORIGIN = 'http://localhost:8120';
export const DEV_BASIC_KEY = 'dev-basic-key';

/**
 * The local payment processor (packages/processor): Stripe's protocol on its own origin, with
 * keys that only it accepts (docs/decisions/payments-provider.md). The API refuses them in
 * production.
 */
export const DEV_PROCESSOR_PORT = 8130;
export const DEV_PROCESSOR_ORIGIN = `http://localhost:${DEV_PROCESSOR_PORT}`;
export const DEV_STRIPE_SECRET_KEY = 'sk_test_hourspace_local';
export const DEV_STRIPE_PUBLISHABLE_KEY = 'pk_test_hourspace_local';
export const DEV_STRIPE_WEBHOOK_SECRET = 'whsec_hourspace_local';

export function devWebEnvironment(apiOrigin: string = DEV_API_ORIGIN): WebEnvironment {
  return {
    mode: 'development',
    apiOrigin,
    basicKey: DEV_BASIC_KEY,
    analyticsEndpoint: `${apiOrigin}/v1/analytics/track`,
    payments: { publishableKey: DEV_STRIPE_PUBLISHABLE_KEY, jsUrl: `${DEV_PROCESSOR_ORIGIN}/v3/`, filesUrl: `${DEV_PROCESSOR_ORIGIN}/v1/files` },
    facebook: { appId: 'hourspace', sdkUrl: `${apiOrigin}/dev/facebook/sdk.js` },
  };
}
