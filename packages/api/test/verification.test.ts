import { MESSAGES } from '@hourspace/validation';
import { freshEmail, latestCode, testApiOfFile } from './support/test-api';

const api = testApiOfFile({ CODE_SENDS: '4' });

/** A code that is not `code` (there are 10,000; this picks the next one). */
const wrong = (code: string): string => String((Number(code) + 1) % 10000).padStart(4, '0');

describe('email verification (GET sends, PUT checks)', () => {
  it('verifies with the code from the dev outbox and refuses a wrong one', async () => {
    const email = freshEmail('verify');
    const { access_token: token } = await api.signup(email);
    const sent = await api.request('GET', '/v1/profiles/me/email/verify', { token });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ success: true, expires_in: 600 });
    const code = await latestCode(api, email);
    expect(code).toMatch(/^\d{4}$/);
    const bad = await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: wrong(code) } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: 'code_not_match', attempts_left: 2 });
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.email_verified).toBe(false);
    const good = await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: code } });
    expect(good.status).toBe(200);
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.email_verified).toBe(true);
    // Used once: the same code does not verify again.
    expect((await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: code } })).status).toBe(400);
  });

  it('answers the spec message for a code that is not 4 digits', async () => {
    const { access_token: token } = await api.signup(freshEmail('format'));
    const answer = await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: '12a' } });
    expect(answer.body).toMatchObject({ error: 'validation', error_description: MESSAGES['verificationCode.invalid'] });
  });

  it('lists outbox messages newest first, only for the address asked', async () => {
    const email = freshEmail('outbox');
    const { access_token: token } = await api.signup(email);
    await api.request('GET', '/v1/profiles/me/email/verify', { token });
    await api.request('GET', '/v1/profiles/me/email/verify', { token });
    const outbox = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email.toUpperCase())}`);
    expect(outbox.body.data).toHaveLength(2);
    expect(outbox.body.data[0].id).toBeGreaterThan(outbox.body.data[1].id);
    expect(outbox.body.data.every((m: { to: string }) => m.to === email)).toBe(true);
    // Only the newest code works.
    const [newest, older] = outbox.body.data;
    expect(
      (await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: older.code === newest.code ? wrong(newest.code) : older.code } })).status,
    ).toBe(400);
  });
});

describe('phone verification', () => {
  async function hostWithPhone(phone: string) {
    const { access_token: token } = await api.signup(freshEmail('phone'));
    const saved = await api.request('PUT', '/v1/profiles/me', { token, body: { phone, phone_country: 'us' } });
    if (saved.status !== 200) throw new Error(saved.text);
    return token;
  }

  it('sends an SMS the dev outbox finds by digits, formatted or E.164', async () => {
    const token = await hostWithPhone('(212) 555-0175');
    expect((await api.request('GET', '/v1/profiles/me/phone/verify', { token })).status).toBe(200);
    const forms = ['2125550175', '(212) 555-0175', '+12125550175', '+1 212-555-0175'];
    const codes = await Promise.all(forms.map((f) => latestCode(api, f)));
    expect(new Set(codes).size).toBe(1);
  });

  it('verifies the phone with the right code', async () => {
    const token = await hostWithPhone('(212) 555-0176');
    await api.request('GET', '/v1/profiles/me/phone/verify', { token });
    const code = await latestCode(api, '+12125550176');
    const answer = await api.request('PUT', '/v1/profiles/me/phone/verify', { token, body: { phone_verification_code: code } });
    expect(answer.status).toBe(200);
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.phone_verified).toBe(true);
  });

  it('refuses the right code after three wrong ones with exceeded_phone_confirmation', async () => {
    const token = await hostWithPhone('(212) 555-0177');
    await api.request('GET', '/v1/profiles/me/phone/verify', { token });
    const code = await latestCode(api, '2125550177');
    for (let i = 0; i < 3; i++) {
      const bad = await api.request('PUT', '/v1/profiles/me/phone/verify', { token, body: { phone_verification_code: wrong(code) } });
      expect(bad.body.error).toBe('code_not_match');
    }
    const right = await api.request('PUT', '/v1/profiles/me/phone/verify', { token, body: { phone_verification_code: code } });
    expect(right.status).toBe(400);
    expect(right.body.error).toBe('exceeded_phone_confirmation');
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.phone_verified).toBe(false);
  });

  it('limits how many codes are sent, answering exceeded_phone_confirmation', async () => {
    const token = await hostWithPhone('(212) 555-0178');
    for (let i = 0; i < 4; i++) expect((await api.request('GET', '/v1/profiles/me/phone/verify', { token })).status).toBe(200);
    const fifth = await api.request('GET', '/v1/profiles/me/phone/verify', { token });
    expect(fifth.status).toBe(400);
    expect(fifth.body.error).toBe('exceeded_phone_confirmation');
  });

  it("says 'Phone not Updatable' for a number verified on another account", async () => {
    const first = await hostWithPhone('(212) 555-0179');
    await api.request('GET', '/v1/profiles/me/phone/verify', { token: first });
    await api.request('PUT', '/v1/profiles/me/phone/verify', { token: first, body: { phone_verification_code: await latestCode(api, '2125550179') } });
    const { access_token: second } = await api.signup(freshEmail('phone2'));
    const answer = await api.request('PUT', '/v1/profiles/me', { token: second, body: { phone: '212-555-0179', phone_country: 'us' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('Phone not Updatable');
  });

  it('answers the spec phone message for a number with letters', async () => {
    const { access_token: token } = await api.signup(freshEmail('badphone'));
    const answer = await api.request('PUT', '/v1/profiles/me', { token, body: { phone: '555-CALL-NOW', phone_country: 'us' } });
    expect(answer.body.error_description).toBe(MESSAGES['phone.invalid']);
  });
});

// Last in the file: it moves the server's clock on ten minutes.
describe('codes expire', () => {
  it('takes the right email code until it is 10 minutes old, and refuses it after', async () => {
    const [late, onTime] = [freshEmail('late'), freshEmail('in-time')];
    const { access_token: lateToken } = await api.signup(late);
    const { access_token: onTimeToken } = await api.signup(onTime);
    await api.request('GET', '/v1/profiles/me/email/verify', { token: lateToken });
    await api.request('GET', '/v1/profiles/me/email/verify', { token: onTimeToken });
    const [lateCode, onTimeCode] = [await latestCode(api, late), await latestCode(api, onTime)];
    // Time moves on the server's clock (docs/decisions/injectable-clock.md): a code lives 600 s.
    await api.advanceClock(598_000);
    expect((await api.request('PUT', '/v1/profiles/me/email/verify', { token: onTimeToken, body: { email_verification_code: onTimeCode } })).status).toBe(200);
    await api.advanceClock(3_000);
    const answer = await api.request('PUT', '/v1/profiles/me/email/verify', { token: lateToken, body: { email_verification_code: lateCode } });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('code_expired');
  });
});
