import type { FocusTrap } from 'focus-trap-react';

/** The focus-trap-react component, once its chunk has arrived. */
export type FocusTrapComponent = typeof FocusTrap;

let loaded: FocusTrapComponent | undefined;
let loading: Promise<FocusTrapComponent> | undefined;

/**
 * Loads focus-trap-react (with focus-trap and tabbable, about 8 KB gzipped) the first time a
 * dialog or tray opens, never with the page: no dialog shows on a first load
 * (docs/decisions/dialog-focus-trap-on-open.md). In a
 * federated build this fetches the copy the shell provides. A failed load is forgotten, so
 * the next dialog asks again. See docs/decisions/dialog-focus-trap-on-open.md.
 */
export function loadFocusTrap(): Promise<FocusTrapComponent> {
  loading ??= import('focus-trap-react').then(
    (module) => (loaded = module.FocusTrap),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The component if it has already arrived (every dialog after the first), else undefined. */
export function loadedFocusTrap(): FocusTrapComponent | undefined {
  return loaded;
}

/**
 * Starts loading what an open dialog needs, on a sign of intent (a pointer over or focus on
 * the control that opens it), so the first dialog opens with its focus trap already there.
 * Safe to call any number of times; a failure is left for the dialog to retry.
 */
export function prepareDialog(): void {
  loadFocusTrap().catch(() => undefined);
}
