import { getBus } from '@hourspace/bus';
import { create } from 'zustand';

/** Open requests for the find-a-space modal, as they came over the bus. */
export const useSearchModalStore = create<{ open: boolean; source: string | null; close: () => void }>((set) => ({
  open: false,
  source: null,
  close: () => set({ open: false }),
}));

/** Follows `search:open`; returns the unsubscribe for unmount. */
export function listenForSearchRequests(): () => void {
  return getBus().handle('search:open', ({ source }) => useSearchModalStore.setState({ open: true, source: source ?? null }));
}

/** Open requests for the popular-activities modal (`search:activities`), as they came over the bus. */
export const useActivitiesModalStore = create<{ open: boolean; source: string | null; close: () => void }>((set) => ({
  open: false,
  source: null,
  close: () => set({ open: false }),
}));

/** Follows `search:activities`; returns the unsubscribe for unmount. */
export function listenForActivitiesRequests(): () => void {
  return getBus().handle('search:activities', ({ source }) => useActivitiesModalStore.setState({ open: true, source: source ?? null }));
}
