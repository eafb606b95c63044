import * as v from 'valibot';
import { MESSAGES } from './messages';
import { EmailSchema, FirstNameSchema, JobTitleSchema, LastNameSchema, OrganizationSchema, SignupPasswordSchema } from './rules/account';
import { AvatarUrlSchema } from './rules/avatar';
import { VerificationCodeSchema } from './rules/booking';
import { blankAsAbsent, requestObject, requiredText, withRequiredKeys } from './rules/helpers';
import { DEFAULT_PHONE_COUNTRY, parsePhone, PhoneCountrySchema } from './rules/phone';
import { HowHeardSchema } from './how-heard';
import { PreferredLocaleSchema } from './locales';

// Opaque values the client passes through (analytics ids, fraud token, attribution).
const OptionalStringSchema = v.optional(v.string(MESSAGES['value.invalid']));

/** Social sign-in providers. */
export const SOCIAL_PROVIDERS = ['google', 'apple', 'facebook'] as const;
/** A social sign-in provider. */
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
/** provider: one of the social providers. */
export const SocialProviderSchema = v.picklist(SOCIAL_PROVIDERS, MESSAGES['social.provider']);

const SignupCommonEntries = {
  username: EmailSchema,
  // Optional on sign-up (a social provider may not give them), valid when given; blank counts as not given.
  first_name: blankAsAbsent(FirstNameSchema),
  last_name: blankAsAbsent(LastNameSchema),
  avatar_url: blankAsAbsent(AvatarUrlSchema),
  ga_client_id: OptionalStringSchema,
  attr_url: OptionalStringSchema,
  attr_referrer: OptionalStringSchema,
  unsubscribe: v.boolean(MESSAGES['unsubscribe.invalid']),
  preferred_locale: blankAsAbsent(PreferredLocaleSchema),
  forterTokenCookie: OptionalStringSchema,
  entitlement_id: blankAsAbsent(v.string(MESSAGES['entitlement.id'])),
};

const EmailSignupEntries = {
  grant_type: v.literal('signup', MESSAGES['signup.grantType']),
  password: SignupPasswordSchema,
  ...SignupCommonEntries,
};
const EmailSignupObjectSchema = v.object(EmailSignupEntries, MESSAGES['request.invalid']);

/** Email-and-password sign-up body (`POST /v1/profiles`, grant_type 'signup'). */
export const EmailSignupSchema = requestObject(EmailSignupEntries, MESSAGES['request.invalid']);
/** A valid email sign-up body. */
export type EmailSignup = v.InferOutput<typeof EmailSignupSchema>;

const SocialSignupEntries = {
  grant_type: v.literal('social_signup', MESSAGES['signup.grantType']),
  provider: SocialProviderSchema,
  provider_id: OptionalStringSchema,
  social_access_token: requiredText(MESSAGES['social.token']),
  social_token_type: OptionalStringSchema,
  social_data: v.optional(
    v.object(
      { email: OptionalStringSchema, first_name: OptionalStringSchema, last_name: OptionalStringSchema },
      MESSAGES['request.invalid'],
    ),
  ),
  ...SignupCommonEntries,
};
const SocialSignupObjectSchema = v.object(SocialSignupEntries, MESSAGES['request.invalid']);

/** Social sign-up body (grant_type 'social_signup'): no password, a provider token instead. */
export const SocialSignupSchema = requestObject(SocialSignupEntries, MESSAGES['request.invalid']);
/** A valid social sign-up body. */
export type SocialSignup = v.InferOutput<typeof SocialSignupSchema>;

/**
 * The sign-up payload of spec §3, shared by the sign-up form and
 * `POST /v1/profiles`: `grant_type` picks the email or the social variant.
 * Unknown keys are dropped.
 */
export const SignupSchema = v.pipe(
  withRequiredKeys([EmailSignupEntries, SocialSignupEntries], MESSAGES['signup.grantType']),
  v.variant('grant_type', [EmailSignupObjectSchema, SocialSignupObjectSchema], MESSAGES['signup.grantType']),
);
/** A valid sign-up body. */
export type Signup = v.InferOutput<typeof SignupSchema>;

/**
 * Password log-in body. Both fields must be non-empty, otherwise the one spec
 * message for the pair, 'Please enter a valid email and password.', at form level.
 */
