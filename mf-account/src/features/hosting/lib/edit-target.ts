import { useSyncExternalStore } from 'react';

/**
 * `/mylistings#edit=<spaceId>` opens the edit view of one of the host's listings. The shell's
 * hash actions are `#a=…` only (shell/src/hash-actions.ts) and the wizard reads
 * `/app/ps#draft=<id>`, so `edit=` meets neither; a reload or a shared link opens the same view
 * (docs/decisions/my-listings-page.md).
 */
const EDIT = /^#edit=(\d{1,9})$/;

const listeners = new Set<() => void>();

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('hashchange', onChange);
  // single-spa announces its own pushes (and back and forward) as popstate.
  window.addEventListener('popstate', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/** The space the address asks to edit, or null. */
export function editTarget(hash: string = window.location.hash): number | null {
  const match = EDIT.exec(hash);
  return match ? Number(match[1]) : null;
}

/** The hash of the edit view of a space. */
export function editHash(spaceId: number): string {
  return `#edit=${spaceId}`;
}

/** The space being edited, re-read when the hash changes. */
export function useEditTarget(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => editTarget(),
    () => null,
  );
}

/** Leaves the edit view: the address without its hash, as a new history entry (Back returns to the edit view). */
export function leaveEditView(): void {
  window.history.pushState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  for (const listener of listeners) listener();
}
