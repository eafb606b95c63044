import { MESSAGES } from '@hourspace/validation';
import { freshEmail, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ SEED_SPACES: '60', SEED_PHOTOS: '8' });

async function me(token: string) {
  return (await api.request('GET', '/v1/profiles/me', { token })).body;
}

/** POST a bank account (a payout recipient) for the user. */
function addRecipient(token: string, SSOid: string, body: Record<string, string>) {
  return api.request('POST', `/v2/payments/users/${SSOid}/recipients`, { token, body });
}

describe('messages', () => {
  it('counts the demo guest’s unread threads and only for their own SSOid', async () => {
    const token = await api.login('guest@example.com');
    const { SSOid } = await me(token);
    const count = await api.request('GET', `/v1/messages/user/threads/count?is_read=false&to=${SSOid}`, { token });
    expect(count.body).toEqual({ thread_count: 2 });
    const other = await api.request('GET', '/v1/messages/user/threads/count?is_read=false&to=00000000-0000-4000-8000-000000000000', { token });
    expect(other.status).toBe(403);
    expect((await api.request('GET', `/v1/messages/user/threads/count?is_read=false&to=${SSOid}`)).status).toBe(401);
  });

  it('sends a message that raises the recipient’s count, which marking it read lowers', async () => {
    const host = await api.login('host@example.com');
    const hostProfile = await me(host);
    const guest = (await api.signup(freshEmail('sender'))).access_token;
    const empty = await api.request('POST', '/v1/message/send', { token: guest, body: { to: hostProfile.SSOid, message: '   ' } });
    expect(empty.body.error_description).toBe(MESSAGES['msgHost.required']);
    const sent = await api.request('POST', '/v1/message/send', { token: guest, body: { to: hostProfile.SSOid, message: 'Is the loft free on Saturday?' } });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ to: hostProfile.SSOid, message: 'Is the loft free on Saturday?', is_read: false });
    const before = (await api.request('GET', `/v1/messages/user/threads/count?is_read=false&to=${hostProfile.SSOid}`, { token: host })).body.thread_count;
    expect(before).toBeGreaterThanOrEqual(1);
    // Only the recipient can mark it read; only the sender can edit it.
    expect((await api.request('PUT', '/v1/message/update', { token: guest, body: { id: sent.body.id, is_read: true } })).status).toBe(403);
    const read = await api.request('PUT', '/v1/message/update', { token: host, body: { id: sent.body.id, is_read: true } });
    expect(read.body.is_read).toBe(true);
    const after = (await api.request('GET', `/v1/messages/user/threads/count?is_read=false&to=${hostProfile.SSOid}`, { token: host })).body.thread_count;
    expect(after).toBe(before - 1);
    const edited = await api.request('PUT', '/v1/message/update', { token: guest, body: { id: sent.body.id, message: 'Is the loft free on Sunday?' } });
    expect(edited.body.message).toBe('Is the loft free on Sunday?');
    // A reply lands in the same thread.
    const reply = await api.request('POST', '/v1/message/send', { token: host, body: { to: sent.body.from, message: 'Yes, it is.' } });
    expect(reply.body.thread_id).toBe(sent.body.thread_id);
  });
});

