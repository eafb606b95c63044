import type { SessionState } from '@hourspace/bus';
import { requestPhoneModal } from '../../../events/auth';
import { followSession } from '../../../events/session';

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
}

const busDeps: PhonePromptDeps = { follow: followSession, open: requestPhoneModal };

/**
 * The home page's phone prompt (spec §4): a host who arrives on the home page logged in,
 * with an unverified phone, gets mf-auth's phone modal, once per page load. Which session
 * the page loaded with is decided by the first session state that is not loading: a
 * visitor who logs in on this page is not asked here (mf-auth asks after its own log-in,
 * and asking twice would reopen a modal the host just skipped). The watcher returned can
 * be started and stopped with every mount. The request is a bus request: it waits for
 * mf-auth's modal host however late that mounts.
 */
export function createHostPhonePrompt(deps: PhonePromptDeps = busDeps): () => () => void {
  let decided = false;
  return function watch() {
    return deps.follow((state) => {
      if (decided || state.navState === 'NAV_LOADING') return;
      decided = true;
      if (needsPhonePrompt(state)) deps.open();
    });
  };
}
