import { activeFilterCount, apiQueryFor, changeParams, checkFilters, filterParams, needsDefaultLocation, pageOf, readFilters, readResultsRoute } from '../results-query';
import { formatPrice, formatRating } from '../format';
import { pageWindow } from '../../components/pagination';
import { wideningsFor } from '../../components/empty-state';

describe('reading a results route', () => {
  it('reads the plan keyword from {prefix}/plan/{keyword}', () => {
    expect(readResultsRoute('/us/plan/photo-shoot', '')).toMatchObject({ kind: 'plan', keyword: 'photo-shoot' });
    expect(readResultsRoute('/fr-ca/plan/f%C3%AAte/', '')).toMatchObject({ kind: 'plan', keyword: 'fête' });
    expect(readResultsRoute('/us/s/', '?activity=party')).toMatchObject({ kind: 'search', keyword: null });
  });

  it('keeps a malformed escape in a hand-typed keyword instead of failing', () => {
    expect(readResultsRoute('/us/plan/%E0%A4%A', '').keyword).toBe('%E0%A4%A');
  });

  it('reads page 1 for a missing, negative or non-numeric page', () => {
    expect(pageOf(new URLSearchParams('page=3'))).toBe(3);
    expect(pageOf(new URLSearchParams('page=-2'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=two'))).toBe(1);
    expect(pageOf(new URLSearchParams('page=99999'))).toBe(1000);
  });
});

describe('the API query of a results page', () => {
  it('passes the search parameters on with 30 a page and the locale, and drops unknown ones', () => {
    const route = readResultsRoute('/us/s/', '?activity=photo+shoot&location=new+york&page=2&utm_source=x');
    expect(apiQueryFor(route, 'en-US', null)).toEqual({ activity: 'photo shoot', location: 'new york', page: '2', page_size: '30', locale: 'en-US' });
  });

  it("searches a plan page's keyword near the locale's default place", () => {
    const route = readResultsRoute('/us/plan/photo-shoot', '');
    expect(needsDefaultLocation(route)).toBe(true);
    expect(apiQueryFor(route, 'en-US', 'New York, NY')).toMatchObject({ activity: 'photo-shoot', location: 'New York, NY' });
  });

  it('lets a plan page URL name its own place', () => {
    const route = readResultsRoute('/gb/plan/party', '?location=leeds');
    expect(needsDefaultLocation(route)).toBe(false);
    expect(apiQueryFor(route, 'en-GB', 'London')).toMatchObject({ activity: 'party', location: 'leeds' });
  });

  it('lets a plan page URL name a map area or a point of interest, and passes them to the API', () => {
    for (const search of ['?bbox_of_interest=-74.05,40.57,-73.85,40.74', '?point_of_interest=poi:central-park-new-york']) {
      const route = readResultsRoute('/us/plan/party', search);
      expect(needsDefaultLocation(route)).toBe(false);
      const query = apiQueryFor(route, 'en-US', 'New York, NY');
      expect(query.location).toBeUndefined();
      expect(query).toMatchObject(Object.fromEntries(new URLSearchParams(search)));
    }
  });
});

describe('the filters', () => {
  it('reads the filters a URL carries and counts the ones on', () => {
    const filters = readFilters(new URLSearchParams('attendees=12&price_max=200&instant_book=true'));
    expect(filters).toEqual({ attendees: '12', priceMin: '', priceMax: '200', instantBook: true });
    expect(activeFilterCount(filters)).toBe(3);
  });

  it("applies the attendees rule of spec §5 with its message in the page's language", () => {
    const base = { attendees: '', priceMin: '', priceMax: '', instantBook: false };
    expect(checkFilters({ ...base, attendees: '0' }, 'en').attendees).toBe('The number of attendees must be between 1 and 100,000.');
    expect(checkFilters({ ...base, attendees: '100001' }, 'de').attendees).toBe('Die Teilnehmerzahl muss zwischen 1 und 100.000 liegen.');
    expect(checkFilters({ ...base, attendees: '40' }, 'en')).toEqual({});
  });

  it('refuses a negative price and a maximum below the minimum', () => {
    const base = { attendees: '', priceMin: '', priceMax: '', instantBook: false };
    expect(checkFilters({ ...base, priceMin: '-5' }, 'en')).toEqual({ priceMin: 'filters.priceInvalid' });
    expect(checkFilters({ ...base, priceMin: '200', priceMax: '100' }, 'en')).toEqual({ priceMax: 'filters.priceOrder' });
  });

  it('turns filters into URL changes that go back to page 1', () => {
    const params = new URLSearchParams('activity=party&page=4&attendees=10');
    const next = changeParams(params, filterParams({ attendees: '', priceMin: '50', priceMax: '', instantBook: true }));
    expect(next).toBe('?activity=party&price_min=50&instant_book=true');
  });

  it('keeps the other parameters when only the page changes', () => {
    expect(changeParams(new URLSearchParams('activity=party'), { page: '2' })).toBe('?activity=party&page=2');
  });
});

describe('what the cards and pages show', () => {
  it("writes an hourly price in the locale's way, with the locale's currency when the space has none", () => {
    expect(formatPrice(165, 'USD', 'en-US')).toBe('$165');
    expect(formatPrice(165, null, 'de-DE')).toBe('165\u00a0€');
    expect(formatPrice(72.5, 'GBP', 'en-GB')).toBe('£72.50');
    expect(formatRating(4.9, 'fr-FR')).toBe('4,9');
  });

  it('shows the first, the last and the pages around the current one', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 8, 9, 10, 11, 12, 'gap', 20]);
  });

  it('suggests removing the filters that narrow an empty search', () => {
    expect(wideningsFor(new URLSearchParams('instant_book=true&attendees=500&availability_interval=x')).map((w) => w.key)).toEqual(['instantBook', 'attendees', 'dates']);
    expect(wideningsFor(new URLSearchParams('activity=party'))).toEqual([]);
  });
});