describe('payments', () => {
  it('has no payout account for host@example.com, and the bank is not ready', async () => {
    const token = await api.login('host@example.com');
    const { SSOid } = await me(token);
    const account = await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token });
    expect(account.status).toBe(404);
    const ready = await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token });
    expect(ready.body).toMatchObject({ ready: false, details_submitted: false, has_external_account: false });
  });

  it('shows the external-accounts error of host.blocked@example.com with the payout-account fields', async () => {
    const token = await api.login('host.blocked@example.com');
    const { SSOid } = await me(token);
    const account = await api.request('GET', `/v2/payments/users/${SSOid}/accounts`, { token });
    expect(account.status).toBe(200);
    expect(account.body).toMatchObject({ details_submitted: true, payouts_enabled: false, settings: { payouts: { schedule: { interval: 'manual' } } } });
    // The provider's verdict on its bank account (docs/decisions/payout-setup.md): errored, asked again.
    expect(account.body.external_accounts.data).toEqual([expect.objectContaining({ status: 'errored', default_for_currency: true })]);
    expect(account.body.external_accounts_error).toBe('Your bank account could not be verified. Please add a different bank account.');
    expect(account.body.combined_requirements.past_due).toContain('external_account');
  });

  it('shows a POWER_HOST with payouts enabled', async () => {
    const token = await api.login('host.power@example.com');
    const profile = await me(token);
    expect(profile).toMatchObject({ host_state: 'POWER_HOST', payouts_enabled: true });
    const account = await api.request('GET', `/v2/payments/users/${profile.account_id}/accounts`, { token });
    expect(account.body).toMatchObject({ payouts_enabled: true, external_accounts_error: null });
  });

  it('creates a payout account and adds a bank account, which the provider then checks', async () => {
    const token = await api.login('host@example.com');
    const { SSOid } = await me(token);
    const missing = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, {
      token,
      body: { country: 'US', first_name: 'Harper', last_name: 'Host', city: 'Austin', state: 'TX' },
    });
    expect(missing.body.error_description).toBe(MESSAGES['address1.required']);
    const created = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, {
      token,
      body: {
        country: 'US',
        first_name: 'Harper',
        last_name: 'Host',
        address1: '1 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zipcode: '78701',
        dob: '1988-03-14',
        ssn_last_4: '6789',
        payout_schedule: 'weekly',
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ details_submitted: true, payouts_enabled: false });
    expect(created.body.combined_requirements.currently_due).toContain('external_account');
    const badBank = await addRecipient(token, SSOid, { country: 'US', account_holder_name: 'Harper Host', account_number: '12', routing_number: '110000000' });
    expect(badBank.body.error_description).toBe(MESSAGES['bank.us.accountNumber']);
    const bank = await addRecipient(token, SSOid, { country: 'US', account_holder_name: 'Harper Host', account_number: '000123456789', routing_number: '110000000' });
    expect(bank.status).toBe(201);
    expect(bank.body).toMatchObject({ last4: '6789', currency: 'usd', bank_type: 'us', default_for_currency: true });
    expect(bank.text).not.toContain('000123456789');
    // Payouts wait for the provider's checks and an identity document (payouts.test.ts follows them through).
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/bank/ready`, { token })).body).toMatchObject({
      ready: false,
      details_submitted: true,
      has_external_account: true,
    });
    expect((await api.request('GET', `/v2/payments/users/${SSOid}/recipients`, { token })).body.data).toHaveLength(1);
  });

  it('checks IBAN, UK and Australian bank fields with the spec rules', async () => {
    const token = (await api.signup(freshEmail('banks'))).access_token;
    const { SSOid } = await me(token);
    const iban = await addRecipient(token, SSOid, { country: 'DE', account_holder_name: 'Ada Muster', iban: 'DE!' });
    expect(iban.body.error_description).toBe(MESSAGES['bank.iban']);
    const uk = await addRecipient(token, SSOid, { country: 'GB', account_holder_name: 'Ada Muster', account_number: '12345678', sort_code: '1234' });
    expect(uk.body.error_description).toBe(MESSAGES['bank.uk.sortCode']);
    // A valid bank account goes to the payout account at the provider: none yet, none to add to.
    const au = { country: 'AU', account_holder_name: 'Ada Muster', bsb: '062000', account_number: '123456' };
    expect((await addRecipient(token, SSOid, au)).body.error_description).toBe('payout_account_missing');
    const account = await api.request('POST', `/v2/payments/users/${SSOid}/accounts`, {
      token,
      body: { country: 'AU', first_name: 'Ada', last_name: 'Muster', address1: '1 George Street', city: 'Sydney', state: 'NSW', zipcode: '2000', dob: '1985-05-20' },
    });
    expect(account.status).toBe(201);
    const added = await addRecipient(token, SSOid, au);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({ country: 'AU', currency: 'aud', last4: '3456', routing_number: '062000' });
  });
});

describe('entitlements', () => {
  it('finds an entitlement by external id with the basic key', async () => {
    const answer = await api.request('GET', '/v1/entitlements/external_id/welcome10', { token: 'dev-basic-key' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      external_id: 'welcome10',
      _id: expect.any(String),
      actions: [{ modal_title: expect.any(String), modal_subtitle: expect.any(String), modal_btn_text: expect.any(String) }],
    });
    expect((await api.request('GET', '/v1/entitlements/external_id/nope', { token: 'dev-basic-key' })).status).toBe(404);
  });

  it("answers the promo texts in the page's language, English for another or a malformed locale", async () => {
    const texts = async (query: string) =>
      ((await api.request('GET', `/v1/entitlements/external_id/welcome10${query}`, { token: 'dev-basic-key' })).body as { actions: Array<Record<string, unknown>> }).actions[0];
    expect(await texts('?locale=de-DE')).toEqual({ modal_title: 'Willkommen bei Hourspace', modal_subtitle: expect.stringContaining('10 %'), modal_btn_text: 'Raum finden' });
    expect(await texts('?locale=fr-CA')).toMatchObject({ modal_title: 'Bienvenue sur Hourspace', modal_btn_text: 'Trouver un lieu' });
    expect(await texts('?locale=es-ES')).toMatchObject({ modal_btn_text: 'Encontrar un espacio' });
    for (const query of ['', '?locale=en-GB', '?locale=xx', `?locale=${'d'.repeat(500)}`, '?locale=de&locale=fr'])
      expect(await texts(query)).toEqual({ modal_title: 'Welcome to Hourspace', modal_subtitle: expect.any(String), modal_btn_text: 'Find a space' });
  });

  it('attaches an entitlement to the caller once and lists it', async () => {
    const token = (await api.signup(freshEmail('promo'))).access_token;
    const { SSOid } = await me(token);
    const entitlement = (await api.request('GET', '/v1/entitlements/external_id/welcome10', { token })).body;
    const body = { entitlement_id: entitlement._id, ns: 'profiles', key: 'SSOid', value: SSOid };
    expect((await api.request('POST', '/v1/entitlements/attachments', { token, body })).status).toBe(201);
    expect((await api.request('POST', '/v1/entitlements/attachments', { token, body })).status).toBe(200);
    const list = await api.request('GET', `/v1/entitlements/attachments/profiles/${SSOid}`, { token });
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]).toMatchObject({ entitlement_id: entitlement._id, ns: 'profiles', key: 'SSOid', value: SSOid });
    const wrongNs = await api.request('POST', '/v1/entitlements/attachments', { token, body: { ...body, ns: 'spaces' } });
    expect(wrongNs.body.error_description).toBe(MESSAGES['entitlement.attachment']);
  });

  it('refuses an ended offer and an attachment to someone else', async () => {
    const token = (await api.signup(freshEmail('late-promo'))).access_token;
    const { SSOid } = await me(token);
    const ended = await api.request('POST', '/v1/entitlements/attachments', { token, body: { entitlement_id: 'spring-sale-expired', ns: 'profiles', key: 'SSOid', value: SSOid } });
    expect(ended.body.error).toBe('entitlement_expired');
    const other = await api.request('POST', '/v1/entitlements/attachments', {
      token,
      body: { entitlement_id: 'welcome10', ns: 'profiles', key: 'SSOid', value: '00000000-0000-4000-8000-000000000000' },
    });
    expect(other.status).toBe(403);
  });

  it('attaches the entitlement a sign-up names', async () => {
    const signup = await api.request('POST', '/v1/profiles', {
      body: { grant_type: 'signup', username: freshEmail('ent'), password: 'Marketplace1', unsubscribe: false, entitlement_id: 'host-fee-waiver' },
    });
    const list = await api.request('GET', `/v1/entitlements/attachments/profiles/${signup.body.SSOid}`, { token: signup.body.access_token });
    expect(list.body.data.map((d: { entitlement: { external_id: string } }) => d.entitlement.external_id)).toEqual(['host-fee-waiver']);
  });
});
