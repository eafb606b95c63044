import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { tagsOf, XSS_PAYLOADS, xssFindings } from '@hourspace/contracts/testing/xss-payloads';
import { act, cleanup, screen } from '@testing-library/react';
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

function open(view: View): Element {
  renderAuth(<AuthModals />);
  act(() => useAuthStore.getState().show(view));
  return document.body;
}

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  act(() => useAuthStore.setState({ view: null }));
  cleanup();
  jest.restoreAllMocks();
});

const findings: string[] = [];
afterAll(() => {
  recordFigure(SUITE, 'payloads × fields', XSS_PAYLOADS.length * VIEWS.reduce((sum, [, fields]) => sum + fields, 0));
  recordFigure(SUITE, 'findings (elements, on* attributes, script or data URLs)', findings.length);
});

describe('mf-auth renders names, emails and promo texts with payloads as text', () => {
  const baselines = new Map<string, Map<string, number>>();
  beforeAll(() => {
    // Harmless renders: plain text, and a picture URL (a refused URL shows the placeholder instead).
    for (const [name, , view] of VIEWS) {
      const merged = new Map<string, number>();
      for (const harmless of ['Ada', 'https://img.example/a.png']) {
        for (const [tag, count] of tagsOf(open(view(harmless)))) merged.set(tag, Math.max(count, merged.get(tag) ?? 0));
        act(() => useAuthStore.setState({ view: null }));
        cleanup();
      }
      baselines.set(name, merged);
    }
  });

  describe.each(VIEWS.map(([name, , view]) => [name, view] as const))('%s', (name, view) => {
    it.each(XSS_PAYLOADS)('%j', async (payload) => {
      const root = open(view(payload));
      await screen.findByRole('dialog');
      const found = xssFindings(root, baselines.get(name)!);
      findings.push(...found.map((f) => `${name}: ${f}`));
      expect(found).toEqual([]);
    });
  });
});
