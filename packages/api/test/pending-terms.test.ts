import { testApiOfFile } from './support/test-api';

const api = testApiOfFile();

describe('POST /dev/accounts/pending-terms (the /updated-terms tests’ own guests)', () => {
  it('makes a new guest each time whose sign-in lists the pending terms until they accept', async () => {
    const first = await api.request('POST', '/dev/accounts/pending-terms');
    const second = await api.request('POST', '/dev/accounts/pending-terms');
    expect(first.status).toBe(201);
    expect(first.body.email).not.toBe(second.body.email);
    const token = await api.login(first.body.email, first.body.password);
    const pending = await api.request('GET', '/v1/profiles/me/experience?name=terms&trigger=sign-in', { token });
    expect(pending.body.data).toEqual([expect.objectContaining({ name: 'terms', version: 2 })]);
    expect((await api.request('POST', '/v1/profiles/me/experience/terms/accept', { token })).body).toEqual({ success: true, version: 2 });
    expect((await api.request('GET', '/v1/profiles/me/experience?name=terms&trigger=sign-in', { token })).body.data).toEqual([]);
    // The other guest still has them: each test's guest is its own.
    const other = await api.login(second.body.email, second.body.password);
    expect((await api.request('GET', '/v1/profiles/me/experience?name=terms', { token: other })).body.data).toHaveLength(1);
  });
});
