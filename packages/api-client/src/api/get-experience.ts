import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES } from '../routes';

/** Pending experiences (e.g. terms to accept); a non-empty `data` sends the user to /updated-terms. */
export const ExperienceSchema = v.looseObject({ data: v.array(v.unknown()) });
export type Experience = v.InferOutput<typeof ExperienceSchema>;

export interface ExperienceQuery {
  /** e.g. 'terms'. */
  name?: string;
  /** 'sign-in' or 'page-load'. */
  trigger?: string;
}

/** GET /v1/profiles/me/experience with the access token. */
export async function getExperience(request: Requester, query: ExperienceQuery = {}): Promise<Experience> {
  return request({
    method: 'GET',
    path: ROUTES.experience,
    auth: 'bearer',
    query: { name: query.name, trigger: query.trigger },
    schema: ExperienceSchema,
  });
}
