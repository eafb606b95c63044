import { LOCALES } from '@hourspace/i18n/locales';
import { API_LOCALES, findLocale } from '../src/config/locales';
import { MARKET_CITIES } from '../src/config/markets';

it('serves every locale of @hourspace/i18n, in its order', () => {
  expect(API_LOCALES.map((l) => l.locale)).toEqual(LOCALES.map((l) => l.locale));
  expect(findLocale('fr_ca')?.url_prefix).toBe('fr-ca');
});

it('prefills each locale with a market city of its own country', () => {
  for (const locale of API_LOCALES) {
    const city = MARKET_CITIES.find((c) => c.id === locale.prefillCityId);
    expect({ locale: locale.locale, country: city?.country }).toEqual({ locale: locale.locale, country: locale.country });
  }
});
