import { useAuthStore } from '../../../lib/auth-store';
import { demandModalHost } from '../../../lib/host-demand';
import type { Notice } from '../../../lib/notices';
import { page, safeDestination, sitePath } from '../../../lib/page';
import type { Outcome } from '../../../lib/views';

/** Where the /signin page goes once the person is signed in: a same-site `dest`, else the home page of the locale. */
export function afterSigninTarget(prefix: string, dest: string | undefined): string {
  return safeDestination(dest) ?? sitePath(prefix, '/');
}

/**
 * How the /signin page applies a flow's outcome: done leaves for `dest` or home; anything else
 * goes to the modal store as in the modal, so a next modal (sign-up, a social provider's email
 * form) opens over the page, its host mounted, and a message stays on the page.
 */
export function applySigninOutcome(outcome: Outcome, options: { prefix: string; dest: string | undefined }): Notice | null {
  if (outcome.kind === 'close') {
    page.assign(afterSigninTarget(options.prefix, options.dest));
    return null;
  }
  const notice = useAuthStore.getState().apply(outcome);
  if (outcome.kind === 'show') demandModalHost();
  return notice;
}
