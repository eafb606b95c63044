import type { SessionState } from '@hourspace/bus';
import { requestPhoneModal } from '../../events/auth';
import { pageSettled } from '../../events/page-settled';
import { followSession } from '../../events/session';

/** Whether the session is a logged-in host whose phone is not verified (spec §4 Phone verification). */
export function needsPhonePrompt(state: SessionState | null | undefined): boolean {
  const profile = state?.profile;
  if (!profile) return false;
  const host = state.navState === 'NAV_LOGGED_IN_HOST' || profile.is_host === true;
  return host && profile.phone_verified !== true;
}

/** What the prompt talks to; the bus by default. */
export interface PhonePromptDeps {
  follow: (handler: (state: SessionState) => void) => () => void;
  open: () => void;
  settled: () => Promise<void>;
}

const busDeps: PhonePromptDeps = { follow: followSession, open: requestPhoneModal, settled: pageSettled };

/**
 * The home page's phone prompt (spec §4): a host who arrives on the home page logged in,
 * with an unverified phone, gets mf-auth's phone modal, once per page load. Which session
 * the page loaded with is decided by the first session state that is not loading: a
 * visitor who logs in on this page is not asked here (mf-auth asks after its own log-in,
 * and asking twice would reopen a modal the host just skipped). The watcher returned can
 * be started and stopped with every mount. The request waits until the page has settled,
 * so mf-auth is listening, and is dropped if the phone got verified meanwhile.
 */
export function createHostPhonePrompt(deps: PhonePromptDeps = busDeps): () => () => void {
  let decided = false;
  return function watch() {
    let active = true;
    let latest: SessionState | null = null;
    let waiting = false;
    const settled = deps.settled();
    const off = deps.follow((state) => {
      latest = state;
      if (!active || decided || waiting || state.navState === 'NAV_LOADING') return;
      if (!needsPhonePrompt(state)) {
        decided = true;
        return;
      }
      waiting = true;
      void settled.then(() => {
        waiting = false;
        if (!active || decided) return;
        decided = true;
        if (needsPhonePrompt(latest)) deps.open();
      });
    });
    return () => {
      active = false;
      off();
    };
  };
}
