import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });
let spaceIds: number[];
beforeAll(async () => {
  const found = await api.request('GET', '/v1/spaces/search?location=New%20York&page_size=30');
  spaceIds = (found.body.results as { id: number }[]).map((r) => r.id);
  if (spaceIds.length < 4) throw new Error('the seed has too few New York spaces for the test');
});

const freshGuest = async () => (await api.signup(freshEmail('boards'))).access_token;
const at = (i: number) => spaceIds[i] as number;

describe('boards', () => {
  it('makes the default board on the first save and answers the saved ids', async () => {
    const token = await freshGuest();
    expect((await api.request('GET', '/v1/boards', { token })).body).toEqual({ data: [] });
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token })).body).toEqual({ data: [] });
    const saved = await api.request('PUT', `/v1/boards/default/spaces/${at(0)}`, { token });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(expect.objectContaining({ saved: true, space_id: at(0), board_is_default: true, board_id: expect.any(Number) }));
    // Again is a no-op, and the same default board.
    const again = await api.request('PUT', `/v1/boards/default/spaces/${at(0)}`, { token });
    expect(again.body.board_id).toBe(saved.body.board_id);
    const list = (await api.request('GET', '/v1/boards', { token })).body.data;
    expect(list).toEqual([
      expect.objectContaining({
        id: saved.body.board_id,
        name: '',
        is_default: true,
        space_count: 1,
        cover: expect.objectContaining({ url: expect.stringMatching(/\/v1\/images\//), blurHash: expect.any(String) }),
      }),
    ]);
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token })).body).toEqual({ data: [at(0)] });
  });

  it('creates a board with a space, lists its spaces as cards, renames it, removes a space and deletes it', async () => {
    const token = await freshGuest();
    const created = await api.request('POST', '/v1/boards', { token, body: { name: '  Team offsite ', description: 'Somewhere with a view', space_id: at(1) } });
    expect(created.status).toBe(201);
    expect(created.body).toEqual(expect.objectContaining({ name: 'Team offsite', description: 'Somewhere with a view', is_default: false, space_count: 1 }));
    const card = created.body.spaces[0];
    expect(card).toEqual(
      expect.objectContaining({
        id: at(1),
        title: expect.any(String),
        city: expect.any(String),
        hourly_price: expect.any(Number),
        currency: expect.any(String),
        photo: expect.objectContaining({ url: expect.any(String), blurHash: expect.any(String), width: expect.any(Number), height: expect.any(Number) }),
        path: expect.stringMatching(new RegExp(`^/space/${at(1)}/[a-z0-9-]+$`)),
      }),
    );
    const id = created.body.id as number;
    await api.request('PUT', `/v1/boards/${id}/spaces/${at(2)}`, { token });
    const read = await api.request('GET', `/v1/boards/${id}`, { token });
    expect(read.body.spaces.map((s: { id: number }) => s.id)).toEqual([at(2), at(1)]);
    expect(read.body.cover.url).toBe(read.body.spaces[0].photo.url);

    const renamed = await api.request('PUT', `/v1/boards/${id}`, { token, body: { name: 'Offsite 2027' } });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual(expect.objectContaining({ name: 'Offsite 2027', description: '', space_count: 2 }));

    expect((await api.request('DELETE', `/v1/boards/${id}/spaces/${at(1)}`, { token })).body.removed).toBe(1);
    expect((await api.request('GET', `/v1/boards/${id}`, { token })).body.space_count).toBe(1);
    expect((await api.request('DELETE', `/v1/boards/${id}`, { token })).body).toEqual({ deleted: true, id });
    expect((await api.request('GET', `/v1/boards/${id}`, { token })).status).toBe(404);
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token })).body.data).toEqual([]);
  });

  it('takes a space off every board at once (a press on a filled heart)', async () => {
    const token = await freshGuest();
    const board = (await api.request('POST', '/v1/boards', { token, body: { name: 'Shoots', space_id: at(3) } })).body;
    await api.request('PUT', `/v1/boards/default/spaces/${at(3)}`, { token });
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token })).body.data).toEqual([at(3)]);
    const removed = await api.request('DELETE', `/v1/boards/saved-spaces/${at(3)}`, { token });
    expect(removed.body).toEqual({ removed: 2, space_id: at(3) });
    expect((await api.request('GET', `/v1/boards/${board.id}`, { token })).body.spaces).toEqual([]);
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token })).body.data).toEqual([]);
  });

  it('answers the §5 messages for a bad name or description', async () => {
    const token = await freshGuest();
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'Please enter a board name.'],
      [{ name: '   ' }, 'Please enter a board name.'],
      [{ name: 'a' }, 'Is too short (minimum is 2 characters)'],
      [{ name: 'a'.repeat(36) }, 'Is too long (maximum is 35 characters)'],
      [{ name: 'Fine', description: 'd'.repeat(131) }, 'Is too long (maximum is 130 characters)'],
    ];
    for (const [body, message] of cases) {
      const answer = await api.request('POST', '/v1/boards', { token, body });
      expect(answer.status).toBe(400);
      expect(answer.body.error_description).toBe(message);
    }
    expect((await api.request('POST', '/v1/boards', { token, body: { name: 'a'.repeat(35), description: 'd'.repeat(130) } })).status).toBe(201);
    expect((await api.request('POST', '/v1/boards', { token, body: { name: 'Good', space_id: 99_999_999 } })).status).toBe(404);
    expect((await api.request('PUT', '/v1/boards/default/spaces/99999999', { token })).status).toBe(404);
  });

  it('gives the demo guest a default board and a named one', async () => {
    const token = await api.login('guest@example.com');
    const boards = (await api.request('GET', '/v1/boards', { token })).body.data as { name: string; is_default: boolean; space_count: number }[];
    expect(boards).toEqual([
      expect.objectContaining({ is_default: true, name: '', space_count: 2 }),
      expect.objectContaining({ is_default: false, name: 'Summer party ideas', space_count: 3 }),
    ]);
  });

  it('needs a log-in', async () => {
    for (const [method, path] of [
      ['GET', '/v1/boards'],
      ['POST', '/v1/boards'],
      ['GET', '/v1/boards/saved-spaces'],
      ['GET', '/v1/boards/1'],
      ['PUT', `/v1/boards/default/spaces/${at(0)}`],
    ] as const) {
      expect((await api.request(method, path, { body: method === 'GET' ? undefined : { name: 'x' } })).status).toBe(401);
    }
  });
});
