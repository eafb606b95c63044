import { writeQueryData } from '@hourspace/remote';
import {
  createBoard,
  deleteBoard,
  getBoard,
  getBoards,
  removeSpaceFromBoard,
  updateBoard,
  type ApiClient,
  type Board,
  type BoardBody,
  type BoardSummary,
} from '@hourspace/api-client';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAccountServices } from '../../../lib/account-api';

export type { Board, BoardBody, BoardSummary };

type Api = Pick<ApiClient, 'request'>;

export const boardsKeys = {
  all: ['mf-account', 'boards'] as const,
  list: () => [...boardsKeys.all, 'list'] as const,
  one: (id: number) => [...boardsKeys.all, 'one', id] as const,
};

const logged =
  (what: string) =>
  (error: unknown): never => {
    console.error(`[mf-account] loading ${what} failed`, error);
    throw error;
  };

/** The person's boards: read on each visit (a heart on another page may have added to them). */
export function boardsQuery(api: Api) {
  return queryOptions({ queryKey: boardsKeys.list(), queryFn: () => getBoards(api.request).catch(logged('the boards')), staleTime: 0 });
}

export function useBoardsQuery() {
  return useQuery(boardsQuery(useAccountServices().api));
}

/** One board with its spaces. */
export function boardQuery(api: Api, id: number) {
  return queryOptions({ queryKey: boardsKeys.one(id), queryFn: () => getBoard(api.request, id).catch(logged('a board')), staleTime: 0 });
}

export function useBoardQuery(id: number) {
  return useQuery(boardQuery(useAccountServices().api, id));
}

/** A new board; the list is read again. */
export function useCreateBoard() {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardBody) => createBoard(api.request, body),
    onSettled: () => client.invalidateQueries({ queryKey: boardsKeys.all }),
  });
}

/** A new name and description; the board's answer is the new state (a read of the board already on its way is dropped). */
export function useUpdateBoard(id: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BoardBody) => updateBoard(api.request, id, body),
    onSuccess: (board) => writeQueryData<Board>(client, boardsKeys.one(id), board),
    onSettled: () => client.invalidateQueries({ queryKey: boardsKeys.list() }),
  });
}

export function useDeleteBoard(id: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deleteBoard(api.request, id),
    onSuccess: () => client.removeQueries({ queryKey: boardsKeys.one(id) }),
    onSettled: () => client.invalidateQueries({ queryKey: boardsKeys.list() }),
  });
}

/**
 * Takes one space off the board; it leaves the page at once and comes back if that fails. A
 * read of the board already on its way is cancelled first: it would put the space back.
 */
export function useRemoveSpace(id: number) {
  const { api } = useAccountServices();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (spaceId: number) => removeSpaceFromBoard(api.request, id, spaceId),
    onMutate: async (spaceId) => {
      await client.cancelQueries({ queryKey: boardsKeys.one(id), exact: true });
      const before = client.getQueryData<Board>(boardsKeys.one(id));
      if (before) client.setQueryData<Board>(boardsKeys.one(id), { ...before, spaces: before.spaces.filter((s) => s.id !== spaceId), space_count: before.space_count - 1 });
      return { before };
    },
    onError: (_error, _spaceId, context) => client.setQueryData(boardsKeys.one(id), context?.before),
    onSettled: () => client.invalidateQueries({ queryKey: boardsKeys.all }),
  });
}
