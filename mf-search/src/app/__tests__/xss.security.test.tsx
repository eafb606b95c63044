import { getBus } from '@hourspace/bus';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { act, waitFor } from '@testing-library/react';
import { navigateToUrl } from 'single-spa';
import { SearchApiProvider } from '../../lib/search-api';
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

/** A fresh page's state: no stored searches, the logged-out session, no navigation asked. */
function freshPage(): void {
  jest.mocked(navigateToUrl).mockReset();
  window.localStorage.clear();
  getBus().setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
}

/**
 * One provider tree per test; per query the results page remounts (a new key) at the new
 * address, on an emptied query cache and a new fake API, so it reads the address and the
 * answer as a fresh page does, without a new i18next instance and query cache each time
 * (docs/decisions/test-suite-time.md).
 */
function mountResults() {
  window.history.replaceState(null, '', '/us/s/');
  const { container, rerender, queryClient } = renderSearch(<Root key={0} />, { api: fakeApi() });
  let key = 0;
  const show = async (query: string, page: ReturnType<typeof resultsPage>): Promise<Element> => {
    // The page before goes first (a payload that became a <base> would change the next address).
    rerender(<></>);
    act(freshPage);
    window.history.replaceState(null, '', `/us/s/?${query}`);
    queryClient.clear();
    // renderSearch puts the fake API around the element it is given: a rerender gives it again.
    rerender(
      <SearchApiProvider api={fakeApi({ searchSpaces: jest.fn(async () => page) })}>
        <Root key={(key += 1)} />
      </SearchApiProvider>,
    );
    await waitFor(() => expect(container.querySelector('article')).not.toBeNull());
    return container;
  };
  return { show };
}

beforeEach(() => {
  window.scrollTo = jest.fn();
  freshPage();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
});

const findings: string[] = [];
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * FIELDS.length);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('the results page renders typed and server-provided text with payloads as text', () => {
  it('in the query, the titles, places, photo and centre', async () => {
    const page = mountResults();
    const baseline = tagsOf(await page.show('activity=photo+shoot&location=new+york', resultsPage(3, 3)));
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const q = new URLSearchParams({ activity: payload, location: payload }).toString();
      const root = await page.show(q, pageWith(payload));
      const fail = (what: string) => failures.push(`${JSON.stringify(payload)} in the query, the titles, places, photo and centre: ${what}`);
      // This answer's render: the first result's title is the payload, as text.
      if (!root.querySelector('article')!.textContent!.includes(payload.trim())) fail('not rendered');
      const found = xssFindings(root, baseline);
      findings.push(...found);
      if (found.length > 0) fail(found.join('; '));
    }
    expect(failures).toEqual([]);
  });
});
