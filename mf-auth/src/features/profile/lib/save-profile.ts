import { publishSessionRefresh } from '../../../events/publications';
import type { Profile, UpdateProfileBody } from '@hourspace/api-client';
import type { HowHeardValue } from '@hourspace/validation';
import { API_ERRORS, callErrorNotice, hasApiError, notice } from '../../../lib/notices';
import type { FlowDeps } from '../../../lib/flow-deps';
import { fail, show, type Outcome } from '../../../lib/views';

/** The profile form's valid values. */
export interface ProfileInput {
  /** A newly picked photo; absent when the saved one (`avatarUrl`) is kept. */
  avatarFile?: File;
  avatarUrl?: string;
  firstName: string;
  lastName: string;
  organization?: string;
  jobTitle?: string;
  howHeard?: HowHeardValue;
  phone?: { phone: string; country: string };
}

/**
 * Saves the profile form (spec §4 Sign-up flow step 5 and 7): a new photo goes to the
 * image service (cropped square there), then the profile is updated. The next step is
 * the email verification when the email is not verified yet; else Welcome when this is a
 * sign-up, or the modal closes (spec §4 step 7).
 */
export async function saveProfile(deps: FlowDeps, input: ProfileInput, options: { signup: boolean } = { signup: true }): Promise<Outcome> {
  let avatarUrl = input.avatarUrl;
  if (input.avatarFile) {
    try {
      avatarUrl = (await deps.api.uploadImage(input.avatarFile, input.avatarFile.name)).avatar_url;
    } catch (error) {
      return fail(callErrorNotice(error, notice('avatarUpload')));
    }
  }
  const body: UpdateProfileBody = {
    first_name: input.firstName,
    last_name: input.lastName,
    ...(avatarUrl ? { avatar_url: avatarUrl } : {}),
    ...(input.organization ? { organization: input.organization } : {}),
    ...(input.jobTitle ? { job_title: input.jobTitle } : {}),
    ...(input.howHeard ? { how_heard: input.howHeard } : {}),
    ...(input.phone ? { phone: input.phone.phone, phone_country: input.phone.country } : {}),
  };
  let profile: Profile;
  try {
    profile = await deps.api.updateProfile(body);
  } catch (error) {
    if (hasApiError(error, API_ERRORS.phoneNotUpdatable)) return fail(notice('phoneContactHelp'));
    return fail(callErrorNotice(error, notice('retry')));
  }
  publishSessionRefresh(deps.bus);
  if (needsVerification(profile)) return show({ name: 'verify-email', signup: options.signup });
  return options.signup ? show({ name: 'welcome' }) : { kind: 'close' };
}

/** Spec §4 step 7: needsVerification is true when email_verified is false. */
export function needsVerification(profile: Pick<Profile, 'email_verified'>): boolean {
  return profile.email_verified === false;
}
