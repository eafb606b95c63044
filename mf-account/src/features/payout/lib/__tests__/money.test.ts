import { formatMinorUnits } from '../money';

describe('an amount in minor units', () => {
  it('is written in the page’s locale with the row’s currency', () => {
    expect(formatMinorUnits(10200, 'usd', 'en-US')).toBe('$102.00');
    expect(formatMinorUnits(10200, 'eur', 'de-DE')).toBe('102,00\u00a0€');
    expect(formatMinorUnits(10200, 'eur', 'fr-FR')).toBe('102,00\u00a0€');
  });

  it('takes a zero-decimal currency’s minor unit as one (JPY), and a three-decimal one’s as a thousandth (KWD)', () => {
    expect(formatMinorUnits(5000, 'jpy', 'en-US')).toBe('¥5,000');
    expect(formatMinorUnits(1500, 'kwd', 'en-US')).toBe('KWD\u00a01.500');
  });
});
