import { MESSAGES, marketingDefault, translateMessage, unsubscribeFor, type MessageLanguage } from '@hourspace/validation';
import { useState } from 'react';
import { page } from './page';

/**
 * The marketing checkbox (spec §5): its label and region follow the browser time zone
 * (a US zone: "I don't want …", opt-out; elsewhere "I'd like …", opt-in); it starts
 * unticked, and the sign-up's unsubscribe flag follows the box.
 */
export function useMarketing(language: MessageLanguage) {
  const [initial] = useState(() => marketingDefault(page.timeZone()));
  const [checked, setChecked] = useState(false);
  return {
    label: translateMessage(MESSAGES[initial.labelKey], language),
    checked,
    setChecked,
    unsubscribe: unsubscribeFor(initial.region, checked),
  };
}
