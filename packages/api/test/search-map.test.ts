import { MESSAGES } from '@hourspace/validation';
import { testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '600', SEED_PHOTOS: '16' });

const search = (query: string) => api.request('GET', `/v1/spaces/search?${query}`);

interface Result {
  id: string;
  latitude: number;
  longitude: number;
  distance_km?: number;
}

/** Brooklyn and a slice of lower Manhattan: the box the results page's map sends after a pan. */
const BROOKLYN = { west: -74.05, south: 40.57, east: -73.85, north: 40.74 };

describe('box search (bbox_of_interest)', () => {
  it('lists only spaces inside the box, with their coordinates, and says which box it searched', async () => {
    const box = `${BROOKLYN.west},${BROOKLYN.south},${BROOKLYN.east},${BROOKLYN.north}`;
    const answer = await search(`activity=party&location=new+york%2C+ny&bbox_of_interest=${box}&page_size=30`);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBeGreaterThan(0);
    expect(answer.body.area).toEqual(BROOKLYN);
    expect(answer.body.center).toBeUndefined();
    for (const r of answer.body.results as Result[]) {
      expect(r.latitude).toBeGreaterThanOrEqual(BROOKLYN.south);
      expect(r.latitude).toBeLessThanOrEqual(BROOKLYN.north);
      expect(r.longitude).toBeGreaterThanOrEqual(BROOKLYN.west);
      expect(r.longitude).toBeLessThanOrEqual(BROOKLYN.east);
    }
    // The box, not the typed place, decides: a box round London finds nothing from New York.
    const london = await search('location=new+york%2C+ny&bbox_of_interest=-0.6,51.2,0.4,51.8');
    expect(london.body.total).toBeGreaterThan(0);
    expect((london.body.results as { city: string }[]).every((r) => r.city === 'London')).toBe(true);
  });

  it('counts every space of a box, not only the page', async () => {
    const whole = await search('bbox_of_interest=-74.3,40.45,-73.65,40.95&page_size=30');
    const halves = await Promise.all([search('bbox_of_interest=-74.3,40.45,-73.975,40.95'), search('bbox_of_interest=-73.975,40.45,-73.65,40.95')]);
    expect(whole.body.total).toBeGreaterThan(30);
    // A space exactly on the dividing line is in both halves.
    expect(halves[0].body.total + halves[1].body.total).toBeGreaterThanOrEqual(whole.body.total);
  });

  it.each([
    ['-74,40,-73', MESSAGES['search.bboxInvalid']],
    ['-74,41,-73,40', MESSAGES['search.bboxInvalid']],
    ['-74,40,east,41', MESSAGES['search.bboxInvalid']],
    ['-74,40,-73,95', MESSAGES['search.coordinatesInvalid']],
    ['-125,25,-66,49', MESSAGES['search.bboxTooLarge']],
  ])('refuses the malformed box %s with a 400 naming bbox_of_interest', async (box, message) => {
    const answer = await search(`bbox_of_interest=${box}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error_description).toBe(message);
    expect(answer.body.issues).toEqual([{ field: 'bbox_of_interest', message }]);
  });
});

describe('search round a point of interest (point_of_interest)', () => {
  it('suggests points of interest beside towns, with their coordinates', async () => {
    const answer = await api.request('GET', '/v1/maps/place-predictions?input=central+park&types=geocode&locale=en-US');
    expect(answer.body.predictions[0]).toMatchObject({
      place_id: 'poi:central-park-new-york',
      description: 'Central Park, NY, United States',
      latitude: 40.7829,
      longitude: -73.9654,
    });
    const towns = await api.request('GET', '/v1/maps/place-predictions?input=paris&types=geocode&locale=fr-FR');
    expect(towns.body.predictions[0].place_id).toMatch(/^gn:/);
  });

  it('searches round the point, nearest within its radius, with each distance', async () => {
    const answer = await search('activity=party&point_of_interest=poi:prospect-park-brooklyn&sort=distance');
    expect(answer.status).toBe(200);
    expect(answer.body.center).toMatchObject({ latitude: 40.6602, longitude: -73.969, radius_km: 10, label: 'Prospect Park' });
    const distances = (answer.body.results as Result[]).map((r) => r.distance_km);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances.every((d) => typeof d === 'number' && d <= 10)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => (a ?? 0) - (b ?? 0)));
    const wider = await search('activity=party&point_of_interest=poi:prospect-park-brooklyn&radius=25');
    expect(wider.body.center.radius_km).toBe(25);
    expect(wider.body.total).toBeGreaterThanOrEqual(answer.body.total);
  });

  it('refuses an unknown or malformed point with a 400 naming point_of_interest', async () => {
    for (const poi of ['poi:nowhere-at-all', '<b>x</b>']) {
      const answer = await search(`point_of_interest=${encodeURIComponent(poi)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.issues).toEqual([{ field: 'point_of_interest', message: MESSAGES['search.unknownLocation'] }]);
    }
  });
});
