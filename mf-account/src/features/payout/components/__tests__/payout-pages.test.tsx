import type { ApiClient } from '@hourspace/api-client';
import { ApiError, ApiErrorCode } from '@hourspace/api-client';
import type { SessionState } from '@hourspace/bus';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { GUEST_SESSION, freshBus, renderAccount } from '../../../../testing/render';
import { PayoutHostPage } from '../payout-host-page';
import { PayoutMethodsPage } from '../payout-methods-page';
import { PayoutVerifyPage } from '../payout-verify-page';

const HOST_SESSION: SessionState = {
  navState: 'NAV_LOGGED_IN_HOST',
  profile: { SSOid: 'host-1', first_name: 'Hana', last_name: 'Host', email: 'host@example.com', is_host: true },
};
const NOT_READY = { ready: false, details_submitted: false, has_external_account: false, payouts_enabled: false, external_accounts_error: null, identity_verified: false };
const BLOCKED = {
  country: 'GB',
  business_type: 'individual',
  individual: { first_name: 'Hana', last_name: 'Blocked' },
  details_submitted: true,
  payouts_enabled: false,
  external_accounts: { data: [{ id: 'ba_1', last4: '4321', account_holder_name: 'Hana Blocked', default_for_currency: true }] },
  external_accounts_error: 'Your bank account could not be verified. Please add a different bank account.',
  combined_requirements: {
    currently_due: ['external_account.verification'],
    eventually_due: ['external_account.verification', 'individual.verification.document'],
    past_due: ['external_account.verification'],
  },
};

function paymentsApi(overrides: Record<string, unknown> = {}) {
  return {
    payments: {
      getAccounts: jest.fn().mockResolvedValue(null),
      getBankReady: jest.fn().mockResolvedValue(NOT_READY),
      saveAccounts: jest.fn().mockResolvedValue({}),
      createRecipient: jest.fn().mockResolvedValue({ id: 'ba_2', last4: '6789' }),
      getPayouts: jest.fn().mockResolvedValue([]),
      ...overrides,
    },
    request: jest.fn(),
  } as unknown as ApiClient;
}

