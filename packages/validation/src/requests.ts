import * as v from 'valibot';
import { MESSAGES } from './messages';
import { BusinessNameSchema, EmailSchema, FirstNameSchema, JobTitleSchema, LastNameSchema, OrganizationSchema, SignupPasswordSchema } from './rules/account';
import { Address1Schema, CitySchema, StateSchema } from './rules/address';
import { AvatarUrlSchema } from './rules/avatar';
import { MessageToHostSchema, VerificationCodeSchema } from './rules/booking';
import { TaxIdSchema, type BankAccountKind } from './rules/payment';
import { BUSINESS_TYPES, DateOfBirthSchema, PAYOUT_SCHEDULES, payoutConditionalFields, payoutPostalCodeSchema, payoutStateSchema, SsnLast4Schema } from './rules/payout';
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
  /** The `?ref=` code of the link the person arrived by; an unknown one is ignored by the API, never refused. */
  referral_code: v.optional(v.pipe(v.string(MESSAGES['value.invalid']), v.maxLength(200, MESSAGES['value.invalid']))),
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
  social_data: v.optional(v.object({ email: OptionalStringSchema, first_name: OptionalStringSchema, last_name: OptionalStringSchema }, MESSAGES['request.invalid'])),
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

// ---- Bodies only the API reads (no form sends them as such) ----
// They sit here with the others so every request the API accepts is checked by a schema
// of this package; the texts are the ones the API has always answered.

const invalid = MESSAGES['request.invalid'];
const shortText = (max: number) => v.pipe(v.string(invalid), v.trim(), v.maxLength(max, invalid));

/** `POST /web-templates/v1/sso/authenticate` with grant_type 'refresh_token'. */
export const RefreshTokenRequestSchema = v.object(
  { grant_type: v.literal('refresh_token'), refresh_token: v.pipe(v.string(invalid), v.nonEmpty(invalid), v.maxLength(200, invalid)) },
  invalid,
);

/** `POST /v1/sso/password-reset`: asks for a reset link. */
export const PasswordResetRequestSchema = v.object(
  {
    username: v.pipe(v.string(MESSAGES['email.required']), v.trim(), v.nonEmpty(MESSAGES['email.required']), v.email(MESSAGES['email.invalid'])),
    /** The locale of the page that asked: the emailed link carries its URL prefix. */
    locale: v.optional(PreferredLocaleSchema),
  },
  invalid,
);

/** `PUT /v1/sso/password-reset`: the link's token and the new password (the sign-up password rule). */
export const PasswordResetSchema = v.object({ token: v.pipe(v.string(invalid), v.nonEmpty(invalid), v.maxLength(200, invalid)), password: SignupPasswordSchema }, invalid);

/** `POST /v1/images/fetch`: an avatar to download from a URL. */
export const AvatarFetchSchema = v.object(
  { url: v.pipe(v.string(MESSAGES['avatarUrl.invalid']), v.trim(), v.maxLength(2000, MESSAGES['avatarUrl.invalid']), v.url(MESSAGES['avatarUrl.invalid'])) },
  invalid,
);

/** `POST {site}/google-connect`: starts Google sign-in. */
export const GoogleConnectSchema = v.object({ action: v.optional(shortText(40), 'login'), redirectUri: v.optional(shortText(500)) }, invalid);

/** `POST {site}/apple-connect`: starts Apple sign-in. */
export const AppleConnectSchema = v.object(
  {
    source: v.optional(shortText(40)),
    actionRequested: v.optional(shortText(40), 'login'),
    // Only a path on the site: the callback sends the browser there, so a full URL would be an open redirect.
    reqFromPath: v.optional(v.pipe(shortText(500), v.regex(/^\/(?!\/)[^\s\\]*$/, invalid)), '/'),
  },
  invalid,
);

/** Apple's form_post to `/apple-connect/callback`. */
export const AppleCallbackSchema = v.object(
  {
    state: v.pipe(v.string(), v.nonEmpty(), v.maxLength(200)),
    code: v.optional(v.pipe(v.string(), v.maxLength(200))),
    id_token: v.optional(v.pipe(v.string(), v.maxLength(4000))),
    user: v.optional(v.pipe(v.string(), v.maxLength(2000))),
    error: v.optional(v.pipe(v.string(), v.maxLength(200))),
  },
  invalid,
);

