import { getBus } from '@hourspace/bus';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { cleanup, screen } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { fakeApi, resultsPage, space } from '../../testing/fake-api';
import { renderSearch } from '../../testing/render';
import { Root } from '../root';

jest.mock('single-spa', () => ({ ...jest.requireActual('single-spa'), navigateToUrl: jest.fn() }));

const SUITE = 'XSS: mf-search (typed activity and location in the URL, search results)';
const FIELDS = ['activity (URL)', 'location (URL)', 'result title', 'result city', 'result state', 'result photo URL', 'centre label', 'activity (answer)'];

function pageWith(payload: string) {
  return resultsPage(3, 3, {
    activity: payload,
    center: { latitude: 40.7, longitude: -74, label: payload },
    results: [
      space(1, { title: payload, city: payload, state: payload }),
      space(2, { photo: { url: payload, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH', width: 640, height: 427 } }),
      space(3),
    ],
  });
}

async function renderResults(query: string, page: ReturnType<typeof resultsPage>): Promise<Element> {
  window.history.replaceState(null, '', `/us/s/?${query}`);
  const { container } = renderSearch(<Root />, { api: fakeApi({ searchSpaces: jest.fn(async () => page) }) });
  await screen.findAllByRole('article');
  return container;
}

beforeEach(() => {
  jest.mocked(navigateToUrl).mockReset();
  window.scrollTo = jest.fn();
  window.localStorage.clear();
  getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

const findings: string[] = [];
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * FIELDS.length);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('the results page renders typed and server-provided text with payloads as text', () => {
  let baseline: Map<string, number>;
  beforeAll(async () => {
    window.scrollTo = jest.fn();
    getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    baseline = tagsOf(await renderResults('activity=photo+shoot&location=new+york', resultsPage(3, 3)));
    cleanup();
  });

  it.each(XSS_PAYLOADS)('in the query, the titles, places, photo and centre: %j', async (payload) => {
    const q = new URLSearchParams({ activity: payload, location: payload }).toString();
    const root = await renderResults(q, pageWith(payload));
    const found = xssFindings(root, baseline);
    findings.push(...found);
    expect(found).toEqual([]);
    expect(screen.getAllByRole('article')[0]!.textContent).toContain(payload.trim());
  });
});
