import { blockDay, createAddOn, deleteAddOn, getAddOns, getHostCalendar, getHostSpaces, unblockDay, updateAddOn, type AddOnBody } from '@hourspace/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

export const hostingKeys = {
  all: ['mf-account', 'hosting'] as const,
  spaces: () => [...hostingKeys.all, 'spaces'] as const,
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
