import { eq } from 'drizzle-orm';
import { socialSettings } from './social';
import { API_LOCALES, findLocale, type ApiLocale } from '../config/locales';
import { cityName, MARKET_CITIES } from '../config/markets';
import { REFERRAL_REWARD } from '../config/referrals';
import { cities } from '../db/schema';
import { ApiError } from '../lib/errors';
import type { AppContext } from './context';
import { countryName } from './gazetteer';

/** The locale of a path or query value; 404 naming the known ones otherwise. */
export function localeOr404(code: string): ApiLocale {
  const locale = findLocale(code);
  if (!locale) throw new ApiError(404, 'Not Found', `Unknown locale '${code.slice(0, 20)}'. Use one of ${API_LOCALES.map((l) => l.locale).join(', ')}.`);
  return locale;
}

/**
 * Google One Tap's switch (docs/decisions/auth-flows.md): its script and client id where the environment names a
 * script (GOOGLE_ONE_TAP_SCRIPT_URL; locally the fake Google's /dev/google/gsi/client), nothing otherwise.
 */
function googleOneTap(ctx: AppContext): { google_one_tap?: { script_url: string; client_id: string } } {
  const google = socialSettings(ctx.config).google;
  return google.oneTapScriptUrl && google.clientId ? { google_one_tap: { script_url: google.oneTapScriptUrl, client_id: google.clientId } } : {};
}

/** The locale data of GET /v1/env/web/{locale}, with the market city the location field starts with. */
export async function webEnv(ctx: AppContext, locale: ApiLocale) {
  const market = MARKET_CITIES.find((c) => c.id === locale.prefillCityId);
  const [city] = await ctx.db.select().from(cities).where(eq(cities.id, locale.prefillCityId));
  const name = market ? cityName(market, locale.language) : (city?.name ?? '');
  const state = city && city.state !== city.name ? city.state : countryName(locale.country, locale.language);
  return {
    locale: locale.locale,
    language: locale.language,
    country: locale.country,
    region: locale.region,
    url_prefix: locale.url_prefix,
    zendesk_url_locale: locale.zendesk_url_locale,
    fallback: locale.fallback,
    currency: locale.currency,
    translations: {
      country_label: locale.countryLabel,
      country_name: countryName(locale.country, locale.language),
    },
    location_prefill: city ? { query: `${name}, ${state}`, latitude: city.lat, longitude: city.lng, label: `${name}, ${state}` } : null,
    features: {
      google_signup: true,
      ...googleOneTap(ctx),
      referrals: locale.locale === 'en-US',
      referral_value: REFERRAL_REWARD.amount,
    },
  };
}
