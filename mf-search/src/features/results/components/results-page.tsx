import { usePageUrl, useShellServices } from '@hourspace/remote';
import { Button, Spinner, useHydrated, useMediaQuery, usePageHeadingFocus, usePageTitle } from '@hourspace/ui';
import { translateMessage } from '@hourspace/validation';
import type { TFunction } from 'i18next';
import { use, useCallback, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from '@hourspace/contracts';
import type { ActivityChoice } from '../../../lib/api/get-activities';
import { messageLanguage } from '../../../lib/message-language';
import { dateTimeSummary } from '../../../lib/lazy-date-time-summary';
import { lazyModule, useLazyModule } from '../../../lib/lazy-module';
import type { LocationChoice } from '../../../lib/api/get-place-predictions';
import type { SearchFormInitial } from '../../../lib/search-form-initial';
import { useLocationPrefillQuery } from '../../../lib/api/get-location-prefill';
import { useActivities } from '../../../lib/use-activities';
import type { SearchPage } from '../../../lib/api/search-spaces';
import { EmptyState } from './empty-state';
import { Pagination } from './pagination';
import { ResultsFilters } from './results-filters';
import styles from './results.module.css';
import {
  MAX_PAGE,
  SORTS,
  apiQueryFor,
  changeParams,
  filterParams,
  needsDefaultLocation,
  pageOf,
  readFilters,
  readResultsRoute,
  type ResultsRoute,
  type Sort,
} from '../lib/results-query';
import { SpaceCard } from './space-card';
import { MapPanel } from './map-panel';
import { useSearchResults } from '../hooks/use-search-results';
import { useMapSearch } from '../hooks/use-map-search';
import { useSearchedPlace } from '../hooks/use-searched-place';
import { MAP_BESIDE_MIN_WIDTH, hoursOf, pinsOf, readMapBox } from '../lib/map-view';
import { formatDistance } from '../lib/format';

/**
 * Reading and showing the URL's date (luxon): fetched only for a URL with one, ahead of a first
 * screen rendered on request (`preloadPage`), so its search bar is in the markup.
 */
export const resultsDatesModule = lazyModule(() => import('../lib/results-dates'));
type ResultsDates = Awaited<ReturnType<typeof resultsDatesModule.load>>;

/** Whether a results URL's query (with its `?`, or empty) carries a date: its search bar then needs {@link resultsDatesModule}. */
export function hasResultsDate(search: string): boolean {
  return (new URLSearchParams(search).get('availability_interval') ?? '') !== '';
}

let dateReaders: Promise<void> | null = null;

/**
 * Both readers of a search's date (the bar's and the phone line's), loaded once, for `use`:
 * settled whether they loaded or not, and marked settled from the start when they were loaded
 * already (React's thenable `status`), so `use` reads it without suspending (on the server too).
 */
function dateReadersSettled(): Promise<void> {
  if (dateReaders) return dateReaders;
  const loaded = resultsDatesModule.current() !== null && dateTimeSummary.current() !== null;
  const settled = Promise.all([resultsDatesModule.load(), dateTimeSummary.load()]).then(
    () => undefined,
    () => undefined,
  );
  dateReaders = loaded ? Object.assign(settled, { status: 'fulfilled' as const, value: undefined }) : settled;
  return dateReaders;
}

/** What the page's search form starts with: the search the URL ran. */
function formInitial(route: ResultsRoute, catalogue: readonly ActivityChoice[] | null, dates: ResultsDates | null, place: LocationChoice | null): SearchFormInitial {
  const params = route.params;
  const activityText = (route.kind === 'plan' ? route.keyword : params.get('activity'))?.trim() ?? '';
  const wanted = activityText.toLowerCase();
  const activity = catalogue?.find((a) => a.id === wanted || a.query.toLowerCase() === wanted || a.label.toLowerCase() === wanted) ?? null;
  const locationText = params.get('location')?.trim() ?? '';
  const availability = dates?.parseAvailabilityInterval(params.get('availability_interval')) ?? null;
  const initial: SearchFormInitial = activity ? { activity } : { activityText };
  if (locationText !== '') {
    // The place as the API labels it (useSearchedPlace), never the URL's lower-cased text when it can.
    initial.location = place ?? {
      query: locationText,
      label: locationText,
      ...(availability ? { latitude: availability.latitude, longitude: availability.longitude } : {}),
    };
  }
  if (availability) Object.assign(initial, { date: availability.date, startTime: availability.startTime, endTime: availability.endTime });
  return initial;
}

function useDefaultLocation(route: ResultsRoute, locale: string): { ready: boolean; query: string | null } {
  const needed = needsDefaultLocation(route);
  // Spec §8: a prefill failure is logged only (by the query); the plan page then searches everywhere.
  const prefill = useLocationPrefillQuery(locale, needed);
  if (!needed) return { ready: true, query: null };
  return prefill.isPending ? { ready: false, query: null } : { ready: true, query: prefill.data?.query ?? null };
}

function titleFor(route: ResultsRoute, page: SearchPage | null, catalogue: readonly ActivityChoice[] | null, t: TFunction<'mf-search'>): string {
  const id = page?.activity ?? route.keyword;
  const activity = catalogue?.find((a) => a.id === id) ?? null;
  const place = page?.center?.label ?? null;
  if (route.kind === 'plan') {
    const keyword = activity?.plural ?? activity?.label ?? (route.keyword ?? '').replace(/-/g, ' ');
    return place ? t('results.planTitleNear', { keyword, place }) : t('planTitle', { keyword });
  }
  const name = activity?.label ?? route.params.get('activity') ?? '';
  // A map search is about the area on the map, not the place typed before it.
  if (readMapBox(route.params)) return name ? t('map.titleActivityArea', { activity: name }) : t('map.titleArea');
  if (name && place) return t('results.titleActivityPlace', { activity: name, place });
  if (name) return t('results.titleActivity', { activity: name });
  if (place) return t('results.titlePlace', { place });
  return t('title');
}

/** The search a URL runs, without what the page's own controls change (filters, sort, page): a new one moves focus to the heading. */
function searchKey(route: ResultsRoute, pathname: string): string {
  const params = route.params;
  return [pathname, params.get('activity') ?? '', params.get('location') ?? '', params.get('availability_interval') ?? ''].join('|');
}

/**
 * The currency the results' prices are in, which the price filter is in too (the API compares
 * it with each space's price): the one currency of the page's results, else the last one seen
 * for this location, else the locale's.
 */
function usePriceCurrency(page: SearchPage | null, location: string): string | null {
  const [known, setKnown] = useState<{ location: string; currency: string } | null>(null);
  const currencies = new Set(page?.results.map((space) => space.currency).filter((c): c is string => c !== null));
  const current = currencies.size === 1 ? [...currencies][0]! : null;
  if (current && (known?.location !== location || known.currency !== current)) setKnown({ location, currency: current });
  return current ?? (known?.location === location ? known.currency : null);
}

/** Props of {@link ResultsPage}. */
export interface ResultsPageProps {
  /** The search form in the page's bar, handed in by app/ (the form is the search-form feature's). */
  SearchBar: ComponentType<{ initial: SearchFormInitial }>;
}

/**
 * The results page (`{prefix}/s/?…`) and a keyword's plan page (`{prefix}/plan/{keyword}`):
 * the search form with the search it ran, filters and sort, 30 spaces a page, and an
 * empty state that says what to change. It re-reads the URL on every navigation.
 */
export function ResultsPage({ SearchBar }: ResultsPageProps) {
  const { t, i18n } = useTranslation('mf-search');
  const services = useShellServices();
  const locale = services?.locale ?? 'en-US';
  const language = messageLanguage(i18n.language);
  // The address rendered on request until hydrated, then the page's (docs/decisions/request-time-ssr.md).
  const { pathname, search } = usePageUrl();
  const route = useMemo(() => readResultsRoute(pathname, search), [pathname, search]);
  const { catalogue, failed: catalogueFailed } = useActivities(locale);
  const defaultLocation = useDefaultLocation(route, locale);
  const query = useMemo(() => (defaultLocation.ready ? apiQueryFor(route, locale, defaultLocation.query) : null), [route, locale, defaultLocation.ready, defaultLocation.query]);
  const { page, loading, failure, retry } = useSearchResults(query);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const title = titleFor(route, page, catalogue, t);
  usePageTitle(title);
  // After a search (from any form, or a link to a new one) focus is on the results' heading.
  usePageHeadingFocus(headingRef, searchKey(route, pathname));
  const priceCurrency = usePriceCurrency(page, route.params.get('location') ?? '');
  const map = useResultsMap(route, pathname, page, locale, t);
  const currentPage = pageOf(route.params);
  const sortParam = route.params.get('sort');
  const sort: Sort = (SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as Sort) : 'relevance';

  const go = (changes: Record<string, string | null>, focusResults = false) => {
    navigate(`${pathname}${changeParams(route.params, changes)}`);
    if (focusResults) {
      window.scrollTo({ top: 0 });
      headingRef.current?.focus();
    }
  };

  const lastPage = page ? Math.min(Math.max(1, Math.ceil(page.total / page.pageSize)), MAX_PAGE) : 1;
  const first = page && page.total > 0 ? (page.page - 1) * page.pageSize + 1 : 0;
  const last = page ? Math.min(page.page * page.pageSize, page.total) : 0;
  const searchedPlace = useSearchedPlace(route.params.get('location') ?? '', locale);
  // The form re-reads the URL when it changes, once more when the catalogue can name the
  // activity, and when the place this tab picked is known (after hydration: useSearchedPlace).
  const formKey = `${pathname}${search}|${catalogue || catalogueFailed ? 'named' : 'raw'}|${searchedPlace.place?.label ?? ''}`;
  const hasDate = hasResultsDate(search);
  // Markup rendered on request for a dated search shows its date (the server loads its readers
  // first: `preloadPage`). Hydrating it without them would render a bar without the date, so the
  // hydration waits for them if the mount's preload did not load them; a chunk that failed to
  // load leaves the mismatch to React, which renders the page afresh (docs/decisions/request-time-ssr.md).
  const hydrated = useHydrated();
  if (!hydrated && hasDate) use(dateReadersSettled());
  const dates = useLazyModule(resultsDatesModule, hasDate);
  // A URL with a date waits for its reader rather than show 'Anytime' for a moment, and one with
  // a place for the place's label rather than show the URL's lower-cased text.
  const formReady = (!hasDate || dates !== null) && searchedPlace.ready;

  return (
    <main id="main-content" data-remote="mf-search" className={styles.page}>
      {/* Until it can show the search the URL ran, the same bar holds its room unseen and out of reach, so
          nothing below moves when it comes (a wide screen renders this page itself: docs/decisions/search-bar-room.md). */}
      <div className={styles.searchBar} aria-hidden={!formReady || undefined} inert={!formReady}>
        <SearchBar key={formReady ? formKey : ''} initial={formInitial(route, catalogue, dates, searchedPlace.place)} />
      </div>
      <header className={styles.header}>
        <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        <p className={styles.count} aria-live="polite">
          {page && !failure && !loading ? (page.total > 0 ? t('results.range', { first, last, count: page.total }) : t('results.none')) : ''}
        </p>
      </header>
      {/* Not keyed by the URL: the form keeps its focus and draft across the navigations it makes. */}
      <ResultsFilters
        filters={readFilters(route.params)}
        sort={sort}
        canSortByDistance={Boolean(page?.center)}
        locale={locale}
        currency={priceCurrency}
        onApply={(filters) => go(filterParams(filters))}
        onSort={(next) => go({ sort: next === 'relevance' ? null : next })}
      />
      <div className={map.besideMap ? styles.withMap : styles.listOnly}>
        <div className={styles.listColumn} inert={map.covered}>
          <div className={styles.results} aria-busy={loading}>
            {failure ? (
              <div role="alert" className={styles.failure}>
                <p>{failure.kind === 'refused' ? translateMessage(failure.message, language) : t('errors.unexpected')}</p>
                {failure.kind === 'unexpected' && (
                  <Button variant="secondary" onClick={retry}>
                    {t('errors.retry')}
                  </Button>
                )}
              </div>
            ) : loading && !page ? (
              <div className={styles.loading}>
                <Spinner label={t('results.loading')} size="lg" />
              </div>
            ) : page && page.results.length === 0 ? (
              <EmptyState params={route.params} onWiden={(remove) => go(remove)} />
            ) : page ? (
              <>
                {loading && <Spinner label={t('results.loading')} className={styles.refreshing} />}
                <div className={styles.grid}>
                  {page.results.map((space, index) => (
                    <SpaceCard
                      key={space.id}
                      space={space}
                      locale={locale}
                      eager={index < 3}
                      // The first photo is a phone's LCP: asked for first, hinted in the page's head when rendered on request.
                      priority={index === 0}
                      highlighted={map.highlightedId === space.id}
                      onHighlight={map.setHighlightedId}
                      distance={
                        map.distanceFrom && space.distance_km !== null ? t('map.distance', { distance: formatDistance(space.distance_km, locale), place: map.distanceFrom }) : null
                      }
                    />
                  ))}
                </div>
                <Pagination
                  current={Math.min(currentPage, lastPage)}
                  last={lastPage}
                  hrefFor={(n) => `${pathname}${changeParams(route.params, { page: n > 1 ? String(n) : null })}`}
                  onGo={(n) => go({ page: n > 1 ? String(n) : null }, true)}
                />
              </>
            ) : null}
          </div>
        </div>
        {page && !failure && (map.besideMap || map.open) && (
          <div className={map.besideMap ? styles.mapColumn : styles.mapOverlay}>
            <MapPanel
              pins={map.pins}
              highlightedId={map.highlightedId}
              onHighlight={map.setHighlightedId}
              viewBox={map.viewBox}
              fitKey={map.fitKey}
              mapSearch={map.search}
              inArea={map.viewBox && !loading ? page.total : null}
              wanted
              onShowList={map.besideMap ? null : map.close}
            />
          </div>
        )}
      </div>
      {page && !failure && map.capable && !map.besideMap && !map.open && (
        <Button ref={map.toggleRef} className={styles.mapToggle} onClick={map.openMap} data-testid="map-toggle">
          {t('map.show')}
        </Button>
      )}
    </main>
  );
}

/**
 * MapLibre draws with WebGL 2: a browser without it gets the list alone (the list is the
 * complete alternative, docs/decisions/search-map.md) and never fetches the map's chunk.
 */
function canShowMap(): boolean {
  return typeof window !== 'undefined' && 'WebGL2RenderingContext' in window;
}

/**
 * The map's side of the page (docs/decisions/search-map.md): beside the list from 1120 px, over
 * it behind "Map" on smaller screens (the list keeps its scroll position), the pins of the
 * page's results, the card and pin highlighted together, and the map's searches.
 */
function useResultsMap(route: ResultsRoute, pathname: string, page: SearchPage | null, locale: string, t: TFunction<'mf-search'>) {
  const wide = useMediaQuery(`(min-width: ${MAP_BESIDE_MIN_WIDTH}px)`);
  // Not in markup rendered on request, nor while hydrating it (the server has no WebGL): the map's
  // button and panel come after, as ClientOnly parts do (docs/decisions/request-time-ssr.md).
  const capable = useHydrated() && canShowMap();
  const besideMap = wide && capable;
  const [open, setOpen] = useState(false);
  const [highlightedId, setHighlightedId] = useState<string | null>(null);
  const scrollY = useRef(0);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const search = useMapSearch(pathname, route.params, besideMap);
  const hours = hoursOf(route.params.get('availability_interval'));
  const results = page?.results;
  const pins = useMemo(
    () =>
      pinsOf(results ?? [], hours, locale, {
        perHour: (price) => t('map.perHour', { price }),
        forHours: (price, count) => t('map.forHours', { price, count }),
      }),
    [results, hours, locale, t],
  );
  const viewBoxText = route.params.get('bbox_of_interest');
  const viewBox = useMemo(() => readMapBox(new URLSearchParams(viewBoxText ? { bbox_of_interest: viewBoxText } : {})), [viewBoxText]);
  const openMap = useCallback(() => {
    scrollY.current = window.scrollY;
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    // Back where the list was, with focus on the button that opened the map.
    requestAnimationFrame(() => {
      window.scrollTo({ top: scrollY.current });
      toggleRef.current?.focus();
    });
  }, []);
  const poi = route.params.get('point_of_interest');
  return {
    besideMap,
    capable,
    open: open && !besideMap,
    covered: open && !besideMap,
    openMap,
    close,
    toggleRef,
    highlightedId,
    setHighlightedId,
    search,
    pins,
    viewBox,
    fitKey: pins.map((pin) => pin.id).join(','),
    // Distances are shown round a point of interest, where "how far" is the question.
    distanceFrom: poi && page?.center?.label ? page.center.label : null,
  };
}
