import { BUS_GLOBAL_KEY, createBus, getBus } from '../index';

describe('the event bus', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  it('delivers an event to every current handler', () => {
    const bus = createBus();
    const a = jest.fn();
    const b = jest.fn();
    bus.on('analytics:track', a);
    bus.on('analytics:track', b);
    bus.publish('analytics:track', { event: 'x' });
    expect(a).toHaveBeenCalledWith({ event: 'x' });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('does not replay an event to a handler added afterwards', () => {
    const bus = createBus();
    bus.publish('auth:signed-out', {});
    const late = jest.fn();
    bus.on('auth:signed-out', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const handler = jest.fn();
    const off = bus.on('auth:signed-in', handler);
    off();
    bus.publish('auth:signed-in', { SSOid: 'u1' });
    expect(handler).not.toHaveBeenCalled();
  });

  it('hands a sticky topic to a late subscriber at once, then every change', () => {
    const bus = createBus();
    bus.setState('session', { navState: 'NAV_LOADING', profile: null });
    const seen: string[] = [];
    bus.subscribe('session', (s) => seen.push(s.navState));
    bus.setState('session', { navState: 'NAV_LOGGED_OUT', profile: null });
    expect(seen).toEqual(['NAV_LOADING', 'NAV_LOGGED_OUT']);
    expect(bus.getState('session')?.navState).toBe('NAV_LOGGED_OUT');
  });

  it('does not call a state subscriber at once when nothing was set', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.subscribe('locale', handler);
    expect(handler).not.toHaveBeenCalled();
  });

  it('drops a malformed event payload with a warning instead of throwing', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.on('auth:signed-in', handler);
    expect(() => bus.publish('auth:signed-in', { SSOid: 42 } as never)).not.toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-002'), expect.anything());
  });

  it('drops a malformed sticky value and keeps the last good one', () => {
    const bus = createBus();
    bus.setState('locale', { locale: 'fr-FR', language: 'fr', prefix: 'fr' });
    bus.setState('locale', { locale: 42 } as never);
    expect(bus.getState('locale')?.locale).toBe('fr-FR');
    expect(warn).toHaveBeenCalled();
  });

  it('drops an unknown topic with a warning', () => {
    const bus = createBus();
    expect(() => bus.publish('nope:never' as never, {} as never)).not.toThrow();
    expect(bus.on('nope:never' as never, jest.fn())).toEqual(expect.any(Function));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-001'), expect.anything());
  });

  it('keeps delivering when one handler throws', () => {
    const bus = createBus();
    const good = jest.fn();
    bus.on('analytics:track', () => {
      throw new Error('boom');
    });
    bus.on('analytics:track', good);
    bus.publish('analytics:track', { event: 'x' });
    expect(good).toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-003'), expect.any(Error));
  });

  it('returns one instance per page, even to a second copy of the package', () => {
    const first = getBus();
    let second: unknown;
    jest.isolateModules(() => {
      // A fresh module registry stands for another remote's bundled copy.
      second = (require('../index') as typeof import('../index')).getBus();
    });
    expect(second).toBe(first);
    expect((globalThis as unknown as Record<symbol, unknown>)[BUS_GLOBAL_KEY]).toBe(first);
  });
});

