/**
 * A controllable `window.matchMedia` for the breakpoint tests: "(min-width: Npx)" and
 * "(max-width: Npx)" are evaluated against `width`, and listeners fire on `setWidth`.
 */
export function installMatchMedia(width: number) {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<() => void>; last: boolean }>();
  const evaluate = (query: string): boolean => {
    const min = /\(min-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (min) return current >= Number(min[1]);
    const max = /\(max-width:\s*(\d+(?:\.\d+)?)px\)/.exec(query);
    if (max) return current <= Number(max[1]);
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
    setWidth(next: number) {
      current = next;
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
