import { create } from 'zustand';
import { publishConsent, publishedConsent } from '../../../events/consent';
import { CONSENT_STORAGE_KEY, currentConsent, forgetPageDecision, writeStoredConsent, type ConsentChoices } from '../lib/consent-storage';

interface ConsentStore {
  /** Whether the consent manager dialog is open. */
  open: boolean;
  /** A decision was saved since the manager was last opened (the footer confirms it). */
  saved: boolean;
  openManager: () => void;
  closeManager: () => void;
  /** Stores the choices, publishes them on the bus and closes the manager. */
  save: (choices: ConsentChoices) => void;
}

export const useConsentStore = create<ConsentStore>((set) => ({
  open: false,
  saved: false,
  openManager: () => set({ open: true, saved: false }),
  closeManager: () => set({ open: false }),
  save: (choices) => {
    if (!writeStoredConsent(choices)) console.warn('[mf-nav] the privacy choices could not be stored; they apply to this page only');
    publishConsent({ decided: true, ...choices });
    set({ open: false, saved: true });
  },
}));

let following = false;

/**
 * Publishes the stored choices unless this page already has them, and from then on
 * follows decisions made in another tab of the site, so every tab honours the latest.
 * The nav and the footer both call it; it runs once per page.
 */
export function ensureConsentPublished(storageKey: string = CONSENT_STORAGE_KEY): void {
  if (publishedConsent() === undefined) publishConsent(currentConsent());
  if (following || typeof window === 'undefined') return;
  following = true;
  window.addEventListener('storage', (event: StorageEvent) => {
    if (event.key !== storageKey) return;
    forgetPageDecision();
    publishConsent(currentConsent());
  });
}
