import type * as v from 'valibot';
import type { Requester } from '../request';
import { fillPath } from '../routes';

/**
 * GET one of the /v2/payments/users/{id}/… routes with the access token: the
 * shared call of the payout account, recipients, cards and bank-ready reads.
 */
export function getUserPayments<S extends v.GenericSchema>(request: Requester, route: string, id: string, schema: S, timeout: number): Promise<v.InferOutput<S>> {
  return request({ method: 'GET', path: fillPath(route, { id }), auth: 'bearer', timeout, schema });
}
