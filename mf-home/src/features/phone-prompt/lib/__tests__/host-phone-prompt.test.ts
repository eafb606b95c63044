import { createBus, type Bus, type SessionState } from '@hourspace/bus';
import { createHostPhonePrompt, needsPhonePrompt, type PhonePromptDeps } from '../host-phone-prompt';

const host = (phone_verified: boolean | null): SessionState => ({
  navState: 'NAV_LOGGED_IN_HOST',
  profile: { SSOid: 'u1', is_host: true, phone_verified },
});
const guest: SessionState = { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u2', is_host: false, phone_verified: false } };
const loggedOut: SessionState = { navState: 'NAV_LOGGED_OUT', profile: null };

/** The prompt wired to a bus of its own; mf-auth's handler subscribes when the test says. */
function setup() {
  const bus: Bus = createBus();
  const opened: unknown[] = [];
  const mountAuth = () => bus.handle('auth:open', (payload) => opened.push(payload));
  const deps: PhonePromptDeps = {
    follow: (handler) => bus.subscribe('session', handler),
    open: () => bus.request('auth:open', { view: 'phone' }),
  };
  return { bus, opened, mountAuth, watch: createHostPhonePrompt(deps) };
}

describe('needsPhonePrompt', () => {
  it('is true for a logged-in host whose phone is not verified', () => {
    expect(needsPhonePrompt(host(false))).toBe(true);
    expect(needsPhonePrompt(host(null))).toBe(true);
    expect(needsPhonePrompt({ navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u', is_host: true } })).toBe(true);
  });

  it('is false for a verified host, a guest, a visitor and an unknown session', () => {
    expect(needsPhonePrompt(host(true))).toBe(false);
    expect(needsPhonePrompt(guest)).toBe(false);
    expect(needsPhonePrompt(loggedOut)).toBe(false);
    expect(needsPhonePrompt(undefined)).toBe(false);
  });
});

describe('the host phone prompt', () => {
  it('asks mf-auth for the phone modal, and the request waits for mf-auth to mount', () => {
    const { bus, opened, mountAuth, watch } = setup();
    watch();
    bus.setState('session', host(false));
    expect(opened).toEqual([]);
    mountAuth();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('asks only once per page load, across remounts and session changes', () => {
    const { bus, opened, mountAuth, watch } = setup();
    mountAuth();
    const stop = watch();
    bus.setState('session', host(false));
    stop();
    watch();
    bus.setState('session', loggedOut);
    bus.setState('session', host(false));
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('waits out the loading session and decides on the first real one', () => {
    const { bus, opened, mountAuth, watch } = setup();
    mountAuth();
    watch();
    bus.setState('session', { navState: 'NAV_LOADING', profile: null });
    expect(opened).toEqual([]);
    bus.setState('session', host(false));
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('leaves a host who logs in on this page to the log-in flow', () => {
    const { bus, opened, mountAuth, watch } = setup();
    mountAuth();
    watch();
    bus.setState('session', loggedOut);
    bus.setState('session', host(false));
    expect(opened).toEqual([]);
  });

  it('reads a session that was there before the page mounted', () => {
    const { bus, opened, mountAuth, watch } = setup();
    bus.setState('session', host(null));
    watch();
    mountAuth();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('does not ask a guest, a verified host or a visitor', () => {
    for (const state of [loggedOut, guest, host(true)]) {
      const { bus, opened, mountAuth, watch } = setup();
      watch();
      bus.setState('session', state);
      mountAuth();
      expect(opened).toEqual([]);
    }
  });

  it('does not ask after the home page unmounted, and can still ask on its next mount', () => {
    const { bus, opened, mountAuth, watch } = setup();
    mountAuth();
    const stop = watch();
    stop();
    bus.setState('session', host(false));
    expect(opened).toEqual([]);
    watch();
    expect(opened).toEqual([{ view: 'phone' }]);
  });
});
