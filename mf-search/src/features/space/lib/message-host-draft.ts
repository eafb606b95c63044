/** A "Message the host" a logged-out guest started: kept across the sign-up or log-in it opens. */
export interface MessageHostDraft {
  spaceId: string;
  message: string;
}

const KEY = 'hs:message-host';

/** Keeps the guest's intent (and any text) for this space until the session is a user's. */
export function saveMessageDraft(draft: MessageHostDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the dialog then simply opens empty after sign-up.
  }
}

/** The kept draft for this space, removed as it is taken; null when there is none or it is not this space's. */
export function takeMessageDraft(spaceId: string): MessageHostDraft | null {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { spaceId: id, message } = parsed as Record<string, unknown>;
    if (id !== spaceId) return null;
    sessionStorage.removeItem(KEY);
    return { spaceId, message: typeof message === 'string' ? message.slice(0, 5000) : '' };
  } catch {
    return null;
  }
}
