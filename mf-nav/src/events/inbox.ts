import { getBus } from '@hourspace/bus';
import { useEffect, useRef } from 'react';

/**
 * Calls `onChange` whenever mf-account says this person's inbox changed
 * (`account:inbox-changed` for `SSOid`: a thread marked read, a message sent, edited or
 * arrived): the nav then reads the unread count again, without a reload. Nothing is listened
 * to while signed out.
 */
export function useInboxChanged(SSOid: string | null, onChange: () => void): void {
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (SSOid === null || SSOid === '') return undefined;
    return getBus().on('account:inbox-changed', (payload) => {
      if (payload.SSOid === SSOid) latest.current();
    });
  }, [SSOid]);
}
