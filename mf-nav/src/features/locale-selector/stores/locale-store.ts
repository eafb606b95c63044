import { create } from 'zustand';
import { changeLocale, type ChangeLocaleInput } from '../lib/change-locale';

interface LocaleStore {
  /** idle; saving (the chosen locale is `pending`); failed (the choice was reverted). */
  status: 'idle' | 'saving' | 'failed';
  pending: string | null;
  choose: (input: ChangeLocaleInput) => Promise<void>;
}

/** One change at a time for the whole remote: the nav's and the footer's selectors share it. */
export const useLocaleStore = create<LocaleStore>((set, get) => ({
  status: 'idle',
  pending: null,
  choose: async (input) => {
    if (get().status === 'saving' || input.from === input.to) return;
    set({ status: 'saving', pending: input.to });
    const outcome = await changeLocale(input);
    // 'navigating' keeps the loading state until the next page replaces this one.
    if (outcome === 'failed') set({ status: 'failed', pending: null });
    if (outcome === 'unchanged') set({ status: 'idle', pending: null });
  },
}));
