import type * as v from 'valibot';
import { BusinessNameSchema, EmailSchema, FirstNameSchema, JobTitleSchema, LastNameSchema, LoginPasswordSchema, OrganizationSchema, SignupPasswordSchema } from './rules/account';
import { Address1Schema, CitySchema, StateSchema } from './rules/address';
import {
  ActivitySchema,
  AttendeesSchema,
  BlockDayTitleSchema,
  CommentSchema,
  ConciergeBudgetSchema,
  CustomOfferSubtotalSchema,
  LocationSchema,
  MessageToHostSchema,
  PersonalMessageSchema,
  RequiredTextboxResponseSchema,
  ReviewResponseSchema,
  VerificationCodeSchema,
} from './rules/booking';
import { BoardDescriptionSchema, BoardNameSchema } from './rules/boards';
import {
  AuAccountNumberSchema,
  AuBsbSchema,
  BankAccountHolderSchema,
  CaAccountNumberSchema,
  CaInstitutionNumberSchema,
  CaTransitNumberSchema,
  CardCvvSchema,
  CardDaySchema,
  CardMonthSchema,
  CardNameSchema,
  CardNumberSchema,
  CardYearSchema,
  IbanSchema,
  Last4Schema,
  TaxIdSchema,
  UkAccountNumberSchema,
  UkSortCodeSchema,
  UsAccountNumberSchema,
  UsRoutingNumberSchema,
} from './rules/payment';
import { MobilePhoneSchema } from './rules/phone';

/**
 * The input field catalogue of spec §3: field name -> schema, for every field
 * spec §5 gives a rule. Card fields are `card_*`; bank fields are named by
 * country. `mobile_phone` is the required, US-picker variant: forms with a
 * country picker or an optional phone build theirs with `createMobilePhoneSchema`.
 */
export const FIELD_SCHEMAS = {
  email: EmailSchema,
  password: SignupPasswordSchema,
  login_pw: LoginPasswordSchema,
  first_name: FirstNameSchema,
  last_name: LastNameSchema,
  address1: Address1Schema,
  city: CitySchema,
  state: StateSchema,
  organization: OrganizationSchema,
  job_title: JobTitleSchema,
  mobile_phone: MobilePhoneSchema,
  verification_code: VerificationCodeSchema,
  attendees: AttendeesSchema,
  review_response: ReviewResponseSchema,
  required_textbox_response: RequiredTextboxResponseSchema,
  msg_host: MessageToHostSchema,
  card_name: CardNameSchema,
  card_number: CardNumberSchema,
  card_month: CardMonthSchema,
  card_day: CardDaySchema,
  card_year: CardYearSchema,
  card_cvv: CardCvvSchema,
  bank_account_holder_name: BankAccountHolderSchema,
  us_account_number: UsAccountNumberSchema,
  us_routing_number: UsRoutingNumberSchema,
  ca_account_number: CaAccountNumberSchema,
  ca_transit_number: CaTransitNumberSchema,
  ca_institution_number: CaInstitutionNumberSchema,
  uk_account_number: UkAccountNumberSchema,
  uk_sort_code: UkSortCodeSchema,
  au_bsb: AuBsbSchema,
  au_account_number: AuAccountNumberSchema,
  iban: IbanSchema,
  tax_id: TaxIdSchema,
  business_name: BusinessNameSchema,
  last_4: Last4Schema,
  board_name: BoardNameSchema,
  board_description: BoardDescriptionSchema,
  activity: ActivitySchema,
  location: LocationSchema,
  personal_message: PersonalMessageSchema,
  concierge_budget: ConciergeBudgetSchema,
  comment: CommentSchema,
  block_day_title: BlockDayTitleSchema,
  custom_offer_subtotal: CustomOfferSubtotalSchema,
} as const satisfies Record<string, v.GenericSchema>;

/** A catalogue field that has a rule. */
export type FieldName = keyof typeof FIELD_SCHEMAS;

/** Catalogue fields that may be left empty (their field state is then 'empty-optional'). */
export const OPTIONAL_FIELDS: readonly FieldName[] = ['organization', 'job_title', 'board_description'];

/**
 * Catalogue fields of spec §3 for which spec §5 states no rule, so they have no
 * schema here (any value is accepted): address2, zipcode, flex_time, all_day,
 * meta_email (invite emails), other_concierge_items, concierge_details.
 */
export const FIELDS_WITHOUT_RULES = ['address2', 'zipcode', 'flex_time', 'all_day', 'meta_email', 'other_concierge_items', 'concierge_details'] as const;
