import { render } from '@testing-library/react';
import { lockBodyScroll, useBodyScrollLock } from '../use-body-scroll-lock';

function Locker({ active }: { active: boolean }) {
  useBodyScrollLock(active);
  return null;
}

describe('body scroll lock', () => {
  afterEach(() => {
    document.body.removeAttribute('style');
  });

  it('restores the page only when the last of nested locks is released', () => {
    document.body.style.overflow = 'auto';
    const releaseMenu = lockBodyScroll();
    const releaseModal = lockBodyScroll();
    expect(document.body.style.overflow).toBe('hidden');
    releaseMenu();
    expect(document.body.style.overflow).toBe('hidden');
    releaseModal();
    expect(document.body.style.overflow).toBe('auto');
  });

  it('ignores a second release of the same lock', () => {
    const releaseA = lockBodyScroll();
    const releaseB = lockBodyScroll();
    releaseA();
    releaseA();
    expect(document.body.style.overflow).toBe('hidden');
    releaseB();
    expect(document.body.style.overflow).toBe('');
  });

  it('adds the scrollbar width as padding so the page does not shift', () => {
    // jsdom has no layout: give the window a 1024 px viewport whose page is 15 px narrower (the scrollbar).
    expect(window.innerWidth).toBe(1024);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, value: 1009 });
    try {
      document.body.style.paddingRight = '5px';
      const release = lockBodyScroll();
      expect(document.body.style.paddingRight).toBe('20px');
      release();
      expect(document.body.style.paddingRight).toBe('5px');
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
    }
  });

  it('measures nothing on a touch screen, whose scrollbars take no room (reading clientWidth would force a layout)', () => {
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({ matches: query === '(hover: none) and (pointer: coarse)', media: query })) as never;
    const clientWidth = jest.fn(() => 1009);
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: clientWidth });
    try {
      const release = lockBodyScroll();
      expect(document.body.style.overflow).toBe('hidden');
      expect(document.body.style.paddingRight).toBe('');
      expect(clientWidth).not.toHaveBeenCalled();
      release();
    } finally {
      delete (document.documentElement as { clientWidth?: number }).clientWidth;
      window.matchMedia = matchMedia;
    }
  });

  it('follows the active flag of the hook and releases on unmount', () => {
    const { rerender, unmount } = render(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('');
    rerender(<Locker active />);
    expect(document.body.style.overflow).toBe('hidden');
    rerender(<Locker active={false} />);
    expect(document.body.style.overflow).toBe('');
    rerender(<Locker active />);
    unmount();
    expect(document.body.style.overflow).toBe('');
  });

  it('shares its count with another copy of the package through globalThis', () => {
    let otherCopy: typeof import('../use-body-scroll-lock') | undefined;
    jest.isolateModules(() => {
      otherCopy = jest.requireActual('../use-body-scroll-lock');
    });
    const releaseHere = lockBodyScroll();
    const releaseThere = otherCopy!.lockBodyScroll();
    releaseHere();
    expect(document.body.style.overflow).toBe('hidden');
    releaseThere();
    expect(document.body.style.overflow).toBe('');
  });
});
