import { useEffect } from 'react';
import { createHostPhonePrompt } from '../lib/host-phone-prompt';

// Module scope is page scope: the remote's code is loaded once per page load.
const watchHostPhone = createHostPhonePrompt();

/** Prompts a logged-in host with an unverified phone for it, once per page load. */
export function useHostPhonePrompt(): void {
  useEffect(() => watchHostPhone(), []);
}
