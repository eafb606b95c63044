import { useEffect, useState } from 'react';
import { getEnvFeatures } from '../../lib/api';
import type { FlowDeps } from '../flow/flow-deps';

/** Whether Google sign-up is enabled for the locale; hidden until known, and when the answer fails. */
export function useGoogleSignupEnabled(deps: Pick<FlowDeps, 'api' | 'locale'>): boolean {
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    let cancelled = false;
    void getEnvFeatures(deps.api, deps.locale).then((features) => {
      if (!cancelled) setEnabled(features.google_signup);
    });
    return () => {
      cancelled = true;
    };
  }, [deps]);
  return enabled;
}
