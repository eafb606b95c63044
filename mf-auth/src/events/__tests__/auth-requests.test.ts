import { createBus } from '@hourspace/bus';
import { listenForAuthRequests, onRequestWaiting } from '../auth-requests';

describe('auth requests waiting for the modal host', () => {
  it('tells the root when a request is buffered, and at once when some already wait', () => {
    const bus = createBus();
    const waiting = jest.fn();
    const off = onRequestWaiting(waiting, bus);
    expect(waiting).not.toHaveBeenCalled();
    bus.request('auth:open', { view: 'login' });
    expect(waiting).toHaveBeenCalledTimes(1);
    off();
    const late = jest.fn();
    onRequestWaiting(late, bus)();
    expect(late).toHaveBeenCalledTimes(1);

    const auth = jest.fn();
    const release = listenForAuthRequests({ auth, promo: jest.fn() }, bus);
    expect(auth).toHaveBeenCalledWith({ view: 'login' });
    release();
  });

  it('does not call the root for a request a host takes', () => {
    const bus = createBus();
    const auth = jest.fn();
    const release = listenForAuthRequests({ auth, promo: jest.fn() }, bus);
    const waiting = jest.fn();
    const off = onRequestWaiting(waiting, bus);
    bus.request('promo:open', { source: 'summer' });
    expect(waiting).not.toHaveBeenCalled();
    off();
    release();
  });
});
