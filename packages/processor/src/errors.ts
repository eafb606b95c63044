/**
 * Stripe's error object (docs/decisions/payments-provider.md): `{ error: { type, code,
 * decline_code, message, param } }` with the status the SDK maps to its error classes
 * (400/404 invalid request, 401 authentication, 402 card, 403 permission).
 */
export type ErrorType = 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error' | 'authentication_error';

export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: ErrorType,
    message: string,
    readonly extra: { code?: string; decline_code?: string; param?: string; [k: string]: unknown } = {},
  ) {
    super(message);
    this.name = 'StripeError';
  }

  toJSON(): { error: Record<string, unknown> } {
    return { error: { type: this.type, message: this.message, ...this.extra } };
  }
}

export function invalid(message: string, param?: string, code?: string): StripeError {
  return new StripeError(400, 'invalid_request_error', message, { ...(param ? { param } : {}), ...(code ? { code } : {}) });
}

export function missingParam(param: string): StripeError {
  return invalid(`Missing required param: ${param}.`, param, 'parameter_missing');
}

export function notFound(kind: string, id: string, param = 'id'): StripeError {
  return new StripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

export function unexpectedState(message: string): StripeError {
  return invalid(message, undefined, 'payment_intent_unexpected_state');
}
