/**
 * Asks this remote's always-mounted root to load the modal host now. A page of this remote (the
 * /signin page's sign-up link, a social flow's next modal) puts a view in the modal store and
 * calls this, so the modal shows without waiting for the page to be idle. Both single-spa
 * applications of mf-auth run in one container, so they share this module.
 */
const listeners = new Set<() => void>();
let demanded = false;

export function demandModalHost(): void {
  demanded = true;
  for (const listener of listeners) listener();
}

/** Calls `listener` on each demand (at once when one came before); returns the release. */
export function onModalHostDemand(listener: () => void): () => void {
  listeners.add(listener);
  if (demanded) listener();
  return () => listeners.delete(listener);
}
