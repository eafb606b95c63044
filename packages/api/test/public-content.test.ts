import { CURRENT_TERMS_VERSION } from '../src/config/terms';
import { FEES } from '../src/config/fees';
import { ARTICLE_META } from '../src/documents/articles/meta';
import { LEGAL_SLUGS } from '../src/documents/types';
import { testApiOfFile } from './support/test-api';

/** The public content pages' data (docs/decisions/public-content-pages.md): legal documents, the blog, the locations list, the fees. */
const api = testApiOfFile({ SEED_SPACES: '40', SEED_PHOTOS: '8' });

const LOCALES = ['en-US', 'en-GB', 'en-CA', 'en-AU', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE'];

interface Section {
  id: string;
  heading: string;
  blocks: (string | { list: string[] })[];
}

const texts = (sections: Section[]): string[] => sections.flatMap((s) => [s.heading, ...s.blocks.flatMap((b) => (typeof b === 'string' ? [b] : b.list))]);

describe('legal documents (GET /v1/legal/{locale}/{slug})', () => {
  it('serves every document in every locale with a version, a date and sections with stable anchors', async () => {
    for (const locale of LOCALES) {
      for (const slug of LEGAL_SLUGS) {
        const answer = await api.request('GET', `/v1/legal/${locale}/${slug}`);
        expect(answer.status).toBe(200);
        expect(answer.body).toMatchObject({
          locale,
          slug,
          title: expect.any(String),
          summary: expect.any(String),
          version: expect.any(Number),
          updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        });
        expect(answer.body.sections.length).toBeGreaterThanOrEqual(4);
        const english = (await api.request('GET', `/v1/legal/en-US/${slug}`)).body;
        expect(answer.body.sections.map((s: Section) => s.id)).toEqual(english.sections.map((s: Section) => s.id));
        expect(texts(answer.body.sections).join(' ')).not.toMatch(/\{(guestFee|hostFee)\}|<[a-z]/i);
      }
    }
  });

  it('writes each language in its own words', async () => {
    const title = async (locale: string) => (await api.request('GET', `/v1/legal/${locale}/terms`)).body.title;
    expect(await title('en-US')).toBe('Terms of Service');
    expect(await title('fr-FR')).toBe("Conditions d'utilisation");
    expect(await title('es-ES')).toBe('Condiciones del servicio');
    expect(await title('de-DE')).toBe('Nutzungsbedingungen');
  });

  it('gives the terms the version experience reports, and the privacy policy its California section', async () => {
    expect((await api.request('GET', '/v1/legal/en-US/terms')).body.version).toBe(CURRENT_TERMS_VERSION);
    const privacy = (await api.request('GET', '/v1/legal/de-DE/privacy')).body;
    expect(privacy.sections.map((s: Section) => s.id)).toContain('california-privacy');
  });

  it('states the fees of config/fees.ts in the fees overview', async () => {
    for (const locale of ['en-US', 'fr-FR', 'es-ES', 'de-DE']) {
      const text = texts((await api.request('GET', `/v1/legal/${locale}/fees-overview`)).body.sections).join(' ');
      expect(text).toContain(`${FEES.guestServiceFeePercent}`);
      expect(text).toContain(`${FEES.hostFeePercent}`);
    }
    expect((await api.request('GET', '/v1/fees')).body).toEqual({ guest_service_fee_percent: FEES.guestServiceFeePercent, host_fee_percent: FEES.hostFeePercent });
  });

  it('answers 404 for an unknown document or locale', async () => {
    expect((await api.request('GET', '/v1/legal/en-US/cookies')).status).toBe(404);
    expect((await api.request('GET', '/v1/legal/en-US/TERMS')).status).toBe(404);
    expect((await api.request('GET', '/v1/legal/xx-XX/terms')).status).toBe(404);
  });
});

describe('the blog (GET /v1/resources/{locale}, /v1/resources/{locale}/{slug})', () => {
  it('pages the articles newest first with every category and its count', async () => {
    const first = (await api.request('GET', '/v1/resources/en-US')).body;
    expect(first).toMatchObject({ page: 1, pages: 2, total: ARTICLE_META.length, category: null });
    expect(first.articles.map((a: { slug: string }) => a.slug)).toEqual(ARTICLE_META.slice(0, 4).map((m) => m.slug));
    expect(first.categories).toContainEqual({ id: 'production', label: 'Production', count: 2 });
    const second = (await api.request('GET', '/v1/resources/en-US?page=2')).body;
    expect(second.articles.map((a: { slug: string }) => a.slug)).toEqual(ARTICLE_META.slice(4).map((m) => m.slug));
    expect((await api.request('GET', '/v1/resources/en-US?page=9')).body.articles).toEqual([]);
  });

  it('filters by category', async () => {
    const production = (await api.request('GET', '/v1/resources/de-DE?category=production')).body;
    expect(production).toMatchObject({ category: 'production', total: 2, pages: 1 });
    expect(production.articles.every((a: { category_label: string }) => a.category_label === 'Produktion')).toBe(true);
  });

  it('has every article the home blog carousel links to, in every locale, in its language', async () => {
    const home = (await api.request('GET', '/v1/home/de-DE/sections')).body.sections.blog;
    const slugs = home.images.map((image: { link: string }) => image.link.split('/').pop());
    expect(slugs.length).toBeGreaterThan(0);
    for (const locale of LOCALES) {
      for (const slug of slugs) {
        const answer = await api.request('GET', `/v1/resources/${locale}/${slug}`);
        expect(answer.status).toBe(200);
        expect(answer.body.sections.length).toBeGreaterThanOrEqual(3);
        expect(answer.body.related).toHaveLength(2);
      }
    }
    // The carousel's title is the article's title.
    const article = (await api.request('GET', `/v1/resources/de-DE/${slugs[0]}`)).body;
    expect(home.images[0].title).toBe(article.title);
  });

  it('links the home blog items and its call to action under the locale prefix', async () => {
    const blog = (await api.request('GET', '/v1/home/fr-FR/sections')).body.sections.blog;
    expect(blog.ctaButton.link).toBe('/fr/resources');
    for (const image of blog.images) expect(image.link).toMatch(/^\/fr\/resources\/[a-z0-9-]+$/);
  });

  it('answers 404 for an unknown article', async () => {
    expect((await api.request('GET', '/v1/resources/en-US/no-such-article')).status).toBe(404);
    expect((await api.request('GET', '/v1/resources/zz-ZZ/dinner-party-for-20')).status).toBe(404);
  });
});

describe('locations (GET /v1/locations/{locale})', () => {
  it('lists every market city grouped by country, the locale’s country first, each linking to search under the prefix', async () => {
    const de = (await api.request('GET', '/v1/locations/de-DE')).body;
    expect(de.countries[0]).toMatchObject({ country: 'DE', name: 'Deutschland' });
    expect(de.countries.flatMap((c: { cities: unknown[] }) => c.cities)).toHaveLength(38);
    const munich = de.countries[0].cities.find((c: { id: string }) => c.id === 'munich');
    expect(munich).toMatchObject({ name: 'München', region: 'Bayern' });
    expect(munich.href).toMatch(/^\/de\/s\/\?location=m%C3%BCnchen%2C%20/);
    const us = (await api.request('GET', '/v1/locations/en-US')).body;
    expect(us.countries[0].cities[0]).toEqual({ id: 'new-york', name: 'New York', region: 'New York', href: '/us/s/?location=new%20york%2C%20ny' });
  });
});