describe('bus requests', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
    warn.mockRestore();
  });

  it('delivers a request to the handler at once when one is subscribed', () => {
    const bus = createBus();
    const handler = jest.fn();
    bus.handle('auth:open', handler);
    bus.request('auth:open', { view: 'login', dest: '/us/' });
    expect(handler).toHaveBeenCalledWith({ view: 'login', dest: '/us/' });
  });

  it('buffers requests sent before any handler and hands them, in order, to the first one', () => {
    const bus = createBus();
    bus.request('auth:open', { view: 'login' });
    bus.request('auth:open', { view: 'signup', source: 'nav' });
    bus.request('promo:open', { source: 'spring' });
    const auth = jest.fn();
    bus.handle('auth:open', auth);
    expect(auth.mock.calls).toEqual([[{ view: 'login' }], [{ view: 'signup', source: 'nav' }]]);
    const promo = jest.fn();
    bus.handle('promo:open', promo);
    expect(promo).toHaveBeenCalledWith({ source: 'spring' });
  });

  it('delivers each request once, to one handler: buffered ones are not replayed to a later handler', () => {
    const bus = createBus();
    bus.request('search:open', { source: 'welcome' });
    const first = jest.fn();
    const second = jest.fn();
    bus.handle('search:open', first);
    bus.handle('search:open', second);
    bus.request('search:open', { source: 'hash' });
    expect(first.mock.calls).toEqual([[{ source: 'welcome' }], [{ source: 'hash' }]]);
    expect(second).not.toHaveBeenCalled();
  });

  it('drops a request no handler took within the timeout, with a BUS-004 warning', () => {
    const bus = createBus({ requestTimeoutMs: 2000 });
    bus.request('promo:open', { source: 'spring' });
    jest.advanceTimersByTime(1999);
    expect(warn).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-004'), { source: 'spring' });
    const late = jest.fn();
    bus.handle('promo:open', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('does not time out a request that a handler took', () => {
    const bus = createBus({ requestTimeoutMs: 2000 });
    bus.request('session:refresh', {});
    const handler = jest.fn();
    bus.handle('session:refresh', handler);
    jest.advanceTimersByTime(5000);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('drops a malformed request with BUS-002, neither buffered nor delivered', () => {
    const bus = createBus();
    const unhandled = jest.fn();
    bus.onUnhandled(unhandled);
    bus.request('auth:open', { view: 'dance' } as never);
    expect(unhandled).not.toHaveBeenCalled();
    const handler = jest.fn();
    bus.handle('auth:open', handler);
    bus.request('auth:open', { view: 42 } as never);
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-002'), expect.anything());
  });

  it('drops an unknown request topic with BUS-001', () => {
    const bus = createBus();
    expect(() => bus.request('nope:never' as never, {} as never)).not.toThrow();
    expect(bus.handle('nope:never' as never, jest.fn())).toEqual(expect.any(Function));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-001'), expect.anything());
  });

  it('keeps a throwing handler from reaching the sender, and counts the request as delivered', () => {
    const bus = createBus();
    const handler = jest.fn(() => {
      throw new Error('boom');
    });
    bus.request('auth:open', { view: 'login' });
    expect(() => bus.handle('auth:open', handler)).not.toThrow();
    expect(() => bus.request('auth:open', { view: 'phone' })).not.toThrow();
    expect(handler).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-003'), expect.any(Error));
    const next = jest.fn();
    bus.handle('auth:open', next);
    expect(next).not.toHaveBeenCalled();
  });

  it('buffers again after the handler unsubscribes, for the next handler', () => {
    const bus = createBus();
    const first = jest.fn();
    const off = bus.handle('auth:open', first);
    off();
    bus.request('auth:open', { view: 'login' });
    expect(first).not.toHaveBeenCalled();
    const second = jest.fn();
    bus.handle('auth:open', second);
    expect(second).toHaveBeenCalledWith({ view: 'login' });
  });

  it('passes to the next handler when the owner unsubscribes', () => {
    const bus = createBus();
    const first = jest.fn();
    const second = jest.fn();
    const off = bus.handle('search:open', first);
    bus.handle('search:open', second);
    off();
    bus.request('search:open', {});
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('tells unhandled listeners the topic each time a request waits, and at once for those already waiting', () => {
    const bus = createBus();
    bus.request('search:open', { source: 'welcome' });
    const early: string[] = [];
    bus.onUnhandled((topic) => early.push(topic));
    expect(early).toEqual(['search:open']);
    bus.request('promo:open', { source: 'spring' });
    expect(early).toEqual(['search:open', 'promo:open']);

    bus.handle('promo:open', jest.fn());
    bus.request('promo:open', { source: 'summer' });
    expect(early).toEqual(['search:open', 'promo:open']);

    const off = bus.onUnhandled((topic) => early.push(`late ${topic}`));
    expect(early).toEqual(['search:open', 'promo:open', 'late search:open']);
    off();
    bus.request('auth:open', { view: 'login' });
    expect(early).toEqual(['search:open', 'promo:open', 'late search:open', 'auth:open']);
  });

  it('bridges a build from before requests: publish sends a request, on handles one (BUS-005)', () => {
    const bus = createBus();
    const legacy = bus as unknown as { publish(topic: string, payload: unknown): void; on(topic: string, handler: (p: unknown) => void): () => void };
    legacy.publish('auth:open', { view: 'signup', source: 'fav' });
    const handler = jest.fn();
    legacy.on('auth:open', handler);
    expect(handler).toHaveBeenCalledWith({ view: 'signup', source: 'fav' });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('BUS-005'), '');
  });
});

describe('the bus contract version', () => {
  it('is the major of the package version, which release compose compares across builds', () => {
    const { version } = require('../../package.json') as { version: string };
    const { BUS_CONTRACT_MAJOR } = require('../index') as typeof import('../index');
    expect(Number(version.split('.')[0])).toBe(BUS_CONTRACT_MAJOR);
  });
});
