// The card element's rules, as Stripe's card element applies them (docs/decisions/payments-provider.md):
// brand from the first digits, groups of four (amex and 14-digit Diners 4-6-5 / 4-6-4), Luhn, and
// Stripe's error codes. Loaded into the card frame's script; pure functions on `hs`, so the
// processor's tests run them in a plain VM context.

/** First-digit patterns, most specific first (UnionPay's 62 before Discover's 6). */
hs.BRANDS = [
  { brand: 'amex', pattern: /^3[47]/, lengths: [15], advanceAt: 15, cvc: 4 },
  { brand: 'diners', pattern: /^3(?:0[0-5]|095|[689])/, lengths: [14, 15, 16, 17, 18, 19], advanceAt: 16, cvc: 3 },
  { brand: 'jcb', pattern: /^35(?:2[89]|[3-8])/, lengths: [16, 17, 18, 19], advanceAt: 16, cvc: 3 },
  { brand: 'unionpay', pattern: /^62/, lengths: [16, 17, 18, 19], advanceAt: 16, cvc: 3 },
  { brand: 'discover', pattern: /^6(?:011|5|4[4-9])/, lengths: [16, 17, 18, 19], advanceAt: 16, cvc: 3 },
  { brand: 'mastercard', pattern: /^(?:5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/, lengths: [16], advanceAt: 16, cvc: 3 },
  { brand: 'visa', pattern: /^4/, lengths: [13, 16, 19], advanceAt: 16, cvc: 3 },
];
hs.UNKNOWN_BRAND = { brand: 'unknown', pattern: /^/, lengths: [13, 14, 15, 16, 17, 18, 19], advanceAt: 16, cvc: 3 };

hs.digitsOf = (value) => String(value || '').replace(/\D/g, '');

hs.brandInfo = (digits) => {
  const found = hs.BRANDS.find((b) => b.pattern.test(digits));
  if (!found) return hs.UNKNOWN_BRAND;
  // A Diners card starting 36 has 14 digits; the others (300-305, 38, 39) have 16.
  if (found.brand === 'diners' && digits.startsWith('36')) return { ...found, advanceAt: 14 };
  return found;
};

hs.luhn = (digits) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
};

/** "4242 4242 4242 4242", "3782 822463 10005", "3622 720627 1667". */
hs.formatNumber = (digits) => {
  const info = hs.brandInfo(digits);
  const cut = digits.slice(0, Math.max(...info.lengths));
  const groups = info.brand === 'amex' || (info.brand === 'diners' && info.advanceAt === 14) ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts = [];
  let at = 0;
  for (const size of groups) {
    if (at >= cut.length) break;
    parts.push(cut.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
};

/**
 * The number's state: `complete`, or the error code Stripe would give. `final` is true once the
 * person has left the field or confirms: only then is a short number an error.
 */
hs.checkNumber = (digits, final) => {
  const info = hs.brandInfo(digits);
  const max = Math.max(...info.lengths);
  if (digits.length === 0) return { empty: true, complete: false, error: final ? 'incomplete_number' : null };
  if (info.lengths.includes(digits.length) && hs.luhn(digits)) return { empty: false, complete: true, error: null };
  // Wrong at the brand's usual length is wrong now (a longer Visa or UnionPay may still become right).
  if (digits.length >= max || (digits.length >= info.advanceAt && !hs.luhn(digits))) return { empty: false, complete: false, error: 'invalid_number' };
  if (!final) return { empty: false, complete: false, error: null };
  return { empty: false, complete: false, error: digits.length < Math.min(...info.lengths) ? 'incomplete_number' : 'invalid_number' };
};

/**
 * "MM / YY" from the digits typed. A first digit above 1 is a month on its own ("4" is "04 / ").
 * Deleting keeps the separator from coming back, so backspace can go past it.
 */
hs.formatExpiry = (raw, deleting) => {
  // Autofill and pasting may give a four-digit year ("12/2034", "1 / 2034").
  const long = /^\s*(\d{1,2})\s*\/\s*\d{2}(\d{2})\s*$/.exec(String(raw || ''));
  let digits = long ? `${long[1].padStart(2, '0')}${long[2]}` : hs.digitsOf(raw);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  if (digits.length < 2) return digits;
  if (digits.length === 2) return deleting ? digits : `${digits} / `;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
};

/** The expiry's state against `now` (a Date): Stripe's codes, and the month and four-digit year when complete. */
hs.checkExpiry = (value, final, now) => {
  const digits = hs.digitsOf(value);
  if (digits.length === 0) return { empty: true, complete: false, error: final ? 'incomplete_expiry' : null };
  const month = Number(digits.slice(0, 2));
  if (digits.length >= 2 && (month < 1 || month > 12)) return { empty: false, complete: false, error: 'invalid_expiry_month' };
  if (digits.length < 4) return { empty: false, complete: false, error: final ? 'incomplete_expiry' : null };
  const year = 2000 + Number(digits.slice(2, 4));
  const thisYear = now.getFullYear();
  if (year < thisYear) return { empty: false, complete: false, error: 'invalid_expiry_year_past' };
  if (year === thisYear && month < now.getMonth() + 1) return { empty: false, complete: false, error: 'invalid_expiry_month_past' };
  return { empty: false, complete: true, error: null, month, year };
};

hs.checkCvc = (value, brand, final) => {
  const digits = hs.digitsOf(value);
  const needed = brand === 'amex' ? 4 : 3;
  if (digits.length === 0) return { empty: true, complete: false, error: final ? 'incomplete_cvc' : null };
  if (digits.length >= needed) return { empty: false, complete: true, error: null };
  return { empty: false, complete: false, error: final ? 'incomplete_cvc' : null };
};

hs.checkPostal = (value, final) => {
  const text = String(value || '').trim();
  if (text.length === 0) return { empty: true, complete: false, error: final ? 'incomplete_zip' : null };
  return { empty: false, complete: true, error: null };
};
