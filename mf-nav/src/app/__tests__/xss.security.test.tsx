import type { BrowseNode } from '@hourspace/api-client';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { installMatchMedia } from '@hourspace/ui/testing';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { browseTreeKeys } from '../../features/browse/api/get-browse-tree';
import { NavApiProvider, type NavApi } from '../../lib/nav-api';
import { fakeNavApi, GUEST, renderNav, resetPage, SESSIONS, setSession } from '../../testing/render-nav';
import { TopNav } from '../top-nav';

const SUITE = 'XSS: mf-nav (first name, avatar URL, browse tree labels and paths)';
const FIELDS = ['first_name', 'last_name', 'avatar_url', 'browse label', 'browse path'] as const;

let media: ReturnType<typeof installMatchMedia>;
beforeEach(() => {
  resetPage();
  media = installMatchMedia({ width: 1280 });
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  media.restore();
  jest.restoreAllMocks();
});

/** The button of `container` whose accessible name (aria-label, else text) matches `name`. */
function button(container: Element, name: RegExp): HTMLElement {
  const found = Array.from(container.querySelectorAll('button')).find((candidate) => name.test(candidate.getAttribute('aria-label') ?? candidate.textContent ?? ''));
  if (!found) throw new Error(`no button ${name}`);
  return found;
}

/**
 * One tree of providers per field, the bar remounted (a new key) per payload: the bar starts
 * fresh with the payload, without a new i18next instance and query cache each time
 * (docs/decisions/test-suite-time.md). A click only opens a disclosure here, so fireEvent.
 */
function mountBar(api = fakeNavApi()) {
  const { container, rerender, queryClient } = renderNav(<TopNav key={0} prefix="us" locale="en-US" />, { api });
  let key = 0;
  // renderNav puts the fake API around the element it is given: a rerender gives it again.
  const remount = () =>
    rerender(
      <NavApiProvider api={api as unknown as NavApi}>
        <TopNav key={(key += 1)} prefix="us" locale="en-US" />
      </NavApiProvider>,
    );
  return { container, api, queryClient, remount };
}

/** Shows the bar for a guest named `first` (avatar `avatar`) and opens the profile menu. */
function guestNav(bar: ReturnType<typeof mountBar>, first: string, last: string, avatar?: string): Element {
  act(() => setSession({ ...SESSIONS.guest, profile: { ...GUEST, first_name: first, last_name: last, ...(avatar !== undefined ? { avatar_url: avatar } : {}) } }));
  bar.remount();
  fireEvent.click(button(bar.container, /^Account menu/));
  return bar.container;
}

/** Shows the logged-out bar with a browse tree made of `payload`, opened, once the tree shows. */
async function browseNav(bar: ReturnType<typeof mountBar>, tree: BrowseNode[]): Promise<Element> {
  bar.queryClient.removeQueries({ queryKey: browseTreeKeys.all });
  bar.api.getBrowseTree.mockResolvedValue(tree);
  bar.remount();
  fireEvent.click(button(bar.container, /^Browse spaces$/));
  await waitFor(() => expect(bar.container.textContent).toContain(tree[0]!.label));
  return bar.container;
}

const findings: string[] = [];
let renders = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * FIELDS.length);
  recordFigure(SUITE, 'renders checked', renders);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

/** Checks one payload's render against `baseline`, noting a finding as a failure that names the payload and the fields. */
function check(root: Element, baseline: Map<string, number>, payload: string, fields: string, failures: string[]): void {
  renders += 1;
  const found = xssFindings(root, baseline);
  findings.push(...found);
  if (found.length > 0) failures.push(`${JSON.stringify(payload)} in ${fields}: ${found.join('; ')}`);
}

describe('mf-nav renders every payload as text', () => {
  it('in the first name, last name and avatar URL of the profile menu', () => {
    const fields = 'the first name, last name and avatar URL of the profile menu';
    setSession(SESSIONS.guest);
    const bar = mountBar();
    const baseline = tagsOf(guestNav(bar, 'Grace', 'Guest', 'https://res.example/avatar.png'));
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const root = guestNav(bar, payload, payload, payload);
      // The menu is open and names this payload's person (a name of spaces only shows no name).
      const trigger = button(root, /^Account menu/);
      if (trigger.getAttribute('aria-expanded') !== 'true' || (payload.trim() !== '' && !trigger.getAttribute('aria-label')!.includes(payload.trim())))
        failures.push(`${JSON.stringify(payload)} in ${fields}: not rendered`);
      check(root, baseline, payload, fields, failures);
    }
    expect(failures).toEqual([]);
  });

  it('in the labels and paths of the browse tree', async () => {
    const fields = 'the labels and paths of the browse tree';
    setSession(SESSIONS.loggedOut);
    const bar = mountBar();
    const baseline = tagsOf(await browseNav(bar, [{ label: 'Event spaces', path: '/us/plan/party', children: [{ label: 'Party', path: 'https://example.com/x' }] }]));
    const failures: string[] = [];
    for (const payload of XSS_PAYLOADS) {
      const label = `Spaces ${payload}`;
      const root = await browseNav(bar, [{ label, path: payload, children: [{ label: `${label} 2`, path: payload, see_all: true }] }]);
      check(root, baseline, payload, fields, failures);
    }
    expect(failures).toEqual([]);
  });
});
