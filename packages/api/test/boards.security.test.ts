import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });
let spaceId: number;
beforeAll(async () => {
  spaceId = (await api.request('GET', '/v1/spaces/search?location=New%20York')).body.results[0].id;
});

const SUITE = 'boards';

describe('ownership', () => {
  it('never lets anyone read, rename, delete or change another person’s board', async () => {
    const alice = (await api.signup(freshEmail('alice'))).access_token;
    const mallory = (await api.signup(freshEmail('mallory'))).access_token;
    const board = (await api.request('POST', '/v1/boards', { token: alice, body: { name: 'Private plans', space_id: spaceId } })).body as { id: number };
    await api.request('PUT', `/v1/boards/default/spaces/${spaceId}`, { token: alice });
    const demo = await api.login('guest@example.com');
    const demoBoards = (await api.request('GET', '/v1/boards', { token: demo })).body.data as { id: number }[];
    let leaks = 0;
    for (const id of [board.id, ...demoBoards.map((b) => b.id)]) {
      const answers = [
        await api.request('GET', `/v1/boards/${id}`, { token: mallory }),
        await api.request('PUT', `/v1/boards/${id}`, { token: mallory, body: { name: 'Taken over' } }),
        await api.request('PUT', `/v1/boards/${id}/spaces/${spaceId}`, { token: mallory }),
        await api.request('DELETE', `/v1/boards/${id}/spaces/${spaceId}`, { token: mallory }),
        await api.request('DELETE', `/v1/boards/${id}`, { token: mallory }),
      ];
      for (const answer of answers) {
        expect([403, 404]).toContain(answer.status);
        if (answer.status < 400) leaks++;
      }
    }
    // Mallory's "remove everywhere" and default board touch only her own boards.
    await api.request('DELETE', `/v1/boards/saved-spaces/${spaceId}`, { token: mallory });
    expect((await api.request('GET', '/v1/boards', { token: mallory })).body.data).toEqual([]);
    const own = await api.request('GET', `/v1/boards/${board.id}`, { token: alice });
    expect(own.body).toEqual(expect.objectContaining({ name: 'Private plans', space_count: 1 }));
    expect((await api.request('GET', '/v1/boards/saved-spaces', { token: alice })).body.data).toEqual([spaceId]);
    expect((await api.request('GET', '/v1/boards', { token: demo })).body.data).toHaveLength(demoBoards.length);
    recordFigure(SUITE, 'foreign boards read or changed', leaks);
  });

  it('answers 400 for malformed ids and bodies, and 401 without a token, never a redirect', async () => {
    const token = (await api.signup(freshEmail('boards'))).access_token;
    for (const path of ['/v1/boards/abc', '/v1/boards/-1', '/v1/boards/0', '/v1/boards/99999999999', '/v1/boards/Default'])
      expect((await api.request('GET', path, { token })).status).toBe(400);
    expect((await api.request('PUT', '/v1/boards/default/spaces/abc', { token })).status).toBe(400);
    expect((await api.request('DELETE', '/v1/boards/saved-spaces/1.5', { token })).status).toBe(400);
    expect((await api.request('POST', '/v1/boards', { token, body: [] })).status).toBe(400);
    expect((await api.request('POST', '/v1/boards', { token, body: { name: 42 } })).status).toBe(400);
    expect((await api.request('POST', '/v1/boards', { token, body: { name: 'Fine', space_id: 'x' } })).status).toBe(400);
    expect((await api.request('POST', '/v1/boards', { token, body: { name: 'Fine', space_id: -3 } })).status).toBe(400);
    expect((await api.request('POST', '/v1/boards', { token, raw: '{"name":', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    for (const path of ['/v1/boards', '/v1/boards/saved-spaces', '/v1/boards/default']) {
      const answer = await api.request('GET', path, { redirect: 'manual' });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('location')).toBeNull();
    }
  });

  it('never renders a name as anything but text: it is stored and answered as given', async () => {
    const token = (await api.signup(freshEmail('boards'))).access_token;
    const name = '<img src=x onerror=1>';
    const made = await api.request('POST', '/v1/boards', { token, body: { name } });
    expect(made.status).toBe(201);
    expect(made.body.name).toBe(name);
    expect(made.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
