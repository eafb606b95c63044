import { recordFigure } from '@hourspace/contracts/testing/security-figures';
import { ISSUE_REDIRECT_PAYLOADS, OPEN_REDIRECT_PAYLOADS } from '@hourspace/contracts/testing/open-redirect-payloads';
import { parseHashAction } from '../hash-actions';

const SITE = 'http://localhost:8080';

/** Where `location.assign(dest)` would take a page on the site. */
function leavesSite(dest: string | undefined): boolean {
  if (dest === undefined) return false;
  return dest.startsWith('//') || dest.includes('\\') || new URL(dest, `${SITE}/us/`).origin !== SITE;
}

/** The ways a payload can be written into `#a=login&dest=`: as is, and URL-encoded once. */
function hashesFor(payload: string): string[] {
  return [`#a=login&dest=${payload}`, `#a=login&dest=${encodeURIComponent(payload)}`, `#a=login&type=email&dest=${encodeURIComponent(payload)}&err=already-taken`];
}

describe('the shell keeps no off-site dest from a hash action', () => {
  let tried = 0;
  let leaked = 0;
  afterAll(() => {
    recordFigure('open redirect: shell #a=login&dest', 'hash actions tried', tried);
    recordFigure('open redirect: shell #a=login&dest', 'off-site dest kept', leaked);
  });

  it.each(OPEN_REDIRECT_PAYLOADS)('drops or normalises dest %j', (payload) => {
    for (const hash of hashesFor(payload)) {
      tried += 1;
      const action = parseHashAction(hash, '', `${SITE}/us/`);
      expect(action).toMatchObject({ action: 'login' });
      const dest = action?.action === 'login' ? action.dest : undefined;
      if (leavesSite(dest)) leaked += 1;
      expect(leavesSite(dest)).toBe(false);
    }
  });

  it.each(ISSUE_REDIRECT_PAYLOADS)('drops the issue payload %j entirely', (payload) => {
    for (const hash of hashesFor(payload)) expect(parseHashAction(hash, '', `${SITE}/us/`)).not.toHaveProperty('dest');
  });

  it('keeps a same-site dest, normalised', () => {
    expect(parseHashAction('#a=login&dest=/us/x/../account', '', `${SITE}/us/`)).toEqual({ action: 'login', dest: '/us/account' });
  });
});
