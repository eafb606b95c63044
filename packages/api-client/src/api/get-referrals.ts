import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

const MoneySchema = v.looseObject({ amount: v.number(), currency: v.string() });

/** The signed-in person's referral code and link, the reward rule, who joined and what it earned. */
export const ReferralsSchema = v.looseObject({
  code: v.string(),
  /** Site-relative ('/?ref=CODE'): the page puts it under its origin and locale prefix. */
  path: v.string(),
  reward: v.looseObject({ amount: v.number(), currency: v.string(), rule: v.string() }),
  referrals: v.array(v.looseObject({ first_name: v.nullable(v.string()), joined_at: v.string() })),
  earned: MoneySchema,
});
export type Referrals = v.InferOutput<typeof ReferralsSchema>;

/** GET /v1/referrals/me with the access token (extra route, the /referrals page). */
export async function getReferrals(request: Requester): Promise<Referrals> {
  return request({ method: 'GET', path: ROUTES.referrals, auth: 'bearer', schema: ReferralsSchema });
}
