/**
 * The boards calls against the real API (packages/api in a child process, in-memory PGlite):
 * each goes over HTTP to the route it names and its schema parses the real answer.
 */
import { freshEmail, startTestApi, type TestApi } from '@hourspace/api/test/support/test-api';
import { createBoard, deleteBoard, getBoard, getBoards, getSavedSpaceIds, removeSpaceFromBoard, saveSpaceToBoard, unsaveSpace, updateBoard } from '../api/boards';
import { createApiClient, isApiError, type ApiClient } from '../index';

let api: TestApi;
let client: ApiClient;
let token: string | undefined;
beforeAll(async () => {
  api = await startTestApi({ SEED_SPACES: '60', SEED_PHOTOS: '4' });
  client = createApiClient({ baseUrl: api.url, getAccessToken: () => token });
}, 180_000);
afterAll(() => api?.close());

it('saves, lists, reads, renames, removes and deletes through the real routes', async () => {
  token = (await api.signup(freshEmail('boards-contract'))).access_token;
  const spaces = (await api.request('GET', '/v1/spaces/search?page_size=3')).body.results as { id: number }[];
  const [a, b] = spaces.map((s) => s.id) as [number, number];

  expect(await getBoards(client.request)).toEqual([]);
  const saved = await saveSpaceToBoard(client.request, 'default', a);
  expect(saved).toEqual(expect.objectContaining({ saved: true, space_id: a, board_is_default: true }));
  const made = await createBoard(client.request, { name: 'Team offsite', description: 'May' }, b);
  expect(made.spaces.map((s) => s.id)).toEqual([b]);
  expect(made.spaces[0]?.path).toMatch(new RegExp(`^/space/${b}/`));
  expect((await getBoards(client.request)).map((x) => [x.is_default, x.name, x.space_count])).toEqual([
    [true, '', 1],
    [false, 'Team offsite', 1],
  ]);
  expect((await getSavedSpaceIds(client.request)).sort((x, y) => x - y)).toEqual([a, b].sort((x, y) => x - y));
  expect((await getBoard(client.request, 'default')).spaces.map((s) => s.id)).toEqual([a]);
  expect((await updateBoard(client.request, made.id, { name: 'Offsite' })).name).toBe('Offsite');
  await removeSpaceFromBoard(client.request, made.id, b);
  expect((await getBoard(client.request, made.id)).spaces).toEqual([]);
  await unsaveSpace(client.request, a);
  expect(await getSavedSpaceIds(client.request)).toEqual([]);
  await deleteBoard(client.request, made.id);
  const gone = await getBoard(client.request, made.id).catch((error: unknown) => error);
  expect(isApiError(gone) && gone.status).toBe(404);
});
