import { writeQueryData } from '@hourspace/remote';
import type { ApiClient, CreateListingDraftBody, ListingDraft, UpdateListingDraftBody } from '@hourspace/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAccountServices } from '../../../lib/account-api';
import { requestSessionRefresh } from '../../../events/session';

export const draftKeys = {
  all: ['mf-account', 'listing-drafts'] as const,
  checklist: (id: number) => ['mf-account', 'listing-drafts', id, 'checklist'] as const,
  activities: (locale: string) => ['mf-account', 'activities', locale] as const,
  places: (locale: string, input: string) => ['mf-account', 'places', locale, input] as const,
};

/** GET /v1/listings/drafts: the person's spaces in progress, to continue one. */
export function listingDraftsQuery(api: Pick<ApiClient, 'listingDrafts'>) {
  return queryOptions({
    queryKey: draftKeys.all,
    queryFn: () =>
      api.listingDrafts.list().catch((error: unknown) => {
        console.error('[mf-account] loading the listing drafts failed', error);
        throw error;
      }),
    staleTime: 0,
  });
}

export function useListingDrafts() {
  return useQuery(listingDraftsQuery(useAccountServices().api));
}

/** Saves a step: POST for a new draft (the first step), PUT for one that exists; the list then holds the saved draft. */
export function useSaveDraft() {
  const { api } = useAccountServices();
  const write = useWriteDraft();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: UpdateListingDraftBody }): Promise<ListingDraft> =>
      id === null ? api.listingDrafts.create(body as CreateListingDraftBody) : api.listingDrafts.update(id, body),
    onSuccess: write,
  });
}

/** Replaces one draft in the list (a saved step, a photo uploaded, moved or deleted). */
export function useWriteDraft() {
  const client = useQueryClient();
  return (saved: ListingDraft): Promise<void> =>
    writeQueryData<ListingDraft[]>(client, draftKeys.all, (current) => [saved, ...(current ?? []).filter((draft) => draft.id !== saved.id)]);
}

/** GET …/checklist: what is missing before the draft may go live (read each time the screen opens). */
export function useChecklist(id: number) {
  const { api } = useAccountServices();
  return useQuery({ queryKey: draftKeys.checklist(id), queryFn: () => api.listingDrafts.checklist(id), staleTime: 0 });
}

/**
 * POST …/publish: the draft becomes a space. The draft list then holds it as published (its
 * `space_id`), the host's listings are read again, and the shell reads the session again so the
 * nav shows the host menu without a reload (docs/decisions/listing-wizard.md).
 */
export function usePublish() {
  const { api } = useAccountServices();
  const write = useWriteDraft();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.listingDrafts.publish(id),
    onSuccess: (answer) => {
      void write(answer.draft);
      void client.invalidateQueries({ queryKey: ['mf-account', 'hosting'] });
      requestSessionRefresh();
    },
  });
}

/** The activities of the page's language, for the activity select (they change rarely). */
export function useActivities(locale: string) {
  const { api } = useAccountServices();
  return useQuery({ queryKey: draftKeys.activities(locale), queryFn: () => api.getActivities(locale), staleTime: 60 * 60_000 });
}

/** `value` once it has stopped changing for `ms` (spec §5: location suggestions debounced at 400 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** City suggestions from the maps service's predictions (the hero search's gazetteer), debounced at 400 ms. */
export function usePlaceSuggestions(input: string, locale: string, enabled: boolean) {
  const { api } = useAccountServices();
  const settled = useDebounced(input.trim(), 400);
  return useQuery({
    queryKey: draftKeys.places(locale, settled),
    queryFn: () => api.getPlacePredictions({ input: settled, locale, types: '(cities)' }),
    enabled: enabled && settled.length >= 2,
    staleTime: 5 * 60_000,
  });
}
