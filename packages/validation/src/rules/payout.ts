import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { requiredText } from './helpers';

/**
 * The state tables of spec §9 ("US states and territories and Australian states"), as
 * the payout address's `state` select lists them: code → English name. Names are proper
 * nouns, shown as they are in every language.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
  UM: 'U.S. Minor Outlying Islands',
} as const;

/** Australia's states and territories, code → name. */
export const AU_STATES = {
  ACT: 'Australian Capital Territory',
  NSW: 'New South Wales',
  NT: 'Northern Territory',
  QLD: 'Queensland',
  SA: 'South Australia',
  TAS: 'Tasmania',
  VIC: 'Victoria',
  WA: 'Western Australia',
} as const;

/** The countries whose payout address picks its state from a list. */
export const STATE_TABLES: Readonly<Record<string, Readonly<Record<string, string>>>> = { US: US_STATES, AU: AU_STATES };

/** Limits of the payout account form. */
export const PAYOUT_LIMITS = {
  /** Payouts go to adults only: the youngest age a holder may have. */
  minAge: 18,
  /** Anything older is a typo. */
  maxAge: 120,
  postalCodeMax: 20,
} as const;

/**
 * `state` of a payout address: for the US and Australia one of the codes of its table
 * (the select's values), anywhere else the region as typed; required either way.
 */
export function payoutStateSchema(country: string) {
  const table = STATE_TABLES[country.toUpperCase()];
  if (!table) return requiredText(MESSAGES['state.required']);
  return v.pipe(requiredText(MESSAGES['state.required']), v.toUpperCase(), v.picklist(Object.keys(table), MESSAGES['state.required']));
}

/** `zipcode` of a payout address: required; a US ZIP code is 5 digits (or ZIP+4). */
export function payoutPostalCodeSchema(country: string) {
  const required = v.pipe(requiredText(MESSAGES['zipcode.required']), v.maxLength(PAYOUT_LIMITS.postalCodeMax, MESSAGES['zipcode.required']));
  if (country.toUpperCase() !== 'US') return required;
  return v.pipe(required, v.regex(/^\d{5}(?:-\d{4})?$/, MESSAGES['zipcode.us']));
}

function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // 2001-02-30 rolls over to March: not a real date.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Whole years between a date of birth and `today` (UTC dates). */
export function ageOn(dob: { year: number; month: number; day: number }, today: Date): number {
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return y - dob.year - (m < dob.month || (m === dob.month && d < dob.day) ? 1 : 0);
}

/**
 * `dob`: a real date written YYYY-MM-DD (what a date input gives), of someone at least 18
 * and at most 120 years old. `today` is for tests.
 */
export function dateOfBirthSchema(today: () => Date = () => new Date()) {
  return v.pipe(
    requiredText(MESSAGES['dob.required']),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const dob = parseIsoDate(dataset.value);
      if (!dob) return addIssue({ message: MESSAGES['dob.invalid'] });
      const age = ageOn(dob, today());
      if (age < 0 || age > PAYOUT_LIMITS.maxAge) return addIssue({ message: MESSAGES['dob.invalid'] });
      if (age < PAYOUT_LIMITS.minAge) addIssue({ message: MESSAGES['dob.tooYoung'] });
    }),
  );
}

/** `dob` checked against the current date. */
export const DateOfBirthSchema = dateOfBirthSchema();

/** The last 4 digits of a US individual's SSN. */
export const SsnLast4Schema = v.pipe(v.string(MESSAGES['ssnLast4.invalid']), v.trim(), v.regex(/^\d{4}$/, MESSAGES['ssnLast4.invalid']));

/** Business types of a payout account. */
export const BUSINESS_TYPES = ['individual', 'company'] as const;
/** A payout account's business type. */
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/** Payout schedule intervals (spec §3 settings.payouts.schedule.interval: 'manual' or other). */
export const PAYOUT_SCHEDULES = ['manual', 'daily', 'weekly', 'monthly'] as const;
/** A payout schedule interval. */
export type PayoutSchedule = (typeof PAYOUT_SCHEDULES)[number];

/** Which payout account fields a country and business type ask for beyond the common ones. */
export function payoutConditionalFields(country: string, businessType: string): { ssn_last_4: boolean; business_name: boolean; tax_id: boolean } {
  const company = businessType === 'company';
  return { ssn_last_4: !company && country.toUpperCase() === 'US', business_name: company, tax_id: company };
}

/** The identity document upload (front and back): what the card provider's file service takes. */
export const IDENTITY_DOCUMENT_LIMITS = {
  /** 10 MB, the card provider's limit for identity documents. */
  maxBytes: 10_000_000,
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  extensions: ['jpg', 'jpeg', 'png', 'pdf'],
} as const;

/** A file as the browser describes it (a `File`'s name, type and size). */
export interface IdentityFileLike {
  name: string;
  type: string;
  size: number;
}

/** One side of an identity document, checked before upload: jpg, png or pdf, at most 10 MB. */
export function identityDocumentSchema(side: 'front' | 'back') {
  const missing = MESSAGES[side === 'front' ? 'identityDocument.front' : 'identityDocument.back'];
  return v.pipe(
    v.custom<IdentityFileLike>(
      (input) => typeof input === 'object' && input !== null && typeof (input as IdentityFileLike).name === 'string' && typeof (input as IdentityFileLike).size === 'number',
      missing,
    ),
    v.check((file) => {
      const ext = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
      return (IDENTITY_DOCUMENT_LIMITS.extensions as readonly string[]).includes(ext) || (IDENTITY_DOCUMENT_LIMITS.mimeTypes as readonly string[]).includes(file.type);
    }, MESSAGES['identityDocument.fileType']),
    v.check((file) => file.size > 0, missing),
    v.check((file) => file.size <= IDENTITY_DOCUMENT_LIMITS.maxBytes, MESSAGES['identityDocument.fileSize']),
  );
}

/** The file type of identity document bytes, read from their first bytes (never from a name or header); null for anything else. */
export function identityDocumentMime(bytes: Uint8Array): (typeof IDENTITY_DOCUMENT_LIMITS.mimeTypes)[number] | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'application/pdf';
  return null;
}
