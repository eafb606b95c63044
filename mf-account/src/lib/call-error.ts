import { isApiError } from '@hourspace/api-client';
import { messageKeyOf, translateMessage, type MessageLanguage } from '@hourspace/validation';

/**
 * The message to show for a failed call, in the page's language: one of our validation
 * messages when the server answered one (translated), else `fallback` (the page's
 * translated spec §8 text, 'An unexpected error occurred. Please try again in a few minutes.').
 */
export function callErrorMessage(error: unknown, language: MessageLanguage, fallback: string): string {
  const description = isApiError(error) ? error.error_description : (error as { description?: unknown } | null)?.description;
  if (typeof description === 'string' && messageKeyOf(description) !== undefined) return translateMessage(description, language);
  return fallback;
}
