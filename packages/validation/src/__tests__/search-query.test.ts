import * as v from 'valibot';
import {
  BboxOfInterestSchema,
  LOCATION_QUERY_KINDS,
  MESSAGES,
  SEARCH_LIMITS,
  SEARCH_SORTS,
  SearchSortSchema,
  formatBbox,
  lngSpan,
  parseLocationQuery,
  type SearchSort,
} from '../index';

describe('the search query', () => {
  it('takes every sort the API offers', () => {
    for (const sort of SEARCH_SORTS) expect(v.parse(SearchSortSchema, sort)).toBe(sort);
  });

  it('refuses another sort name with the invalid-value message', () => {
    const result = v.safeParse(SearchSortSchema, 'cheapest');
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MESSAGES['value.invalid']);
  });

  it('keeps spec §9 page limits: 30 a page, pages 1 to 1000', () => {
    expect(SEARCH_LIMITS).toEqual({ pageSize: 30, maxPage: 1000 });
  });

  it('types a sort as one of the names', () => {
    const sort: SearchSort = 'price_asc';
    // @ts-expect-error: not a sort the API knows
    const wrong: SearchSort = 'cheapest';
    expect([sort, wrong]).toHaveLength(2);
  });
});

describe('the place of a search (location, point_of_interest, bbox_of_interest)', () => {
  const read = (params: Record<string, string>) => parseLocationQuery((name) => params[name]);

  it('reads a map area as four degrees in GeoJSON order', () => {
    expect(read({ bbox_of_interest: '-74.05,40.6,-73.9,40.72' })).toEqual({
      ok: true,
      query: { query: 'bbox_of_interest', bbox_of_interest: { west: -74.05, south: 40.6, east: -73.9, north: 40.72 } },
    });
  });

  it('lets the map area win over a point and a point over typed text', () => {
    const all = { location: 'new york, ny', point_of_interest: 'poi:central-park-new-york', bbox_of_interest: '-74.05,40.6,-73.9,40.72' };
    const boxFirst = read(all);
    expect(boxFirst.ok && boxFirst.query?.query).toBe('bbox_of_interest');
    const { bbox_of_interest: _box, ...noBox } = all;
    expect(read(noBox)).toEqual({ ok: true, query: { query: 'point_of_interest', point_of_interest: 'poi:central-park-new-york' } });
    expect(read({ location: ' new york, ny ' })).toEqual({ ok: true, query: { query: 'location', location: 'new york, ny' } });
    expect(read({ location: '', bbox_of_interest: ' ' })).toEqual({ ok: true, query: null });
  });

  it('takes a radius round a point of interest, within 0.1 to 500 km', () => {
    expect(read({ point_of_interest: 'poi:times-square-new-york', radius: '2.5' })).toEqual({
      ok: true,
      query: { query: 'point_of_interest', point_of_interest: 'poi:times-square-new-york', radius: 2.5 },
    });
    expect(read({ point_of_interest: 'poi:times-square-new-york', radius: '900' })).toEqual({ ok: false, field: 'radius', message: MESSAGES['value.invalid'] });
  });

  it.each([
    ['three numbers', '-74,40,-73'],
    ['a word', '-74,40,east,41'],
    ['an empty part', '-74,,-73,41'],
    ['exponent notation', '-7e1,40,-73,41'],
    ['south above north', '-74,41,-73,40'],
    ['a line, not an area', '-74,40,-74,41'],
  ])('refuses a box with %s, naming the field', (_, box) => {
    expect(read({ bbox_of_interest: box })).toEqual({ ok: false, field: 'bbox_of_interest', message: MESSAGES['search.bboxInvalid'] });
  });

  it('refuses latitudes or longitudes out of range with the coordinates message', () => {
    expect(read({ bbox_of_interest: '-74,40,-73,91' })).toEqual({ ok: false, field: 'bbox_of_interest', message: MESSAGES['search.coordinatesInvalid'] });
    expect(read({ bbox_of_interest: '-181,40,-73,41' })).toEqual({ ok: false, field: 'bbox_of_interest', message: MESSAGES['search.coordinatesInvalid'] });
  });

  it('refuses a box bigger than a region and accepts one across the antimeridian', () => {
    expect(read({ bbox_of_interest: '-125,25,-66,49' })).toEqual({ ok: false, field: 'bbox_of_interest', message: MESSAGES['search.bboxTooLarge'] });
    expect(read({ bbox_of_interest: '-100,10,-90,40' })).toEqual({ ok: false, field: 'bbox_of_interest', message: MESSAGES['search.bboxTooLarge'] });
    const crossing = read({ bbox_of_interest: '170,-20,-170,-10' });
    expect(crossing.ok && crossing.query).toEqual({ query: 'bbox_of_interest', bbox_of_interest: { west: 170, south: -20, east: -170, north: -10 } });
    expect(lngSpan({ west: 170, south: -20, east: -170, north: -10 })).toBe(20);
  });

  it('refuses a point of interest that is not a gazetteer id', () => {
    expect(read({ point_of_interest: '<script>' })).toEqual({ ok: false, field: 'point_of_interest', message: MESSAGES['search.unknownLocation'] });
  });

  it('refuses typed text over 200 characters', () => {
    expect(read({ location: 'x'.repeat(201) })).toEqual({ ok: false, field: 'location', message: MESSAGES['search.unknownLocation'] });
  });

  it('writes a box back with at most 5 decimals, and reads what it wrote', () => {
    const text = formatBbox({ west: -74.0512345678, south: 40.6, east: -73.9, north: 40.7200001 });
    expect(text).toBe('-74.05123,40.6,-73.9,40.72');
    expect(v.parse(BboxOfInterestSchema, text)).toEqual({ west: -74.05123, south: 40.6, east: -73.9, north: 40.72 });
    expect(LOCATION_QUERY_KINDS).toEqual(['location', 'point_of_interest', 'bbox_of_interest']);
  });
});
