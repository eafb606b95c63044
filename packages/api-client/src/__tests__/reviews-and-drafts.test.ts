import { ApiError } from '../errors';
import { LISTING_DRAFT as DRAFT } from '../testing';
import { callTestHarness } from './test-server';

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
const CHECKLIST = { draft_id: 3, space_id: null, ready: false, items: [{ code: 'step_price', step: 'price', message: 'Set the hourly price and the minimum booking.' }] };
const LISTING = { ...DRAFT, id: 9, status: 'published', city_id: 'new-york', time_zone: 'America/New_York' };
const harness = callTestHarness();
const { answer, last } = harness;

describe('reviews calls', () => {
  it('reads the reviews about the signed-in person with the access token', async () => {
    answer({ as_host: { total: 1, average_rating: 5, data: [REVIEW] }, as_guest: { total: 0, average_rating: null, data: [] } });
    const reviews = await harness.api.reviews.aboutMe();
    expect(reviews.as_host.data[0]?.author_name).toBe('Nina');
    expect(last()).toEqual({ method: 'GET', path: '/v1/reviews/about-me', auth: 'Bearer user-token', json: undefined });
  });

  it('sends the response to the review’s path', async () => {
    answer({ ...REVIEW, host_response: 'Thank you!', responded_at: '2026-11-27T00:00:00.000Z' });
    const saved = await harness.api.reviews.respond(41, 'Thank you!');
    expect(saved.host_response).toBe('Thank you!');
    expect(last()).toEqual({ method: 'PUT', path: '/v1/reviews/41/response', auth: 'Bearer user-token', json: { response: 'Thank you!' } });
  });

  it('fails with an ApiError carrying the spec message on a 400', async () => {
    const message = 'Your review must be more than 5 characters long';
    answer({ error: 'validation', error_description: message, statusCode: 400, issues: [{ field: 'response', message }] }, 400);
    await expect(harness.api.reviews.respond(41, 'Ok')).rejects.toBeInstanceOf(ApiError);
  });
});

describe('listing draft calls', () => {
  it.each([
    ['create', () => harness.api.listingDrafts.create({ title: DRAFT.title, activities: ['party'], place_id: 'gn:5110302', capacity: 40 }), DRAFT, 'POST', '/v1/listings/drafts'],
    ['list', () => harness.api.listingDrafts.list(), { data: [DRAFT] }, 'GET', '/v1/listings/drafts'],
    ['get', () => harness.api.listingDrafts.get(3), DRAFT, 'GET', '/v1/listings/drafts/3'],
    ['update', () => harness.api.listingDrafts.update(3, { hourly_price: 80, min_hours: 2 }), DRAFT, 'PUT', '/v1/listings/drafts/3'],
    ['remove', () => harness.api.listingDrafts.remove(3), null, 'DELETE', '/v1/listings/drafts/3'],
    ['checklist', () => harness.api.listingDrafts.checklist(3), CHECKLIST, 'GET', '/v1/listings/drafts/3/checklist'],
    ['publish', () => harness.api.listingDrafts.publish(3), { space_id: 9, draft: { ...DRAFT, status: 'published', space_id: 9 } }, 'POST', '/v1/listings/drafts/3/publish'],
    ['hostListings.list', () => harness.api.hostListings.list(), { data: [], drafts: [DRAFT] }, 'GET', '/v1/hosts/me/spaces'],
    ['hostListings.get', () => harness.api.hostListings.get(9), LISTING, 'GET', '/v1/hosts/me/spaces/9'],
    ['hostListings.update', () => harness.api.hostListings.update(9, { hourly_price_minor: 9000 }), LISTING, 'PUT', '/v1/hosts/me/spaces/9'],
    ['hostListings.pause', () => harness.api.hostListings.pause(9), { id: 9, status: 'paused' }, 'POST', '/v1/hosts/me/spaces/9/pause'],
    ['hostListings.resume', () => harness.api.hostListings.resume(9), { id: 9, status: 'published' }, 'POST', '/v1/hosts/me/spaces/9/resume'],
  ])('%s calls its route with the access token', async (_name, call, body, method, path) => {
    answer(body);
    await call();
    expect(last()).toEqual(expect.objectContaining({ method, path, auth: 'Bearer user-token' }));
  });

  it('reads a 409 not_ready with the checklist items from a refused publish', async () => {
    answer({ error: 'not_ready', error_description: 'Your space is not ready to go live yet. Please finish the checklist.', statusCode: 409, items: CHECKLIST.items }, 409);
    await expect(harness.api.listingDrafts.publish(3)).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses a draft answer of the wrong shape', async () => {
    answer({ ...DRAFT, status: 'archived' });
    await expect(harness.api.listingDrafts.get(3)).rejects.toBeInstanceOf(ApiError);
  });
});
