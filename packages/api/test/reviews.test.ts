import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '200', SEED_PHOTOS: '8' });

interface HostReview {
  id: number;
  space: { id: number; title: string };
  author_name: string;
  rating: number;
  body: string;
  created_at: string;
  host_response: string | null;
  responded_at: string | null;
}

async function hostReviews(token: string): Promise<HostReview[]> {
  const answer = await api.request('GET', '/v1/reviews/about-me', { token });
  expect(answer.status).toBe(200);
  return answer.body.as_host.data;
}

describe('GET /v1/reviews/about-me', () => {
  it('answers the host the reviews of their own spaces, newest first, with counts and the average', async () => {
    const token = await api.login('host@example.com');
    const answer = await api.request('GET', '/v1/reviews/about-me', { token });
    expect(answer.status).toBe(200);
    const { as_host } = answer.body;
    expect(as_host.data.length).toBeGreaterThan(0);
    expect(as_host.total).toBeGreaterThanOrEqual(as_host.data.length);
    expect(as_host.average_rating).toBeGreaterThanOrEqual(1);
    const mine = new Set(((await api.request('GET', '/v1/hosts/me/spaces', { token })).body.data as { id: number }[]).map((s) => s.id));
    for (const review of as_host.data as HostReview[]) expect(mine.has(review.space.id)).toBe(true);
    const stamps = (as_host.data as HostReview[]).map((r) => r.created_at);
    expect([...stamps].sort().reverse()).toEqual(stamps);
  });

  it('answers the demo guest what hosts wrote about them, and nothing as a host', async () => {
    const token = await api.login('guest@example.com');
    const { body } = await api.request('GET', '/v1/reviews/about-me', { token });
    expect(body.as_host).toEqual({ total: 0, average_rating: null, data: [] });
    expect(body.as_guest.total).toBe(2);
    expect(body.as_guest.data.map((r: { author_name: string }) => r.author_name)).toEqual(['Harper', 'Parker']);
    expect(body.as_guest.data[0]).toEqual(expect.objectContaining({ rating: 5, space: expect.objectContaining({ title: expect.any(String) }) }));
    expect(body.as_guest.average_rating).toBe(4.5);
  });

  it('answers a fresh account two empty lists, and 401 without a token', async () => {
    const { access_token } = await api.signup(freshEmail('reviews'));
    const { body } = await api.request('GET', '/v1/reviews/about-me', { token: access_token });
    expect(body).toEqual({ as_host: { total: 0, average_rating: null, data: [] }, as_guest: { total: 0, average_rating: null, data: [] } });
    expect((await api.request('GET', '/v1/reviews/about-me')).status).toBe(401);
  });
});

describe('PUT /v1/reviews/:review/response', () => {
  it('saves the host’s response, shows it on the space page, and edits it on a second PUT', async () => {
    const token = await api.login('host@example.com');
    const [review] = await hostReviews(token);
    if (!review) throw new Error('host@example.com has no reviews');
    const first = await api.request('PUT', `/v1/reviews/${review.id}/response`, { token, body: { response: '  Thank you for coming, see you soon!  ' } });
    expect(first.status).toBe(200);
    expect(first.body).toEqual(expect.objectContaining({ id: review.id, host_response: 'Thank you for coming, see you soon!', responded_at: expect.any(String) }));
    const edited = await api.request('PUT', `/v1/reviews/${review.id}/response`, { token, body: { response: 'Thanks again, it was a pleasure.' } });
    expect(edited.body.host_response).toBe('Thanks again, it was a pleasure.');
    const page = (await api.request('GET', `/v1/spaces/${review.space.id}`)).body;
    expect(page.reviews.find((r: { id: number }) => r.id === review.id)?.host_response).toBe('Thanks again, it was a pleasure.');
  });

  it('gives the spec §5 messages word for word for a response under 5 or over 1500 characters', async () => {
    const token = await api.login('host@example.com');
    const [review] = await hostReviews(token);
    const short = await api.request('PUT', `/v1/reviews/${review?.id}/response`, { token, body: { response: 'Ok  ' } });
    expect(short.status).toBe(400);
    expect(short.body.error_description).toBe('Your review must be more than 5 characters long');
    expect(short.body.issues).toEqual([{ field: 'response', message: 'Your review must be more than 5 characters long' }]);
    const long = await api.request('PUT', `/v1/reviews/${review?.id}/response`, { token, body: { response: 'a'.repeat(1501) } });
    expect(long.body.error_description).toBe('Your review must be less than 1500 characters long');
    const missing = await api.request('PUT', `/v1/reviews/${review?.id}/response`, { token, body: {} });
    expect(missing.body.error_description).toBe('Your review must be more than 5 characters long');
    expect((await api.request('PUT', `/v1/reviews/${review?.id}/response`, { token, body: { response: 'a'.repeat(1500) } })).status).toBe(200);
  });
});

describe('ownership', () => {
  it('never lets another host, a guest or a stranger respond to a review of someone else’s space', async () => {
    const ownerToken = await api.login('host@example.com');
    const [review] = await hostReviews(ownerToken);
    if (!review) throw new Error('host@example.com has no reviews');
    const before = (await api.request('GET', `/v1/spaces/${review.space.id}`)).body.reviews.find((r: { id: number }) => r.id === review.id)?.host_response;
    const others = [await api.login('host.power@example.com'), await api.login('guest@example.com'), (await api.signup(freshEmail('mallory'))).access_token];
    for (const token of others) {
      const answer = await api.request('PUT', `/v1/reviews/${review.id}/response`, { token, body: { response: 'Not my space, but here I am.' } });
      expect([403, 404]).toContain(answer.status);
      for (const other of (await hostReviews(token)).map((r) => r.id)) expect(other).not.toBe(review.id);
    }
    const after = (await api.request('GET', `/v1/spaces/${review.space.id}`)).body.reviews.find((r: { id: number }) => r.id === review.id)?.host_response;
    expect(after).toBe(before);
  });

  it('answers 404 for a review that does not exist, 400 for a malformed id and 401 without a token', async () => {
    const token = await api.login('host@example.com');
    expect((await api.request('PUT', '/v1/reviews/99999999/response', { token, body: { response: 'Thank you so much!' } })).status).toBe(404);
    for (const id of ['abc', '-1', '0', '99999999999'])
      expect((await api.request('PUT', `/v1/reviews/${id}/response`, { token, body: { response: 'Thank you so much!' } })).status).toBe(400);
    expect((await api.request('PUT', '/v1/reviews/1/response', { body: { response: 'Thank you so much!' } })).status).toBe(401);
    expect((await api.request('PUT', '/v1/reviews/1/response', { token, body: ['Thank you so much!'] })).status).toBe(400);
  });
});
