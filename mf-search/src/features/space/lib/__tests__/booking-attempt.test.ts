import { attemptContent, forgetAttempt, idempotencyKeyFor } from '../booking-attempt';

const KEY_FORMAT = /^[A-Za-z0-9\-_:.]{8,255}$/;

beforeEach(() => window.sessionStorage.clear());

describe('the idempotency key of an attempt', () => {
  const body = { space_id: 5, starts_at: '2030-05-04T09:00:00', payment_method: 'card_visa_4242' };

  it('is the same for the same request across a reload of the page (sessionStorage), and new for another', () => {
    const key = idempotencyKeyFor(body);
    expect(key).toMatch(KEY_FORMAT);
    expect(JSON.parse(window.sessionStorage.getItem('hs:booking-attempts')!)).toEqual({ [attemptContent(body)]: key });
    expect(idempotencyKeyFor({ payment_method: 'card_visa_4242', starts_at: '2030-05-04T09:00:00', space_id: 5 })).toBe(key);
    expect(idempotencyKeyFor({ ...body, payment_method: 'card_mc_4444' })).not.toBe(key);
    forgetAttempt(body);
    expect(idempotencyKeyFor(body)).not.toBe(key);
  });
});
