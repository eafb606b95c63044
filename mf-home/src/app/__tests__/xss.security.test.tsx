import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { cleanup, screen } from '@testing-library/react';
import { fakeHomeRequester, homeSectionsAnswer, popularKeywordsAnswer } from '../../testing/home-fixtures';
import { renderHome } from '../../testing/render-home';
import { Root } from '../root';

const SUITE = 'XSS: mf-home (server-provided sections and popular keywords)';
const LINK_KEYS = new Set(['link', 'permalink']);
const KEEP_KEYS = new Set(['external_id', 'blurHash', 'locale', 'country', 'order']);

/**
 * The API's home data with `payload` in every field the page shows: appended to each text,
 * as every link and permalink, and as the URL of every other image. Answers the data and
 * how many fields carry the payload.
 */
function poisoned(payload: string): { sections: unknown; keywords: unknown; fields: number } {
  let fields = 0;
  let image = 0;
  const walk = (value: unknown, key: string): unknown => {
    if (Array.isArray(value)) return value.map((item) => walk(item, key));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, k)]));
    if (typeof value !== 'string' || KEEP_KEYS.has(key)) return value;
    fields += 1;
    if (LINK_KEYS.has(key)) return payload;
    if (key === 'url') return (image += 1) % 2 === 0 ? payload : value;
    return `${value} ${payload}`;
  };
  const sections = walk(homeSectionsAnswer(), '');
  const keywords = walk(popularKeywordsAnswer(), '');
  return { sections, keywords, fields };
}

async function renderPage(sections: unknown, keywords: unknown): Promise<Element> {
  const { container } = renderHome(<Root />, { request: fakeHomeRequester({ '/v1/home/en-US/sections': sections, '/v1/keywords/popular/en-US': keywords }) });
  await screen.findByRole('heading', { level: 2, name: /^awards heading/ }, { timeout: 15_000 });
  return container;
}

jest.setTimeout(30_000);

const findings: string[] = [];
let fieldsTried = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', fieldsTried);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('the home page renders server-provided content with payloads as text', () => {
  let baseline: Map<string, number>;
  beforeAll(async () => {
    baseline = tagsOf(await renderPage(homeSectionsAnswer(), popularKeywordsAnswer()));
    cleanup();
  });
  afterEach(cleanup);

  it.each(XSS_PAYLOADS)('in every heading, paragraph, label, link and image of the sections: %j', async (payload) => {
    const { sections, keywords, fields } = poisoned(payload);
    fieldsTried += fields;
    const root = await renderPage(sections, keywords);
    const found = xssFindings(root, baseline);
    findings.push(...found);
    expect(found).toEqual([]);
    // The payload is on the page, as text.
    expect(root.textContent).toContain(payload.trim());
    for (const anchor of Array.from(root.querySelectorAll('a[href]'))) expect(anchor.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
  });
});
