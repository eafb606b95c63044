import { useStoreAfterHydration, type SlidesPerView } from '@hourspace/ui';
import { useCallback } from 'react';

/** Slides per view for a width: the value of the largest matching min-width, else the base. */
export function perViewAt(slidesPerView: SlidesPerView, width: number): number {
  if (typeof slidesPerView === 'number') return slidesPerView;
  let value = slidesPerView.base;
  let best = -1;
  for (const [min, perView] of Object.entries(slidesPerView.from ?? {})) {
    const px = Number(min);
    if (width >= px && px > best) {
      best = px;
      value = perView;
    }
  }
  return Number.isFinite(value) && value > 0 ? value : 1;
}

/** The largest min-width of `widths` that matches now (0 when none does, or without matchMedia). */
function matchedWidth(widths: readonly number[]): number {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return 0;
  return widths.reduce((found, px) => (window.matchMedia(`(min-width: ${px}px)`).matches && px > found ? px : found), 0);
}

/** Slides per view of a responsive setting as the window is now, following resizes. */
export function usePerView(slidesPerView: SlidesPerView): number {
  const widths = typeof slidesPerView === 'number' ? [] : Object.keys(slidesPerView.from ?? {}).map(Number);
  const key = widths.join(',');
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (key === '' || typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
      const lists = key.split(',').map((px) => window.matchMedia(`(min-width: ${px}px)`));
      lists.forEach((list) => list.addEventListener('change', onChange));
      return () => lists.forEach((list) => list.removeEventListener('change', onChange));
    },
    [key],
  );
  const width = useStoreAfterHydration(
    subscribe,
    () => matchedWidth(widths),
    () => 0,
  );
  return perViewAt(slidesPerView, width);
}
