import { getBus } from '@hourspace/bus';

/**
 * Tells the page that this person's inbox changed (a thread marked read or unread, a message
 * sent or edited, new messages seen): mf-nav reads its unread count again, so the badge
 * follows without a reload. The event carries no number: the count stays the API's.
 */
export function publishInboxChanged(SSOid: string | null | undefined): void {
  if (!SSOid) return;
  getBus().publish('account:inbox-changed', { SSOid });
}
