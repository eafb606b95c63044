import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearWebEnvironment, setWebEnvironment } from '@hourspace/contracts';
import { devWebEnvironment } from '@hourspace/contracts/dev-environment';
import { renderWithProviders } from '@hourspace/remote/testing';
import messages from '../../../../i18n/en.json';
import type { MapPin } from '../../lib/map-view';
import { ResultsMap, type ResultsMapProps } from '../results-map';
import { FakeMap, FakePopup, clusterFeature, pointFeature } from './fake-maplibre';

// maplibre-gl ships ES modules only (no "require" export): jest resolves it only as a virtual module.
jest.mock('maplibre-gl', () => jest.requireActual('./fake-maplibre').fakeMaplibre, { virtual: true });
jest.mock('../../../../lib/map-assets', () => ({ BASEMAP_URL: 'https://search.example/basemap.geojson', MAPLIBRE_WORKER_URL: 'https://search.example/worker.mjs' }));

const pin = (id: number, overrides: Partial<MapPin> = {}): MapPin => ({
  id: String(id),
  title: `Sunlit Loft ${id}`,
  latitude: Number((40.7 + id * 0.01).toFixed(2)),
  longitude: Number((-74 + id * 0.01).toFixed(2)),
  price: `$${100 + id}`,
  priceWords: `$${100 + id} an hour`,
  name: `Sunlit Loft ${id}, $${100 + id} an hour`,
  place: 'New York, NY',
  ...overrides,
});

const PINS = [pin(1), pin(2), pin(3)];

function renderMap(props: Partial<ResultsMapProps> = {}) {
  const all: ResultsMapProps = {
    pins: PINS,
    highlightedId: null,
    onHighlight: jest.fn(),
    viewBox: null,
    fitKey: '1,2,3',
    reducedMotion: false,
    onMoved: jest.fn(),
    ...props,
  };
  const view = renderWithProviders(<ResultsMap {...all} />, { namespace: 'mf-search', messages, locale: 'en-US', services: { locale: 'en-US', prefix: 'us' } });
  const map = FakeMap.made.at(-1)!;
  return { ...view, map, props: all, rerenderWith: (next: Partial<ResultsMapProps>) => view.rerender(<ResultsMap {...all} {...next} />) };
}

beforeEach(() => {
  FakeMap.made = [];
  FakePopup.opened = [];
});

