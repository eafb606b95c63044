import { KEY_STEP_DEGREES, pointAfterKey } from '../pin-map';

jest.mock('../../../lib/map-assets', () => ({ BASEMAP_URL: 'https://search.example/basemap.geojson', MAPLIBRE_WORKER_URL: 'https://search.example/worker.mjs' }));
jest.mock('maplibre-gl', () => ({ setWorkerUrl: jest.fn() }), { virtual: true });

describe('the pin map’s keys', () => {
  const point = { latitude: 40.7, longitude: -74 };

  it('moves the pin one step per arrow key, ten with Shift, and ignores other keys', () => {
    expect(pointAfterKey(point, 'ArrowUp', false)).toEqual({ latitude: 40.7 + KEY_STEP_DEGREES, longitude: -74 });
    expect(pointAfterKey(point, 'ArrowDown', true)).toEqual({ latitude: 40.698, longitude: -74 });
    expect(pointAfterKey(point, 'ArrowLeft', false)).toEqual({ latitude: 40.7, longitude: -74.0002 });
    expect(pointAfterKey(point, 'ArrowRight', true)).toEqual({ latitude: 40.7, longitude: -73.998 });
    expect(pointAfterKey(point, 'Enter', false)).toBeNull();
  });

  it('keeps the pin on the map at its edges', () => {
    expect(pointAfterKey({ latitude: 85, longitude: 180 }, 'ArrowUp', true)).toEqual({ latitude: 85, longitude: 180 });
    expect(pointAfterKey({ latitude: 85, longitude: 180 }, 'ArrowRight', true)).toEqual({ latitude: 85, longitude: 180 });
  });
});
