import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { numericInput, requiredText, textInRangeFor } from './helpers';

/** Limits of spec §5 and §9 for booking and messaging fields. */
export const BOOKING_LIMITS = {
  verificationCodeLength: 4,
  attendeesMin: 1,
  attendeesMax: 100_000,
  reviewResponseMin: 5,
  reviewResponseMax: 1500,
  requiredTextboxMin: 5,
  requiredTextboxMax: 1000,
  personalMessageMin: 15,
  personalMessageMax: 1000,
  customOfferSubtotalMin: 1,
} as const;

/**
 * verification_code (email and phone): exactly 4 digits. A number is accepted
 * too, since JSON clients sometimes send one.
 */
export const VerificationCodeSchema = v.pipe(
  v.union([v.string(), v.number()], MESSAGES['verificationCode.required']),
  v.transform((code) => String(code).trim()),
  v.nonEmpty(MESSAGES['verificationCode.required']),
  v.regex(/^\d{4}$/, MESSAGES['verificationCode.invalid']),
);
/** A 4-digit code, as a string. */
export type VerificationCode = v.InferOutput<typeof VerificationCodeSchema>;

/** attendees: required whole number from 1 to 100,000 (string from an input, or number). */
export const AttendeesSchema = v.pipe(
  numericInput({ required: MESSAGES['attendees.required'], invalid: MESSAGES['attendees.wholeNumber'] }),
  v.integer(MESSAGES['attendees.wholeNumber']),
  v.minValue(BOOKING_LIMITS.attendeesMin, MESSAGES['attendees.range']),
  v.maxValue(BOOKING_LIMITS.attendeesMax, MESSAGES['attendees.range']),
);
/** A number of attendees. */
export type Attendees = v.InferOutput<typeof AttendeesSchema>;

/** review_response: 5 to 1500 characters after trimming; empty reads as too short. */
export const ReviewResponseSchema = v.pipe(
  v.string(MESSAGES['reviewResponse.tooShort']),
  v.trim(),
  v.minLength(BOOKING_LIMITS.reviewResponseMin, MESSAGES['reviewResponse.tooShort']),
  v.maxLength(BOOKING_LIMITS.reviewResponseMax, MESSAGES['reviewResponse.tooLong']),
);
/** A review response. */
export type ReviewResponse = v.InferOutput<typeof ReviewResponseSchema>;

/** required_textbox_response: required, 5 to 1000 characters. */
export const RequiredTextboxResponseSchema = textInRangeFor('requiredTextbox', BOOKING_LIMITS.requiredTextboxMin, BOOKING_LIMITS.requiredTextboxMax);
/** A required text box response. */
export type RequiredTextboxResponse = v.InferOutput<typeof RequiredTextboxResponseSchema>;

/** msg_host: required message to the host. */
export const MessageToHostSchema = requiredText(MESSAGES['msgHost.required']);
/** A message to a host. */
export type MessageToHost = v.InferOutput<typeof MessageToHostSchema>;

/** personal_message: required, 15 to 1000 characters. */
export const PersonalMessageSchema = textInRangeFor('personalMessage', BOOKING_LIMITS.personalMessageMin, BOOKING_LIMITS.personalMessageMax);
/** A personal message. */
export type PersonalMessage = v.InferOutput<typeof PersonalMessageSchema>;

/** comment: required. */
export const CommentSchema = requiredText(MESSAGES['comment.required']);
/** A comment. */
export type CommentText = v.InferOutput<typeof CommentSchema>;

/** block_day_title: required. */
export const BlockDayTitleSchema = requiredText(MESSAGES['blockDayTitle.required']);
/** A blocked day's title. */
export type BlockDayTitle = v.InferOutput<typeof BlockDayTitleSchema>;

/**
 * concierge_budget: required and numeric ('$1,500', '1500.50' or a number);
 * every failure, empty included, gets the spec's 'Please enter a dollar amount.'.
 */
export const ConciergeBudgetSchema = v.pipe(
  numericInput({ required: MESSAGES['conciergeBudget.invalid'], invalid: MESSAGES['conciergeBudget.invalid'], prefix: '$' }),
  v.minValue(0, MESSAGES['conciergeBudget.invalid']),
);
/** A budget in dollars. */
export type ConciergeBudget = v.InferOutput<typeof ConciergeBudgetSchema>;

/** custom_offer_subtotal: required number, at least 1. */
export const CustomOfferSubtotalSchema = v.pipe(
  numericInput({ required: MESSAGES['customOfferSubtotal.required'], invalid: MESSAGES['customOfferSubtotal.invalid'] }),
  v.minValue(BOOKING_LIMITS.customOfferSubtotalMin, MESSAGES['customOfferSubtotal.min']),
);
/** A custom offer subtotal. */
export type CustomOfferSubtotal = v.InferOutput<typeof CustomOfferSubtotalSchema>;

/** The activity option of the search form (spec §3): `value.id` plus the typed query. */
export interface ActivityOption {
  value: { id: string | number };
  query?: string;
}

function isActivity(input: unknown): input is string | ActivityOption {
  if (typeof input === 'string') return input.trim() !== '';
  if (typeof input !== 'object' || input === null) return false;
  const value = (input as { value?: unknown }).value;
  if (typeof value !== 'object' || value === null) return false;
  const id = (value as { id?: unknown }).id;
  return (typeof id === 'string' && id.trim() !== '') || (typeof id === 'number' && Number.isFinite(id));
}

/** activity: required; an activity id or an activity option with `value.id`. */
export const ActivitySchema = v.custom<string | ActivityOption>(isActivity, MESSAGES['activity.required']);
/** A chosen activity. */
export type ActivityValue = v.InferOutput<typeof ActivitySchema>;

/** The location option of the search form (spec §3). */
export interface LocationOption {
  query: string;
  latitude?: number;
  longitude?: number;
  label?: string;
}

function isLocation(input: unknown): input is string | LocationOption {
  if (typeof input === 'string') return input.trim() !== '';
  if (typeof input !== 'object' || input === null) return false;
  const query = (input as { query?: unknown }).query;
  return typeof query === 'string' && query.trim() !== '';
}

/** location: required; a place text or a resolved location option carrying a query. */
export const LocationSchema = v.custom<string | LocationOption>(isLocation, MESSAGES['location.required']);
/** A chosen location. */
export type LocationValue = v.InferOutput<typeof LocationSchema>;

/** The terms of service checkbox: must be ticked. */
export const TermsSchema = v.literal(true, MESSAGES['terms.required']);
/** An accepted terms checkbox. */
export type Terms = v.InferOutput<typeof TermsSchema>;
