import {
  AuAccountNumberSchema,
  AuBsbSchema,
  BANK_FIELD_MAX_LENGTH,
  BankAccountHolderSchema,
  CaAccountNumberSchema,
  CaInstitutionNumberSchema,
  CaTransitNumberSchema,
  IbanSchema,
  UkAccountNumberSchema,
  UkSortCodeSchema,
  UsAccountNumberSchema,
  UsRoutingNumberSchema,
  type BankAccountKind,
} from '@hourspace/validation';
import type * as v from 'valibot';

/** Every bank form field name, across the kinds. */
export type BankField = 'account_holder_name' | 'routing_number' | 'transit_number' | 'institution_number' | 'sort_code' | 'bsb' | 'account_number' | 'iban';

/** One bank field of a kind: its rule (spec §5) and the select-all max length. */
export interface BankFieldSpec {
  name: BankField;
  schema: v.GenericSchema;
  maxLength: number;
  numeric: boolean;
}

const holder: BankFieldSpec = { name: 'account_holder_name', schema: BankAccountHolderSchema, maxLength: 300, numeric: false };
const MAX = BANK_FIELD_MAX_LENGTH;
/** A field of digits only (a number, a code). */
const digits = (name: BankField, schema: v.GenericSchema, maxLength: number): BankFieldSpec => ({ name, schema, maxLength, numeric: true });

/**
 * The bank fields per kind, in the order a person reads them off a cheque or statement, with
 * spec §5's rules and max lengths (US account 3-17 + routing 9; CA account 7-12, transit 5,
 * institution 3; UK account 8 + sort code 6; AU BSB 6 + account 5-9; IBAN 5-34).
 */
export const BANK_FIELDS: Readonly<Record<BankAccountKind, readonly BankFieldSpec[]>> = {
  us: [holder, digits('routing_number', UsRoutingNumberSchema, MAX.us_routing_number), digits('account_number', UsAccountNumberSchema, MAX.us_account_number)],
  ca: [
    holder,
    digits('transit_number', CaTransitNumberSchema, MAX.ca_transit_number),
    digits('institution_number', CaInstitutionNumberSchema, MAX.ca_institution_number),
    digits('account_number', CaAccountNumberSchema, MAX.ca_account_number),
  ],
  uk: [holder, digits('sort_code', UkSortCodeSchema, MAX.uk_sort_code), digits('account_number', UkAccountNumberSchema, MAX.uk_account_number)],
  au: [holder, digits('bsb', AuBsbSchema, MAX.au_bsb), digits('account_number', AuAccountNumberSchema, MAX.au_account_number)],
  iban: [holder, { name: 'iban', schema: IbanSchema, maxLength: MAX.iban, numeric: false }],
};

/** The rule of `name` in `kind`; a field the kind does not have is never an error. */
export function bankFieldSchema(kind: BankAccountKind, name: BankField): v.GenericSchema | null {
  return BANK_FIELDS[kind].find((field) => field.name === name)?.schema ?? null;
}

/** The bank body for the API: the kind's fields only. */
export function bankBody(kind: BankAccountKind, country: string, values: Partial<Record<BankField, string>>): Record<string, string> {
  return Object.fromEntries([['country', country], ...BANK_FIELDS[kind].map((field) => [field.name, (values[field.name] ?? '').trim()])]);
}
