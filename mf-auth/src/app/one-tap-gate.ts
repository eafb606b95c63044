import type { ApiClient } from '@hourspace/api-client';
import type { QueryClient } from '@tanstack/react-query';
import { currentSession } from '../events/session-events';
import { envFeaturesQuery } from '../lib/api/get-env-features';

/**
 * Whether Google One Tap should run on this page: a signed-out visitor, and an environment
 * that names One Tap's script and client id. Asked once the page is idle, in a chunk of its
 * own, so a page without One Tap (the local environment, every signed-in page) loads no
 * modal code until the visitor shows intent. The answer stays in the page's query cache,
 * where the modal host's One Tap reads it without asking again.
 */
export async function oneTapWanted(queryClient: QueryClient, api: ApiClient, locale: string): Promise<boolean> {
  if (currentSession()?.profile) return false;
  try {
    const features = await queryClient.fetchQuery(envFeaturesQuery(api, locale));
    return features.google_one_tap !== undefined;
  } catch {
    // Unreadable switches mean no One Tap (envFeaturesQuery has said why).
    return false;
  }
}
