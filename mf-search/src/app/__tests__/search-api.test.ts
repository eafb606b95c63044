/** @jest-environment node */
import { createApiClient } from '@hourspace/api-client';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestQueryClient } from '@hourspace/remote/testing';
import type { QueryClient } from '@tanstack/react-query';
import { activitiesQuery } from '../../lib/api/get-activities';
import { createSearchApi } from '../default-search-api';
import type { SearchApi } from '../../lib/search-api';

type Answer = (url: URL, request: IncomingMessage) => { status?: number; body: unknown };

let server: Server;
let answer: Answer;
let seen: Array<{ url: URL; authorization: string | undefined }>;
let api: SearchApi;
let queryClient: QueryClient;

beforeEach(async () => {
  seen = [];
  answer = () => ({ status: 404, body: { error: 'Not Found' } });
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    seen.push({ url, authorization: request.headers.authorization });
    const { status = 200, body } = answer(url, request);
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  queryClient = createTestQueryClient();
  api = createSearchApi(createApiClient({ baseUrl: `http://127.0.0.1:${port}`, basicKey: 'basic-1', getAccessToken: () => null }));
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe("the remote's API calls", () => {
  it('reads the activity catalogue from env keywords with the basic key, once per locale', async () => {
    answer = () => ({
      body: [
        {
          id: 'photo-shoot',
          dropdown: 'Photo Shoot',
          display_use_type: 'Production',
          use_type: 'production',
          query: 'photo shoot',
          dropdown_plural: 'Photo Shoots',
          display_keyword_plural: 'Photo Shoot Locations',
        },
        { id: 7, dropdown: '  ', query: 'blank' },
      ],
    });
    const first = await queryClient.fetchQuery(activitiesQuery(api, 'en-US'));
    await queryClient.fetchQuery(activitiesQuery(api, 'en-US'));
    expect(first).toEqual([
      {
        id: 'photo-shoot',
        label: 'Photo Shoot',
        query: 'photo shoot',
        group: 'Production',
        plural: 'Photo Shoot Locations',
        names: ['Photo Shoot', 'photo shoot', 'Photo Shoots', 'Photo Shoot Locations'],
        useType: 'production',
      },
    ]);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/v1/env/keywords/en-US');
    expect(seen[0]?.authorization).toBe('Bearer basic-1');
  });

  it('asks again after a failed catalogue load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    answer = () => ({ status: 500, body: { error: 'boom' } });
    await expect(queryClient.fetchQuery(activitiesQuery(api, 'en-US'))).rejects.toThrow();
    answer = () => ({ body: [] });
    await expect(queryClient.fetchQuery(activitiesQuery(api, 'en-US'))).resolves.toEqual([]);
    error.mockRestore();
    expect(seen).toHaveLength(2);
  });

  it("reads the location prefill from the locale's environment", async () => {
    answer = () => ({ body: { locale: 'en-US', location_prefill: { query: 'New York, NY', latitude: 40.7, longitude: -74, label: 'New York, NY' } } });
    expect(await api.locationPrefill('en-US')).toEqual({ query: 'New York, NY', label: 'New York, NY', latitude: 40.7, longitude: -74 });
    expect(seen[0]?.url.pathname).toBe('/v1/env/web/en-US');
  });

  it('gives no prefill when the environment has none', async () => {
    answer = () => ({ body: { locale: 'en-US', location_prefill: null } });
    expect(await api.locationPrefill('en-US')).toBeNull();
  });

  it('asks place predictions of geocode types and skips ones without a name', async () => {
    answer = () => ({
      body: {
        status: 'OK',
        predictions: [
          { place_id: 'gn:1', description: 'New York City, NY, United States', latitude: 40.7, longitude: -74 },
          { place_id: 'gn:2', description: 'West New York, NJ, United States' },
          { place_id: 'gn:3', description: '  ' },
        ],
      },
    });
    const places = await api.placePredictions(' new york ', 'en-US');
    expect(places).toEqual([
      { query: 'New York City, NY, United States', label: 'New York City, NY, United States', placeId: 'gn:1', latitude: 40.7, longitude: -74 },
      { query: 'West New York, NJ, United States', label: 'West New York, NJ, United States', placeId: 'gn:2' },
    ]);
    const url = seen[0]?.url;
    expect(url?.pathname).toBe('/v1/maps/place-predictions');
    expect(url?.searchParams.get('input')).toBe('new york');
    expect(url?.searchParams.get('types')).toBe('geocode');
  });

  it('does not call the maps service for blank text', async () => {
    expect(await api.placePredictions('   ', 'en-US')).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('geocodes a place id or an address, and answers null for an unknown place', async () => {
    answer = (url) =>
      url.searchParams.get('address') === 'atlantis'
        ? { body: { status: 'ZERO_RESULTS', results: [] } }
        : { body: { status: 'OK', results: [{ place_id: 'gn:1', formatted_address: 'Paris, France', geometry: { location: { lat: 48.85, lng: 2.35 } } }] } };
    expect(await api.geocode({ placeId: 'gn:1' }, 'fr-FR')).toEqual({ query: 'Paris, France', label: 'Paris, France', latitude: 48.85, longitude: 2.35, placeId: 'gn:1' });
    expect(seen[0]?.url.searchParams.get('place_id')).toBe('gn:1');
    expect(await api.geocode({ address: 'atlantis' }, 'fr-FR')).toBeNull();
  });

  it('reads a page of results, leaving out a result without a title', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    answer = () => ({
      body: {
        total: 2,
        page: 1,
        pageSize: 30,
        activity: 'party',
        center: { latitude: 40.7, longitude: -74, radius_km: 40, label: 'New York City' },
        results: [
          {
            id: 5,
            title: 'Loft',
            city: 'New York',
            latitude: 40.7,
            longitude: -74,
            capacity: 20,
            hourly_price: 90,
            currency: 'USD',
            rating: 4.5,
            review_count: 3,
            instant_book: true,
            photo: { url: 'http://x/5', blurHash: 'L', width: 640, height: 427 },
          },
          { id: 6, title: ' ', latitude: 40.7, longitude: -74, hourly_price: 50, currency: 'USD', photo: { url: 'http://x/6' } },
        ],
      },
    });
    const page = await api.searchSpaces({ activity: 'party', page_size: '30' });
    expect(page).toMatchObject({ total: 2, activity: 'party', center: { label: 'New York City' } });
    expect(page.results).toEqual([
      expect.objectContaining({ id: '5', title: 'Loft', state: null, instant_book: true, photo: { url: 'http://x/5', blurHash: 'L', width: 640, height: 427 } }),
    ]);
    expect(seen[0]?.url.pathname).toBe('/v1/spaces/search');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