const input = (label: string | RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function type(label: string | RegExp, value: string) {
  const field = input(label);
  await userEvent.clear(field);
  if (value !== '') await userEvent.type(field, value);
  fireEvent.blur(field);
}

async function choose(label: string, value: string) {
  const select = screen.getByLabelText(label, { selector: 'select' });
  await userEvent.selectOptions(select, value);
  fireEvent.blur(select);
}

async function fillUsIndividual() {
  await type('Street address', '1 Main Street');
  await type('City', 'Springfield');
  await choose('State', 'IL');
  await type('ZIP code', '62701');
  fireEvent.change(input('Date of birth'), { target: { value: '1990-04-12' } });
  fireEvent.blur(input('Date of birth'));
  await type('Last 4 digits of your SSN', '1234');
  await type('Account holder name', 'Hana Host');
  await type('Routing number', '110000000');
  await type('Account number', '000123456789');
}

beforeEach(() => {
  freshBus(HOST_SESSION);
  window.history.replaceState(null, '', '/us/account/host');
});

describe('/account/host', () => {
  it('tells a guest how to become a host instead of showing a form, and reads nothing', async () => {
    freshBus(GUEST_SESSION);
    const api = paymentsApi();
    renderAccount(<PayoutHostPage />, { api });
    expect(screen.getByRole('heading', { name: 'Payouts are for hosts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'List your space' })).toHaveAttribute('href', '/us/host');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(api.payments.getAccounts).not.toHaveBeenCalled();
  });

  it('shows a skeleton, then the readiness checklist with a link per item, all to do', async () => {
    const api = paymentsApi();
    renderAccount(<PayoutHostPage />, { api });
    expect(screen.getByTestId('account-skeleton')).toBeInTheDocument();
    const checklist = await screen.findByRole('region', { name: 'Ready for payouts?' });
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Details submitted (to do)', '/us/account/host'],
      ['Bank account (to do)', '/us/account/host'],
      ['Identity verified (to do)', '/us/account/verify'],
      ['Payouts enabled (to do)', '/us/account/host'],
    ]);
  });

  it('shows an error card whose retry reads the account again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const api = paymentsApi({ getAccounts: jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(null) });
    renderAccount(<PayoutHostPage />, { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred. Please try again in a few minutes.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Payout details' })).toBeInTheDocument();
  });

  it('gives every empty required field its message on submit and sends nothing', async () => {
    const api = paymentsApi();
    renderAccount(<PayoutHostPage />, { api });
    await screen.findByRole('form', { name: 'Payout details' });
    await type('Legal first name', '');
    fireEvent.submit(screen.getByRole('form', { name: 'Payout details' }));
    for (const message of [
      'Please enter your first name.',
      'Please enter your street address or PO Box.',
      'Please enter your city.',
      'Please select your state.',
      'Please enter your postal code.',
      'Please enter your date of birth.',
      'Please enter the last 4 digits of your Social Security number.',
      "Please enter the account holder's name.",
      'Please enter a valid 9-digit routing number.',
      'Please enter a valid account number (3 to 17 digits).',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(api.payments.saveAccounts).not.toHaveBeenCalled();
    expect(api.payments.createRecipient).not.toHaveBeenCalled();
  });

  it('shows the routing number error for 12345 on blur, blocks the save and sends nothing', async () => {
    const api = paymentsApi();
    renderAccount(<PayoutHostPage />, { api });
    await screen.findByRole('form', { name: 'Payout details' });
    await fillUsIndividual();
    await type('Routing number', '12345');
    expect(screen.getByText('Please enter a valid 9-digit routing number.')).toBeInTheDocument();
    expect(input('Routing number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Save payout info' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Payout details' }));
    expect(api.payments.saveAccounts).not.toHaveBeenCalled();
  });

  it('checks each field with its rule: short name, ZIP, young holder, SSN and the max lengths', async () => {
    renderAccount(<PayoutHostPage />, { api: paymentsApi() });
    await screen.findByRole('form', { name: 'Payout details' });
    await type('Legal first name', 'H');
    expect(screen.getByText('Is too short (minimum is 2 characters)')).toBeInTheDocument();
    await type('ZIP code', '123');
    expect(screen.getByText('Please enter a valid 5-digit ZIP code.')).toBeInTheDocument();
    fireEvent.change(input('Date of birth'), { target: { value: `${new Date().getFullYear() - 10}-01-01` } });
    fireEvent.blur(input('Date of birth'));
    expect(screen.getByText('You must be at least 18 years old to receive payouts.')).toBeInTheDocument();
    await type('Last 4 digits of your SSN', '12a');
    expect(screen.getByText('Please enter the last 4 digits of your Social Security number.')).toBeInTheDocument();
    await type('Account holder name', 'Al');
    expect(screen.getByText('Is too short (minimum is 3 characters)')).toBeInTheDocument();
    expect(input('Routing number')).toHaveAttribute('maxlength', '9');
    expect(input('Account number')).toHaveAttribute('maxlength', '17');
    // The hints say the limits, in words.
    expect(screen.getByText('Up to 9 characters')).toBeInTheDocument();
    expect(screen.getByText('Up to 17 characters')).toBeInTheDocument();
  });

  it('asks a business for its name and 9-digit tax id instead of the SSN', async () => {
    renderAccount(<PayoutHostPage />, { api: paymentsApi() });
    await screen.findByRole('form', { name: 'Payout details' });
    await userEvent.click(screen.getByRole('radio', { name: 'Business' }));
    expect(screen.queryByLabelText('Last 4 digits of your SSN')).not.toBeInTheDocument();
    await type('Business name', '');
    expect(screen.getByText('Please enter your business name.')).toBeInTheDocument();
    await type('Tax ID', '12345');
    expect(screen.getByText('Please enter a valid 9-digit tax ID.')).toBeInTheDocument();
  });

  it('lists the Australian states and asks for a BSB and 5-9 digit account in Australia, an IBAN in Germany', async () => {
    renderAccount(<PayoutHostPage />, { api: paymentsApi() });
    await screen.findByRole('form', { name: 'Payout details' });
    await choose('Country', 'AU');
    const states = within(screen.getByLabelText('State', { selector: 'select' })).getAllByRole('option');
    expect(states.map((option) => option.textContent)).toContain('New South Wales');
    expect(states.map((option) => option.textContent)).not.toContain('Texas');
    await type('BSB', '12345');
    expect(screen.getByText('Please enter a valid 6-digit BSB.')).toBeInTheDocument();
    await type('Account number', '1234');
    expect(screen.getByText('Please enter a valid account number (5 to 9 digits).')).toBeInTheDocument();
    expect(input('Account number')).toHaveAttribute('maxlength', '9');
    await choose('Country', 'DE');
    expect(screen.getByLabelText('State, county or region')).toBeInTheDocument();
    await type('IBAN', 'DE!');
    expect(screen.getByText('Please enter a valid IBAN (5 to 34 letters or digits).')).toBeInTheDocument();
    expect(input('IBAN')).toHaveAttribute('maxlength', '34');
  });

  it('asks Canada for transit, institution and account numbers, the UK for sort code and 8 digits', async () => {
    renderAccount(<PayoutHostPage />, { api: paymentsApi() });
    await screen.findByRole('form', { name: 'Payout details' });
    await choose('Country', 'CA');
    await type('Transit number', '1234');
    expect(screen.getByText('Please enter a valid 5-digit transit number.')).toBeInTheDocument();
    await type('Institution number', '12');
    expect(screen.getByText('Please enter a valid 3-digit institution number.')).toBeInTheDocument();
    await type('Account number', '123456');
    expect(screen.getByText('Please enter a valid account number (7 to 12 digits).')).toBeInTheDocument();
    await choose('Country', 'GB');
    await type('Sort code', '12345');
    expect(screen.getByText('Please enter a valid 6-digit sort code.')).toBeInTheDocument();
    await type('Account number', '1234567');
    expect(screen.getByText('Please enter a valid 8-digit account number.')).toBeInTheDocument();
  });

  it('saves a US individual and the bank account, confirms it, and tells the nav', async () => {
    const api = paymentsApi();
    const bus = freshBus(HOST_SESSION);
    const heard = jest.fn();
    bus.on('account:payouts-changed', heard);
    renderAccount(<PayoutHostPage />, { api });
    await screen.findByRole('form', { name: 'Payout details' });
    await fillUsIndividual();
    await userEvent.click(screen.getByRole('button', { name: 'Save payout info' }));
    expect(await screen.findByText('Your payout info is saved.')).toBeInTheDocument();
    expect(api.payments.saveAccounts).toHaveBeenCalledWith(
      'host-1',
      expect.objectContaining({ country: 'US', business_type: 'individual', first_name: 'Hana', state: 'IL', zipcode: '62701', dob: '1990-04-12', ssn_last_4: '1234' }),
      { create: true },
    );
    expect((api.payments.saveAccounts as jest.Mock).mock.calls[0][1]).not.toHaveProperty('tax_id');
    expect(api.payments.createRecipient).toHaveBeenCalledWith('host-1', {
      country: 'US',
      account_holder_name: 'Hana Host',
      routing_number: '110000000',
      account_number: '000123456789',
    });
    expect(heard).toHaveBeenCalledWith({ SSOid: 'host-1' });
  });

  it("shows the API's field message when it refuses a value, and saves no bank account", async () => {
    const refused = new ApiError(ApiErrorCode.HTTP, 'validation', {
      status: 400,
      error_description: 'Please select your state.',
      issues: [{ field: 'state', message: 'Please select your state.' }],
    });
    const api = paymentsApi({ saveAccounts: jest.fn().mockRejectedValue(refused) });
    renderAccount(<PayoutHostPage />, { api });
    await screen.findByRole('form', { name: 'Payout details' });
    await fillUsIndividual();
    await userEvent.click(screen.getByRole('button', { name: 'Save payout info' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select your state.');
    expect(screen.getByLabelText('State', { selector: 'select' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.payments.createRecipient).not.toHaveBeenCalled();
  });

  it('renders in German', async () => {
    renderAccount(<PayoutHostPage />, { api: paymentsApi(), locale: 'de-DE' });
    expect(await screen.findByRole('form', { name: 'Auszahlungsdaten' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Bereit für Auszahlungen?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Auszahlungsdaten speichern' })).toBeInTheDocument();
  });
});

describe('/account/methods', () => {
  beforeEach(() => window.history.replaceState(null, '', '/gb/account/methods'));

  it("shows the bank account's error and replaces it with a new one", async () => {
    const api = paymentsApi({
      getAccounts: jest
        .fn()
        .mockResolvedValueOnce(BLOCKED)
        .mockResolvedValue({ ...BLOCKED, external_accounts_error: null }),
    });
    const heard = jest.fn();
    freshBus(HOST_SESSION).on('account:payouts-changed', heard);
    renderAccount(<PayoutMethodsPage />, { api });
    expect(await screen.findByText('Bank account ending in 4321')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Payouts to this account failed: Your bank account could not be verified.');
    await type('Account holder name', 'Hana Blocked');
    await type('Sort code', '10880');
    expect(screen.getByText('Please enter a valid 6-digit sort code.')).toBeInTheDocument();
    await type('Sort code', '108800');
    await type('Account number', '12345678');
    await userEvent.click(screen.getByRole('button', { name: 'Save bank account' }));
    expect(await screen.findByText('Your new bank account is saved.')).toBeInTheDocument();
    expect(api.payments.createRecipient).toHaveBeenCalledWith('host-1', { country: 'GB', account_holder_name: 'Hana Blocked', sort_code: '108800', account_number: '12345678' });
    expect(heard).toHaveBeenCalledWith({ SSOid: 'host-1' });
  });

  it('sends a host without details to the payout info first', async () => {
    renderAccount(<PayoutMethodsPage />, { api: paymentsApi() });
    expect(await screen.findByRole('link', { name: 'Go to payout info' })).toHaveAttribute('href', '/gb/account/host');
  });
});

describe('/account/verify', () => {
  beforeEach(() => window.history.replaceState(null, '', '/us/account/verify'));
  // jsdom has no fetch: the provider's file service is answered here.
  afterEach(() => delete (globalThis as { fetch?: unknown }).fetch);
  const stubFetch = (answer: (url: RequestInfo | URL, init?: RequestInit) => Promise<Response>) => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn(answer);
  };

  const file = (name: string, type: string, size: number) => {
    const f = new File(['x'], name, { type });
    Object.defineProperty(f, 'size', { value: size });
    return f;
  };

  it('lists what the provider still requires, with a link to fix the bank account', async () => {
    renderAccount(<PayoutVerifyPage />, { api: paymentsApi({ getAccounts: jest.fn().mockResolvedValue(BLOCKED) }) });
    const list = await screen.findByRole('list');
    expect(list).toHaveTextContent('A bank account we can pay out to');
    expect(list).toHaveTextContent('An identity document');
    expect(within(list).getByRole('link', { name: 'Fix it' })).toHaveAttribute('href', '/us/account/methods');
  });

  it('states the size limit and refuses a wrong type, a file over 10 MB and a missing side', async () => {
    const api = paymentsApi({ getAccounts: jest.fn().mockResolvedValue(BLOCKED) });
    renderAccount(<PayoutVerifyPage />, { api });
    expect(await screen.findByText(/JPG, PNG or PDF, up to 10 MB each/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Front of your ID'), { target: { files: [file('id.gif', 'image/gif', 100)] } });
    expect(screen.getByText('Please upload a JPG, PNG or PDF file.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Front of your ID'), { target: { files: [file('id.pdf', 'application/pdf', 10_000_001)] } });
    expect(screen.getByText('Please upload a file no larger than 10 MB.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(screen.getByText('Please upload the back of your ID.')).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it('uploads both sides straight to the provider with the publishable key, attaches them and confirms', async () => {
    const sent: Array<[string, RequestInit]> = [];
    const ids = ['file_front1234', 'file_back12345'];
    stubFetch(async (url, init) => {
      sent.push([String(url), init ?? {}]);
      return { ok: true, status: 200, json: async () => ({ id: ids[sent.length - 1], purpose: 'identity_document' }) } as Response;
    });
    const request = jest.fn().mockResolvedValue({});
    const api = { ...paymentsApi({ getAccounts: jest.fn().mockResolvedValue(BLOCKED) }), request };
    renderAccount(<PayoutVerifyPage />, { api });
    await screen.findByRole('form', { name: 'Identity document' });
    fireEvent.change(screen.getByLabelText('Front of your ID'), { target: { files: [file('front.png', 'image/png', 1000)] } });
    fireEvent.change(screen.getByLabelText('Back of your ID'), { target: { files: [file('back.pdf', 'application/pdf', 1000)] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('Thank you. Your identity document was received.')).toBeInTheDocument();
    expect(sent.map(([url, init]) => [url, init.credentials, init.headers])).toEqual([
      ['http://localhost:8130/v1/files', 'omit', { Authorization: 'Bearer pk_test_hourspace_local' }],
      ['http://localhost:8130/v1/files', 'omit', { Authorization: 'Bearer pk_test_hourspace_local' }],
    ]);
    expect(request).toHaveBeenCalledTimes(1);
    expect(request).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'POST',
        path: '/v2/payments/users/host-1/accounts/verification',
        json: { document_front: 'file_front1234', document_back: 'file_back12345' },
      }),
    );
  });

  it('says so, in our words, when the file service refuses the document', async () => {
    stubFetch(async () => ({ ok: false, status: 400, json: async () => ({ error: { message: 'File too large' } }) }) as Response);
    const api = paymentsApi({ getAccounts: jest.fn().mockResolvedValue(BLOCKED) });
    renderAccount(<PayoutVerifyPage />, { api });
    await screen.findByRole('form', { name: 'Identity document' });
    fireEvent.change(screen.getByLabelText('Front of your ID'), { target: { files: [file('front.png', 'image/png', 1000)] } });
    fireEvent.change(screen.getByLabelText('Back of your ID'), { target: { files: [file('back.png', 'image/png', 1000)] } });
    await userEvent.click(screen.getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText("The document couldn't be uploaded. Try again or choose another file.")).toBeInTheDocument();
    expect(api.request).not.toHaveBeenCalled();
  });

  it("shows the provider's refusal of a document in our words", async () => {
    const refused = {
      ...BLOCKED,
      external_accounts_error: null,
      combined_requirements: {
        ...BLOCKED.combined_requirements,
        currently_due: ['individual.verification.document'],
        errors: [{ requirement: 'individual.verification.document', code: 'verification_document_failed_other', reason: 'The document could not be read.' }],
      },
    };
    renderAccount(<PayoutVerifyPage />, { api: paymentsApi({ getAccounts: jest.fn().mockResolvedValue(refused) }) });
    expect(await screen.findByText("We couldn't verify this document. Upload a different one.")).toBeInTheDocument();
    expect(screen.queryByText('The document could not be read.')).toBeNull();
  });
});

expect.extend(toHaveNoViolations);

describe('while the provider checks', () => {
  beforeEach(() => window.history.replaceState(null, '', '/us/account/verify'));
  afterEach(() => jest.useRealTimers());

  const PENDING = {
    ...BLOCKED,
    external_accounts_error: null,
    combined_requirements: { currently_due: [], eventually_due: [], past_due: [], pending_verification: ['individual.verification.document'], errors: [] },
  };

  it('says it is checking, reads the account every 2 s until the answer, then tells the nav payouts changed', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const getAccounts = jest
      .fn()
      .mockResolvedValueOnce(PENDING)
      .mockResolvedValueOnce(PENDING)
      .mockResolvedValue({ ...PENDING, payouts_enabled: true, combined_requirements: { ...PENDING.combined_requirements, pending_verification: [] } });
    const heard = jest.fn();
    freshBus(HOST_SESSION).on('account:payouts-changed', heard);
    renderAccount(<PayoutVerifyPage />, { api: paymentsApi({ getAccounts }) });
    expect(await screen.findByText("We're checking your details with our payment provider…")).toHaveAttribute('role', 'status');
    await jest.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(getAccounts).toHaveBeenCalledTimes(2));
    await jest.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(getAccounts).toHaveBeenCalledTimes(3));
    await waitFor(() => expect(screen.queryByText("We're checking your details with our payment provider…")).toBeNull());
    expect(heard).toHaveBeenCalledWith({ SSOid: 'host-1' });
    await jest.advanceTimersByTimeAsync(6_000);
    expect(getAccounts).toHaveBeenCalledTimes(3);
  });

  it('has no axe violations with the checking status and a refused document shown', async () => {
    const account = {
      ...PENDING,
      combined_requirements: {
        ...PENDING.combined_requirements,
        currently_due: ['individual.verification.document'],
        errors: [{ requirement: 'individual.verification.document', code: 'verification_document_failed_other', reason: 'x' }],
      },
    };
    const { container } = renderAccount(<PayoutVerifyPage />, { api: paymentsApi({ getAccounts: jest.fn().mockResolvedValue(account) }) });
    await screen.findByText("We're checking your details with our payment provider…");
    expect(screen.getByRole('alert')).toHaveTextContent("We couldn't verify this document. Upload a different one.");
    expect(await axe(container)).toHaveNoViolations();
  });

  it('stops reading after two minutes when the answer does not come', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const getAccounts = jest.fn().mockResolvedValue(PENDING);
    renderAccount(<PayoutVerifyPage />, { api: paymentsApi({ getAccounts }) });
    await screen.findByText("We're checking your details with our payment provider…");
    await jest.advanceTimersByTimeAsync(130_000);
    const calls = getAccounts.mock.calls.length;
    expect(calls).toBeGreaterThan(50);
    expect(calls).toBeLessThanOrEqual(62);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(getAccounts).toHaveBeenCalledTimes(calls);
  });
});

describe('layout', () => {
  it('works at 390 px: every control has an accessible name', async () => {
    window.innerWidth = 390;
    renderAccount(<PayoutHostPage />, { api: paymentsApi() });
    await screen.findByRole('form', { name: 'Payout details' });
    await waitFor(() => {
      for (const control of screen.getAllByRole('textbox')) expect(control).toHaveAccessibleName();
    });
  });
});
