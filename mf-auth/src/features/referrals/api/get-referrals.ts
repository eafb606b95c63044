import type { ApiClient, Referrals } from '@hourspace/api-client';
import { useQuery } from '@tanstack/react-query';
import { useAuthApi } from '../../../lib/api';

/** Query keys of the referral summary, per signed-in person. */
export const referralsKeys = {
  user: (SSOid: string) => ['mf-auth', 'referrals', SSOid] as const,
};

/** The signed-in person's referral code, the reward rule and what their invitations earned. */
export function getReferrals(api: Pick<ApiClient, 'getReferrals'>): Promise<Referrals> {
  return api.getReferrals();
}

/** The referral summary of `SSOid` (not asked for without a signed-in person); read again on each visit to the page. */
export function useReferralsQuery(SSOid: string | undefined) {
  const api = useAuthApi();
  return useQuery({ queryKey: referralsKeys.user(SSOid ?? ''), queryFn: () => getReferrals(api), enabled: SSOid !== undefined, staleTime: 0 });
}
