import { getBus } from '@hourspace/bus';

/** Where the popular keyword events come from (spec §7 analytics: 'homepage'). */
export const ANALYTICS_PAGE = 'homepage';
/** Event names of the popular keyword tabs and their location links. */
export const KEYWORD_TAB_CLICKED = 'popular keyword tab clicked';
export const KEYWORD_LOCATION_CLICKED = 'popular keyword location clicked';

/** A keyword tab was chosen. */
export function trackKeywordTab(keyword: string): void {
  getBus().publish('analytics:track', { event: KEYWORD_TAB_CLICKED, properties: { keyword, page: ANALYTICS_PAGE } });
}

/** A keyword's location link was followed: keyword, city, permalink and 'homepage'. */
export function trackKeywordLocation(keyword: string, city: string, permalink: string): void {
  getBus().publish('analytics:track', { event: KEYWORD_LOCATION_CLICKED, properties: { keyword, city, permalink, page: ANALYTICS_PAGE } });
}
