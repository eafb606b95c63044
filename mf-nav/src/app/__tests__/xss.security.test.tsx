import type { BrowseNode } from '@hourspace/api-client';
import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { installMatchMedia } from '@hourspace/ui/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  cleanup();
  media.restore();
  jest.restoreAllMocks();
});

/** Renders the bar for a guest named `first` (avatar `avatar`), opens the profile menu, and answers the page's root. */
async function guestNav(first: string, last: string, avatar?: string): Promise<Element> {
  const user = userEvent.setup();
  setSession({ ...SESSIONS.guest, profile: { ...GUEST, first_name: first, last_name: last, ...(avatar !== undefined ? { avatar_url: avatar } : {}) } });
  const { container } = renderNav(<TopNav prefix="us" locale="en-US" />);
  await user.click(await screen.findByRole('button', { name: /^Account menu/ }));
  return container;
}

/** Renders the logged-out bar with a browse tree made of `payload`, opened. */
async function browseNav(tree: BrowseNode[]): Promise<Element> {
  const user = userEvent.setup();
  setSession(SESSIONS.loggedOut);
  const api = fakeNavApi();
  api.getBrowseTree.mockResolvedValue(tree);
  const { container } = renderNav(<TopNav prefix="us" locale="en-US" />, { api });
  await user.click(await screen.findByRole('button', { name: 'Browse spaces' }));
  await waitFor(() => expect(container.textContent).toContain(tree[0]!.label));
  return container;
}

const findings: string[] = [];
let renders = 0;
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * FIELDS.length);
  recordFigure(SUITE, 'renders checked', renders);
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('mf-nav renders every payload as text', () => {
  let guestTags: Map<string, number>;
  let browseTags: Map<string, number>;
  beforeAll(async () => {
    resetPage();
    media = installMatchMedia({ width: 1280 });
    guestTags = tagsOf(await guestNav('Grace', 'Guest', 'https://res.example/avatar.png'));
    cleanup();
    resetPage();
    browseTags = tagsOf(await browseNav([{ label: 'Event spaces', path: '/us/plan/party', children: [{ label: 'Party', path: 'https://example.com/x' }] }]));
    cleanup();
    media.restore();
  });

  it.each(XSS_PAYLOADS)('in the first name, last name and avatar URL of the profile menu: %j', async (payload) => {
    const root = await guestNav(payload, payload, payload);
    renders += 1;
    const found = xssFindings(root, guestTags);
    findings.push(...found);
    expect(found).toEqual([]);
  });

  it.each(XSS_PAYLOADS)('in the labels and paths of the browse tree: %j', async (payload) => {
    const label = `Spaces ${payload}`;
    const root = await browseNav([{ label, path: payload, children: [{ label: `${label} 2`, path: payload, see_all: true }] }]);
    renders += 1;
    const found = xssFindings(root, browseTags);
    findings.push(...found);
    expect(found).toEqual([]);
  });
});
