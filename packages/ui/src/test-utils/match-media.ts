/**
 * A controllable `window.matchMedia` for tests of responsive behaviour: queries
 * of the forms this package writes ("(min-width: Npx)", "(max-width: Npx)",
 * "(prefers-reduced-motion: reduce)") are evaluated against `width` and
 * `reducedMotion`, and listeners fire when `set` changes them.
 */
export function installMatchMedia(initial: { width: number; reducedMotion?: boolean }) {
  let env = { reducedMotion: false, ...initial };
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();
  const evaluate = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (min) return env.width >= Number(min[1]);
    const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (max) return env.width <= Number(max[1]);
    if (query.includes('prefers-reduced-motion: reduce')) return env.reducedMotion;
    return false;
  };
  const original = window.matchMedia;
  window.matchMedia = (query: string) => {
    const entry = { query, listeners: new Set<() => void>(), last: evaluate(query) };
    lists.add(entry);
    return {
      get matches() {
        return evaluate(query);
      },
      media: query,
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
      addListener: (listener: () => void) => entry.listeners.add(listener),
      removeListener: (listener: () => void) => entry.listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
  };
  return {
    set(next: Partial<typeof env>) {
      env = { ...env, ...next };
      for (const entry of lists) {
        const now = evaluate(entry.query);
        if (now !== entry.last) {
          entry.last = now;
          entry.listeners.forEach((listener) => listener());
        }
      }
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
