import type { FlowDeps } from '../../../lib/flow-deps';
import { useEnvFeaturesQuery } from '../../../lib/api/get-env-features';

/** Whether Google sign-up is enabled for the locale; hidden until known, and when the answer fails. */
export function useGoogleSignupEnabled(deps: Pick<FlowDeps, 'api' | 'locale'>): boolean {
  return useEnvFeaturesQuery(deps).data?.google_signup ?? false;
}
