import { create } from 'zustand';

const STORAGE_PREFIX = 'hs-saved-spaces:';

function read(user: string): string[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_PREFIX + user);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string').slice(0, 1000) : [];
  } catch {
    return [];
  }
}

function write(user: string, ids: readonly string[]): void {
  try {
    window.localStorage.setItem(STORAGE_PREFIX + user, JSON.stringify(ids));
  } catch {
    // Storage full or blocked: the heart still works for this visit.
  }
}

interface SavedSpaces {
  /** Saved space ids per signed-in user. */
  byUser: Record<string, readonly string[]>;
  isSaved(user: string, spaceId: string): boolean;
  /** Saves or un-saves a space; returns whether it is saved now. */
  toggle(user: string, spaceId: string): boolean;
}

/**
 * The spaces a signed-in person saved with the heart, kept in this browser per user: the
 * API has no saved-spaces call yet (see docs/decisions/search-saved-spaces.md).
 */
export const useSavedSpaces = create<SavedSpaces>((set, get) => ({
  byUser: {},
  isSaved: (user, spaceId) => (get().byUser[user] ?? read(user)).includes(spaceId),
  toggle: (user, spaceId) => {
    const current = get().byUser[user] ?? read(user);
    const saved = !current.includes(spaceId);
    const next = saved ? [...current, spaceId] : current.filter((id) => id !== spaceId);
    write(user, next);
    set((s) => ({ byUser: { ...s.byUser, [user]: next } }));
    return saved;
  },
}));
