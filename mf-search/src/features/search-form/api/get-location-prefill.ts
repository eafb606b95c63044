import type { ApiClient } from '@hourspace/api-client';
import type { LocationChoice } from './get-place-predictions';

/**
 * The location the form starts with for a locale (spec §7: GET /v1/env/web/{locale},
 * field `location_prefill`); null when the environment gives none or an unusable one.
 */
export async function getLocationPrefill(client: ApiClient, locale: string): Promise<LocationChoice | null> {
  const env = await client.getEnv(locale);
  const prefill = env.location_prefill;
  const query = prefill?.query?.trim() || prefill?.label?.trim();
  if (!prefill || !query) return null;
  const { latitude, longitude } = prefill;
  const hasPoint = typeof latitude === 'number' && typeof longitude === 'number' && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return { query, label: prefill.label?.trim() || query, ...(hasPoint ? { latitude, longitude } : {}) };
}
