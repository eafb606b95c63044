import { createApiClient, type ApiClient } from '@hourspace/api-client';
import * as v from 'valibot';

let client: ApiClient | undefined;

/** The page's API client for this remote (created on first use, so tests can swap it first). */
export function getApi(): ApiClient {
  client ??= createApiClient();
  return client;
}

/** Replaces the client (component tests hand in a fake). */
export function setApi(next: ApiClient | undefined): void {
  client = next;
}

/** The environment's feature switches this remote reads (GET /v1/env/web/{locale} `features`). */
export const EnvFeaturesSchema = v.object({
  google_signup: v.fallback(v.optional(v.boolean(), false), false),
  /** Google One Tap's script and client id; absent locally (the fake providers have no One Tap). */
  google_one_tap: v.fallback(v.optional(v.object({ script_url: v.pipe(v.string(), v.url()), client_id: v.string() })), undefined),
});
export type EnvFeatures = v.InferOutput<typeof EnvFeaturesSchema>;

const OFF: EnvFeatures = { google_signup: false, google_one_tap: undefined };
const features = new Map<string, Promise<EnvFeatures>>();

/**
 * The locale's feature switches, asked once per page and locale. Anything unknown or a
 * failed call means off: a missing switch must never show a button that cannot work.
 */
export function getEnvFeatures(api: ApiClient, locale: string): Promise<EnvFeatures> {
  let answer = features.get(locale);
  if (!answer) {
    answer = api.getEnv(locale).then(
      (env) => {
        const parsed = v.safeParse(EnvFeaturesSchema, (env as { features?: unknown }).features ?? {});
        return parsed.success ? parsed.output : OFF;
      },
      (error: unknown) => {
        console.warn('[mf-auth] the environment could not be read', error);
        features.delete(locale);
        return OFF;
      },
    );
    features.set(locale, answer);
  }
  return answer;
}

/** Forgets the cached feature switches (tests). */
export function resetEnvFeatures(): void {
  features.clear();
}
