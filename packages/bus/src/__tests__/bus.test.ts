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
    bus.on('auth:open', a);
    bus.on('auth:open', b);
    bus.publish('auth:open', { view: 'signup', source: 'nav' });
    expect(a).toHaveBeenCalledWith({ view: 'signup', source: 'nav' });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('does not replay an event to a handler added afterwards', () => {
    const bus = createBus();
    bus.publish('search:open', {});
    const late = jest.fn();
    bus.on('search:open', late);
    expect(late).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const handler = jest.fn();
    const off = bus.on('promo:open', handler);
    off();
    bus.publish('promo:open', { source: 'spring' });
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
    bus.on('auth:open', handler);
    expect(() => bus.publish('auth:open', { view: 'dance' } as never)).not.toThrow();
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

describe('the bus contract version', () => {
  it('is the major of the package version, which release compose compares across builds', () => {
    const { version } = require('../../package.json') as { version: string };
    const { BUS_CONTRACT_MAJOR } = require('../index') as typeof import('../index');
    expect(Number(version.split('.')[0])).toBe(BUS_CONTRACT_MAJOR);
  });
});
