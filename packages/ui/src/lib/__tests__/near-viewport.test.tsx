import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { renderToString } from 'react-dom/server';
import { NEAR_VIEWPORT_EVENTS, NEAR_VIEWPORT_MARGIN, useNearViewport } from '../near-viewport';

/** A window with a fake IntersectionObserver that the test drives. */
function fakeWindow(withObserver = true) {
  const target = new EventTarget();
  const observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; observed: Element[]; disconnected: boolean }> = [];
  class FakeObserver {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, options, observed: [], disconnected: false };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.observed.push(element);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  return {
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    dispatchEvent: target.dispatchEvent.bind(target),
    ...(withObserver ? { IntersectionObserver: FakeObserver as unknown as typeof IntersectionObserver } : {}),
    observers,
    intersect(isIntersecting: boolean) {
      for (const record of observers) {
        if (record.disconnected) continue;
        record.callback(
          record.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
          {} as IntersectionObserver,
        );
      }
    },
  };
}

function Probe({ win }: { win?: ReturnType<typeof fakeWindow> }) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, win);
  return <div ref={ref}>{near ? 'rendered' : 'waiting'}</div>;
}

describe('useNearViewport', () => {
  it('is false rendered to HTML, without touching a window', () => {
    expect(renderToString(<Probe />)).toContain('waiting');
  });

  it('waits while the element is far, and turns true once it comes within the margin below the viewport', () => {
    const win = fakeWindow();
    render(<Probe win={win} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(win.observers).toHaveLength(1);
    expect(win.observers[0]!.options).toEqual({ rootMargin: NEAR_VIEWPORT_MARGIN });
    act(() => win.intersect(false));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => win.intersect(true));
    expect(screen.getByText('rendered')).toBeTruthy();
    expect(win.observers[0]!.disconnected).toBe(true);
  });

  it.each(NEAR_VIEWPORT_EVENTS)('turns true on the first %s anywhere on the page, and stops listening', (type) => {
    const win = fakeWindow();
    const removed = jest.spyOn(win, 'removeEventListener');
    render(<Probe win={win} />);
    act(() => void win.dispatchEvent(new Event(type)));
    expect(screen.getByText('rendered')).toBeTruthy();
    expect(win.observers[0]!.disconnected).toBe(true);
    expect(new Set(removed.mock.calls.map(([name]) => name))).toEqual(new Set(NEAR_VIEWPORT_EVENTS));
  });

  it('turns true at once where the browser has no IntersectionObserver', () => {
    render(<Probe win={fakeWindow(false)} />);
    expect(screen.getByText('rendered')).toBeTruthy();
  });

  it('stops observing and listening when unmounted first', () => {
    const win = fakeWindow();
    const { unmount } = render(<Probe win={win} />);
    unmount();
    expect(win.observers[0]!.disconnected).toBe(true);
    act(() => void win.dispatchEvent(new Event('scroll')));
  });
});
