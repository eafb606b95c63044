import { getBus } from '@hourspace/bus';

/** Asks mf-auth for the phone number modal (spec §4: a host with an unverified phone is prompted on the home page). */
export function requestPhoneModal(): void {
  getBus().request('auth:open', { view: 'phone' });
}
