import type { SearchApi } from '../lib/search-api';
import type { ActivityChoice } from '../lib/api/get-activities';
import type { LocationChoice } from '../lib/api/get-place-predictions';
import type { SpaceDetail } from '../lib/api/get-space';
import type { SpaceQuote } from '../lib/api/get-space-quote';
import type { CheckoutBooking } from '../lib/api/checkout';
import type { SearchPage, SpaceCard } from '../lib/api/search-spaces';

const activity = (id: string, label: string, query: string, group: string, plural: string, extra: string[] = []): ActivityChoice => ({
  id,
  label,
  query,
  group,
  plural,
  names: [label, query, plural, ...extra],
});

/** A catalogue shaped like the API's, most popular first. */
export const CATALOGUE: ActivityChoice[] = [
  activity('photo-shoot', 'Photo Shoot', 'photo shoot', 'Production', 'Photo Shoot Locations', ['Photo Shoots']),
  activity('party', 'Party', 'party', 'Event', 'Party Venues', ['Parties']),
  activity('meeting', 'Meeting', 'meeting', 'Meeting', 'Meeting Rooms', ['Meetings']),
  activity('video-shoot', 'Video Shoot', 'video shoot', 'Production', 'Video Shoot Locations'),
  activity('product-shoot', 'Product Photography', 'product photography', 'Production', 'Product Photography Studios'),
  activity('portrait-shoot', 'Portrait Photography', 'portrait photography', 'Production', 'Portrait Studios'),
  activity('photo-exhibit', 'Photo Exhibition', 'photo exhibition', 'Event', 'Photo Exhibition Spaces'),
  activity('photography-class', 'Photography Class', 'photography class', 'Event', 'Photography Class Spaces'),
  activity('wedding', 'Wedding', 'wedding', 'Event', 'Wedding Venues'),
  activity('cafe', 'Café Pop-up', 'cafe pop-up', 'Event', 'Café Spaces'),
];

const groupedActivity = (id: string, label: string, plural: string, useType: string, group: string): ActivityChoice => ({
  id,
  label,
  query: label.toLowerCase(),
  group,
  plural,
  names: [label],
  useType,
});

/** Four activities with their use type, as the popular-activities modal and page group them. */
export const GROUPED_CATALOGUE: ActivityChoice[] = [
  groupedActivity('photo-shoot', 'Photo Shoot', 'Photo Shoot Locations', 'production', 'Production'),
  groupedActivity('party', 'Party', 'Party Venues', 'event', 'Event'),
  groupedActivity('meeting', 'Meeting', 'Meeting Rooms', 'meeting', 'Meeting'),
  groupedActivity('wedding', 'Wedding', 'Wedding Venues', 'event', 'Event'),
];

export const NEW_YORK: LocationChoice = { query: 'New York, NY', label: 'New York, NY', latitude: 40.71427, longitude: -74.00597 };

export const PREDICTIONS: LocationChoice[] = [
  { query: 'New York City, NY, United States', label: 'New York City, NY, United States', placeId: 'gn:1', latitude: 40.71427, longitude: -74.00597 },
  { query: 'West New York, NJ, United States', label: 'West New York, NJ, United States', placeId: 'gn:2' },
];

