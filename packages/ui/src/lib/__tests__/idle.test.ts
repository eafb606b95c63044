import { IDLE_TIMEOUT_MS, NO_IDLE_DELAY_MS, whenIdleAfterLoad } from '../idle';

function fakeWindow(withIdle: boolean) {
  const target = new EventTarget();
  const requestIdleCallback = jest.fn((_run: () => void, _options?: { timeout: number }) => 7);
  const cancelIdleCallback = jest.fn();
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    ...(withIdle ? { requestIdleCallback, cancelIdleCallback } : {}),
    requestIdleCallbackMock: requestIdleCallback,
    cancelIdleCallbackMock: cancelIdleCallback,
  };
}

describe('running work when the page is idle', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for an idle callback with a timeout once the page has loaded', () => {
    const win = fakeWindow(true);
    const run = jest.fn();
    whenIdleAfterLoad(run, win, { readyState: 'complete' });
    expect(win.requestIdleCallbackMock).toHaveBeenCalledWith(run, { timeout: IDLE_TIMEOUT_MS });
  });

  it('waits for the load event while the page is still loading', () => {
    const win = fakeWindow(true);
    whenIdleAfterLoad(jest.fn(), win, { readyState: 'interactive' });
    expect(win.requestIdleCallbackMock).not.toHaveBeenCalled();
    win.dispatchEvent(new Event('load'));
    expect(win.requestIdleCallbackMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to a timer where the browser has no idle callback', () => {
    jest.useFakeTimers();
    const win = fakeWindow(false);
    const run = jest.fn();
    whenIdleAfterLoad(run, win, { readyState: 'complete' });
    jest.advanceTimersByTime(NO_IDLE_DELAY_MS - 1);
    expect(run).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('cancels the scheduled callback and a pending load wait', () => {
    const win = fakeWindow(true);
    whenIdleAfterLoad(jest.fn(), win, { readyState: 'complete' })();
    expect(win.cancelIdleCallbackMock).toHaveBeenCalledWith(7);
    const loading = fakeWindow(true);
    whenIdleAfterLoad(jest.fn(), loading, { readyState: 'loading' })();
    loading.dispatchEvent(new Event('load'));
    expect(loading.requestIdleCallbackMock).not.toHaveBeenCalled();
  });
});
