import { getBus, type ConsentState } from '@hourspace/bus';

/** Publishes the visitor's choices as the sticky `consent` topic the analytics sink honours. */
export function publishConsent(consent: ConsentState): void {
  getBus().setState('consent', consent);
}

/** The consent last published on this page, if any. */
export function publishedConsent(): ConsentState | undefined {
  return getBus().getState('consent');
}
