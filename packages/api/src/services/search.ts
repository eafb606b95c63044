import { AttendeesSchema, BboxOfInterestSchema, MESSAGES, SEARCH_LIMITS, SearchSortSchema, parseLocationQuery, type BoundingBox } from '@hourspace/validation';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import * as v from 'valibot';
import { findLocale } from '../config/locales';
import { images, spaces } from '../db/schema';
import { validationError } from '../lib/errors';
import { queryValue } from '../lib/validate';
import type { AppContext } from './context';
import { spaceCard } from './spaces';
import { loadActivities, resolveActivity, type ActivityRow } from './activities';

/** Spec §9: search size 30. */
export const PAGE_SIZE = SEARCH_LIMITS.pageSize;
const DEFAULT_RADIUS_KM = 40;
/** Round a park or a station, a walk or a short ride, not the whole metro area (docs/decisions/search-map.md). */
const POI_RADIUS_KM = 10;

const STAMP = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** A local wall-clock time of availability_interval, as minutes since the epoch of its own calendar. */
function parseStamp(text: string): { stamp: string; minutes: number; minuteOfDay: number } | undefined {
  const m = STAMP.exec(text.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d || h > 23 || mi > 59) return undefined;
  return { stamp: `${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:00`, minutes: date.getTime() / 60000, minuteOfDay: h * 60 + mi };
}

function fail(field: string, message: string): never {
  throw validationError([{ field, message }]);
}

function num(query: unknown, key: string, min: number, max: number, message: string = MESSAGES['value.invalid']): number | undefined {
  const raw = queryValue(query, key);
  if (raw === undefined || raw.trim() === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) fail(key, message);
  return n;
}

function haversineKm(lat: Placeholder, lng: Placeholder): SQL<number> {
  return sql<number>`(12742 * asin(least(1, sqrt(power(sin(radians(${spaces.lat} - ${lat}) / 2), 2) + cos(radians(${lat})) * cos(radians(${spaces.lat})) * power(sin(radians(${spaces.lng} - ${lng}) / 2), 2)))))`;
}

type Placeholder = ReturnType<typeof sql.placeholder>;

/** The activity a search names, remembered per catalogue (the catalogue is reloaded at most once a minute). */
const resolvedActivities = new WeakMap<readonly ActivityRow[], Map<string, ActivityRow | undefined>>();
function resolveActivityCached(rows: readonly ActivityRow[], text: string): ActivityRow | undefined {
  let memo = resolvedActivities.get(rows);
  if (!memo) resolvedActivities.set(rows, (memo = new Map()));
  if (memo.has(text)) return memo.get(text);
  const row = resolveActivity(rows, text);
  if (memo.size >= 1000) memo.clear();
  memo.set(text, row);
  return row;
}

/**
 * The search statement of one shape (which filters, which sort), built once per database and
 * kept: building a drizzle query costs more CPU than PostgreSQL spends running this one
 * (docs/decisions/api-performance.md). Every value is a placeholder, so the SQL text of a
 * shape never changes and the server reuses its plan.
 */
type SearchStatement = ReturnType<typeof buildSearchStatement>;
const searchStatements = new WeakMap<Db, Map<string, SearchStatement>>();
const MAX_SHAPES = 500;

