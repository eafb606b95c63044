/**
 * The space a logged-out visitor hearted, kept in this tab (sessionStorage) through the
 * sign-up or log-in the heart opens; the heart saves it once the session is a user's
 * (docs/decisions/search-saved-spaces.md). Half an hour at most: a heart pressed long ago
 * is not saved by a later, unrelated log-in.
 */
const KEY = 'hs:pending-save';
const MAX_AGE_MS = 30 * 60_000;

export function rememberPendingSave(spaceId: string, now = Date.now()): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ spaceId, at: now }));
  } catch {
    // Storage may be off: the visitor presses the heart again after signing up.
  }
}

/** Whether this space waits to be saved (without forgetting it). */
export function hasPendingSave(spaceId: string, now = Date.now()): boolean {
  return readPending(now)?.spaceId === spaceId;
}

/** The waiting save of this space, if any; forgets it, so only one heart makes the save. */
export function takePendingSave(spaceId: string, now = Date.now()): boolean {
  const pending = readPending(now);
  if (pending?.spaceId !== spaceId) return false;
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    return false;
  }
  return true;
}

function readPending(now: number): { spaceId: string; at: number } | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { spaceId?: unknown; at?: unknown };
    if (typeof parsed.spaceId !== 'string' || typeof parsed.at !== 'number' || now - parsed.at > MAX_AGE_MS || parsed.at > now + 60_000) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return { spaceId: parsed.spaceId, at: parsed.at };
  } catch {
    return null;
  }
}
