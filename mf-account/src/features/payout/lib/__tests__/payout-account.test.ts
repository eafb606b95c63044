import { bankBody, BANK_FIELDS } from '../bank-fields';
import { bankKindFor, outstandingRequirements, payoutHref, readinessChecklist, type PayoutAccountView } from '../payout-account';
import { detailsBody, initialDetails } from '../payout-fields';

const account = (overrides: Partial<PayoutAccountView> = {}): PayoutAccountView => ({
  details_submitted: true,
  payouts_enabled: true,
  external_accounts: { data: [{ id: 'ba_1' }] },
  external_accounts_error: null,
  combined_requirements: { currently_due: [], eventually_due: ['individual.verification.document'], past_due: [] },
  ...overrides,
});

describe('readinessChecklist', () => {
  it('marks details, bank and payouts done and identity to do for a paid host without a document', () => {
    const items = readinessChecklist({ ready: true, details_submitted: true, has_external_account: true, payouts_enabled: true, identity_verified: false }, account());
    expect(items.map((item) => [item.id, item.done])).toEqual([
      ['details', true],
      ['bank', true],
      ['identity', false],
      ['payouts', true],
    ]);
    expect(items.find((item) => item.id === 'identity')?.href).toBe('/account/verify');
  });

  it('sends a blocked bank account and its payouts to /account/methods', () => {
    const items = readinessChecklist(
      { ready: false, details_submitted: true, has_external_account: true, payouts_enabled: false, external_accounts_error: 'No.' },
      account({ payouts_enabled: false, external_accounts_error: 'No.' }),
    );
    expect(items.find((item) => item.id === 'bank')).toEqual({ id: 'bank', done: false, href: '/account/methods' });
    expect(items.find((item) => item.id === 'payouts')).toEqual({ id: 'payouts', done: false, href: '/account/methods' });
  });

  it('sends a host with nothing yet to /account/host', () => {
    const items = readinessChecklist({ ready: false }, null);
    expect(items.every((item) => !item.done)).toBe(true);
    expect(items.filter((item) => item.id !== 'identity').every((item) => item.href === '/account/host')).toBe(true);
  });

  it('reads identity from the requirements when bank/ready does not say', () => {
    const verified = readinessChecklist({ ready: true, details_submitted: true, has_external_account: true }, account({ combined_requirements: { eventually_due: [] } }));
    expect(verified.find((item) => item.id === 'identity')?.done).toBe(true);
  });
});

describe('helpers', () => {
  it('lists each outstanding requirement once, past due first', () => {
    expect(outstandingRequirements(account({ combined_requirements: { past_due: ['a'], currently_due: ['a', 'b'], eventually_due: ['b', 'c'] } }))).toEqual(['a', 'b', 'c']);
    expect(outstandingRequirements(null)).toEqual([]);
  });

  it('picks the bank rules by country', () => {
    expect(['US', 'CA', 'GB', 'AU', 'DE', 'fr'].map(bankKindFor)).toEqual(['us', 'ca', 'uk', 'au', 'iban', 'iban']);
  });

  it('sends only the fields of the bank kind, trimmed', () => {
    expect(bankBody('uk', 'GB', { account_holder_name: ' Ada ', sort_code: '108800', account_number: '12345678', routing_number: '110000000' })).toEqual({
      country: 'GB',
      account_holder_name: 'Ada',
      sort_code: '108800',
      account_number: '12345678',
    });
    expect(BANK_FIELDS.us.map((field) => [field.name, field.maxLength])).toEqual([
      ['account_holder_name', 300],
      ['routing_number', 9],
      ['account_number', 17],
    ]);
  });

  it('sends the SSN for a US individual only, the business fields for a company only', () => {
    const values = initialDetails(null, { first_name: 'Hana', last_name: 'Host', country: 'US' });
    const individual = detailsBody({ ...values, ssn_last_4: '1234', business_name: 'x', tax_id: '1' });
    expect(individual).toMatchObject({ ssn_last_4: '1234', first_name: 'Hana' });
    expect(individual).not.toHaveProperty('tax_id');
    const company = detailsBody({ ...values, business_type: 'company', ssn_last_4: '1234', business_name: 'Loft', tax_id: '123456789' });
    expect(company).toMatchObject({ business_name: 'Loft', tax_id: '123456789' });
    expect(company).not.toHaveProperty('ssn_last_4');
  });

  it('links under the page prefix', () => {
    expect(payoutHref('us', '/account/methods')).toBe('/us/account/methods');
    expect(payoutHref('', '/account/host')).toBe('/account/host');
  });
});
