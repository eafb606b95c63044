import { createApiClient, type ApiClient } from '../client';
import { ApiError } from '../errors';
import { sendJson, startTestServer, type TestServer } from './test-server';

const REVIEW = {
  id: 41,
  space: { id: 7, title: 'Sunny loft' },
  author_name: 'Nina',
  rating: 5,
  body: 'Lovely space.',
  created_at: '2026-11-20T10:00:00.000Z',
  host_response: null,
  responded_at: null,
};
const DRAFT = {
  id: 3,
  status: 'draft',
  title: 'Sunny loft with a terrace',
  activities: ['party'],
  place_id: 'gn:5110302',
  city: 'Brooklyn',
  state: 'NY',
  country: 'US',
  capacity: 40,
  hourly_price: null,
  currency: 'USD',
  min_hours: null,
  description: null,
  steps: { basics: true, price: false, description: false },
  complete: false,
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

describe('reviews calls', () => {
  it('reads the reviews about the signed-in person with the access token', async () => {
    answer({ as_host: { total: 1, average_rating: 5, data: [REVIEW] }, as_guest: { total: 0, average_rating: null, data: [] } });
    const reviews = await api.reviews.aboutMe();
    expect(reviews.as_host.data[0]?.author_name).toBe('Nina');
    expect(last()).toEqual({ method: 'GET', path: '/v1/reviews/about-me', auth: 'Bearer user-token', json: undefined });
  });

  it('sends the response to the review’s path', async () => {
    answer({ ...REVIEW, host_response: 'Thank you!', responded_at: '2026-11-27T00:00:00.000Z' });
    const saved = await api.reviews.respond(41, 'Thank you!');
    expect(saved.host_response).toBe('Thank you!');
    expect(last()).toEqual({ method: 'PUT', path: '/v1/reviews/41/response', auth: 'Bearer user-token', json: { response: 'Thank you!' } });
  });

  it('fails with an ApiError carrying the spec message on a 400', async () => {
    const message = 'Your review must be more than 5 characters long';
    answer({ error: 'validation', error_description: message, statusCode: 400, issues: [{ field: 'response', message }] }, 400);
    await expect(api.reviews.respond(41, 'Ok')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('listing draft calls', () => {
  it.each([
    ['create', () => api.listingDrafts.create({ title: DRAFT.title, activities: ['party'], place_id: 'gn:5110302', capacity: 40 }), DRAFT, 'POST', '/v1/listings/drafts'],
    ['list', () => api.listingDrafts.list(), { data: [DRAFT] }, 'GET', '/v1/listings/drafts'],
    ['get', () => api.listingDrafts.get(3), DRAFT, 'GET', '/v1/listings/drafts/3'],
    ['update', () => api.listingDrafts.update(3, { hourly_price: 80, min_hours: 2 }), DRAFT, 'PUT', '/v1/listings/drafts/3'],
  ])('%s calls its route with the access token', async (_name, call, body, method, path) => {
    answer(body);
    await call();
    expect(last()).toEqual(expect.objectContaining({ method, path, auth: 'Bearer user-token' }));
  });

  it('refuses a draft answer of the wrong shape', async () => {
    answer({ ...DRAFT, status: 'published' });
    await expect(api.listingDrafts.get(3)).rejects.toBeInstanceOf(ApiError);
  });
});
