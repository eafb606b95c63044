import * as v from 'valibot';
import { MESSAGES, SEARCH_LIMITS, SEARCH_SORTS, SearchSortSchema, type SearchSort } from '../index';

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
