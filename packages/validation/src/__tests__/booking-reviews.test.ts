import * as v from 'valibot';
import { BookingReviewBodySchema } from '../index';
import { chars, messageOf } from './expect-message';

describe('a review of a booking', () => {
  it('takes 1 to 5 whole stars and a text of 5 to 1500 characters, trimmed', () => {
    expect(v.parse(BookingReviewBodySchema, { rating: 5, text: '  A lovely room.  ' })).toEqual({ rating: 5, text: 'A lovely room.' });
    expect(messageOf(BookingReviewBodySchema, { rating: 1, text: chars(1500) })).toBeNull();
  });

  it('shows the spec §5 review messages for a short or long text', () => {
    expect(messageOf(BookingReviewBodySchema, { rating: 4, text: 'Ok' })).toBe('Your review must be more than 5 characters long');
    expect(messageOf(BookingReviewBodySchema, { rating: 4 })).toBe('Your review must be more than 5 characters long');
    expect(messageOf(BookingReviewBodySchema, { rating: 4, text: chars(1501) })).toBe('Your review must be less than 1500 characters long');
  });

  it.each([0, 6, 2.5, '4', null, undefined])('asks for a rating from 1 to 5 when given %p', (rating) => {
    expect(messageOf(BookingReviewBodySchema, { rating, text: 'A lovely room.' })).toBe('Please choose a rating from 1 to 5 stars.');
  });
});
