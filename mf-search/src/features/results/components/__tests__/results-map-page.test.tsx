import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { fakeApi, resultsPage, space } from '../../../../testing/fake-api';
import { at, navigateLikeTheShell, resetPage } from '../../../../testing/navigation';
import { renderSearch } from '../../../../testing/render';
import { MAP_SEARCH_DEBOUNCE_MS } from '../../lib/map-view';
import { ResultsPage } from '../results-page';
import { FakeMap, pointFeature } from './fake-maplibre';

/** The page without its search form (the search-form feature's, composed in app/). */
const Root = () => <ResultsPage SearchBar={NoSearchBar} />;
const NoSearchBar = () => null;

expect.extend(toHaveNoViolations);

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));
// maplibre-gl ships ES modules only (no "require" export): jest resolves it only as a virtual module.
jest.mock('maplibre-gl', () => jest.requireActual('./fake-maplibre').fakeMaplibre, { virtual: true });
jest.mock('../../../../lib/map-assets', () => ({ BASEMAP_URL: 'https://search.example/basemap.geojson', MAPLIBRE_WORKER_URL: 'https://search.example/worker.mjs' }));

const BROOKLYN = { west: -74.05, south: 40.57, east: -73.85, north: 40.74 };
const BROOKLYN_PARAM = '-74.05,40.57,-73.85,40.74';

