import {
  createBoard as createBoardCall,
  getBoards,
  getSavedSpaceIds,
  saveSpaceToBoard,
  unsaveSpace as unsaveSpaceCall,
  type ApiClient,
  type Board,
  type BoardBody,
  type BoardRef,
  type BoardSummary,
  type SavedSpace,
} from '@hourspace/api-client';
import { writeQueryData } from '@hourspace/remote';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSearchApi, type SearchApi } from '../search-api';

export type { Board, BoardBody, BoardRef, BoardSummary, SavedSpace };

/** The calls behind the heart, through the shared client (GET/PUT/DELETE /v1/boards…). */
export const boardCalls = (client: Pick<ApiClient, 'request'>) => ({
  savedSpaceIds: () => getSavedSpaceIds(client.request),
  boards: () => getBoards(client.request),
  saveSpace: (board: BoardRef, spaceId: number) => saveSpaceToBoard(client.request, board, spaceId),
  unsaveSpace: (spaceId: number) => unsaveSpaceCall(client.request, spaceId),
  createBoard: (body: BoardBody, spaceId: number) => createBoardCall(client.request, body, spaceId),
});

/** Keys per signed-in person, so another person on the same page never sees the last one's hearts. */
export const savedSpacesKeys = {
  all: ['mf-search', 'saved-spaces'] as const,
  ids: (user: string) => [...savedSpacesKeys.all, 'ids', user] as const,
  boards: (user: string) => [...savedSpacesKeys.all, 'boards', user] as const,
};

/**
 * The ids a person saved on any board: one request for every heart on the page, kept a
 * minute (a save in another tab or in /boards shows on the next page or after that).
 */
export function savedSpaceIdsQuery(api: SearchApi, user: string) {
  return queryOptions({
    queryKey: savedSpacesKeys.ids(user),
    queryFn: () =>
      api.savedSpaceIds().catch((error: unknown) => {
        console.error('[mf-search] loading the saved spaces failed', error);
        throw error;
      }),
    staleTime: 60_000,
  });
}

/** The saved ids of the signed-in person (`user` null: nobody, no request). */
export function useSavedSpaceIdsQuery(user: string | null) {
  const api = useSearchApi();
  return useQuery({ ...savedSpaceIdsQuery(api, user ?? ''), enabled: user !== null });
}

/** The person's boards for the "Save to a board" dialog: read each time it opens. */
export function useBoardChoicesQuery(user: string, enabled: boolean) {
  const api = useSearchApi();
  return useQuery({ queryKey: savedSpacesKeys.boards(user), queryFn: () => api.boards(), staleTime: 0, gcTime: 0, enabled });
}

function addId(ids: number[] | undefined, id: number): number[] {
  return ids?.includes(id) ? ids : [...(ids ?? []), id];
}

/**
 * Marks `spaceId` saved in the cached ids once the API said so. A read of the ids already on
 * its way may have been answered before the save was written and would bring the old list
 * back over this one: a sign-up from the heart starts both at once (the new user's ids and
 * the pending save), and the heart emptied again when the read answered last (fresh-clone
 * e2e, boards.spec). So that read is cancelled first.
 */
function markSaved(client: QueryClient, user: string, spaceId: number): Promise<void> {
  return writeQueryData<number[]>(client, savedSpacesKeys.ids(user), (ids) => addId(ids, spaceId));
}

/** Saves a space on a board (`default` or an id); the heart fills at once. */
export function useSaveSpaceMutation(user: string) {
  const api = useSearchApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ board, spaceId }: { board: BoardRef; spaceId: number }) => api.saveSpace(board, spaceId),
    onSuccess: (_saved, { spaceId }) => markSaved(client, user, spaceId),
    onSettled: () => client.invalidateQueries({ queryKey: savedSpacesKeys.boards(user) }),
  });
}

/** Creates a board with the space on it. */
export function useCreateBoardMutation(user: string) {
  const api = useSearchApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, spaceId }: { body: BoardBody; spaceId: number }) => api.createBoard(body, spaceId),
    onSuccess: (_board, { spaceId }) => markSaved(client, user, spaceId),
    onSettled: () => client.invalidateQueries({ queryKey: savedSpacesKeys.boards(user) }),
  });
}

/** Takes a space off every board (a press on a filled heart); the heart empties at once and fills again if that fails. */
export function useUnsaveSpaceMutation(user: string) {
  const api = useSearchApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: number) => api.unsaveSpace(spaceId),
    onMutate: (spaceId) => {
      const before = client.getQueryData<number[]>(savedSpacesKeys.ids(user));
      client.setQueryData<number[]>(savedSpacesKeys.ids(user), (ids) => ids?.filter((id) => id !== spaceId));
      return { before };
    },
    onError: (_error, _spaceId, context) => client.setQueryData(savedSpacesKeys.ids(user), context?.before),
  });
}
