import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';

interface Check {
  empty: boolean;
  complete: boolean;
  error: string | null;
  month?: number;
  year?: number;
}
interface Hs {
  brandInfo(digits: string): { brand: string; advanceAt: number };
  luhn(digits: string): boolean;
  formatNumber(digits: string): string;
  checkNumber(digits: string, final: boolean): Check;
  formatExpiry(raw: string, deleting: boolean): string;
  checkExpiry(value: string, final: boolean, now: Date): Check;
  checkCvc(value: string, brand: string, final: boolean): Check;
  encodeForm(params: unknown): string;
  resolveLocale(value: unknown): string;
}

/** The frame's rules exactly as the browser gets them: the asset files run in a bare context. */
function load(): Hs {
  const hs = {} as Hs;
  for (const file of ['shared.js', 'card-validation.js']) runInNewContext(readFileSync(join(__dirname, '..', 'assets', file), 'utf8'), { hs });
  return hs;
}

const hs = load();
const NOW = new Date(2026, 11, 1);

describe('card rules', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['6011111111111117', 'discover'],
    ['3056930009020004', 'diners'],
    ['36227206271667', 'diners'],
    ['3566002020360505', 'jcb'],
    ['6200000000000005', 'unionpay'],
    ['9999999999999995', 'unknown'],
  ])('knows %s as %s', (digits, brand) => {
    expect(hs.brandInfo(digits).brand).toBe(brand);
    expect(hs.luhn(digits)).toBe(true);
  });

  it('groups the number as the card shows it', () => {
    expect(hs.formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(hs.formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(hs.formatNumber('36227206271667')).toBe('3622 720627 1667');
    expect(hs.formatNumber('42424')).toBe('4242 4');
    expect(hs.formatNumber('42424242424242424242')).toBe('4242 4242 4242 4242 424');
  });

  it('is complete for a known test card and says nothing while a number is being typed', () => {
    expect(hs.checkNumber('4000002760003184', false)).toMatchObject({ complete: true, error: null });
    expect(hs.checkNumber('424242', false)).toMatchObject({ complete: false, error: null });
  });

  it('calls a short number incomplete once the person leaves it, and an empty one only when confirming', () => {
    expect(hs.checkNumber('424242', true).error).toBe('incomplete_number');
    expect(hs.checkNumber('', true).error).toBe('incomplete_number');
    expect(hs.checkNumber('', false).error).toBeNull();
  });

  it('calls a full-length number that fails Luhn invalid at once', () => {
    expect(hs.checkNumber('4242424242424241', false).error).toBe('invalid_number');
    expect(hs.checkNumber('378282246310006', false).error).toBe('invalid_number');
    expect(hs.checkNumber('99999999999999', true).error).toBe('invalid_number');
  });

  it('turns typed digits into MM / YY, and lets backspace pass the separator', () => {
    expect(hs.formatExpiry('4', false)).toBe('04 / ');
    expect(hs.formatExpiry('1', false)).toBe('1');
    expect(hs.formatExpiry('12', false)).toBe('12 / ');
    expect(hs.formatExpiry('12 /', true)).toBe('12');
    expect(hs.formatExpiry('1234', false)).toBe('12 / 34');
    expect(hs.formatExpiry('12 / 345', false)).toBe('12 / 34');
    expect(hs.formatExpiry('12/2034', false)).toBe('12 / 34');
    expect(hs.formatExpiry('1 / 2034', false)).toBe('01 / 34');
  });

  it("gives Stripe's expiry codes", () => {
    expect(hs.checkExpiry('13 / 30', false, NOW).error).toBe('invalid_expiry_month');
    expect(hs.checkExpiry('00', false, NOW).error).toBe('invalid_expiry_month');
    expect(hs.checkExpiry('11 / 26', false, NOW).error).toBe('invalid_expiry_month_past');
    expect(hs.checkExpiry('12 / 25', false, NOW).error).toBe('invalid_expiry_year_past');
    expect(hs.checkExpiry('12 / 2', true, NOW).error).toBe('incomplete_expiry');
    expect(hs.checkExpiry('12 / 2', false, NOW).error).toBeNull();
    expect(hs.checkExpiry('12 / 26', false, NOW)).toMatchObject({ complete: true, month: 12, year: 2026 });
  });

  it('wants four CVC digits for amex and three for the others', () => {
    expect(hs.checkCvc('123', 'amex', true).error).toBe('incomplete_cvc');
    expect(hs.checkCvc('1234', 'amex', true).complete).toBe(true);
    expect(hs.checkCvc('12', 'visa', true).error).toBe('incomplete_cvc');
    expect(hs.checkCvc('12', 'visa', false).error).toBeNull();
    expect(hs.checkCvc('123', 'visa', true).complete).toBe(true);
  });
});

describe('shared helpers', () => {
  it("encodes parameters in Stripe's bracket notation", () => {
    expect(
      hs.encodeForm({ type: 'card', card: { number: '4242', exp_month: 12 }, billing_details: { name: 'Ada L', address: { postal_code: '75001' } }, skip: null, tags: ['a', 'b'] }),
    ).toBe(
      'type=card&card%5Bnumber%5D=4242&card%5Bexp_month%5D=12&billing_details%5Bname%5D=Ada%20L&billing_details%5Baddress%5D%5Bpostal_code%5D=75001&tags%5B0%5D=a&tags%5B1%5D=b',
    );
  });

  it('resolves a locale as the server does', () => {
    expect(['auto', 'fr-CA', 'DE', 'it', undefined].map((value) => hs.resolveLocale(value))).toEqual(['en', 'fr', 'de', 'en', 'en']);
  });
});
