import { create } from 'zustand';
import type { Notice } from './notices';
import { clearAuthHash } from './page';
import type { Outcome, View } from './views';

interface AuthState {
  /** The modal shown, or null. */
  view: View | null;
  /** Bumped on every `show`, so a form re-opened with the same view starts fresh. */
  openCount: number;
  /** Opens a modal (replacing the one shown). */
  show(view: View): void;
  /** Closes the modal and clears the auth hash; `then` opens next (the phone prompt). */
  close(then?: View): void;
  /** Applies a flow's outcome; returns the notice to show, if the outcome is one. */
  apply(outcome: Outcome): Notice | null;
}

/** The auth modal state of this remote (one store; never shared with another remote). */
export const useAuthStore = create<AuthState>((set, get) => ({
  view: null,
  openCount: 0,
  show(view) {
    set((state) => ({ view, openCount: state.openCount + 1 }));
  },
  close(then) {
    clearAuthHash();
    if (then) get().show(then);
    else set({ view: null });
  },
  apply(outcome) {
    switch (outcome.kind) {
      case 'show':
        get().show(outcome.view);
        return null;
      case 'close':
        get().close(outcome.then);
        return null;
      case 'notice':
        return outcome.notice;
      case 'left':
      case 'stay':
        return null;
    }
  },
}));