let navigate: jest.Mock;
beforeEach(() => {
  navigate = navigateLikeTheShell();
  resetPage();
  FakeMap.made = [];
  // jsdom has no WebGL; the page shows the map only where MapLibre can draw.
  Object.assign(window, { WebGL2RenderingContext: class {} });
});
afterEach(() => {
  delete (window as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
});

async function shownMap(): Promise<FakeMap> {
  await waitFor(() => expect(FakeMap.made.length).toBeGreaterThan(0));
  return FakeMap.made.at(-1)!;
}

/** The person drags the map to `box` and lets go. */
function moveTo(map: FakeMap, box: typeof BROOKLYN) {
  map.bounds = box;
  map.fire('moveend', { originalEvent: new MouseEvent('mouseup') });
}

describe('the results page with its map', () => {
  it('puts the map beside the list at 1280 px, with a pin for every result of the page', async () => {
    at('/us/s/?activity=party&location=new+york%2C+ny');
    const { container } = renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(4, 4)) }), width: 1280 });
    const region = await screen.findByRole('region', { name: 'Map of the results' });
    const map = await shownMap();
    act(() => map.loadWith([1, 2, 3, 4].map((id) => pointFeature(String(id), -74 + id * 0.002, 40.7 + id * 0.003))));
    expect(within(region).getAllByTestId('map-pin')).toHaveLength(4);
    expect(screen.getByRole('checkbox', { name: 'Search as I move the map' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('highlights the pin of the card under the pointer or the focus', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=new+york%2C+ny');
    renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(2, 2)) }), width: 1280 });
    const map = await shownMap();
    act(() => map.loadWith([pointFeature('1', -73.998, 40.703), pointFeature('2', -73.996, 40.706)]));
    const [first] = await screen.findAllByTestId('space-card');
    await user.hover(first!);
    expect(screen.getByRole('button', { name: 'Sunlit Loft 1, $101 an hour' })).toHaveAttribute('data-highlighted', 'true');
    await user.unhover(first!);
    expect(screen.getByRole('button', { name: 'Sunlit Loft 1, $101 an hour' })).toHaveAttribute('data-highlighted', 'false');
    await user.hover(screen.getByRole('button', { name: 'Sunlit Loft 2, $102 an hour' }));
    expect(screen.getAllByTestId('space-card')[1]).toHaveAttribute('data-highlighted', 'true');
  });

  it('prices pins for the chosen hours when the search has dates', async () => {
    at('/us/s/?activity=party&location=new+york&availability_interval=40.71,-74.0,2030-03-01T10:00:00,2030-03-01T14:00:00');
    renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(async () => resultsPage(1, 1)) }), width: 1280 });
    const map = await shownMap();
    act(() => map.loadWith([pointFeature('1', -73.998, 40.703)]));
    expect(screen.getByRole('button', { name: 'Sunlit Loft 1, $404 for 4 hours' })).toHaveTextContent('$404');
  });

  it('searches the area the map settles on once, puts it in the URL and cancels the search it replaces', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      at('/us/s/?activity=party&location=new+york%2C+ny&page=2');
      let answerStale: (page: ReturnType<typeof resultsPage>) => void = () => undefined;
      const searchSpaces = jest.fn(async (query: Record<string, string>) => {
        if (query.bbox_of_interest === '-74.2,40.5,-74,40.6') return new Promise<ReturnType<typeof resultsPage>>((resolve) => (answerStale = resolve));
        if (query.bbox_of_interest) return resultsPage(2, 2, { activity: 'party', center: null, results: [space(7), space(8)] });
        return resultsPage(3, 40);
      });
      const { queryClient } = renderSearch(<Root />, { api: fakeApi({ searchSpaces }), width: 1280 });
      const cancel = jest.spyOn(queryClient, 'cancelQueries');
      const map = await shownMap();
      act(() => {
        moveTo(map, { west: -74.3, south: 40.5, east: -74.1, north: 40.6 });
        jest.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS - 100);
        moveTo(map, { west: -74.2, south: 40.5, east: -74, north: 40.6 });
        jest.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS - 1);
      });
      expect(navigate).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(1));
      // One search for the area it settled on; the one before it never ran.
      expect(navigate).toHaveBeenCalledTimes(1);
      expect(cancel).toHaveBeenCalledWith({ queryKey: ['mf-search', 'search-spaces'] });
      expect(window.location.search).toBe('?activity=party&location=new+york%2C+ny&bbox_of_interest=-74.2%2C40.5%2C-74%2C40.6');
      await waitFor(() => expect(searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ bbox_of_interest: '-74.2,40.5,-74,40.6' })));
      // The person moves on before that answer comes: the new area's answer is the one shown.
      act(() => {
        moveTo(map, BROOKLYN);
        jest.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS);
      });
      expect(window.location.search).toContain(`bbox_of_interest=${encodeURIComponent(BROOKLYN_PARAM)}`);
      expect(await screen.findByRole('heading', { name: 'Sunlit Loft 7' })).toBeInTheDocument();
      act(() => answerStale(resultsPage(1, 1, { results: [space(99)] })));
      expect(screen.queryByRole('heading', { name: 'Sunlit Loft 99' })).not.toBeInTheDocument();
      expect(screen.getByTestId('map-status')).toHaveTextContent('2 spaces in this area');
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Party spaces in the map area');
    } finally {
      jest.useRealTimers();
    }
  });

  it('restores a shared map search: the same area, searched, on the map', async () => {
    at(`/us/s/?activity=party&location=new+york%2C+ny&bbox_of_interest=${encodeURIComponent(BROOKLYN_PARAM)}`);
    const searchSpaces = jest.fn(async () => resultsPage(2, 2, { center: null, area: BROOKLYN }));
    renderSearch(<Root />, { api: fakeApi({ searchSpaces }), width: 1280 });
    const map = await shownMap();
    expect(searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ bbox_of_interest: BROOKLYN_PARAM, location: 'new york, ny' }));
    expect(map.options.bounds).toEqual([
      [BROOKLYN.west, BROOKLYN.south],
      [BROOKLYN.east, BROOKLYN.north],
    ]);
    expect(await screen.findByText('2 spaces in this area')).toBeInTheDocument();
  });

  it('asks to zoom in rather than search an area too big, and offers "Search this area" with the box off', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    try {
      at('/us/s/?activity=party&location=new+york');
      renderSearch(<Root />, { api: fakeApi(), width: 1280 });
      const map = await shownMap();
      act(() => {
        moveTo(map, { west: -125, south: 25, east: -66, north: 49 });
        jest.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS);
      });
      expect(screen.getByTestId('map-status')).toHaveTextContent('Zoom in to search this area');
      expect(navigate).not.toHaveBeenCalled();

      act(() => screen.getByRole('checkbox', { name: 'Search as I move the map' }).click());
      act(() => {
        moveTo(map, BROOKLYN);
        jest.advanceTimersByTime(MAP_SEARCH_DEBOUNCE_MS);
      });
      expect(navigate).not.toHaveBeenCalled();
      act(() => screen.getByRole('button', { name: 'Search this area' }).click());
      expect(window.location.search).toContain(`bbox_of_interest=${encodeURIComponent(BROOKLYN_PARAM)}`);
      expect(screen.queryByRole('button', { name: 'Search this area' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the distance from a point of interest on each card', async () => {
    at('/us/s/?activity=party&location=central+park&point_of_interest=poi:central-park-new-york');
    const searchSpaces = jest.fn(async () =>
      resultsPage(2, 2, {
        center: { latitude: 40.7829, longitude: -73.9654, label: 'Central Park' },
        results: [space(1, { distance_km: 0.4 }), space(2, { distance_km: 12.3 })],
      }),
    );
    renderSearch(<Root />, { api: fakeApi({ searchSpaces }), width: 1280 });
    const distances = await screen.findAllByTestId('space-distance');
    expect(distances.map((d) => d.textContent)).toEqual(['0.4 km from Central Park', '12 km from Central Park']);
    expect(searchSpaces).toHaveBeenCalledWith(expect.objectContaining({ point_of_interest: 'poi:central-park-new-york' }));
  });

  it('shows the list alone where the browser cannot draw the map', async () => {
    delete (window as { WebGL2RenderingContext?: unknown }).WebGL2RenderingContext;
    at('/us/s/?activity=party&location=new+york');
    renderSearch(<Root />, { api: fakeApi(), width: 1280 });
    expect(await screen.findAllByTestId('space-card')).toHaveLength(30);
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Map' })).not.toBeInTheDocument();
    expect(FakeMap.made).toHaveLength(0);
  });

  it('opens the map from "Map" at 390 px and returns to the list where it was', async () => {
    const user = userEvent.setup();
    at('/us/s/?activity=party&location=new+york');
    renderSearch(<Root />, { api: fakeApi(), width: 390 });
    await screen.findAllByTestId('space-card');
    expect(FakeMap.made).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 1800 });
    await user.click(screen.getByRole('button', { name: 'Map' }));
    await shownMap();
    expect(screen.getByRole('region', { name: 'Map of the results' })).toBeInTheDocument();
    // Phones start with the box off: a drag to look around does not search.
    expect(screen.getByRole('checkbox', { name: 'Search as I move the map' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'List' }));
    expect(screen.queryByRole('region', { name: 'Map of the results' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith({ top: 1800 }));
    expect(screen.getByRole('button', { name: 'Map' })).toHaveFocus();
  });
});
