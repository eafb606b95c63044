import {
  Address1Schema,
  BusinessNameSchema,
  CitySchema,
  DateOfBirthSchema,
  FirstNameSchema,
  LastNameSchema,
  PayoutCountrySchema,
  SsnLast4Schema,
  TaxIdSchema,
  payoutConditionalFields,
  payoutPostalCodeSchema,
  payoutStateSchema,
  type FieldConfig,
} from '@hourspace/validation';
import * as v from 'valibot';

/** The payout details form's fields (the body of POST/PUT /v2/payments/users/{id}/accounts). */
export type DetailsField =
  'country' | 'business_type' | 'business_name' | 'tax_id' | 'first_name' | 'last_name' | 'address1' | 'city' | 'state' | 'zipcode' | 'dob' | 'ssn_last_4' | 'payout_schedule';

/** The details as the form holds them. */
export type DetailsValues = Record<DetailsField, string>;

/** What the country- and type-dependent rules read at validation time. */
export interface DetailsContext {
  country: string;
  businessType: string;
}

/**
 * The details fields' rules for a validate-on-blur form. The state list, the ZIP rule and
 * which of SSN / business name / tax id are asked depend on the country and business type
 * chosen, so those rules read `context()` each time they run; a field not asked is valid.
 */
export function detailsFieldRules(context: () => DetailsContext): Record<DetailsField, FieldConfig | v.GenericSchema> {
  const needs = () => payoutConditionalFields(context().country, context().businessType);
  const when = (asked: () => boolean, schema: v.GenericSchema) => v.lazy(() => (asked() ? schema : v.any()));
  return {
    country: PayoutCountrySchema,
    business_type: v.picklist(['individual', 'company']),
    business_name: when(() => needs().business_name, BusinessNameSchema),
    tax_id: when(() => needs().tax_id, TaxIdSchema),
    first_name: FirstNameSchema,
    last_name: LastNameSchema,
    address1: Address1Schema,
    city: CitySchema,
    state: v.lazy(() => payoutStateSchema(context().country)),
    zipcode: v.lazy(() => payoutPostalCodeSchema(context().country)),
    dob: DateOfBirthSchema,
    ssn_last_4: when(() => needs().ssn_last_4, SsnLast4Schema),
    payout_schedule: v.picklist(['manual', 'daily', 'weekly', 'monthly']),
  };
}

/** The details body for the API: the fields the country and type ask for, trimmed. */
export function detailsBody(values: DetailsValues): Record<string, string> {
  const needs = payoutConditionalFields(values.country, values.business_type);
  const skip = new Set<DetailsField>([
    ...(needs.ssn_last_4 ? [] : ['ssn_last_4' as const]),
    ...(needs.business_name ? [] : ['business_name' as const]),
    ...(needs.tax_id ? [] : ['tax_id' as const]),
  ]);
  return Object.fromEntries(
    Object.entries(values)
      .filter(([key]) => !skip.has(key as DetailsField))
      .map(([key, value]) => [key, value.trim()]),
  );
}

/** The form's starting values: the saved account's, else the person's name and the page's country. */
export function initialDetails(
  account: {
    country?: string | null;
    business_type?: string | null;
    individual?: Record<string, unknown> | null;
    settings?: { payouts: { schedule: { interval: string } } } | null;
  } | null,
  defaults: { first_name?: string | null; last_name?: string | null; country: string },
): DetailsValues {
  const saved = account?.individual ?? {};
  const text = (key: string) => (typeof saved[key] === 'string' ? (saved[key] as string) : '');
  return {
    country: account?.country ?? defaults.country,
    business_type: account?.business_type === 'company' ? 'company' : 'individual',
    business_name: text('business_name'),
    tax_id: '',
    first_name: text('first_name') || (defaults.first_name ?? ''),
    last_name: text('last_name') || (defaults.last_name ?? ''),
    address1: text('address1'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    dob: text('dob'),
    ssn_last_4: '',
    payout_schedule: account?.settings?.payouts.schedule.interval ?? 'weekly',
  };
}
