import { AttendeesSchema, CardNameSchema, MessageToHostSchema, TermsSchema, MESSAGES } from '@hourspace/validation';
import * as v from 'valibot';

/** What the guest has filled in; kept across the sign-up a logged-out request opens. */
export interface BookingDraft {
  spaceId: string;
  date: string;
  /** Indexes into the spec's time list (0 = 6:00). */
  start: number;
  end: number;
  attendees: string;
  activity: string;
  message: string;
  terms: boolean;
  /** The add-ons picked, by id (absent in a draft kept before add-ons existed). */
  addOns?: number[];
}

export type DraftField = 'date' | 'attendees' | 'activity' | 'message' | 'terms';

const KEY = 'hs:booking-draft';

/** The field rules of spec §5, shared with the API (`BookingRequestSchema`): the first message of a field, or null. */
export function draftError(field: DraftField, draft: BookingDraft): string | null {
  const check = (schema: v.GenericSchema, value: unknown) => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    return result.success ? null : (result.issues[0]?.message ?? MESSAGES['request.invalid']);
  };
  switch (field) {
    case 'date':
      return draft.date ? null : MESSAGES['bookingTime.required'];
    case 'attendees':
      return check(AttendeesSchema, draft.attendees);
    case 'activity':
      return draft.activity.trim() ? null : MESSAGES['activity.required'];
    case 'message':
      return check(MessageToHostSchema, draft.message);
    case 'terms':
      return check(TermsSchema, draft.terms);
  }
}

/** The name on a new card (spec §5: required), as the account's card form checks it: its first message, or null. */
export function cardNameError(name: string): string | null {
  const result = v.safeParse(CardNameSchema, name, { abortPipeEarly: true });
  return result.success ? null : (result.issues[0]?.message ?? MESSAGES['request.invalid']);
}

/** Keeps a draft for the sign-up round trip (this tab only). */
export function saveDraft(draft: BookingDraft): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage may be off; the guest then fills the form in again.
  }
}

/** The draft kept for this space, if any (and forgets it). */
export function takeDraft(spaceId: string): BookingDraft | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Partial<BookingDraft>;
    if (draft.spaceId !== spaceId) return null;
    sessionStorage.removeItem(KEY);
    return {
      spaceId,
      date: typeof draft.date === 'string' ? draft.date : '',
      start: typeof draft.start === 'number' ? draft.start : 6,
      end: typeof draft.end === 'number' ? draft.end : 12,
      attendees: typeof draft.attendees === 'string' ? draft.attendees : '',
      activity: typeof draft.activity === 'string' ? draft.activity : '',
      message: typeof draft.message === 'string' ? draft.message : '',
      terms: draft.terms === true,
      addOns: Array.isArray(draft.addOns) ? draft.addOns.filter((id): id is number => Number.isInteger(id)).slice(0, 20) : [],
    };
  } catch {
    return null;
  }
}
