import { resolveRoute } from '@hourspace/contracts';
import { ownRoutes } from '@hourspace/contracts/own-declaration';
import { parseLocalePath, warmIntlFormats } from '@hourspace/i18n';
import { preloadableLazy, splitUrl, usePageUrl } from '@hourspace/remote';
import { breakpoints, mediaDown, Spinner, useMediaQuery } from '@hourspace/ui';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { hasResultsDate, ResultsPage, resultsDatesModule } from '../features/results/components/results-page';
import { dateTimeSummary } from '../lib/lazy-date-time-summary';
import { SpaceCard } from '../features/results/components/space-card';
import { spaceIdOf } from '../lib/space-path';
import { SearchForm } from '../features/search-form/components/search-form';
import { SearchSummary } from '../features/search-form/components/search-summary';
import type { SearchFormInitial } from '../lib/search-form-initial';

/** The routes this remote's page application owns: its entry in the remote registry, each naming its page. */
const ROUTES = ownRoutes(__HOURSPACE_DECLARATION__);

/** The activities page is its own chunk: the results page, which most visits show, does not carry it. */
const ActivitiesPage = lazy(() => import('../features/activities/components/activities-page').then((module) => ({ default: module.ActivitiesPage })));

/**
 * The space page and its booking request are their own chunk too (gallery, luxon for the times).
 * Loaded ahead of the render when it is rendered on request (docs/decisions/request-time-ssr.md).
 */
const SpacePage = preloadableLazy(() => import('../features/space/components/space-page').then((module) => ({ default: module.SpacePage })));

/**
 * Loads the chunks the first screen of `url` (its path with the locale prefix, and its query if
 * any) renders with, so that rendering it to HTML, or hydrating that markup, does not suspend or
 * render without them (docs/decisions/request-time-ssr.md): the space page's chunk, and for a
 * results or plan page with a date, the readers of the date its search bar shows.
 */
export async function preloadPage(url: string): Promise<void> {
  const { pathname, search } = splitUrl(url);
  const page = currentPageName(pathname);
  // Both pages write prices (and the space page times of day) as they hydrate: the page's first
  // Intl formatter is made in a task of its own first (docs/decisions/intl-formatters.md).
  const { locale } = parseLocalePath(pathname);
  const intl = typeof window === 'undefined' ? undefined : warmIntlFormats(locale.locale, locale.currency);
  if (page === 'space') await Promise.all([SpacePage.preload(), intl]);
  else if ((page === 'results' || page === 'plan') && hasResultsDate(search)) await Promise.all([resultsDatesModule.load(), dateTimeSummary.load(), intl]);
  else await intl;
}

/** The page the address names ('results' when none matches). */
export function currentPageName(pathname: string): string {
  return resolveRoute(ROUTES, parseLocalePath(pathname).rest)?.route.page ?? 'results';
}

/** Below 744 px the results and plan pages show their search as one line (docs/decisions/phone-layout-and-text-zoom.md). */
const PHONE = mediaDown(breakpoints.blog - 1);

/**
 * The media condition under which the results and plan pages' markup rendered on request is their
 * first render in the page: the phone's (the server value of the bar's `PHONE` query), to the
 * hundredth of a pixel (docs/decisions/request-time-ssr.md).
 */
export const RESULTS_FIRST_SCREEN_MEDIA = mediaDown(breakpoints.blog - 0.02);

/**
 * The results page's bar: the search form showing the search the URL ran; on a phone, one
 * summary line that opens the form in a tray, so the first result is on the first screen.
 */
function ResultsSearchBar({ initial }: { initial: SearchFormInitial }) {
  // Rendered to HTML, the phone's line: the page rendered on request is a phone's (RESULTS_FIRST_SCREEN_MEDIA).
  const phone = useMediaQuery(PHONE, true);
  return phone ? <SearchSummary initial={initial} /> : <SearchForm variant="bar" initial={initial} />;
}

/** The page application: the activities page, and the results and plan pages, which share one view. */
export function Root() {
  const { t } = useTranslation('mf-search');
  // The address rendered on request until hydrated, then the page's (docs/decisions/request-time-ssr.md).
  const { pathname } = usePageUrl();
  if (currentPageName(pathname) === 'activities')
    return (
      <Suspense fallback={<Spinner label={t('activities.loading')} size="lg" />}>
        <ActivitiesPage />
      </Suspense>
    );
  if (currentPageName(pathname) === 'space') {
    const spaceId = spaceIdOf(pathname);
    // A malformed id reads as a space that does not exist: the page shows its not-found card.
    return (
      <Suspense fallback={<Spinner label={t('space.loading')} size="lg" />}>
        <SpacePage key={spaceId ?? 'none'} spaceId={spaceId ?? '0'} Card={SpaceCard} />
      </Suspense>
    );
  }
  return <ResultsPage SearchBar={ResultsSearchBar} />;
}
