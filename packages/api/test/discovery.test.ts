import { MESSAGES } from '@hourspace/validation';
import { testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '600', SEED_PHOTOS: '16' });

const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE'];
const SECTIONS = ['intro', 'activities', 'blog', 'cities', 'hosts', 'madeIn', 'whyUs', 'whereExtraordinary', 'popularKeywords', 'awards'];

describe('env (GET /v1/env/web/{locale}, /v1/env/keywords/{locale})', () => {
  it('answers locale data with location_prefill for every locale, with the basic key', async () => {
    for (const locale of LOCALES) {
      const answer = await api.request('GET', `/v1/env/web/${locale}`, { token: 'dev-basic-key' });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        locale,
        url_prefix: expect.any(String),
        location_prefill: { query: expect.any(String), latitude: expect.any(Number), longitude: expect.any(Number), label: expect.any(String) },
      });
    }
    expect((await api.request('GET', '/v1/env/web/en-US', { token: 'dev-basic-key' })).body.location_prefill.label).toBe('New York, NY');
  });

  it('needs the basic key and knows only the eight locales', async () => {
    expect((await api.request('GET', '/v1/env/web/en-US')).status).toBe(401);
    expect((await api.request('GET', '/v1/env/web/xx-XX', { token: 'dev-basic-key' })).status).toBe(404);
  });

  it('lists activity keywords in the locale language', async () => {
    const de = await api.request('GET', '/v1/env/keywords/de-DE', { token: 'dev-basic-key' });
    expect(de.body.length).toBeGreaterThanOrEqual(30);
    expect(de.body[0]).toEqual(
      expect.objectContaining({ id: 'photo-shoot', dropdown: 'Fotoshooting', use_type: 'production', use_subtype: 'photo', display_use_type: 'Produktion' }),
    );
  });
});

