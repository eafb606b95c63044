import { createBus, type Bus, type SessionState } from '@hourspace/bus';
import { createHostPhonePrompt, needsPhonePrompt, type PhonePromptDeps } from '../host-phone-prompt';

const host = (phone_verified: boolean | null): SessionState => ({
  navState: 'NAV_LOGGED_IN_HOST',
  profile: { SSOid: 'u1', is_host: true, phone_verified },
});
const guest: SessionState = { navState: 'NAV_LOGGED_IN_GUEST', profile: { SSOid: 'u2', is_host: false, phone_verified: false } };
const loggedOut: SessionState = { navState: 'NAV_LOGGED_OUT', profile: null };

/** The prompt wired to a bus of its own, with a page that settles when the test says. */
function setup() {
  const bus: Bus = createBus();
  const opened: unknown[] = [];
  bus.handle('auth:open', (payload) => opened.push(payload));
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const deps: PhonePromptDeps = {
    follow: (handler) => bus.subscribe('session', handler),
    open: () => bus.request('auth:open', { view: 'phone' }),
    settled: () => settled,
  };
  return { bus, opened, settle, watch: createHostPhonePrompt(deps) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

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
  it('asks mf-auth for the phone modal once the page has settled', async () => {
    const { bus, opened, settle, watch } = setup();
    watch();
    bus.setState('session', host(false));
    await flush();
    expect(opened).toEqual([]);
    settle();
    await flush();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('asks only once per page load, across remounts and session changes', async () => {
    const { bus, opened, settle, watch } = setup();
    settle();
    const stop = watch();
    bus.setState('session', host(false));
    await flush();
    stop();
    watch();
    bus.setState('session', loggedOut);
    bus.setState('session', host(false));
    await flush();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('waits out the loading session and decides on the first real one', async () => {
    const { bus, opened, settle, watch } = setup();
    settle();
    watch();
    bus.setState('session', { navState: 'NAV_LOADING', profile: null });
    await flush();
    bus.setState('session', host(false));
    await flush();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('leaves a host who logs in on this page to the log-in flow', async () => {
    const { bus, opened, settle, watch } = setup();
    settle();
    watch();
    bus.setState('session', loggedOut);
    bus.setState('session', host(false));
    await flush();
    expect(opened).toEqual([]);
  });

  it('reads a session that was there before the page mounted', async () => {
    const { bus, opened, settle, watch } = setup();
    bus.setState('session', host(null));
    settle();
    watch();
    await flush();
    expect(opened).toEqual([{ view: 'phone' }]);
  });

  it('does not ask a guest, a verified host or a visitor', async () => {
    const { bus, opened, settle, watch } = setup();
    settle();
    watch();
    for (const state of [loggedOut, guest, host(true)]) bus.setState('session', state);
    await flush();
    expect(opened).toEqual([]);
  });

  it('drops the request when the phone got verified before the page settled', async () => {
    const { bus, opened, settle, watch } = setup();
    watch();
    bus.setState('session', host(false));
    bus.setState('session', host(true));
    settle();
    await flush();
    expect(opened).toEqual([]);
  });

  it('does not ask after the home page unmounted, and can still ask on its next mount', async () => {
    const { bus, opened, settle, watch } = setup();
    const stop = watch();
    bus.setState('session', host(false));
    stop();
    settle();
    await flush();
    expect(opened).toEqual([]);
    watch();
    await flush();
    expect(opened).toEqual([{ view: 'phone' }]);
  });
});
