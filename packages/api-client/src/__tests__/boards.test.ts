import { createBoard, deleteBoard, getBoard, getBoards, getSavedSpaceIds, removeSpaceFromBoard, saveSpaceToBoard, unsaveSpace, updateBoard } from '../api/boards';
import { createApiClient, type ApiClient } from '../client';
import { ApiError } from '../errors';
import { sendJson, startTestServer, type TestServer } from './test-server';

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

let server: TestServer;
let api: ApiClient;
beforeEach(async () => {
  server = await startTestServer();
  api = createApiClient({ baseUrl: server.url, basicKey: 'basic-123', getAccessToken: () => 'user-token' });
});
afterEach(() => server.close());

function answer(body: unknown, status = 200) {
  server.handle = (_request, response) => sendJson(response, status, body);
}
function last() {
  const seen = server.seen.at(-1);
  if (!seen) throw new Error('no request reached the server');
  return { method: seen.method, path: seen.url.pathname, auth: seen.headers.authorization, json: seen.body.length ? (JSON.parse(seen.body.toString()) as unknown) : undefined };
}

describe('boards calls', () => {
  it.each([
    ['getBoards', () => getBoards(api.request), { data: [SUMMARY] }, 'GET', '/v1/boards', undefined],
    ['getBoard', () => getBoard(api.request, 3), { ...SUMMARY, spaces: [CARD] }, 'GET', '/v1/boards/3', undefined],
    ['getBoard default', () => getBoard(api.request, 'default'), { ...SUMMARY, spaces: [] }, 'GET', '/v1/boards/default', undefined],
    [
      'createBoard',
      () => createBoard(api.request, { name: 'Team offsite', description: '' }, 7),
      { ...SUMMARY, spaces: [CARD] },
      'POST',
      '/v1/boards',
      { name: 'Team offsite', description: '', space_id: 7 },
    ],
    ['updateBoard', () => updateBoard(api.request, 3, { name: 'Offsite' }), { ...SUMMARY, spaces: [] }, 'PUT', '/v1/boards/3', { name: 'Offsite' }],
    ['deleteBoard', () => deleteBoard(api.request, 3), { deleted: true, id: 3 }, 'DELETE', '/v1/boards/3', undefined],
    [
      'saveSpaceToBoard',
      () => saveSpaceToBoard(api.request, 'default', 7),
      { saved: true, board_id: 1, board_name: '', board_is_default: true, space_id: 7 },
      'PUT',
      '/v1/boards/default/spaces/7',
      undefined,
    ],
    ['removeSpaceFromBoard', () => removeSpaceFromBoard(api.request, 3, 7), { removed: 1, board_id: 3, space_id: 7 }, 'DELETE', '/v1/boards/3/spaces/7', undefined],
    ['getSavedSpaceIds', () => getSavedSpaceIds(api.request), { data: [7, 9] }, 'GET', '/v1/boards/saved-spaces', undefined],
    ['unsaveSpace', () => unsaveSpace(api.request, 7), { removed: 2, space_id: 7 }, 'DELETE', '/v1/boards/saved-spaces/7', undefined],
  ] as const)('%s sends its call with the access token and parses the answer', async (_name, call, body, method, path, sent) => {
    answer(body);
    await call();
    const seen = last();
    expect(seen.method).toBe(method);
    expect(seen.path).toBe(path);
    expect(seen.auth).toBe('Bearer user-token');
    expect(seen.json).toEqual(sent);
  });

  it('reads the answers as the API sends them', async () => {
    answer({ data: [7, 9] });
    await expect(getSavedSpaceIds(api.request)).resolves.toEqual([7, 9]);
    answer({ data: [{ ...SUMMARY, cover: null }] });
    await expect(getBoards(api.request)).resolves.toEqual([expect.objectContaining({ id: 3, cover: null })]);
  });

  it('refuses an answer of another shape', async () => {
    answer({ data: [{ id: 'x' }] });
    await expect(getBoards(api.request)).rejects.toBeInstanceOf(ApiError);
  });
});
