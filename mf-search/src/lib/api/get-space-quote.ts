import type { ApiClient } from '@hourspace/api-client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useSearchApi, type SearchApi } from '../search-api';

/** Why hours cannot be booked, as the API names it. */
export const QUOTE_PROBLEMS = ['past', 'min_hours', 'closed', 'conflict'] as const;

/** The price of some hours (GET /v1/spaces/{id}/quote), in major units of `currency`. */
export const SpaceQuoteSchema = v.object({
  hours: v.number(),
  currency: v.string(),
  hourly_price: v.number(),
  subtotal: v.number(),
  /** The picked add-ons, each priced for these hours. */
  add_ons: v.fallback(v.array(v.object({ id: v.number(), name: v.string(), unit: v.string(), quantity: v.number(), amount: v.number() })), []),
  add_ons_total: v.fallback(v.number(), 0),
  guest_fee: v.number(),
  guest_fee_percent: v.number(),
  tax: v.nullable(v.object({ name: v.picklist(['vat', 'gst']), percent: v.number(), amount: v.number() })),
  total: v.number(),
  available: v.boolean(),
  problems: v.array(v.string()),
});
export type SpaceQuote = v.InferOutput<typeof SpaceQuoteSchema>;

/** The hours to price: local 'YYYY-MM-DDTHH:mm:00' of the space. */
export interface QuoteRequest {
  spaceId: string;
  startsAt: string;
  endsAt: string;
  /** The add-ons picked, by id. */
  addOns?: readonly number[];
}

export async function getSpaceQuote(client: ApiClient, request: QuoteRequest): Promise<SpaceQuote> {
  return client.request({
    method: 'GET',
    path: `/v1/spaces/${encodeURIComponent(request.spaceId)}/quote`,
    query: { starts_at: request.startsAt, ends_at: request.endsAt, ...(request.addOns?.length ? { add_ons: request.addOns.join(',') } : {}) },
    schema: SpaceQuoteSchema,
  });
}

export const spaceQuoteKeys = {
  all: ['mf-search', 'space-quote'] as const,
  one: (r: QuoteRequest) => [...spaceQuoteKeys.all, r.spaceId, r.startsAt, r.endsAt, (r.addOns ?? []).join(',')] as const,
};

/** Each choice of hours is priced once; the conflict check is fresh for 30 s. */
export function spaceQuoteQuery(api: Pick<SearchApi, 'spaceQuote'>, request: QuoteRequest) {
  return queryOptions({ queryKey: spaceQuoteKeys.one(request), queryFn: () => api.spaceQuote(request), staleTime: 30_000, retry: 1 });
}

export function useSpaceQuoteQuery(request: QuoteRequest | null) {
  const api = useSearchApi();
  return useQuery({ ...spaceQuoteQuery(api, request ?? { spaceId: '', startsAt: '', endsAt: '' }), enabled: request !== null });
}
