import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { untilInAct } from '@hourspace/remote/testing';
import { fakeHomeRequester, homeSectionsAnswer, popularKeywordsAnswer } from '../../testing/home-fixtures';
import { homeSectionsQuery } from '../../lib/api/get-home-sections';
import { popularKeywordsQuery } from '../../lib/api/get-popular-keywords';
import { HomeApiProvider } from '../../lib/home-api';
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

/** The awards heading, the page's last section: the data has arrived when it shows. */
function awardsHeading(root: Element): Element | undefined {
  return Array.from(root.querySelectorAll('h2')).find((heading) => heading.textContent?.startsWith('awards heading'));
}

/**
 * One provider tree for the file; per answer the page remounts (a new key) on an emptied query
 * cache and a new fake API whose answers are loaded first, as the page's prefetch
 * (app/prefetch.ts) loads them: the page renders the new data once, without a new i18next
 * instance and query cache each time (docs/decisions/test-suite-time.md).
 */
function mountPage() {
  const api = (sections: unknown, keywords: unknown) => fakeHomeRequester({ '/v1/home/en-US/sections': sections, '/v1/keywords/popular/en-US': keywords });
  const { container, rerender, queryClient } = renderHome(<Root key={0} />, { request: api(homeSectionsAnswer(), popularKeywordsAnswer()) });
  let key = 0;
  const show = async (sections: unknown, keywords: unknown) => {
    // The page before goes first, then its data: the new page starts from nothing of it.
    rerender(<></>);
    queryClient.clear();
    const request = api(sections, keywords);
    await queryClient.prefetchQuery(homeSectionsQuery(request, 'en-US', 'us'));
    await queryClient.prefetchQuery(popularKeywordsQuery(request, 'en-US', 'us'));
    // renderHome puts the fake API around the element it is given: a rerender gives it again.
    rerender(
      <HomeApiProvider api={request}>
        <Root key={(key += 1)} />
      </HomeApiProvider>,
    );
    // In act: waitFor sat through React's 300 ms fallback throttle on each of the 114 renders.
    await untilInAct(() => awardsHeading(container) !== undefined, { what: 'the awards heading' });
    return container;
  };
  return { container, show };
}

// About 7 s alone on the two-core machine (one remount per payload).
jest.setTimeout(60_000);

const findings: string[] = [];
let fieldsTried = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', fieldsTried);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('the home page renders server-provided content with payloads as text', () => {
  it('in every heading, paragraph, label, link and image of the sections', async () => {
    const page = mountPage();
    const baseline = tagsOf(await page.show(homeSectionsAnswer(), popularKeywordsAnswer()));
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const { sections, keywords, fields } = poisoned(payload);
      fieldsTried += fields;
      const root = await page.show(sections, keywords);
      const fail = (what: string) => failures.push(`${JSON.stringify(payload)} in the home sections: ${what}`);
      // The payload is on the page, as text (the awards heading carries it: this answer's render).
      if (!awardsHeading(root)!.textContent!.includes(payload.trim()) || !root.textContent!.includes(payload.trim())) fail('not rendered');
      const found = xssFindings(root, baseline);
      findings.push(...found);
      if (found.length > 0) fail(found.join('; '));
      for (const anchor of Array.from(root.querySelectorAll('a[href]')))
        if (/^\s*(javascript|data|vbscript):/i.test(anchor.getAttribute('href')!)) fail(`link to ${anchor.getAttribute('href')}`);
    }
    expect(failures).toEqual([]);
  });
});