describe('home sections (GET /v1/home/{locale}/sections)', () => {
  it('has every section of the home page for every locale, with image items and blurHashes', async () => {
    for (const locale of LOCALES) {
      const answer = await api.request('GET', `/v1/home/${locale}/sections`);
      expect(answer.status).toBe(200);
      expect(answer.body.order).toEqual(SECTIONS);
      for (const key of SECTIONS) {
        const section = answer.body.sections[key];
        expect(section).toEqual(
          expect.objectContaining({
            heading1: expect.any(String),
            heading2: expect.any(String),
            paragraph: expect.any(String),
            ctaButton: { text: expect.any(String), link: expect.any(String) },
          }),
        );
        for (const image of section.images) {
          expect(Object.keys(image).sort()).toEqual(['alt', 'blurHash', 'external_id', 'label', 'link', 'location', 'title', 'url']);
          expect(image.blurHash).toMatch(/^[0-9A-Za-z#$%*+,\-.:;=?@[\]^_{|}~]{6,}$/);
        }
      }
      expect(answer.body.sections.whereExtraordinary.ctaButton.link).toMatch(/^\/[a-z-]+#a=search$/);
    }
  });

  it('writes each locale in its own language with its own cities', async () => {
    const heading = async (locale: string) => (await api.request('GET', `/v1/home/${locale}/sections`)).body.sections.intro.heading1;
    expect(await heading('en-US')).toBe('Find a space. Fill it with life.');
    expect(await heading('fr-FR')).toBe('Trouvez un lieu. Faites-le vivre.');
    expect(await heading('es-ES')).toBe('Encuentra un espacio. Llénalo de vida.');
    expect(await heading('de-DE')).toBe('Finden Sie einen Ort. Erfüllen Sie ihn mit Leben.');
    const cities = (await api.request('GET', '/v1/home/en-AU/sections')).body.sections.cities.images.map((i: { location: string }) => i.location);
    expect(cities).toContain('Sydney, NSW');
    const gb = (await api.request('GET', '/v1/home/en-GB/sections')).body.sections.madeIn.images.map((i: { title: string }) => i.title);
    expect(gb).toContain('A weekly podcast from a cosy library');
  });

  it('serves the section images', async () => {
    const url = (await api.request('GET', '/v1/home/en-US/sections')).body.sections.intro.images[0].url;
    expect((await fetch(url)).headers.get('content-type')).toBe('image/webp');
  });
});

describe('popular keywords and the browse tree', () => {
  it('gives popular keywords per country with city, state and permalink', async () => {
    const answer = await api.request('GET', '/v1/keywords/popular/en-US');
    expect(answer.body.country).toBe('US');
    expect(answer.body.keywords.length).toBeGreaterThanOrEqual(6);
    const first = answer.body.keywords[0];
    expect(first).toMatchObject({ keyword: 'photo-shoot', dropdown_plural: 'Photo Shoots', display_keyword_plural: 'Photo Shoot Locations' });
    expect(first.locations[0]).toEqual({ city: 'New York', state: 'NY', permalink: '/us/s/?activity=photo-shoot&location=new%20york%2C%20ny' });
    const fr = await api.request('GET', '/v1/keywords/popular/fr-FR');
    expect(fr.body.keywords[0].dropdown_plural).toBe('Shootings photo');
  });

  it('builds browse paths with a see-all entry per group', async () => {
    const answer = await api.request('GET', '/v1/browse/en-GB');
    const tree: { label: string; children: { see_all?: boolean; path: string }[] }[] = answer.body.tree;
    expect(tree.length).toBe(4);
    for (const group of tree) {
      expect(group.children.filter((c) => c.see_all)).toHaveLength(1);
      expect(group.children.every((c) => c.path.startsWith('/gb/'))).toBe(true);
    }
  });
});

describe('activities and suggestions', () => {
  it('lists full activities in the locale language', async () => {
    const answer = await api.request('GET', '/v1/activities?locale=fr-FR');
    expect(answer.body.data.find((a: { id: string }) => a.id === 'meeting')).toMatchObject({ dropdown: 'Réunion', use_type: 'meeting', query: 'réunion' });
  });

  it('suggests at most 5 fuzzy matches, typos included', async () => {
    const typo = await api.request('GET', '/v1/activities/suggestions?q=phto%20shot&locale=en-US');
    expect(typo.body.suggestions.length).toBeLessThanOrEqual(5);
    expect(typo.body.suggestions[0]).toMatchObject({ value: { id: 'photo-shoot' }, label: 'Photo Shoot' });
    const prefix = await api.request('GET', '/v1/activities/suggestions?q=bir&locale=en-US');
    expect(prefix.body.suggestions[0].value.id).toBe('birthday-party');
    const spanish = await api.request('GET', '/v1/activities/suggestions?q=boda&locale=es-ES');
    expect(spanish.body.suggestions[0].value.id).toBe('wedding-reception');
    expect((await api.request('GET', '/v1/activities/suggestions?q=zzzzqqq')).body.suggestions).toEqual([]);
  });
});

describe('maps: place predictions and geocoding', () => {
  it('predicts places for typed text, most relevant first, limited to geocode types', async () => {
    const answer = await api.request('GET', '/v1/maps/place-predictions?input=par&types=geocode&locale=fr-FR');
    expect(answer.body.status).toBe('OK');
    expect(answer.body.predictions[0]).toMatchObject({
      place_id: expect.stringMatching(/^gn:/),
      structured_formatting: { main_text: 'Paris' },
      types: expect.arrayContaining(['geocode']),
    });
    expect(answer.body.predictions.length).toBeLessThanOrEqual(5);
    expect((await api.request('GET', '/v1/maps/place-predictions?input=par&types=establishment')).status).toBe(400);
    expect((await api.request('GET', '/v1/maps/place-predictions?input=xqzxqz')).body).toEqual({ status: 'ZERO_RESULTS', predictions: [] });
  });

  it('geocodes a prediction, an address and a point', async () => {
    const byId = await api.request('GET', '/v1/maps/geocode?place_id=gn:4671654');
    expect(byId.body.results[0]).toMatchObject({ formatted_address: 'Austin, TX, United States', geometry: { location: { lat: 30.26715, lng: -97.74306 } } });
    const byAddress = await api.request('GET', '/v1/maps/geocode?address=Manchester,%20UK');
    expect(byAddress.body.results[0].address_components[2].short_name).toBe('GB');
    const byPoint = await api.request('GET', '/v1/maps/geocode?latlng=48.8566,2.3522');
    expect(byPoint.body.results[0].address_components[0].long_name).toBe('Paris');
    expect((await api.request('GET', '/v1/maps/geocode?latlng=500,1')).status).toBe(400);
  });
});

describe('space search (GET /v1/spaces/search)', () => {
  const search = (query: string) => api.request('GET', `/v1/spaces/search?${query}`);

  it('answers pages of 30 with the result fields', async () => {
    const answer = await search('');
    expect(answer.body).toMatchObject({ total: 600, page: 1, pageSize: 30 });
    expect(answer.body.results).toHaveLength(30);
    const r = answer.body.results[0];
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining(['id', 'title', 'city', 'state', 'country', 'capacity', 'hourly_price', 'currency', 'rating', 'review_count', 'instant_book', 'photo', 'activities']),
    );
    expect(r.photo).toEqual({ url: expect.stringContaining('/v1/images/'), blurHash: expect.any(String), width: 640, height: 427 });
    const page2 = await search('page=2');
    expect(page2.body.results[0].id).not.toBe(r.id);
  });

  it('filters by activity and location, and names unknown ones with the spec messages', async () => {
    const answer = await search('activity=photo-shoot&location=London');
    expect(answer.body.total).toBeGreaterThan(0);
    for (const r of answer.body.results) {
      expect(r.activities).toContain('photo-shoot');
      expect(r.city).toBe('London');
      expect(r.currency).toBe('GBP');
    }
    expect((await search('activity=Photo%20Shoots&location=london')).body.total).toBe(answer.body.total);
    expect((await search('activity=underwater%20basket')).body.error_description).toBe(MESSAGES['search.unknownActivity']);
    expect((await search('location=Qzxqzx')).body.error_description).toBe(MESSAGES['search.unknownLocation']);
  });

  it('filters by bounding box, radius, attendees, price and instant book', async () => {
    const bbox = await search('bbox=-0.6,51.2,0.4,51.8');
    expect(bbox.body.total).toBeGreaterThan(0);
    expect(bbox.body.results.every((r: { city: string }) => r.city === 'London')).toBe(true);
    const near = await search('lat=40.71&lng=-74.0&radius=5&sort=distance');
    const distances = near.body.results.map((r: { distance_km: number }) => r.distance_km);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(5);
    const big = await search('attendees=150');
    expect(big.body.results.every((r: { capacity: number }) => r.capacity >= 150)).toBe(true);
    expect((await search('attendees=0')).body.error_description).toBe(MESSAGES['attendees.range']);
    const cheap = await search('price_min=20&price_max=60&sort=price_asc');
    const prices = cheap.body.results.map((r: { hourly_price: number }) => r.hourly_price);
    expect(prices.every((p: number) => p >= 20 && p <= 60)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect((await search('instant_book=true')).body.results.every((r: { instant_book: boolean }) => r.instant_book)).toBe(true);
  });

  it('excludes spaces booked during availability_interval', async () => {
    const all = await search('location=New%20York&page_size=30');
    const interval = (start: string, end: string) => search(`availability_interval=40.71,-74.0,${start},${end}&radius=40&page_size=30`);
    // Find a booked slot: a space that disappears for some hour of the next days.
    let found = false;
    for (let day = 1; day <= 6 && !found; day++) {
      const date = new Date(Date.now() + day * 86400_000).toISOString().slice(0, 10);
      const answer = await interval(`${date}T10:00:00`, `${date}T16:00:00`);
      expect(answer.status).toBe(200);
      if (answer.body.total < all.body.total) found = true;
    }
    expect(found).toBe(true);
    expect((await search('availability_interval=40.7,-74,2030-01-01T10:00:00,2030-01-01T09:00:00')).status).toBe(400);
    expect((await search('availability_interval=nonsense')).status).toBe(400);
  });

  it('refuses a page size above 30 and unknown sorts', async () => {
    expect((await search('page_size=31')).status).toBe(400);
    expect((await search('sort=cheapest')).status).toBe(400);
  });
});
