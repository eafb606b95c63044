import { LOCALES } from '@hourspace/i18n';
import { API_LOCALES } from '../src/content/locales';

it('keeps the API locale table equal to @hourspace/i18n for the fields both have', () => {
  const pick = (l: { locale: string; language: string; country: string; region: string; url_prefix: string; zendesk_url_locale: string; fallback: boolean; currency: string }) => ({
    locale: l.locale,
    language: l.language,
    country: l.country,
    region: l.region,
    url_prefix: l.url_prefix,
    zendesk_url_locale: l.zendesk_url_locale,
    fallback: l.fallback,
    currency: l.currency,
  });
  expect(API_LOCALES.map(pick)).toEqual(LOCALES.map(pick));
});
