import type { ApiClient } from '@hourspace/api-client';
import { isApiError } from '@hourspace/api-client';

/** What asking for a link came to: sent (said the same whether or not the email has an account), or why not. */
export type RequestResult = { kind: 'sent' } | { kind: 'tooMany' } | { kind: 'invalid'; text: string } | { kind: 'failed' };

/** What setting the new password came to. */
export type ResetResult = { kind: 'done' } | { kind: 'used' } | { kind: 'expired' } | { kind: 'badLink' } | { kind: 'invalid'; text: string } | { kind: 'failed' };

/** A validation answer's message (the same §5 texts the form uses), else undefined. */
function validationText(error: unknown): string | undefined {
  return isApiError(error) && error.status === 400 && error.error === 'validation' && error.error_description ? error.error_description : undefined;
}

/** Asks for a reset link for `email`; the link will carry the prefix of `locale` (the page's). */
export async function requestResetLink(api: Pick<ApiClient, 'requestPasswordReset'>, email: string, locale: string): Promise<RequestResult> {
  try {
    await api.requestPasswordReset(email, locale);
    return { kind: 'sent' };
  } catch (error) {
    if (isApiError(error) && error.status === 429) return { kind: 'tooMany' };
    const text = validationText(error);
    return text ? { kind: 'invalid', text } : { kind: 'failed' };
  }
}

/** Sets the new password with the link's token; a used, expired or unknown link says which. */
export async function setNewPassword(api: Pick<ApiClient, 'resetPassword'>, token: string, password: string): Promise<ResetResult> {
  try {
    await api.resetPassword({ token, password });
    return { kind: 'done' };
  } catch (error) {
    if (isApiError(error) && error.status === 400) {
      if (error.error === 'reset_token_used') return { kind: 'used' };
      if (error.error === 'reset_token_expired') return { kind: 'expired' };
      if (error.error === 'invalid_reset_token') return { kind: 'badLink' };
      const text = validationText(error);
      if (text) return { kind: 'invalid', text };
    }
    return { kind: 'failed' };
  }
}

/**
 * The reset token of the address bar, or null. Pure: React may render a page and throw the
 * render away (a lazy chunk or the messages still loading), so reading must not change the
 * address; `dropResetTokenFromAddress` does that once the page is on screen.
 */
export function readResetToken(): string | null {
  const token = new URL(window.location.href).searchParams.get('token');
  if (token === null) return null;
  const trimmed = token.trim();
  return trimmed === '' || trimmed.length > 200 ? null : trimmed;
}

/** Removes the token from the address bar (no `Referer`, history entry or bookmark keeps it); the page holds it in memory. */
export function dropResetTokenFromAddress(): void {
  const url = new URL(window.location.href);
  if (!url.searchParams.has('token')) return;
  url.searchParams.delete('token');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