/** A space as the search answers it. */
export function space(id: number, overrides: Partial<SpaceCard> = {}): SpaceCard {
  return {
    id: String(id),
    title: `Sunlit Loft ${id}`,
    city: 'New York',
    state: 'NY',
    capacity: 20 + id,
    hourly_price: 100 + id,
    currency: 'USD',
    rating: 4.8,
    review_count: 120,
    instant_book: id % 2 === 0,
    // Spread over lower Manhattan, a few hundred metres apart.
    latitude: 40.7 + id * 0.003,
    longitude: -74 + id * 0.002,
    distance_km: null,
    photo: { url: `https://img.example/${id}.jpg`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', width: 640, height: 427 },
    ...overrides,
  };
}

/** A page of `count` results out of `total`. */
export function resultsPage(count: number, total = count, overrides: Partial<SearchPage> = {}): SearchPage {
  return {
    total,
    page: 1,
    pageSize: 30,
    activity: 'photo-shoot',
    center: { latitude: 40.71427, longitude: -74.00597, label: 'New York City' },
    area: null,
    results: Array.from({ length: count }, (_, i) => space(i + 1)),
    ...overrides,
  };
}

/** A space page as the API answers it. */
export function spaceDetail(id: number, overrides: Partial<SpaceDetail> = {}): SpaceDetail {
  return {
    id: String(id),
    title: `Sunlit Loft ${id}`,
    description: 'A bright loft with big windows.',
    city: 'New York',
    state: 'NY',
    country: 'US',
    neighbourhood: 'Brooklyn',
    capacity: 40,
    hourly_price: 120,
    currency: 'USD',
    min_hours: 2,
    opens_at: 480,
    closes_at: 1320,
    instant_book: false,
    rating: 4.8,
    review_count: 12,
    activities: ['party', 'photo-shoot'],
    included: ['wifi', 'sound_system'],
    house_rules: ['no_smoking'],
    house_rules_text: '',
    opening_hours: null,
    space_type: null,
    size: null,
    size_unit: null,
    cancellation_policy: 'moderate',
    photos: [
      { url: `https://img.example/${id}-1.jpg`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', width: 640, height: 427, alt: null },
      { url: `https://img.example/${id}-2.jpg`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', width: 640, height: 427, alt: null },
    ],
    host: { id: 'host-1', first_name: 'Harper', avatar_url: null, power_host: false, joined: '2024-02-01T00:00:00.000Z' },
    reviews: [
      {
        id: 1,
        author_name: 'Alex',
        rating: 5,
        body: 'Great light.',
        created_at: '2026-10-01T00:00:00.000Z',
        host_response: 'Thanks Alex!',
        responded_at: '2026-10-02T00:00:00.000Z',
      },
    ],
    similar: [space(id + 1)],
    add_ons: [],
    ...overrides,
  };
}

/** A quote of `hours` at 120 an hour with the 10% guest fee. */
export function spaceQuote(hours: number, overrides: Partial<SpaceQuote> = {}): SpaceQuote {
  const subtotal = 120 * hours;
  const fee = subtotal / 10;
  return {
    hours,
    currency: 'USD',
    hourly_price: 120,
    subtotal,
    add_ons: [],
    add_ons_total: 0,
    guest_fee: fee,
    guest_fee_percent: 10,
    tax: null,
    total: subtotal + fee,
    available: true,
    problems: [],
    instant: false,
    cancellation: null,
    ...overrides,
  };
}

/** A saved card as GET /v2/payments/users/{id}/cards answers it. */
export const SAVED_VISA = { id: 'card_visa_4242', brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2031, name: 'Ada Lovelace' };

/** The booking POST /v1/bookings answers for a request whose card was held (amounts in minor units). */
export function checkoutBooking(overrides: Partial<CheckoutBooking> = {}): CheckoutBooking {
  return {
    id: 77,
    status: 'requested',
    thread_id: 'thread-77',
    instant: false,
    payment: {
      status: 'authorized',
      client_secret: null,
      card: { brand: 'visa', last4: '4242' },
      amount: 39600,
      captured: 0,
      refunded: 0,
      currency: 'usd',
      minor_digits: 2,
      captured_at: null,
      refunded_at: null,
    },
    ...overrides,
  };
}

/** An API that answers from the fixtures above, every call a jest mock to inspect or override. */
/** A board as GET /v1/boards answers it. */
export function board(id: number, name: string, spaceIds: number[] = [], isDefault = false) {
  return {
    id,
    name,
    description: '',
    is_default: isDefault,
    space_count: spaceIds.length,
    cover: null,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
  };
}

export function fakeApi(overrides: Partial<SearchApi> = {}): { [K in keyof SearchApi]: jest.Mock<ReturnType<SearchApi[K]>, Parameters<SearchApi[K]>> } {
  return {
    activities: jest.fn(async () => CATALOGUE),
    locationPrefill: jest.fn(async () => NEW_YORK),
    placePredictions: jest.fn(async (input: string) => (/york/i.test(input) ? PREDICTIONS : [])),
    geocode: jest.fn(async (request) => {
      if ('placeId' in request) return PREDICTIONS.find((p) => p.placeId === request.placeId) ? { ...PREDICTIONS[1]!, latitude: 40.78788, longitude: -74.01431 } : null;
      return /york/i.test(request.address) ? { ...PREDICTIONS[0]! } : null;
    }),
    searchSpaces: jest.fn(async () => resultsPage(30, 64)),
    space: jest.fn(async (id: string) => spaceDetail(Number(id))),
    spaceQuote: jest.fn(async (request) => spaceQuote((Date.parse(request.endsAt) - Date.parse(request.startsAt)) / 3_600_000)),
    requestBooking: jest.fn(async () => checkoutBooking()),
    confirmBookingPayment: jest.fn(async () => checkoutBooking()),
    savedCards: jest.fn(async () => [SAVED_VISA]),
    setupCard: jest.fn(async () => ({ id: 'seti_1', client_secret: 'seti_1_secret' })),
    saveCard: jest.fn(async () => ({ ...SAVED_VISA, id: 'card_new_1881', last4: '1881' })),
    loadStripe: jest.fn(async () => {
      throw new Error('no Stripe.js in this test');
    }),
    messageHost: jest.fn(async () => ({ id: 'message-1', thread_id: 'thread-77' })),
    savedSpaceIds: jest.fn(async () => []),
    boards: jest.fn(async () => []),
    saveSpace: jest.fn(async (board, spaceId) => ({
      saved: true as const,
      board_id: board === 'default' ? 1 : board,
      board_name: '',
      board_is_default: board === 'default',
      space_id: spaceId,
    })),
    unsaveSpace: jest.fn(async () => undefined),
    createBoard: jest.fn(async (body, spaceId) => board(9, body.name, [spaceId])),
    ...(overrides as object),
  } as never;
}
