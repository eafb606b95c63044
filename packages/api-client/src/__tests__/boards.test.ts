import { createBoard, deleteBoard, getBoard, getBoards, getSavedSpaceIds, removeSpaceFromBoard, saveSpaceToBoard, unsaveSpace, updateBoard } from '../api/boards';
import { ApiError } from '../errors';
import { callTestHarness } from './test-server';

const PHOTO = { url: 'http://localhost:8120/v1/images/p1', blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', width: 800, height: 600 };
const CARD = {
  id: 7,
  title: 'Sunny loft',
  city: 'New York',
  state: 'NY',
  capacity: 20,
  hourly_price: 85,
  currency: 'USD',
  rating: 4.8,
  review_count: 12,
  photo: PHOTO,
  path: '/space/7/sunny-loft',
};
const SUMMARY = {
  id: 3,
  name: 'Team offsite',
  description: '',
  is_default: false,
  space_count: 1,
  cover: PHOTO,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

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
