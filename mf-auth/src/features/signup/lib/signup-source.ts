/** The sign-up sub header's key for a source (spec §2: save, message, book, list; plus referral). */
export type SignupSubheader = 'save' | 'message' | 'book' | 'list' | 'referral';

/**
 * Which sub header a sign-up source shows: fav* (a save button) saves this space, msg
 * messages hosts (the space page's "Message the host"), fee/feec and book (the space
 * page's booking request) book this space, add/host/hostf list a space, referral greets
 * an invited friend. nav and log (the navigation and the log-in modal) show none.
 */
export function subheaderFor(source: string | undefined): SignupSubheader | undefined {
  if (!source) return undefined;
  if (source.startsWith('fav')) return 'save';
  if (source === 'msg') return 'message';
  if (source === 'fee' || source === 'feec' || source === 'book') return 'book';
  if (source === 'add' || source === 'host' || source === 'hostf') return 'list';
  if (source === 'referral') return 'referral';
  return undefined;
}