/** `POST /dev/social-tokens`: a fake provider's token for a test identity. */
export const DevSocialTokenSchema = v.object(
  {
    provider: SocialProviderSchema,
    identity: v.pipe(v.string(invalid), v.maxLength(100, invalid)),
    stale: v.optional(v.boolean(invalid), false),
  },
  invalid,
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uuid = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(UUID, message));

/** The longest message a thread takes. */
export const MAX_MESSAGE_LENGTH = 5000;
// The message-to-host rule, with a ceiling the form never reaches but an API client could.
const MessageTextSchema = v.pipe(MessageToHostSchema, v.maxLength(MAX_MESSAGE_LENGTH, `Please keep your message under ${MAX_MESSAGE_LENGTH} characters.`));

/** `POST /v1/message/send`. */
export const MessageSendSchema = v.object(
  {
    to: uuid(invalid),
    message: MessageTextSchema,
    thread_id: v.optional(uuid(invalid)),
    space_id: v.optional(v.pipe(v.number(invalid), v.integer(invalid), v.minValue(1, invalid), v.maxValue(2 ** 31 - 1, invalid))),
  },
  invalid,
);
/** A message to send. */
export type MessageSend = v.InferOutput<typeof MessageSendSchema>;

/** `PUT /v1/message/update`: mark read or unread, or edit the text; at least one of the two. */
export const MessageUpdateSchema = v.pipe(
  v.object({ id: uuid(invalid), is_read: v.optional(v.boolean(invalid)), message: v.optional(MessageTextSchema) }, invalid),
  v.check((b) => b.is_read !== undefined || b.message !== undefined, MESSAGES['profileUpdate.empty']),
);
/** A message update. */
export type MessageUpdate = v.InferOutput<typeof MessageUpdateSchema>;

/** The countries payout accounts and bank accounts are offered in. */
export const PAYOUT_COUNTRIES = ['US', 'GB', 'CA', 'AU', 'ES', 'DE', 'FR'] as const;
/** A payout country. */
export type PayoutCountry = (typeof PAYOUT_COUNTRIES)[number];
/** Which bank-account rules (BankAccountSchemas) a payout country uses. */
export const BANK_KIND_BY_COUNTRY: Record<PayoutCountry, BankAccountKind> = { US: 'us', CA: 'ca', GB: 'uk', AU: 'au', ES: 'iban', DE: 'iban', FR: 'iban' };
/** The message of an unsupported payout country. */
export const PAYOUT_COUNTRY_MESSAGE = 'Please select a supported country.';
/** country of a payout or bank account: a supported country code, any case. */
export const PayoutCountrySchema = v.pipe(v.string(invalid), v.trim(), v.toUpperCase(), v.picklist(PAYOUT_COUNTRIES, PAYOUT_COUNTRY_MESSAGE));

const optionalText = (max: number) => v.optional(v.pipe(v.string(MESSAGES['value.invalid']), v.trim(), v.maxLength(max, MESSAGES['value.invalid'])));

/**
 * `POST` / `PUT /v2/payments/users/{id}/accounts`: the payout account's holder details.
 * Which fields a country and business type need, and the rules that depend on the
 * country (state list, ZIP code), are checked after the fields, each on its own field.
 */
const PayoutAccountEntries = {
  country: PayoutCountrySchema,
  business_type: v.optional(v.picklist(BUSINESS_TYPES, invalid), 'individual'),
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  address1: Address1Schema,
  address2: optionalText(200),
  city: CitySchema,
  state: StateSchema,
  zipcode: v.optional(v.string(MESSAGES['zipcode.required']), ''),
  dob: DateOfBirthSchema,
  ssn_last_4: v.optional(v.string(MESSAGES['ssnLast4.invalid'])),
  business_name: optionalText(200),
  tax_id: v.optional(v.string(MESSAGES['taxId.invalid'])),
  payout_schedule: v.optional(v.picklist(PAYOUT_SCHEDULES, invalid), 'weekly'),
};

