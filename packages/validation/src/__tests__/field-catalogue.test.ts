import * as v from 'valibot';
import { FIELDS_WITHOUT_RULES, FIELD_SCHEMAS, OPTIONAL_FIELDS, validateField, type FieldName } from '../index';

// Spec §3's input field catalogue, with the card and bank groups spelled out as named here.
const SPEC_CATALOGUE = [
  'email',
  'password',
  'login_pw',
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zipcode',
  'organization',
  'job_title',
  'mobile_phone',
  'verification_code',
  'attendees',
  'review_response',
  'required_textbox_response',
  'msg_host',
  'flex_time',
  'card_name',
  'card_number',
  'card_month',
  'card_day',
  'card_year',
  'card_cvv',
  'bank_account_holder_name',
  'us_account_number',
  'us_routing_number',
  'ca_account_number',
  'ca_transit_number',
  'ca_institution_number',
  'uk_account_number',
  'uk_sort_code',
  'au_bsb',
  'au_account_number',
  'iban',
  'tax_id',
  'business_name',
  'last_4',
  'board_name',
  'board_description',
  'activity',
  'location',
  'meta_email',
  'personal_message',
  'concierge_budget',
  'other_concierge_items',
  'concierge_details',
  'comment',
  'block_day_title',
  'all_day',
  'custom_offer_subtotal',
];

// One accepted value per field, so every schema in the map is exercised.
const GOOD: Record<FieldName, unknown> = {
  email: 'ana@example.com',
  password: 'Abcdefg1',
  login_pw: 'x',
  first_name: 'Ana',
  last_name: 'Diaz',
  address1: '1 Main St',
  city: 'Oakland',
  state: 'CA',
  organization: '',
  job_title: undefined,
  mobile_phone: '2015550123',
  verification_code: '1234',
  attendees: '25',
  review_response: 'Great host',
  required_textbox_response: 'Yes please',
  msg_host: 'Hi!',
  card_name: 'Ana Diaz',
  card_number: '4242424242424242',
  card_month: '04',
  card_day: '15',
  card_year: '2031',
  card_cvv: '123',
  bank_account_holder_name: 'Ana Diaz',
  us_account_number: '000123456789',
  us_routing_number: '110000000',
  ca_account_number: '1234567',
  ca_transit_number: '11000',
  ca_institution_number: '000',
  uk_account_number: '00012345',
  uk_sort_code: '108800',
  au_bsb: '110000',
  au_account_number: '000123456',
  iban: 'FR1420041010050500013M02606',
  tax_id: '123456789',
  business_name: 'Acme',
  last_4: '6789',
  board_name: 'Loft ideas',
  board_description: 'Spaces for the shoot',
  activity: { value: { id: 7 } },
  location: { query: 'location=Oakland', latitude: 37.8, longitude: -122.27 },
  personal_message: 'Join me at this space!',
  concierge_budget: '$2,000',
  comment: 'Looks good',
  block_day_title: 'Closed',
  custom_offer_subtotal: 250,
};

describe('FIELD_SCHEMAS', () => {
  it('covers the spec §3 catalogue: each field has a schema or is listed as having no rule', () => {
    const covered = [...Object.keys(FIELD_SCHEMAS), ...FIELDS_WITHOUT_RULES].sort();
    expect(covered).toEqual([...SPEC_CATALOGUE].sort());
  });

  it.each(Object.keys(FIELD_SCHEMAS) as FieldName[])('accepts a good %s', (name) => {
    expect(validateField(FIELD_SCHEMAS[name], GOOD[name])).toEqual({ status: 'valid' });
  });

  it('marks only fields whose schema accepts empty as optional', () => {
    for (const name of OPTIONAL_FIELDS) expect(v.is(FIELD_SCHEMAS[name], undefined)).toBe(true);
    for (const name of Object.keys(FIELD_SCHEMAS) as FieldName[]) {
      if (!OPTIONAL_FIELDS.includes(name)) {
        expect([name, v.is(FIELD_SCHEMAS[name], '')]).toEqual([name, false]);
      }
    }
  });
});
