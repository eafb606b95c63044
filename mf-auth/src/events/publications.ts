import type { Bus } from '@hourspace/bus';

// Every event and request this remote sends, in one place (house style: src/events/).

/** Records an analytics event; the analytics owner sends it on. */
export function publishAnalytics(bus: Bus, event: string, properties: Record<string, unknown>): void {
  bus.publish('analytics:track', { event, properties });
}

/** Asks the session owner to read the profile again after this remote changed it. */
export function publishSessionRefresh(bus: Bus): void {
  bus.request('session:refresh', {});
}

/** Opens the find-a-space modal (Welcome's 'Find a space'). */
export function publishSearchOpen(bus: Bus): void {
  bus.request('search:open', { source: 'welcome' });
}

/** Opens this remote's log-in modal from one of its pages, coming back to `dest` after the log-in. */
export function publishLoginRequest(bus: Bus, dest: string): void {
  bus.request('auth:open', { view: 'login', dest });
}
