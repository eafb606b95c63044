import { createBus } from '@hourspace/bus';
import { activateOnDemand } from '../on-demand-apps';

const APPS = { 'search:open': 'search-modal', 'search:activities': 'search-modal' };

describe('on-demand applications', () => {
  it('activates the search modal when search:open waits, and the handler it mounts gets the request', () => {
    const bus = createBus();
    const activated: string[] = [];
    activateOnDemand(bus, (app) => activated.push(app), APPS);
    bus.request('search:open', { source: 'welcome' });
    expect(activated).toEqual(['search-modal']);

    const handler = jest.fn();
    bus.handle('search:open', handler);
    expect(handler).toHaveBeenCalledWith({ source: 'welcome' });
  });

  it('activates the same application for each topic it lists (search:activities)', () => {
    const bus = createBus();
    const activate = jest.fn();
    activateOnDemand(bus, activate, APPS);
    bus.request('search:activities', { source: 'hash' });
    expect(activate).toHaveBeenCalledWith('search-modal');
  });

  it('activates an application for a request sent before the shell was listening', () => {
    const bus = createBus();
    bus.request('search:open', {});
    const activate = jest.fn();
    activateOnDemand(bus, activate, APPS);
    expect(activate).toHaveBeenCalledWith('search-modal');
  });

  it('leaves requests of always-mounted applications alone', () => {
    const bus = createBus();
    const activate = jest.fn();
    activateOnDemand(bus, activate, APPS);
    bus.request('auth:open', { view: 'login' });
    bus.handle('search:open', jest.fn());
    bus.request('search:open', {});
    expect(activate).not.toHaveBeenCalled();
  });
});
