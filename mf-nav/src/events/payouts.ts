import { getBus } from '@hourspace/bus';
import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` whenever mf-account says this host's payout state changed
 * (`account:payouts-changed` for `SSOid`): the nav then reads the payout account again, so a
 * fixed warning disappears without a reload. Nothing is listened to without a host.
 */
export function usePayoutsChanged(SSOid: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (SSOid === null || SSOid === '') return undefined;
    return getBus().on('account:payouts-changed', (payload) => {
      if (payload.SSOid === SSOid) latest.current();
    });
  }, [SSOid]);
}
