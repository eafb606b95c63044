import { createBus } from '@hourspace/bus';
import { handleAuthRequests, onAuthRequestWaiting } from '../auth-requests';

describe('auth requests waiting for the modal host', () => {
  it('tells the root when a request waits, and at once when some already wait', () => {
    const bus = createBus();
    const waiting = jest.fn();
    const off = onAuthRequestWaiting(waiting, bus);
    expect(waiting).not.toHaveBeenCalled();
    bus.request('auth:open', { view: 'login' });
    expect(waiting).toHaveBeenCalledTimes(1);
    off();
    const late = jest.fn();
    onAuthRequestWaiting(late, bus)();
    expect(late).toHaveBeenCalledTimes(1);

    const auth = jest.fn();
    const release = handleAuthRequests({ auth, promo: jest.fn() }, bus);
    expect(auth).toHaveBeenCalledWith({ view: 'login' });
    release();
  });

  it("does not call the root for a request a host takes, nor for another remote's request", () => {
    const bus = createBus();
    const promo = jest.fn();
    const release = handleAuthRequests({ auth: jest.fn(), promo }, bus);
    const waiting = jest.fn();
    const off = onAuthRequestWaiting(waiting, bus);
    bus.request('promo:open', { source: 'summer' });
    bus.request('search:open', { source: 'welcome' });
    expect(promo).toHaveBeenCalledWith({ source: 'summer' });
    expect(waiting).not.toHaveBeenCalled();
    off();
    release();
  });

  it('keeps requests for the next host after one is released', () => {
    const bus = createBus();
    const first = jest.fn();
    handleAuthRequests({ auth: first, promo: jest.fn() }, bus)();
    bus.request('auth:open', { view: 'phone' });
    const second = jest.fn();
    handleAuthRequests({ auth: second, promo: jest.fn() }, bus);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith({ view: 'phone' });
  });
});
