import { useHydrated } from '@hourspace/ui';
import type { ReactNode } from 'react';

/**
 * Whether this render is in the page after hydration: false when rendering to HTML
 * (`./server`) and while hydrating that markup, true otherwise, so a hydrating render
 * produces exactly the server's markup and the next render (a transition) adds the rest.
 */
export { useHydrated };

/**
 * Renders `children` only in the page, after hydration; `fallback` (a box of the same size) on
 * the server and while hydrating. For the parts of a first screen that are not in the server
 * markup, such as a lazy chunk below the fold: rendering it to HTML would leave a boundary
 * the page then has to throw away. Once hydrated, `children` render in a transition, in
 * React's time slices rather than in the hydration's own task.
 */
export function ClientOnly({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return useHydrated() ? children : fallback;
}
