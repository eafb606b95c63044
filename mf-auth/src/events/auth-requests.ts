import { getBus, type EventMap } from '@hourspace/bus';
import { create } from 'zustand';

type Request = { kind: 'auth'; payload: EventMap['auth:open'] } | { kind: 'promo'; payload: EventMap['promo:open'] };

/** The latest modal request that came over the bus. */
export const useAuthRequestStore = create<{ request: Request | null; clear: () => void }>((set) => ({
  request: null,
  clear: () => set({ request: null }),
}));

/** Follows `auth:open` and `promo:open`; returns the unsubscribe for unmount. */
export function listenForAuthRequests(): () => void {
  const bus = getBus();
  const offAuth = bus.on('auth:open', (payload) => useAuthRequestStore.setState({ request: { kind: 'auth', payload } }));
  const offPromo = bus.on('promo:open', (payload) => useAuthRequestStore.setState({ request: { kind: 'promo', payload } }));
  return () => {
    offAuth();
    offPromo();
  };
}
