import { notice, otherMethodNotice, type Notice } from '../../../lib/notices';
import type { View } from '../../../lib/views';

/**
 * The message the log-in modal opens with: the one a flow handed over, else the one its
 * hash parameters call for (`type`: which method the account uses; `err=already-taken`).
 */
export function openingNotice(view: Extract<View, { name: 'login' }>): Notice | undefined {
  if (view.notice) return view.notice;
  if (view.err === 'already-taken') return view.email ? notice('alreadyAssociated', { email: view.email }) : notice('emailTakenLogin');
  if (view.type) return otherMethodNotice(view.type);
  return undefined;
}
