import { useEffect } from 'react';

interface ScrollLockState {
  count: number;
  saved: { overflow: string; paddingRight: string } | null;
}

/**
 * One counter per page, on `globalThis`: two remotes may bundle different copies
 * of this package, and each must see the other's locks, or the first to close
 * would unlock the page under the other's open dialog.
 */
const STATE_KEY = Symbol.for('hourspace.ui.body-scroll-lock.v1');

function lockState(): ScrollLockState {
  const holder = globalThis as typeof globalThis & { [STATE_KEY]?: ScrollLockState };
  holder[STATE_KEY] ??= { count: 0, saved: null };
  return holder[STATE_KEY];
}

/**
 * Whether the page's scrollbar may take room beside it (a classic scrollbar). A screen whose
 * primary pointer is a finger draws overlay scrollbars, which take none (Android, iOS), so
 * there is nothing to measure there. Asked of a media query, which needs no layout: measuring
 * the scrollbar reads `clientWidth`, which forces a layout of the whole page with the dialog
 * just inserted, inside the press that opened it (151 ms of a 570 ms booking tray opening on a
 * phone's CPU, docs/decisions/hydration-transitions.md, "Interactions").
 */
function mayHaveClassicScrollbar(): boolean {
  return typeof window.matchMedia !== 'function' || !window.matchMedia('(hover: none) and (pointer: coarse)').matches;
}

/**
 * Stops the page behind an overlay from scrolling and returns a function that
 * releases this lock. Locks nest: the page scrolls again, with the inline styles
 * it had before, only when the last lock is released. The scrollbar's width is
 * added as padding so the page does not shift sideways (where scrollbars take room).
 */
export function lockBodyScroll(): () => void {
  if (typeof document === 'undefined') return () => {};
  const state = lockState();
  const body = document.body;
  if (state.count === 0) {
    state.saved = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    const scrollbarWidth = mayHaveClassicScrollbar() ? window.innerWidth - document.documentElement.clientWidth : 0;
    if (scrollbarWidth > 0) {
      const current = Number.parseFloat(window.getComputedStyle(body).paddingRight) || 0;
      body.style.paddingRight = `${current + scrollbarWidth}px`;
    }
    body.style.overflow = 'hidden';
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.count -= 1;
    if (state.count === 0 && state.saved) {
      body.style.overflow = state.saved.overflow;
      body.style.paddingRight = state.saved.paddingRight;
      state.saved = null;
    }
  };
}

/**
 * Locks page scrolling while `active` is true (an open modal, tray or slide-in
 * menu), restoring it on close or unmount.
 */
export function useBodyScrollLock(active: boolean): void {
  useEffect(() => (active ? lockBodyScroll() : undefined), [active]);
}
