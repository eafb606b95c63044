import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cityName, MARKET_CITIES } from '../content/cities';
import { API_LOCALES, findLocale, type ApiLocale } from '../content/locales';
import { activities, cities } from '../db/schema';
import { ApiError } from '../lib/errors';
import { requireClient } from '../services/auth';
import type { AppContext } from '../services/context';
import { countryName } from '../services/gazetteer';

export function localeOr404(code: string): ApiLocale {
  const locale = findLocale(code);
  if (!locale) throw new ApiError(404, 'Not Found', `Unknown locale '${code.slice(0, 20)}'. Use one of ${API_LOCALES.map((l) => l.locale).join(', ')}.`);
  return locale;
}

/** A full activity (spec §3) in a language, plus the plural forms keyword lists use. */
export function activityJson(row: typeof activities.$inferSelect, language: string) {
  const names = row.names[language] ?? row.names.en;
  if (!names) throw new Error(`activity ${row.id} has no names`);
  return {
    id: row.id,
    dropdown: names.dropdown,
    use_subtype: row.useSubtype,
    use_type: row.useType,
    display_use_type: names.display_use_type,
    query: names.query,
    dropdown_plural: names.dropdown_plural,
    display_keyword_plural: names.display_keyword_plural,
  };
}

export function envRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Locale data with location_prefill (spec §7 GET /v1/env/web/{locale}); basic-key bearer. */
  app.get<{ Params: { locale: string } }>('/v1/env/web/:locale', async (request) => {
    await requireClient(ctx, request);
    const locale = localeOr404(request.params.locale);
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
      location_prefill: city
        ? { query: `${name}, ${state}`, latitude: city.lat, longitude: city.lng, label: `${name}, ${state}` }
        : null,
      features: {
        google_signup: true,
        referrals: locale.locale === 'en-US',
        referral_value: 50,
      },
    };
  });

  /** The activity keywords of a locale (spec §7 env/keywords), most popular first; basic-key bearer. */
  app.get<{ Params: { locale: string } }>('/v1/env/keywords/:locale', async (request) => {
    await requireClient(ctx, request);
    const locale = localeOr404(request.params.locale);
    const rows = await ctx.db.select().from(activities).orderBy(asc(activities.id));
    return rows.sort((a, b) => b.popularity - a.popularity).map((row) => activityJson(row, locale.language));
  });
}
