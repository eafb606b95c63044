import { blockDay, createAddOn, deleteAddOn, getAddOns, getHostCalendar, getHostSpaces, makeCustomOffer, unblockDay, updateAddOn } from '../api/hosting';
import { ApiError } from '../errors';
import { calendarBookingFixture } from '../testing';
import { callTestHarness } from './test-server';

const ADD_ON = { id: 4, space_id: 7, name: 'Projector', description: '', price: 50, unit: 'booking', currency: 'USD' };
const CALENDAR = {
  space: { id: 7, title: 'Sunny loft', currency: 'USD' },
  month: '2027-03',
  bookings: [calendarBookingFixture({})],
  blocked: [{ id: 2, day: '2027-03-05', title: 'Painting' }],
};
const SPACE = {
  id: 7,
  title: 'Sunny loft',
  city: 'New York',
  state: 'listed',
  capacity: 20,
  hourly_price: 85,
  currency: 'USD',
  photo: { url: 'http://x/p.jpg', blurHash: '', width: 1, height: 1 },
  min_hours: 2,
  pending_requests: 1,
};

const harness = callTestHarness(['month']);
const { answer, last } = harness;

describe('hosting calls', () => {
  it.each([
    ['getHostSpaces', () => getHostSpaces(harness.api.request), { data: [SPACE] }, 200, 'GET', '/v1/hosts/me/spaces', undefined],
    ['getHostCalendar', () => getHostCalendar(harness.api.request, 7, '2027-03'), CALENDAR, 200, 'GET', '/v1/hosts/me/spaces/7/calendar?month=2027-03', undefined],
    [
      'blockDay',
      () => blockDay(harness.api.request, 7, { day: '2027-03-05', title: 'Painting' }),
      { id: 2, day: '2027-03-05', title: 'Painting' },
      201,
      'POST',
      '/v1/hosts/me/spaces/7/blocked-days',
      { day: '2027-03-05', title: 'Painting' },
    ],
    ['unblockDay', () => unblockDay(harness.api.request, 7, 2), null, 204, 'DELETE', '/v1/hosts/me/spaces/7/blocked-days/2', undefined],
    ['getAddOns', () => getAddOns(harness.api.request, 7), { data: [ADD_ON] }, 200, 'GET', '/v1/hosts/me/spaces/7/add-ons', undefined],
    [
      'createAddOn',
      () => createAddOn(harness.api.request, 7, { name: 'Projector', price: 50, unit: 'booking' }),
      ADD_ON,
      201,
      'POST',
      '/v1/hosts/me/spaces/7/add-ons',
      { name: 'Projector', price: 50, unit: 'booking' },
    ],
    [
      'updateAddOn',
      () => updateAddOn(harness.api.request, 7, 4, { name: 'Projector', price: 10, unit: 'hour' }),
      ADD_ON,
      200,
      'PUT',
      '/v1/hosts/me/spaces/7/add-ons/4',
      { name: 'Projector', price: 10, unit: 'hour' },
    ],
    ['deleteAddOn', () => deleteAddOn(harness.api.request, 7, 4), null, 204, 'DELETE', '/v1/hosts/me/spaces/7/add-ons/4', undefined],
    [
      'makeCustomOffer',
      () => makeCustomOffer(harness.api.request, 9, { subtotal: 120, message: 'A deal' }),
      { id: 9, status: 'offered', subtotal: 120, total: 138, offer: { subtotal: 120, message: 'A deal', offered_at: '2027-01-01T00:00:00.000Z' } },
      200,
      'PUT',
      '/v1/bookings/9/offer',
      { subtotal: 120, message: 'A deal' },
    ],
  ] as const)('%s sends its call with the access token and parses the answer', async (_name, call, body, status, method, path, sent) => {
    answer(body, status);
    await call();
    expect(last()).toEqual({ method, path, auth: 'Bearer user-token', json: sent });
  });

  it('reads a calendar as the API sends it and refuses another shape', async () => {
    answer(CALENDAR);
    await expect(getHostCalendar(harness.api.request, 7, '2027-03')).resolves.toEqual(expect.objectContaining({ blocked: [expect.objectContaining({ title: 'Painting' })] }));
    answer({ data: [{ ...ADD_ON, unit: 'week' }] });
    await expect(getAddOns(harness.api.request, 7)).rejects.toBeInstanceOf(ApiError);
  });
});