function buildSearchStatement(db: Db, filter: SQL | undefined, order: SQL[], distance: SQL<number> | undefined) {
  return db
    .select({
      id: spaces.id,
      title: spaces.title,
      city: spaces.city,
      state: spaces.state,
      country: spaces.country,
      lat: spaces.lat,
      lng: spaces.lng,
      capacity: spaces.capacity,
      hourlyPrice: spaces.hourlyPrice,
      currency: spaces.currency,
      rating: spaces.rating,
      reviewCount: spaces.reviewCount,
      instantBook: spaces.instantBook,
      activities: spaces.activities,
      photoId: spaces.photoId,
      blurHash: images.blurHash,
      width: images.width,
      height: images.height,
      ...(distance ? { distanceKm: distance } : {}),
      // The total rides along each row, saving PGlite a second statement.
      total: sql<number>`count(*) over ()`,
    })
    .from(spaces)
    .innerJoin(images, eq(images.id, spaces.photoId))
    .where(filter)
    .orderBy(...order, asc(spaces.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('space_search');
}

/**
 * Space search (README "Search"): reads the query string (activity, location /
 * point_of_interest / bbox_of_interest, or place_id / bbox / lat,lng,radius, availability_interval 'lat,lng,start,end', attendees,
 * price_min/price_max, instant_book, sort, page) in a fixed order, so the first bad
 * parameter names the error, and runs it; 30 results a page. Photo URLs are made absolute
 * against `origin`.
 */
export async function searchSpaces(ctx: AppContext, q: unknown, origin: string) {
  const locale = findLocale(queryValue(q, 'locale') ?? 'en-US');
  // A paused listing is out of search (docs/decisions/listing-publish.md): a constant, so no statement shape changes.
  const where: SQL[] = [sql`${spaces.status} = 'published'`];
  // Values go in `params` and the statement holds placeholders; `shape` names the statement.
  const params: Record<string, unknown> = {};
  const shape: string[] = [];
  const value = (name: string, v: unknown): Placeholder => {
    params[name] = v;
    return sql.placeholder(name);
  };
  let center: { lat: number; lng: number; radiusKm: number; label?: string } | undefined;

  const activityText = queryValue(q, 'activity');
  let activityId: string | undefined;
  if (activityText !== undefined && activityText.trim() !== '') {
    if (activityText.length > 100) fail('activity', MESSAGES['search.unknownActivity']);
    const row = resolveActivityCached(await loadActivities(ctx), activityText);
    if (!row) fail('activity', MESSAGES['search.unknownActivity']);
    activityId = row.id;
    shape.push('activity');
    where.push(sql`${spaces.activities} @> ARRAY[${value('activity', row.id)}]::text[]`);
  }

  const radiusGiven = num(q, 'radius', 0.1, 500);
  const radius = radiusGiven ?? DEFAULT_RADIUS_KM;
  // location, point_of_interest and bbox_of_interest: one schema (@hourspace/validation), which names the bad field.
  const placeQuery = parseLocationQuery((name) => queryValue(q, name));
  if (!placeQuery.ok) fail(placeQuery.field, placeQuery.message);
  const kind = placeQuery.query;
  const placeId = queryValue(q, 'place_id');
  const bbox = queryValue(q, 'bbox');
  const lat = num(q, 'lat', -90, 90, MESSAGES['search.coordinatesInvalid']);
  const lng = num(q, 'lng', -180, 180, MESSAGES['search.coordinatesInvalid']);
  let box: BoundingBox | undefined;
  if (kind?.query === 'bbox_of_interest') {
    // The map's area replaces the place it was opened on: the list shows what the map shows.
    box = kind.bbox_of_interest;
  } else if (kind?.query === 'point_of_interest') {
    const place = ctx.gazetteer.get(kind.point_of_interest);
    if (!place) fail('point_of_interest', MESSAGES['search.unknownLocation']);
    center = { lat: place.lat, lng: place.lng, radiusKm: kind.radius ?? radiusGiven ?? POI_RADIUS_KM, label: place.name };
  } else if (placeId !== undefined && placeId !== '') {
    const place = placeId.length <= 40 ? ctx.gazetteer.get(placeId) : undefined;
    if (!place) fail('place_id', MESSAGES['search.unknownLocation']);
    center = { lat: place.lat, lng: place.lng, radiusKm: radius, label: place.name };
  } else if (kind?.query === 'location') {
    const place = ctx.gazetteer.geocode(kind.location, locale ? { preferCountries: [locale.country] } : {});
    if (!place) fail('location', MESSAGES['search.unknownLocation']);
    center = { lat: place.lat, lng: place.lng, radiusKm: radius, label: place.name };
  } else if (lat !== undefined || lng !== undefined) {
    if (lat === undefined || lng === undefined) fail(lat === undefined ? 'lat' : 'lng', MESSAGES['search.coordinatesInvalid']);
    center = { lat, lng, radiusKm: radius };
  }
  if (!box && bbox !== undefined && bbox !== '') {
    const parsed = v.safeParse(BboxOfInterestSchema, bbox, { abortPipeEarly: true });
    if (!parsed.success) fail('bbox', parsed.issues[0]?.message ?? MESSAGES['search.bboxInvalid']);
    box = parsed.output;
  }
  if (box) {
    const { west, south, east, north } = box;
    // lat and lng ranges on the (lat, lng) index: an index range scan, never the table (docs/decisions/search-map.md).
    shape.push(west <= east ? 'bbox' : 'bbox-antimeridian');
    where.push(gte(spaces.lat, value('south', south)), lte(spaces.lat, value('north', north)));
    where.push(
      west <= east
        ? and(gte(spaces.lng, value('west', west)), lte(spaces.lng, value('east', east)))!
        : sql`(${spaces.lng} >= ${value('west', west)} or ${spaces.lng} <= ${value('east', east)})`,
    );
  }

  const interval = queryValue(q, 'availability_interval');
  if (interval !== undefined && interval !== '') {
    const parts = interval.split(',');
    const [iLat, iLng] = [Number(parts[0]), Number(parts[1])];
    const start = parts[2] !== undefined ? parseStamp(parts[2]) : undefined;
    const end = parts[3] !== undefined ? parseStamp(parts[3]) : undefined;
    const message = "Please choose a valid date and time: 'latitude,longitude,start,end' with times as YYYY-MM-DDTHH:mm:00.";
    if (parts.length !== 4 || !Number.isFinite(iLat) || !Number.isFinite(iLng) || Math.abs(iLat) > 90 || Math.abs(iLng) > 180 || !start || !end)
      fail('availability_interval', message);
    const minutes = end.minutes - start.minutes;
    if (minutes <= 0 || minutes > 7 * 24 * 60) fail('availability_interval', message);
    center ??= { lat: iLat, lng: iLng, radiusKm: radius };
    shape.push('interval');
    const [from, to] = [value('from', start.stamp), value('to', end.stamp)];
    where.push(
      sql`not exists (select 1 from bookings b where b.space_id = ${spaces.id} and b.status in ('confirmed', 'accepted') and b.starts_at < ${to}::timestamp and b.ends_at > ${from}::timestamp)`,
      // A day the host blocked (local date D covers [D 00:00, D+1 00:00)) takes the space out as a booking does.
      sql`not exists (select 1 from blocked_days d where d.space_id = ${spaces.id} and d.day::timestamp < ${to}::timestamp and d.day::timestamp + interval '1 day' > ${from}::timestamp)`,
    );
    if (minutes <= 24 * 60) {
      // Open for the whole interval, counting a late close (past midnight) for early-morning starts.
      const s = start.minuteOfDay;
      shape.push('open-hours');
      where.push(
        sql`((${spaces.opensAt} <= ${value('open1', s)} and ${spaces.closesAt} >= ${value('close1', s + minutes)}) or (${spaces.opensAt} <= ${value('open2', s + 1440)} and ${spaces.closesAt} >= ${value('close2', s + 1440 + minutes)}))`,
      );
    }
  }

  const attendeesRaw = queryValue(q, 'attendees');
  if (attendeesRaw !== undefined && attendeesRaw !== '') {
    const parsed = v.safeParse(AttendeesSchema, attendeesRaw, { abortPipeEarly: true });
    if (!parsed.success) fail('attendees', parsed.issues[0]?.message ?? MESSAGES['attendees.range']);
    shape.push('attendees');
    where.push(gte(spaces.capacity, value('attendees', parsed.output)));
  }
  const priceMin = num(q, 'price_min', 0, 1_000_000);
  const priceMax = num(q, 'price_max', 0, 1_000_000);
  if (priceMin !== undefined) {
    shape.push('price_min');
    where.push(gte(spaces.hourlyPrice, value('priceMin', Math.round(priceMin * 100))));
  }
  if (priceMax !== undefined) {
    shape.push('price_max');
    where.push(lte(spaces.hourlyPrice, value('priceMax', Math.round(priceMax * 100))));
  }
  const country = queryValue(q, 'country');
  if (country !== undefined && country !== '') {
    if (!/^[A-Za-z]{2}$/.test(country)) fail('country', MESSAGES['search.unknownLocation']);
    shape.push('country');
    where.push(eq(spaces.country, value('country', country.toUpperCase())));
  }
  const instant = queryValue(q, 'instant_book');
  if (instant !== undefined && instant !== '') {
    if (!['true', 'false', '1', '0'].includes(instant)) fail('instant_book', MESSAGES['value.invalid']);
    shape.push('instant_book');
    where.push(eq(spaces.instantBook, value('instantBook', instant === 'true' || instant === '1')));
  }

  let distance: SQL<number> | undefined;
  if (center) {
    const dLat = center.radiusKm / 111;
    const dLng = center.radiusKm / (111 * Math.max(0.05, Math.cos((center.lat * Math.PI) / 180)));
    distance = haversineKm(value('centerLat', center.lat), value('centerLng', center.lng));
    shape.push('center');
    where.push(gte(spaces.lat, value('latMin', center.lat - dLat)), lte(spaces.lat, value('latMax', center.lat + dLat)));
    if (center.lng - dLng > -180 && center.lng + dLng < 180) {
      shape.push('lng-band');
      where.push(gte(spaces.lng, value('lngMin', center.lng - dLng)), lte(spaces.lng, value('lngMax', center.lng + dLng)));
    }
    where.push(sql`${distance} <= ${value('radiusKm', center.radiusKm)}`);
  }

  const sorted = v.safeParse(SearchSortSchema, queryValue(q, 'sort') ?? 'relevance');
  if (!sorted.success) fail('sort', MESSAGES['value.invalid']);
  const sort = sorted.output;
  const page = num(q, 'page', 1, SEARCH_LIMITS.maxPage) ?? 1;
  const pageSize = num(q, 'page_size', 1, PAGE_SIZE) ?? PAGE_SIZE;
  if (!Number.isInteger(page)) fail('page', MESSAGES['value.invalid']);
  if (!Number.isInteger(pageSize)) fail('page_size', MESSAGES['value.invalid']);

  const relevance = sql`${spaces.rating} * ln(${spaces.reviewCount} + 2)`;
  const order: SQL[] =
    sort === 'price_asc'
      ? [asc(spaces.hourlyPrice)]
      : sort === 'price_desc'
        ? [desc(spaces.hourlyPrice)]
        : sort === 'rating'
          ? [desc(spaces.rating), desc(spaces.reviewCount)]
          : sort === 'distance' && distance
            ? [asc(distance)]
            : [desc(relevance)];
  const filter = where.length ? and(...where) : undefined;
  const key = `${shape.join(',')}|${sort === 'distance' && !distance ? 'relevance' : sort}`;
  let statements = searchStatements.get(ctx.db);
  if (!statements) searchStatements.set(ctx.db, (statements = new Map()));
  let statement = statements.get(key);
  if (!statement) {
    if (statements.size >= MAX_SHAPES) statements.clear();
    statement = buildSearchStatement(ctx.db, filter, order, distance);
    statements.set(key, statement);
  }
  const rows = await statement.execute({ ...params, limit: pageSize, offset: (page - 1) * pageSize });
  let total = Number(rows[0]?.total ?? 0);
  if (rows.length === 0 && page > 1) {
    const [counted] = await ctx.db.select({ n: count() }).from(spaces).where(filter).prepare('space_search_count').execute(params);
    total = Number(counted?.n ?? 0);
  }
  return {
    total,
    page,
    pageSize,
    ...(activityId ? { activity: activityId } : {}),
    ...(center ? { center: { latitude: center.lat, longitude: center.lng, radius_km: center.radiusKm, ...(center.label ? { label: center.label } : {}) } } : {}),
    ...(box ? { area: box } : {}),
    results: rows.map((r) => ({
      ...spaceCard(origin, r, { latitude: r.lat, longitude: r.lng }),
      ...('distanceKm' in r && typeof r.distanceKm === 'number' ? { distance_km: Math.round(Number(r.distanceKm) * 10) / 10 } : {}),
    })),
  };
}
