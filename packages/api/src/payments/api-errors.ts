/** How the API answers when the payment provider fails it (docs/decisions/payments-provider.md). */
import { ApiError } from '../lib/errors';
import { ProviderError } from './provider';

/**
 * A provider failure that is nobody's input error: the provider unreachable, refusing our
 * keys or failing itself. 502, so the page says "try again" and the log has the reason.
 */
export function providerUnavailable(error?: ProviderError): ApiError {
  return new ApiError(502, 'payment_provider_unavailable', 'The payment provider could not be reached. Please try again.', error ? { provider_error: error.type } : {});
}

/** Whether the provider refused a request about an object for what the object is (missing, someone else's, in the wrong state). */
export function isRefusal(error: unknown): error is ProviderError {
  return error instanceof ProviderError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403 && error.status !== 429;
}
