import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { prepareDialog } from '@hourspace/ui';
import { act } from '@testing-library/react';
import { useAuthStore } from '../../lib/auth-store';
import type { View } from '../../lib/views';
import { renderAuth } from '../../testing/render';
import { AuthModals } from '../auth-modals';

const SUITE = 'XSS: mf-auth (notices with an email or method, Facebook name and picture, promo texts, profile prefill)';

/** Each modal with `p` in every field that comes from a person, a provider or the API. */
const VIEWS: ReadonlyArray<readonly [string, number, (p: string) => View]> = [
  ['already-associated notice (email)', 1, (p) => ({ name: 'login', err: 'already-taken', email: p, notice: { key: 'alreadyAssociated', values: { email: p } } })],
  ['different-method notice (method)', 1, (p) => ({ name: 'login', notice: { key: 'differentMethod', values: { method: p } } })],
  [
    'social email form (provider name, email)',
    2,
    (p) => ({ name: 'social-email', unsubscribe: false, identity: { provider: 'facebook', token: 't', providerId: 'f-1', email: p, firstName: p } }),
  ],
  ['welcome back (first name, picture URL)', 2, (p) => ({ name: 'welcome-back', identity: { provider: 'facebook', token: 't', providerId: 'f-1', firstName: p, pictureUrl: p } })],
  ['promo (title, subtitle, button)', 3, (p) => ({ name: 'promo', promo: { externalId: 'x', entitlementId: 'e', title: p, subtitle: p, buttonText: p, expired: false } })],
  ['complete profile (first and last name prefill, avatar URL)', 3, (p) => ({ name: 'complete-profile', prefill: { firstName: p, lastName: p, avatarUrl: p } })],
];

/** Text as compared for a payload's trace: without whitespace and controls (an input drops line breaks). */
const squeeze = (text: string) => text.replace(/[\s\u0000-\u001f]/g, '');

/** Whether `payload` shows in `root`: in its text, an input's value or an attribute. */
function shows(root: Element, payload: string): boolean {
  const wanted = squeeze(payload);
  if (squeeze(root.textContent ?? '').includes(wanted)) return true;
  return Array.from(root.querySelectorAll('*')).some(
    (element) =>
      ((element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) && squeeze(element.value).includes(wanted)) ||
      Array.from(element.attributes).some(({ value }) => squeeze(value).includes(wanted)),
  );
}

/** Opens `view` afresh: each `show` gives the modal a new key, so it mounts with the view's values. */
function open(view: View): Element | null {
  act(() => useAuthStore.getState().show(view));
  return document.body.querySelector('[role="dialog"]');
}

/** Gives the open modal `view` without remounting it (same key): it re-renders with the new values. */
function update(view: View): Element | null {
  act(() => useAuthStore.setState({ view }));
  return document.body.querySelector('[role="dialog"]');
}

function close(): void {
  act(() => useAuthStore.setState({ view: null }));
}

// The dialogs' focus trap renders no element (it is given the panel); activating it walks every
// tabbable element with getComputedStyle, over half of a modal's mount in jsdom, and it reads no
// payload. Here it is a trap that does nothing; the dialog tests of @hourspace/ui check focus
// (docs/decisions/dialog-focus-trap-on-open.md, docs/decisions/test-suite-time.md).
jest.mock('focus-trap-react', () => ({ FocusTrap: () => null }));

beforeAll(async () => {
  // Every dialog after a page's first renders the trap at once: load it, as a page that showed a dialog has.
  prepareDialog();
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
});
beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  close();
  jest.restoreAllMocks();
});

const findings: string[] = [];
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * VIEWS.reduce((sum, [, fields]) => sum + fields, 0));
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('mf-auth renders names, emails and promo texts with payloads as text', () => {
  it.each(VIEWS.map(([name, , view]) => [name, view] as const))('%s: every payload stays text', (name, view) => {
    const { i18n } = renderAuth(<AuthModals />);
    // What the modal shows of a payload: a method is named through its translation (a missing one shows the key's last part).
    const shown = (payload: string) => (name.startsWith('different-method') ? i18n.t(`methods.${payload}`) : payload);
    // Harmless renders: plain text, and a picture URL (a refused URL shows the placeholder instead).
    const baseline = new Map<string, number>();
    for (const harmless of ['Ada', 'https://img.example/a.png']) {
      open(view(harmless));
      for (const [tag, count] of tagsOf(document.body)) baseline.set(tag, Math.max(count, baseline.get(tag) ?? 0));
      close();
    }
    // One tree per view (docs/decisions/test-suite-time.md): a payload re-renders the open modal
    // in place when that shows it and no trace of the payload before; else the modal remounts.
    const failures: string[] = [];
    let inPlaceFailures = 0;
    let before = 'Ada Lovelace';
    open(view(before));
    for (const payload of XSS_PAYLOADS) {
      // After three misses the modal keeps its values (the log-in modal its notice, a form its inputs): mount each afresh.
      let dialog = inPlaceFailures < 3 ? update(view(payload)) : null;
      if (!(dialog && shows(dialog, shown(payload)) && !shows(document.body, shown(before)))) {
        // The payload not shown, or a trace of the one before (kept, or one that looks the same): mount the modal afresh.
        if (dialog) inPlaceFailures += 1;
        close();
        dialog = open(view(payload));
        if (!dialog || !shows(dialog, shown(payload))) failures.push(`${JSON.stringify(payload)} in ${name}: not rendered`);
      }
      before = payload;
      const found = xssFindings(document.body, baseline);
      findings.push(...found.map((f) => `${name}: ${f}`));
      if (found.length > 0) failures.push(`${JSON.stringify(payload)} in ${name}: ${found.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
