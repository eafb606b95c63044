import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** One analytics event, e.g. 'locale updated' {changed_from, changed_to, ui_element, ssoid}. */
export interface AnalyticsEvent {
  event: string;
  properties?: Record<string, unknown>;
  anonymous_id?: string;
  timestamp?: string | number;
}

/**
 * One event, or a batch of up to 50, with the visitor's analytics consent. Without consent
 * the API stores nothing (and still answers 202), so callers need not branch.
 */
export type TrackEventBody = ({ consent: boolean } & AnalyticsEvent) | { consent: boolean; events: AnalyticsEvent[] };

/** How many events the API accepted and stored. */
export const TrackResultSchema = v.looseObject({ accepted: v.number(), stored: v.number() });
export type TrackResult = v.InferOutput<typeof TrackResultSchema>;

/** Records analytics events (extra route); sends the access token when there is one. */
export async function trackEvent(request: Requester, body: TrackEventBody): Promise<TrackResult> {
  return request({ method: 'POST', path: ROUTES.analyticsTrack, auth: 'bearer', json: body, schema: TrackResultSchema });
}
