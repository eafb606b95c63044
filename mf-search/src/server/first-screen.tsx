import { createApiClient, isApiError } from '@hourspace/api-client';
import { splitUrl } from '@hourspace/remote';
import { createFirstScreenRenderer, createParcelRenderer } from '@hourspace/remote/server';
import type { QueryClient } from '@tanstack/react-query';
import { breakpoints, mediaDown } from '@hourspace/ui';
import { createSearchApi } from '../app/default-search-api';
import { definition } from '../app/definition';
import { heroSearchDefinition } from '../app/hero-search-definition';
import { currentPageName, preloadPage, RESULTS_FIRST_SCREEN_MEDIA } from '../app/root';
import { createSearchFormApi } from '../app/search-form-api';
import { activitiesQuery } from '../lib/api/get-activities';
import { locationPrefillQuery } from '../lib/api/get-location-prefill';
import { spaceQuery } from '../lib/api/get-space';
import { searchSpacesQuery } from '../lib/api/search-spaces';
import type { SearchApi } from '../lib/search-api';
import { loadSearchedPlace } from '../features/results/hooks/use-searched-place';
import { apiQueryFor, needsDefaultLocation, readResultsRoute, type ResultsRoute } from '../features/results/lib/results-query';
import { spaceIdOf } from '../lib/space-path';

/**
 * mf-search's server build (the preset's, built for Node from the same source).
 *
 * Its parcels rendered to HTML when a release is composed (run by `release prerender`): the home
 * hero's search form, with the locale's default place read from the channel's API, so the form
 * is in the page's HTML and paints with the hero. The page fetches the parcel when the person
 * reaches for it or once it has loaded, and hydrates it (docs/decisions/parcel-markup-ahead.md).
 *
 * The form lays itself out for phones or for wide screens by a media query (`useMediaQuery`,
 * whose server value is the phone layout): the markup is the form's first render below the
 * desktop breakpoint only, and a wide screen drops it and renders the form afresh.
 */
export const renderParcel = createParcelRenderer({
  'hero-search': {
    definition: heroSearchDefinition,
    // The complement of the form's `mediaUp('desktop')`, to the hundredth of a pixel.
    media: mediaDown(breakpoints.desktop - 0.02),
    // A client of its own: no page, no cookies; the read is public.
    load: (client, input) => client.prefetchQuery(locationPrefillQuery(createSearchFormApi(createApiClient({ getAccessToken: () => null })), input.locale)),
  },
});

/**
 * The space page's, the results page's and the plan pages' first screens rendered on request by
 * `release serve` (docs/decisions/request-time-ssr.md): the page application's own tree for the
 * request's address, with the reads the page makes (the same query keys, so the data block fills
 * the page's QueryClient and the page hydrates without asking again). Nobody's session: what a
 * signed-out guest sees, which the page shows too until its session is known. A space that is
 * not there renders nothing: the page shows its not-found card itself. The page's `<title>` is
 * the one the rendered page gives `usePageTitle` (the space's title, the results' heading).
 */
export const renderFirstScreen = createFirstScreenRenderer(definition, {
  paths: [],
  routes: [
    // The booking panel is a tray below `mediaUp('nav')` and a column beside the page above it
    // (`useMediaQuery`, whose server value is the tray): the markup is the page's first render on
    // narrower screens only; a wide screen drops it and renders the page afresh, as before.
    { path: '/space/:id/*', media: mediaDown(breakpoints.nav - 0.02) },
    // The search is one line below 744 px (the bar's server value), the map a button there.
    { path: '/s', media: RESULTS_FIRST_SCREEN_MEDIA },
    { path: '/s/*', media: RESULTS_FIRST_SCREEN_MEDIA },
    { path: '/plan/:keyword', media: RESULTS_FIRST_SCREEN_MEDIA },
  ],
  load: async (client, input) => {
    const url = input.url ?? '';
    const { pathname, search } = splitUrl(url);
    // A client of its own: no page, no cookies; the reads are public.
    const api = createSearchApi(createApiClient({ getAccessToken: () => null }));
    const page = currentPageName(pathname);
    if (page === 'space') return loadSpace(client, api, input.locale, url, pathname);
    if (page === 'results' || page === 'plan') return loadResults(client, api, input.locale, url, readResultsRoute(pathname, search));
    // `/plan/activities` matches `/plan/:keyword` but is the activities page: rendered in the page.
    return false;
  },
});

/** The space page's reads: the space and the activity catalogue; false for a space that is not there. */
async function loadSpace(client: QueryClient, api: SearchApi, locale: string, url: string, pathname: string): Promise<boolean> {
  const id = spaceIdOf(pathname);
  if (id === null) return false;
  await Promise.all([preloadPage(url), client.prefetchQuery(spaceQuery(api, id)), client.prefetchQuery(activitiesQuery(api, locale))]);
  const error = client.getQueryState(spaceQuery(api, id).queryKey)?.error;
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

/**
 * The results and plan pages' reads, as `ResultsPage` makes them in a page that has not searched
 * yet: the activity catalogue (the heading and the bar name the activity), the locale's own place
 * for a plan page without one, the searched place's label for the bar (useSearchedPlace), and
 * the search itself with the query the page runs (`apiQueryFor`, the same key).
 */
async function loadResults(client: QueryClient, api: SearchApi, locale: string, url: string, route: ResultsRoute): Promise<void> {
  const defaultLocation = needsDefaultLocation(route) ? ((await client.fetchQuery(locationPrefillQuery(api, locale)).catch(() => null))?.query ?? null) : null;
  await Promise.all([
    preloadPage(url),
    client.prefetchQuery(activitiesQuery(api, locale)),
    loadSearchedPlace(client, api, locale, route.params.get('location') ?? ''),
    // The page keeps no search it no longer shows (`gcTime: 0`); here it must outlive the render.
    client.prefetchQuery({ ...searchSpacesQuery(api, apiQueryFor(route, locale, defaultLocation)), gcTime: Infinity }),
  ]);
}
