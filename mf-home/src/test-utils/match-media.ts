/**
 * A `window.matchMedia` that answers "(min-width: Npx)", "(max-width: Npx)" and reduced
 * motion for a chosen window width; `restore` puts jsdom's absence of it back.
 */
export function installMatchMedia(width: number, { reducedMotion = false } = {}) {
  const evaluate = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (min) return width >= Number(min[1]);
    const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (max) return width <= Number(max[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return reducedMotion;
    return false;
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      matches: evaluate(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    restore() {
      window.matchMedia = original;
    },
  };
}