export const LoginSchema = v.pipe(
  v.object(
    {
      username: v.pipe(v.string(MESSAGES['login.invalidPair']), v.trim()),
      password: v.string(MESSAGES['login.invalidPair']),
      signin: v.optional(v.boolean(MESSAGES['value.invalid'])),
      grant_type: v.optional(v.literal('password', MESSAGES['request.invalid']), 'password'),
      forterTokenCookie: OptionalStringSchema,
    },
    MESSAGES['login.invalidPair'],
  ),
  v.check((body) => body.username !== '' && body.password !== '', MESSAGES['login.invalidPair']),
);
/** A log-in body. */
export type Login = v.InferOutput<typeof LoginSchema>;

/** Social log-in body (grant_type 'social_login'). */
export const SocialLoginSchema = requestObject(
  {
    grant_type: v.literal('social_login', MESSAGES['request.invalid']),
    provider: SocialProviderSchema,
    social_access_token: requiredText(MESSAGES['social.token']),
    provider_id: OptionalStringSchema,
    username: blankAsAbsent(EmailSchema),
    social_token_type: OptionalStringSchema,
    forterTokenCookie: OptionalStringSchema,
  },
  MESSAGES['request.invalid'],
);
/** A social log-in body. */
export type SocialLogin = v.InferOutput<typeof SocialLoginSchema>;

/**
 * `PUT /v1/profiles/me` body: any of preferred_locale, avatar_url, the phone
 * fields, ga_client_id, names, organization, job_title and how_heard, at least
 * one. When `phone` is given it is parsed for `phone_country` (default 'us')
 * and the output's phone fields are recomputed from it, so a client can never
 * store a formatted number that disagrees with the number.
 */
const ProfileUpdateBodySchema = requestObject(
  {
      preferred_locale: v.optional(PreferredLocaleSchema),
      avatar_url: v.optional(AvatarUrlSchema),
      phone: v.optional(v.string(MESSAGES['phone.invalid'])),
      phone_formatted: OptionalStringSchema,
      phone_country: v.optional(PhoneCountrySchema),
      phone_country_code: OptionalStringSchema,
      ga_client_id: OptionalStringSchema,
      first_name: v.optional(FirstNameSchema),
      last_name: v.optional(LastNameSchema),
      organization: OrganizationSchema,
      job_title: JobTitleSchema,
      how_heard: v.optional(HowHeardSchema),
  },
  MESSAGES['request.invalid'],
);

export const ProfileUpdateSchema = v.pipe(
  ProfileUpdateBodySchema,
  v.check((body) => Object.values(body).some((value) => value !== undefined), MESSAGES['profileUpdate.empty']),
  v.forward(
    v.rawCheck<v.InferOutput<typeof ProfileUpdateBodySchema>>(({ dataset, addIssue }) => {
      if (!dataset.typed || dataset.value.phone === undefined) return;
      const result = parsePhone(dataset.value.phone, dataset.value.phone_country ?? DEFAULT_PHONE_COUNTRY);
      if (!result.success) addIssue({ message: result.message });
    }),
    ['phone'],
  ),
  v.transform((body) => {
    if (body.phone === undefined) return body;
    const result = parsePhone(body.phone, body.phone_country ?? DEFAULT_PHONE_COUNTRY);
    if (!result.success) return body; // unreachable: the check above refused it
    const { phone, phone_formatted, phone_country, phone_country_code } = result.output;
    return { ...body, phone, phone_formatted, phone_country, phone_country_code };
  }),
);
/** A profile update. */
export type ProfileUpdate = v.InferOutput<typeof ProfileUpdateSchema>;

/** `PUT /v1/profiles/me/email/verify` body. */
export const EmailCodeSchema = requestObject({ email_verification_code: VerificationCodeSchema }, MESSAGES['request.invalid']);
/** An email verification body. */
export type EmailCode = v.InferOutput<typeof EmailCodeSchema>;

/** `PUT /v1/profiles/me/phone/verify` body. */
export const PhoneCodeSchema = requestObject({ phone_verification_code: VerificationCodeSchema }, MESSAGES['request.invalid']);
/** A phone verification body. */
export type PhoneCode = v.InferOutput<typeof PhoneCodeSchema>;

/** `POST /v1/entitlements/attachments` body: attaches an entitlement to a profile by SSOid. */
export const EntitlementAttachmentSchema = requestObject(
  {
    entitlement_id: requiredText(MESSAGES['entitlement.id']),
    ns: v.literal('profiles', MESSAGES['entitlement.attachment']),
    key: v.literal('SSOid', MESSAGES['entitlement.attachment']),
    value: requiredText(MESSAGES['entitlement.attachment']),
  },
  MESSAGES['request.invalid'],
);
/** An entitlement attachment. */
export type EntitlementAttachment = v.InferOutput<typeof EntitlementAttachmentSchema>;
