/**
 * Answers as the API sends them, for the tests of the calls here and of the pages that show
 * them: one of each, with the fields a test cares about passed in.
 */
import type { ListingDraft } from './api/listing-drafts';

/** A photo as the image service describes it. */
export const PHOTO = { url: 'http://localhost:8120/v1/images/p1', blurHash: 'LEHV6nWB2yk8pyo0adR*.7kCMdnj', width: 800, height: 600 };

/** A saved space as a card on a board: a New York space. */
export function boardSpaceFixture<T extends object>(fields: T) {
  return {
    id: 7,
    title: 'Sunny loft',
    city: 'New York',
    state: 'NY',
    capacity: 20,
    hourly_price: 85,
    currency: 'USD',
    rating: 4.8,
    review_count: 12,
    photo: PHOTO as typeof PHOTO | null,
    path: '/space/7/sunny-loft',
    ...fields,
  };
}

/** A board in the list of boards, without its spaces. */
export function boardSummaryFixture<T extends object>(fields: T) {
  return {
    id: 3,
    name: 'Team offsite',
    description: '',
    is_default: false,
    space_count: 1,
    cover: PHOTO as typeof PHOTO | null,
    created_at: '2026-11-27T00:00:00.000Z',
    updated_at: '2026-11-27T00:00:00.000Z',
    ...fields,
  };
}

/** A booking on the host's calendar: three hours on one day. */
export function calendarBookingFixture<T extends object>(fields: T) {
  return {
    id: 9,
    status: 'accepted',
    starts_at: '2027-03-04T10:00:00',
    ends_at: '2027-03-04T13:00:00',
    guest_first_name: 'Grace',
    attendees: 4,
    thread_id: null as string | null,
    total: 300,
    currency: 'USD',
    ...fields,
  };
}

/** A listing draft past its first step (basics). */
export const LISTING_DRAFT = {
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
} satisfies ListingDraft;
