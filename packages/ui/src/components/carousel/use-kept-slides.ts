import { useMemo, type ReactNode } from 'react';

/**
 * Each slide's content is kept while its item and selection stay the same, and handed back as
 * the same element, which React does not render again: the carousel's own updates (the slider
 * starting after load, autoplay, hover) re-render the slides that changed, not all of them
 * (docs/decisions/hydration-transitions.md). A new `renderSlide` (the parent rendered) starts afresh.
 */
export function useKeptSlides<T>(renderSlide: (item: T, info: { index: number; selected: boolean }) => ReactNode): (item: T, index: number, selected: boolean) => ReactNode {
  const slideElements = useMemo(() => new Map<number, { item: T; selected: boolean; element: ReactNode }>(), [renderSlide]);
  return (item: T, index: number, selected: boolean): ReactNode => {
    const kept = slideElements.get(index);
    if (kept && kept.item === item && kept.selected === selected) return kept.element;
    const element = renderSlide(item, { index, selected });
    slideElements.set(index, { item, selected, element });
    return element;
  };
}
