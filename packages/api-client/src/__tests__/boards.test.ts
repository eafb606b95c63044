import { createBoard, deleteBoard, getBoard, getBoards, getSavedSpaceIds, removeSpaceFromBoard, saveSpaceToBoard, unsaveSpace, updateBoard } from '../api/boards';
import { ApiError } from '../errors';
import { boardSpaceFixture, boardSummaryFixture } from '../testing';
import { callTestHarness } from './test-server';

const CARD = boardSpaceFixture({});
const SUMMARY = boardSummaryFixture({});

const harness = callTestHarness();
const { answer, last } = harness;

describe('boards calls', () => {
  it.each([
    ['getBoards', () => getBoards(harness.api.request), { data: [SUMMARY] }, 'GET', '/v1/boards', undefined],
    ['getBoard', () => getBoard(harness.api.request, 3), { ...SUMMARY, spaces: [CARD] }, 'GET', '/v1/boards/3', undefined],
    ['getBoard default', () => getBoard(harness.api.request, 'default'), { ...SUMMARY, spaces: [] }, 'GET', '/v1/boards/default', undefined],
    [
      'createBoard',
      () => createBoard(harness.api.request, { name: 'Team offsite', description: '' }, 7),
      { ...SUMMARY, spaces: [CARD] },
      'POST',
      '/v1/boards',
      { name: 'Team offsite', description: '', space_id: 7 },
    ],
    ['updateBoard', () => updateBoard(harness.api.request, 3, { name: 'Offsite' }), { ...SUMMARY, spaces: [] }, 'PUT', '/v1/boards/3', { name: 'Offsite' }],
    ['deleteBoard', () => deleteBoard(harness.api.request, 3), { deleted: true, id: 3 }, 'DELETE', '/v1/boards/3', undefined],
    [
      'saveSpaceToBoard',
      () => saveSpaceToBoard(harness.api.request, 'default', 7),
      { saved: true, board_id: 1, board_name: '', board_is_default: true, space_id: 7 },
      'PUT',
      '/v1/boards/default/spaces/7',
      undefined,
    ],
    ['removeSpaceFromBoard', () => removeSpaceFromBoard(harness.api.request, 3, 7), { removed: 1, board_id: 3, space_id: 7 }, 'DELETE', '/v1/boards/3/spaces/7', undefined],
    ['getSavedSpaceIds', () => getSavedSpaceIds(harness.api.request), { data: [7, 9] }, 'GET', '/v1/boards/saved-spaces', undefined],
    ['unsaveSpace', () => unsaveSpace(harness.api.request, 7), { removed: 2, space_id: 7 }, 'DELETE', '/v1/boards/saved-spaces/7', undefined],
  ] as const)('%s sends its call with the access token and parses the answer', async (_name, call, body, method, path, sent) => {
    answer(body);
    await call();
    expect(last()).toEqual({ method, path, auth: 'Bearer user-token', json: sent });
  });

  it('reads the answers as the API sends them', async () => {
    answer({ data: [7, 9] });
    await expect(getSavedSpaceIds(harness.api.request)).resolves.toEqual([7, 9]);
    answer({ data: [{ ...SUMMARY, cover: null }] });
    await expect(getBoards(harness.api.request)).resolves.toEqual([expect.objectContaining({ id: 3, cover: null })]);
  });

  it('refuses an answer of another shape', async () => {
    answer({ data: [{ id: 'x' }] });
    await expect(getBoards(harness.api.request)).rejects.toBeInstanceOf(ApiError);
  });
});