export const PayoutAccountSchema = v.pipe(
  withRequiredKeys([PayoutAccountEntries], invalid),
  v.object(PayoutAccountEntries, invalid),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const body = dataset.value;
    const needs = payoutConditionalFields(body.country, body.business_type);
    const checks: Array<[keyof typeof body, v.GenericSchema]> = [
      ['state', payoutStateSchema(body.country)],
      ['zipcode', payoutPostalCodeSchema(body.country)],
      ...(needs.ssn_last_4 ? [['ssn_last_4', SsnLast4Schema] as [keyof typeof body, v.GenericSchema]] : []),
      ...(needs.business_name ? [['business_name', BusinessNameSchema] as [keyof typeof body, v.GenericSchema]] : []),
      ...(needs.tax_id ? [['tax_id', TaxIdSchema] as [keyof typeof body, v.GenericSchema]] : []),
    ];
    const output: Record<string, unknown> = { ...body };
    let failed = false;
    for (const [key, schema] of checks) {
      const result = v.safeParse(schema, body[key], { abortPipeEarly: true });
      if (result.success) output[key] = result.output;
      else {
        failed = true;
        addIssue({ message: result.issues[0].message, path: [{ type: 'object', origin: 'value', input: body, key, value: body[key] }] });
      }
    }
    if (failed) return NEVER;
    // Fields the country and business type do not ask for are not kept.
    if (!needs.ssn_last_4) delete output.ssn_last_4;
    if (!needs.business_name) delete output.business_name;
    if (!needs.tax_id) delete output.tax_id;
    return output as typeof body;
  }),
);
/** A payout account body. */
export type PayoutAccount = v.InferOutput<typeof PayoutAccountSchema>;

const fileId = (message: string) => v.pipe(v.string(message), v.trim(), v.regex(/^file_[A-Za-z0-9_-]{8,64}$/, message));

/** `POST /v2/payments/users/{id}/accounts/verification`: the identity document's two sides, as file ids of the payment provider's file service (docs/decisions/payments-provider.md). */
export const PayoutVerificationSchema = requestObject(
  { document_front: fileId(MESSAGES['identityDocument.front']), document_back: fileId(MESSAGES['identityDocument.back']) },
  invalid,
);
/** A payout verification body. */
export type PayoutVerification = v.InferOutput<typeof PayoutVerificationSchema>;

/** `POST /dev/hosts`: a fresh host set up like a demo host (development only). */
/** POST /dev/hosts: the payout set-up, and whether the account is a host yet (`host: false`: an account with payouts ready that has not published a space). */
export const DevHostSchema = v.object({ payout: v.optional(v.picklist(['none', 'blocked', 'ready'], invalid), 'none'), host: v.optional(v.boolean(invalid), true) }, invalid);

const AnalyticsEventSchema = v.object(
  {
    event: v.pipe(v.string(invalid), v.trim(), v.nonEmpty(invalid), v.maxLength(100, invalid)),
    properties: v.optional(
      v.pipe(
        v.record(v.string(), v.unknown(), invalid),
        v.check((p) => JSON.stringify(p).length <= 8192, 'The event properties are too large.'),
      ),
      {},
    ),
    anonymous_id: v.optional(v.pipe(v.string(invalid), v.maxLength(100, invalid))),
    timestamp: v.optional(v.union([v.string(invalid), v.number(invalid)], invalid)),
  },
  invalid,
);

/** `POST /v1/analytics/track`: one event or a batch of up to 50, with the visitor's consent flag. */
export const AnalyticsTrackSchema = v.union(
  [
    v.object({ consent: v.boolean(invalid), events: v.pipe(v.array(AnalyticsEventSchema, invalid), v.minLength(1, invalid), v.maxLength(50, invalid)) }, invalid),
    v.object({ consent: v.boolean(invalid), ...AnalyticsEventSchema.entries }, invalid),
  ],
  invalid,
);
/** An analytics track body. */
export type AnalyticsTrack = v.InferOutput<typeof AnalyticsTrackSchema>;
