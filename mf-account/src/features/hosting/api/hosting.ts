import {
  blockDay,
  createAddOn,
  deleteAddOn,
  getAddOns,
  getHostCalendar,
  getHostSpaces,
  unblockDay,
  updateAddOn,
  type AddOnBody,
  type HostListing,
  type ListingFieldsBody,
  type MyListings,
} from '@hourspace/api-client';
import { writeQueryData } from '@hourspace/remote';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

export const hostingKeys = {
  all: ['mf-account', 'hosting'] as const,
  spaces: () => [...hostingKeys.all, 'spaces'] as const,
  listings: () => [...hostingKeys.all, 'listings'] as const,
  listing: (spaceId: number) => [...hostingKeys.all, 'listing', spaceId] as const,
  calendar: (spaceId: number, month: string) => [...hostingKeys.all, 'calendar', spaceId, month] as const,
  calendars: (spaceId: number) => [...hostingKeys.all, 'calendar', spaceId] as const,
  addOns: (spaceId: number) => [...hostingKeys.all, 'add-ons', spaceId] as const,
};

const logged =
  (what: string) =>
  (error: unknown): never => {
    console.error(`[mf-account] ${what} failed`, error);
    throw error;
  };

/** The host's spaces (`/mylistings`, and the space picker of `/calendar` and `/hosting/add-ons`); read on each visit. */
export function useHostSpacesQuery(enabled = true) {
  const { api } = useAccountServices();
  return useQuery({ queryKey: hostingKeys.spaces(), queryFn: () => getHostSpaces(api.request).catch(logged('loading the listings')), staleTime: 0, enabled });
}

/** One space's month on the host's calendar. */
export function useHostCalendarQuery(spaceId: number | null, month: string) {
  const { api } = useAccountServices();
  return useQuery({
    queryKey: hostingKeys.calendar(spaceId ?? 0, month),
    queryFn: () => getHostCalendar(api.request, spaceId ?? 0, month).catch(logged('loading the calendar')),
    enabled: spaceId !== null,
    staleTime: 0,
  });
}

/** Blocks a day, then reads the space's calendar again. */
export function useBlockDay(spaceId: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { day: string; title: string }) => blockDay(api.request, spaceId, body),
    onSettled: () => client.invalidateQueries({ queryKey: hostingKeys.calendars(spaceId) }),
  });
}

/** Unblocks a day, then reads the space's calendar again. */
export function useUnblockDay(spaceId: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (blockedId: number) => unblockDay(api.request, spaceId, blockedId),
    onSettled: () => client.invalidateQueries({ queryKey: hostingKeys.calendars(spaceId) }),
  });
}

/** A space's add-ons. */
export function useAddOnsQuery(spaceId: number | null) {
  const { api } = useAccountServices();
  return useQuery({
    queryKey: hostingKeys.addOns(spaceId ?? 0),
    queryFn: () => getAddOns(api.request, spaceId ?? 0).catch(logged('loading the add-ons')),
    enabled: spaceId !== null,
    staleTime: 0,
  });
}

/** Adds (no `id`) or changes an add-on, then reads the list again. */
export function useSaveAddOn(spaceId: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: AddOnBody }) => (id === undefined ? createAddOn(api.request, spaceId, body) : updateAddOn(api.request, spaceId, id, body)),
    onSettled: () => client.invalidateQueries({ queryKey: hostingKeys.addOns(spaceId) }),
  });
}

/** Removes an add-on, then reads the list again. */
export function useDeleteAddOn(spaceId: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAddOn(api.request, spaceId, id),
    onSettled: () => client.invalidateQueries({ queryKey: hostingKeys.addOns(spaceId) }),
  });
}

/** `/mylistings`: the host's published and paused spaces and the drafts not yet published; read on each visit. */
export function useMyListingsQuery() {
  const { api } = useAccountServices();
  return useQuery({ queryKey: hostingKeys.listings(), queryFn: () => api.hostListings.list().catch(logged('loading the listings')), staleTime: 0 });
}

/** One published listing with every editable field (the edit view, and the opening hours on `/calendar`). */
export function useHostListingQuery(spaceId: number | null) {
  const { api } = useAccountServices();
  return useQuery({
    queryKey: hostingKeys.listing(spaceId ?? 0),
    queryFn: () => api.hostListings.get(spaceId ?? 0).catch(logged('loading the listing')),
    enabled: spaceId !== null,
    staleTime: 0,
  });
}

/** The list's row of a space with what an edit or a pause changed, until the list is read again. */
function patchListed(current: MyListings | undefined, listing: Pick<HostListing, 'id' | 'status'> & Partial<HostListing>): MyListings | undefined {
  if (!current) return current;
  const data = current.data.map((space) => {
    if (space.id !== listing.id) return space;
    const next = { ...space, status: listing.status };
    if (typeof listing.title === 'string') next.title = listing.title;
    if (typeof listing.hourly_price === 'number') next.hourly_price = listing.hourly_price;
    if (typeof listing.currency === 'string') next.currency = listing.currency;
    if (typeof listing.capacity === 'number') next.capacity = listing.capacity;
    if (typeof listing.min_hours === 'number') next.min_hours = listing.min_hours;
    return next;
  });
  return { ...current, data };
}

/** Reads the host's spaces again everywhere they show (the list and the pickers of `/calendar` and `/hosting/add-ons`). */
function rereadSpaces(client: ReturnType<typeof useQueryClient>) {
  return Promise.all([client.invalidateQueries({ queryKey: hostingKeys.listings() }), client.invalidateQueries({ queryKey: hostingKeys.spaces() })]);
}

/** Saves fields of a published listing (docs/decisions/listing-publish.md: the draft's rules); the list shows the change at once, then reads again. */
export function useUpdateListing(spaceId: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ListingFieldsBody) => api.hostListings.update(spaceId, body),
    onSuccess: async (saved) => {
      client.setQueryData(hostingKeys.listing(spaceId), saved);
      await writeQueryData<MyListings>(client, hostingKeys.listings(), (current) => patchListed(current, saved));
      await rereadSpaces(client);
    },
  });
}

/** Pauses (out of search, no new requests; bookings made stay) or resumes a published listing. */
export function useSetListingStatus() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ spaceId, action }: { spaceId: number; action: 'pause' | 'resume' }) => (action === 'pause' ? api.hostListings.pause(spaceId) : api.hostListings.resume(spaceId)),
    onSuccess: async (answer) => {
      await writeQueryData<MyListings>(client, hostingKeys.listings(), (current) => patchListed(current, answer));
      await Promise.all([rereadSpaces(client), client.invalidateQueries({ queryKey: hostingKeys.listing(answer.id) })]);
    },
  });
}

/** Deletes a draft that is not published; it leaves the list at once. */
export function useDeleteDraft() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (draftId: number) => api.listingDrafts.remove(draftId),
    onSuccess: async (_answer, draftId) => {
      await writeQueryData<MyListings>(client, hostingKeys.listings(), (current) => current && { ...current, drafts: current.drafts.filter((draft) => draft.id !== draftId) });
      await client.invalidateQueries({ queryKey: hostingKeys.listings() });
    },
  });
}
