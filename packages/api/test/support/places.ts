import type { TestApi } from './test-api';

/** The place id the hero search's predictions give for `input` (a gazetteer id, `gn:<GeoNames id>`). */
export async function placeId(api: TestApi, input: string): Promise<string> {
  const answer = await api.request('GET', `/v1/maps/place-predictions?input=${encodeURIComponent(input)}&locale=en-US`);
  const id = answer.body.predictions?.[0]?.place_id;
  if (typeof id !== 'string') throw new Error(`no place for ${input}: ${answer.text}`);
  return id;
}
