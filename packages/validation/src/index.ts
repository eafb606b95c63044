/**
 * @hourspace/validation: every rule of spec §5 as valibot schemas carrying the
 * spec's exact English messages, shared by the forms and the API so the two can
 * never disagree, plus translations, field-state helpers and the sign-up
 * marketing default.
 */

// Messages and translations
export { MESSAGES, type MessageKey, type MessageText } from './messages';
export { MESSAGE_TRANSLATIONS, translateMessage, messageFor, messageKeyOf, type MessageLanguage, type TranslatedLanguage } from './translations';

// Field rules
export {
  ACCOUNT_LIMITS,
  EmailSchema,
  SignupPasswordSchema,
  LoginPasswordSchema,
  FirstNameSchema,
  LastNameSchema,
  OrganizationSchema,
  JobTitleSchema,
  BusinessNameSchema,
  isStrongPassword,
  type Email,
  type SignupPassword,
  type LoginPassword,
  type FirstName,
  type LastName,
  type Organization,
  type JobTitle,
  type BusinessName,
} from './rules/account';
export { Address1Schema, CitySchema, StateSchema, type Address1, type City, type State } from './rules/address';
export {
  PREFERRED_PHONE_COUNTRIES,
  DEFAULT_PHONE_COUNTRY,
  MIN_PHONE_DIGITS,
  MobilePhoneSchema,
  OptionalMobilePhoneSchema,
  PhoneCountrySchema,
  createMobilePhoneSchema,
  parsePhone,
  isPhoneCountry,
  phoneCountryOptions,
  type PhoneFields,
  type PhoneParseResult,
  type PhoneCountryOption,
  type MobilePhone,
  type OptionalMobilePhone,
  type PhoneCountry,
} from './rules/phone';
export {
  BOOKING_LIMITS,
  VerificationCodeSchema,
  AttendeesSchema,
  ReviewResponseSchema,
  RequiredTextboxResponseSchema,
  MessageToHostSchema,
  PersonalMessageSchema,
  CommentSchema,
  BlockDayTitleSchema,
  ConciergeBudgetSchema,
  CustomOfferSubtotalSchema,
  ActivitySchema,
  LocationSchema,
  TermsSchema,
  type ActivityOption,
  type LocationOption,
  type VerificationCode,
  type Attendees,
  type ReviewResponse,
  type RequiredTextboxResponse,
  type MessageToHost,
  type PersonalMessage,
  type CommentText,
  type BlockDayTitle,
  type ConciergeBudget,
  type CustomOfferSubtotal,
  type ActivityValue,
  type LocationValue,
  type Terms,
} from './rules/booking';
export {
  PAYMENT_LIMITS,
  CardNameSchema,
  CardNumberSchema,
  CardMonthSchema,
  CardDaySchema,
  CardYearSchema,
  CardCvvSchema,
  CardSchema,
  BankAccountHolderSchema,
  UsAccountNumberSchema,
  UsRoutingNumberSchema,
  CaAccountNumberSchema,
  CaTransitNumberSchema,
  CaInstitutionNumberSchema,
  UkAccountNumberSchema,
  UkSortCodeSchema,
  AuBsbSchema,
  AuAccountNumberSchema,
  IbanSchema,
  BankAccountSchemas,
  BANK_SELECT_ALL_MAX_LENGTHS,
  BANK_FIELD_MAX_LENGTH,
  TaxIdSchema,
  Last4Schema,
  type Card,
  type BankAccountKind,
  type BankSelectAllField,
} from './rules/payment';
export { BOARD_LIMITS, BoardNameSchema, BoardDescriptionSchema, type BoardName, type BoardDescription } from './rules/boards';
export {
  AVATAR_LIMITS,
  AvatarSchema,
  AvatarUrlSchema,
  AvatarFileSchema,
  AvatarFilesSchema,
  AvatarCropSchema,
  squareCrop,
  type AvatarFileLike,
  type AvatarCrop,
  type Avatar,
  type AvatarUrl,
  type AvatarFile,
  type AvatarFiles,
} from './rules/avatar';

// Field catalogue (spec §3)
export { FIELD_SCHEMAS, OPTIONAL_FIELDS, FIELDS_WITHOUT_RULES, type FieldName } from './field-catalogue';

// Request bodies shared by forms and the API
export {
  SOCIAL_PROVIDERS,
  SocialProviderSchema,
  SignupSchema,
  EmailSignupSchema,
  SocialSignupSchema,
  LoginSchema,
  SocialLoginSchema,
  ProfileUpdateSchema,
  EmailCodeSchema,
  PhoneCodeSchema,
  EntitlementAttachmentSchema,
  RefreshTokenRequestSchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
  AvatarFetchSchema,
  GoogleConnectSchema,
  AppleConnectSchema,
  AppleCallbackSchema,
  DevSocialTokenSchema,
  MAX_MESSAGE_LENGTH,
  MessageSendSchema,
  MessageUpdateSchema,
  PAYOUT_COUNTRIES,
  PAYOUT_COUNTRY_MESSAGE,
  BANK_KIND_BY_COUNTRY,
  PayoutCountrySchema,
  PayoutAccountSchema,
  AnalyticsTrackSchema,
  type MessageSend,
  type MessageUpdate,
  type PayoutCountry,
  type PayoutAccount,
  type AnalyticsTrack,
  type SocialProvider,
  type Signup,
  type EmailSignup,
  type SocialSignup,
  type Login,
  type SocialLogin,
  type ProfileUpdate,
  type EmailCode,
  type PhoneCode,
  type EntitlementAttachment,
} from './requests';

// Field state and forms
export {
  validateField,
  isEmptyValue,
  issueMessages,
  createFormValidator,
  type FieldState,
  type FieldConfig,
  type FormSnapshot,
  type FormValidation,
  type FormValidator,
} from './field-state';

// Options and defaults
export {
  PRODUCT_NAME,
  HOW_HEARD_VALUES,
  HOW_HEARD_OPTIONS,
  HOW_HEARD_LABELS,
  HowHeardSchema,
  howHeardOptions,
  type HowHeardValue,
  type HowHeardOption,
  type HowHeard,
} from './how-heard';
export { SUPPORTED_LOCALES, PreferredLocaleSchema, type SupportedLocale, type PreferredLocale } from './locales';
export { US_TIME_ZONES, isUsTimeZone, marketingDefault, unsubscribeFor, type MarketingRegion, type MarketingDefault } from './marketing';
