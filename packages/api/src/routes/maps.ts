import { MESSAGES } from '@hourspace/validation';
import type { FastifyInstance } from 'fastify';
import { findLocale } from '../config/locales';
import { validationError } from '../lib/errors';
import { queryValue } from '../lib/validate';
import type { AppContext } from '../services/context';
import { countryName, viewportOf, type Place } from '../services/gazetteer';

/** Google's place types; predictions only answer geocode results (spec §5 "limited to geocode types"). */
const ACCEPTED_TYPES = new Set(['geocode', '(cities)', '(regions)', 'locality']);

function description(place: Place, language: string): { main: string; secondary: string } {
  const country = countryName(place.country, language);
  return { main: place.name, secondary: place.state ? `${place.state}, ${country}` : country };
}

function geocodeResult(place: Place, language: string) {
  const { main, secondary } = description(place, language);
  return {
    place_id: place.placeId,
    formatted_address: `${main}, ${secondary}`,
    types: ['locality', 'political'],
    geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'APPROXIMATE', viewport: viewportOf(place) },
    address_components: [
      { long_name: place.name, short_name: place.name, types: ['locality', 'political'] },
      ...(place.state ? [{ long_name: place.stateName || place.state, short_name: place.state, types: ['administrative_area_level_1', 'political'] }] : []),
      { long_name: countryName(place.country, language), short_name: place.country, types: ['country', 'political'] },
    ],
  };
}

function languageOf(query: unknown): { language: string; country?: string } {
  const locale = findLocale(queryValue(query, 'locale') ?? queryValue(query, 'language') ?? 'en-US');
  return locale ? { language: locale.language, country: locale.country } : { language: 'en' };
}

export function mapRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Place predictions from the gazetteer (the maps service's autocomplete): `input`,
   * optional `types` (geocode only), `components=country:xx`, `locale`. Shaped like
   * Google's answer, with `status` OK / ZERO_RESULTS / INVALID_REQUEST.
   */
  app.get('/v1/maps/place-predictions', async (request) => {
    const input = queryValue(request.query, 'input') ?? '';
    const types = queryValue(request.query, 'types') ?? 'geocode';
    if (input.length > 200) throw validationError([{ field: 'input', message: MESSAGES['search.unknownLocation'] }]);
    if (!ACCEPTED_TYPES.has(types)) throw validationError([{ field: 'types', message: 'Only geocode place types are available.' }]);
    const { language, country: preferred } = languageOf(request.query);
    const component = /^country:([a-z]{2})$/i.exec(queryValue(request.query, 'components') ?? '')?.[1]?.toUpperCase();
    if (input.trim() === '') return { status: 'ZERO_RESULTS', predictions: [] };
    const places = ctx.gazetteer.search(input, { limit: 5, ...(component ? { country: component } : {}), ...(preferred ? { preferCountries: [preferred] } : {}) });
    return {
      status: places.length ? 'OK' : 'ZERO_RESULTS',
      predictions: places.map((p) => {
        const { main, secondary } = description(p, language);
        return {
          place_id: p.placeId,
          description: `${main}, ${secondary}`,
          structured_formatting: { main_text: main, secondary_text: secondary },
          types: ['locality', 'political', 'geocode'],
          latitude: p.lat,
          longitude: p.lng,
        };
      }),
    };
  });

  /** Geocoding: `place_id` (from a prediction), `address` (free text) or `latlng` ('lat,lng', reverse). */
  app.get('/v1/maps/geocode', async (request) => {
    const { language, country } = languageOf(request.query);
    const placeId = queryValue(request.query, 'place_id');
    const address = queryValue(request.query, 'address');
    const latlng = queryValue(request.query, 'latlng');
    let place: Place | undefined;
    if (placeId !== undefined) {
      if (placeId.length > 40) throw validationError([{ field: 'place_id', message: MESSAGES['search.unknownLocation'] }]);
      place = ctx.gazetteer.get(placeId);
    } else if (address !== undefined) {
      if (address.length > 200) throw validationError([{ field: 'address', message: MESSAGES['search.unknownLocation'] }]);
      place = ctx.gazetteer.geocode(address, country ? { preferCountries: [country] } : {});
    } else if (latlng !== undefined) {
      const [lat, lng, extra] = latlng.split(',').map((s) => Number(s.trim()));
      if (extra !== undefined || lat === undefined || lng === undefined || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        throw validationError([{ field: 'latlng', message: MESSAGES['search.unknownLocation'] }]);
      }
      place = ctx.gazetteer.reverse(lat, lng);
    } else {
      throw validationError([{ field: 'address', message: MESSAGES['location.required'] }]);
    }
    return place ? { status: 'OK', results: [geocodeResult(place, language)] } : { status: 'ZERO_RESULTS', results: [] };
  });
}