describe('the results map', () => {
  it('frames the results on the offline basemap and clusters them with MapLibre', () => {
    const { map } = renderMap();
    expect(map.options.bounds).toEqual([
      [-73.99, 40.71],
      [-73.97, 40.73],
    ]);
    expect(map.options.style).toMatchObject({ sources: { basemap: { type: 'geojson', data: 'https://search.example/basemap.geojson' } } });
    map.fire('load');
    expect(map.getSource('spaces')?.spec).toMatchObject({ type: 'geojson', cluster: true });
    expect((map.getSource('spaces')?.data as { features: unknown[] }).features).toHaveLength(3);
  });

  it('shows one pin per result with its price, named by title and price', () => {
    const { map } = renderMap();
    act(() => map.loadWith(PINS.map((p) => pointFeature(p.id, p.longitude, p.latitude))));
    const pins = screen.getAllByRole('button', { name: /Sunlit Loft/ });
    expect(pins.map((b) => b.textContent)).toEqual(['$101', '$102', '$103']);
    expect(screen.getByRole('button', { name: 'Sunlit Loft 2, $102 an hour' })).toHaveAttribute('data-testid', 'map-pin');
  });

  it('shows a cluster with its count, and zooms into it on Enter', async () => {
    const user = userEvent.setup();
    const { map } = renderMap();
    act(() => map.loadWith([clusterFeature(7, 2, -73.985, 40.715), pointFeature('3', -73.97, 40.73)]));
    const cluster = screen.getByRole('button', { name: '2 spaces here, zoom in' });
    expect(cluster).toHaveTextContent('2');
    cluster.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(map.easeTo).toHaveBeenCalledWith({ center: [-73.985, 40.715], zoom: 14, duration: 450 }, { byPerson: true }));
    expect(map.getSource('spaces')?.getClusterExpansionZoom).toHaveBeenCalledWith(7);
  });

  it('zooms into a cluster without animation when motion is reduced', async () => {
    const user = userEvent.setup();
    const { map } = renderMap({ reducedMotion: true });
    act(() => map.loadWith([clusterFeature(7, 3, -73.98, 40.72)]));
    await user.click(screen.getByRole('button', { name: '3 spaces here, zoom in' }));
    await waitFor(() => expect(map.easeTo).toHaveBeenCalledWith(expect.objectContaining({ duration: 0 }), { byPerson: true }));
  });

  it('tells the page which pin is hovered or focused, and marks the pin (or its cluster) the page highlights', async () => {
    const user = userEvent.setup();
    const onHighlight = jest.fn();
    const { map, rerenderWith } = renderMap({ onHighlight });
    act(() => map.fire('load'));
    map.getSource('spaces')!.leaves.set(7, ['1', '2']);
    act(() => {
      map.features = [clusterFeature(7, 2, -73.985, 40.715), pointFeature('3', -73.97, 40.73)];
      map.fire('sourcedata', { sourceId: 'spaces' });
    });
    const pin3 = screen.getByRole('button', { name: 'Sunlit Loft 3, $103 an hour' });
    await user.hover(pin3);
    expect(onHighlight).toHaveBeenLastCalledWith('3');
    await user.unhover(pin3);
    expect(onHighlight).toHaveBeenLastCalledWith(null);
    pin3.focus();
    expect(onHighlight).toHaveBeenLastCalledWith('3');

    rerenderWith({ onHighlight, highlightedId: '3' });
    expect(pin3).toHaveAttribute('data-highlighted', 'true');
    rerenderWith({ onHighlight, highlightedId: '2' });
    const cluster = screen.getByRole('button', { name: '2 spaces here, zoom in' });
    await waitFor(() => expect(cluster).toHaveAttribute('data-highlighted', 'true'));
    expect(pin3).toHaveAttribute('data-highlighted', 'false');
  });

  it('opens a small card for a selected pin, written as text, with a link to the space', async () => {
    const user = userEvent.setup();
    const hostile = pin(4, { title: '<img src=x onerror=alert(1)>', name: '<img src=x onerror=alert(1)>, $104 an hour' });
    const { map } = renderMap({ pins: [hostile] });
    act(() => map.loadWith([pointFeature('4', hostile.longitude, hostile.latitude)]));
    await user.click(screen.getByRole('button', { name: '<img src=x onerror=alert(1)>, $104 an hour' }));
    const card = screen.getByTestId('map-card');
    expect(card.querySelector('img')).toBeNull();
    const link = within(card).getByRole('link', { name: '<img src=x onerror=alert(1)>' });
    expect(link.getAttribute('href')).toMatch(/^\/space\/4\//);
    expect(within(card).getByText('$104 an hour')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(screen.queryByTestId('map-card')).not.toBeInTheDocument();
  });

  it('reports moves the person makes, not the ones the page makes', () => {
    const onMoved = jest.fn();
    const { map } = renderMap({ onMoved });
    map.bounds = { west: -74.05, south: 40.57, east: -73.85, north: 40.74 };
    act(() => map.fire('moveend', {}));
    expect(onMoved).not.toHaveBeenCalled();
    act(() => map.fire('moveend', { originalEvent: new MouseEvent('mouseup') }));
    expect(onMoved).toHaveBeenCalledWith({ west: -74.05, south: 40.57, east: -73.85, north: 40.74 });
  });

  it('opens on the area a URL names, exactly, and frames a new search of its own', () => {
    const box = { west: -74.05, south: 40.57, east: -73.85, north: 40.74 };
    const { map, rerenderWith } = renderMap({ viewBox: box });
    expect(map.options.bounds).toEqual([
      [-74.05, 40.57],
      [-73.85, 40.74],
    ]);
    expect(map.options.fitBoundsOptions).toMatchObject({ padding: 0 });
    // Back to a search without an area (the form's new search): the map frames its results.
    rerenderWith({ viewBox: null, fitKey: '1,2' });
    expect(map.fitBounds).toHaveBeenCalledWith(
      [
        [-73.99, 40.71],
        [-73.97, 40.73],
      ],
      expect.objectContaining({ animate: true }),
    );
  });

  it('moves to a new search without animation when motion is reduced', () => {
    const { map, rerenderWith } = renderMap({ reducedMotion: true });
    rerenderWith({ reducedMotion: true, fitKey: '2', pins: [pin(2)] });
    expect(map.fitBounds).toHaveBeenCalledWith(expect.anything(), expect.objectContaining({ animate: false, duration: 0 }));
  });

  it('does not move when the area in the URL is the one it shows (its own move)', () => {
    const { map, rerenderWith } = renderMap();
    const box = { west: -74.05, south: 40.57, east: -73.85, north: 40.74 };
    map.bounds = box;
    rerenderWith({ viewBox: box });
    expect(map.fitBounds).not.toHaveBeenCalled();
  });

  it("draws the channel's tile source when the page's environment names one", () => {
    setWebEnvironment({ ...devWebEnvironment(), maps: { styleUrl: 'https://tiles.maps.test/styles/hourspace.json' } });
    try {
      const { map } = renderMap();
      expect(map.options.style).toBe('https://tiles.maps.test/styles/hourspace.json');
    } finally {
      clearWebEnvironment();
    }
  });

  it('names the map and its controls in the page language', () => {
    const { map } = renderMap();
    expect(map.options.locale).toMatchObject({ 'Map.Title': 'Map of the spaces found. Use the arrow keys to move it.', 'NavigationControl.ZoomIn': 'Zoom in' });
  });
});
