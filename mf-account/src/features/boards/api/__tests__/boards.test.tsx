import type { ApiClient, Board } from '@hourspace/api-client';
import { boardSpaceFixture, boardSummaryFixture } from '@hourspace/api-client/testing';
import { renderHookWithProviders } from '@hourspace/remote/testing';
import { act, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccountServicesProvider } from '../../../../lib/account-api';
import messages from '../../../../i18n/en.json';
import { useBoardQuery, useRemoveSpace, useUpdateBoard } from '../boards';

const space = (id: number) => boardSpaceFixture({ id, title: `Space ${id}`, review_count: 3, photo: null, path: `/space/${id}/space-${id}` });
const board = (name: string, spaceIds: number[]): Board =>
  ({ ...boardSummaryFixture({ id: 7, name, space_count: spaceIds.length, cover: null }), spaces: spaceIds.map(space) }) as unknown as Board;

/** A request the test answers when it chooses. */
function later<T>() {
  let answer: (value: T) => void = () => {};
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { promise, answer };
}

type Spec = { method: string; path: string };

/** Board 7's page hooks over an API whose answers are given in order, per method. */
function renderBoard(answers: Record<string, (() => Promise<unknown>)[]>) {
  const request = jest.fn((spec: Spec) => {
    const next = answers[spec.method]?.shift();
    if (!next) throw new Error(`unexpected ${spec.method} ${spec.path}`);
    return next();
  });
  const services = { api: { request } as unknown as ApiClient, loadStripe: () => Promise.reject(new Error('unused')) };
  const inner = ({ children }: { children: ReactNode }) => <AccountServicesProvider api={services}>{children}</AccountServicesProvider>;
  const rendered = renderHookWithProviders(() => ({ board: useBoardQuery(7), update: useUpdateBoard(7), remove: useRemoveSpace(7) }), {
    namespace: 'mf-account',
    messages,
    inner,
  });
  return { ...rendered, request };
}

describe("a board's edits and a read of the board already on its way", () => {
  it('keeps the new name when a read asked before the save answers after it', async () => {
    const staleRead = later<Board>();
    const { result } = renderBoard({
      GET: [() => Promise.resolve(board('Team offsite', [1])), () => staleRead.promise, () => Promise.resolve(board('Launch party', [1]))],
      PUT: [() => Promise.resolve(board('Launch party', [1]))],
    });
    await waitFor(() => expect(result.current.board.data?.name).toBe('Team offsite'));
    // A read starts (the window took focus again), then the person saves a new name.
    act(() => void result.current.board.refetch());
    await act(() => result.current.update.mutateAsync({ name: 'Launch party', description: '' }));
    expect(result.current.board.data?.name).toBe('Launch party');
    // The read was answered by the server before the save was written: its old name no longer counts.
    await act(async () => {
      staleRead.answer(board('Team offsite', [1]));
      await new Promise((settle) => setTimeout(settle, 20));
    });
    expect(result.current.board.data?.name).toBe('Launch party');
  });

  it('keeps a removed space off the page when a read asked before the removal answers during it', async () => {
    const staleRead = later<Board>();
    const removal = later<unknown>();
    const { result } = renderBoard({
      GET: [() => Promise.resolve(board('Team offsite', [1, 2])), () => staleRead.promise, () => Promise.resolve(board('Team offsite', [2]))],
      DELETE: [() => removal.promise],
    });
    await waitFor(() => expect(result.current.board.data?.spaces.map((s) => s.id)).toEqual([1, 2]));
    act(() => void result.current.board.refetch());
    act(() => result.current.remove.mutate(1));
    await waitFor(() => expect(result.current.board.data?.spaces.map((s) => s.id)).toEqual([2]));
    await act(async () => {
      staleRead.answer(board('Team offsite', [1, 2]));
      await new Promise((settle) => setTimeout(settle, 20));
    });
    expect(result.current.board.data?.spaces.map((s) => s.id)).toEqual([2]);
    await act(async () => removal.answer({ removed: 1, board_id: 7, space_id: 1 }));
    await waitFor(() => expect(result.current.remove.isSuccess).toBe(true));
    expect(result.current.board.data?.spaces.map((s) => s.id)).toEqual([2]);
  });
});
