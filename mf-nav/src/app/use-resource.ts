import { useEffect, useRef, useState } from 'react';

/** The state of one read from the API. */
export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

/**
 * Loads `load()` whenever `key` changes (null: nothing to load). An answer for an
 * older key is dropped, so a slow reply never overwrites a newer one.
 */
export function useResource<T>(key: string | null, load: () => Promise<T>): Resource<T> {
  const [state, setState] = useState<{ key: string | null; resource: Resource<T> }>({ key: null, resource: { status: 'idle' } });
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState({ key, resource: { status: 'loading' } });
    loadRef.current().then(
      (data) => current && setState({ key, resource: { status: 'success', data } }),
      (error: unknown) => current && setState({ key, resource: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [key]);

  if (key === null) return { status: 'idle' };
  // Between a key change and its effect, the previous key's data must not show.
  return state.key === key ? state.resource : { status: 'loading' };
}
