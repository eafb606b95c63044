import { startMailbox, type Mailbox, type StoredMessage, type StoredSms } from '@hourspace/mailbox';
import { DEV_BASIC_KEY } from '../src/config/env';
import { freshEmail, startTestApi, testApiOfFile, type TestApi } from './support/test-api';

/**
 * Email and text messages leave the API for real (docs/decisions/mail-and-sms.md): nodemailer
 * over SMTP and Twilio's SDK, through the mail queue, to this file's local mailbox.
 */
const SITE = 'https://www.hourspace.test';
const FROM = 'Hourspace <hello@hourspace.test>';

/** What the mailbox received for `to`, newest first, once the API has sent everything due (GET /dev/outbox drains the queue). */
async function mailTo(api: TestApi, to: string): Promise<StoredMessage[]> {
  const drained = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(to)}`);
  if (drained.status !== 200) throw new Error(`dev outbox: ${drained.status} ${drained.text}`);
  const response = await fetch(`${api.mailbox.url}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: StoredMessage[] }).data;
}

/** The code on its own line of an email's text part. */
const codeIn = (text: string) => /^\s*(\d{4})\s*$/m.exec(text)?.[1];

describe('messages sent through SMTP and Twilio to the local mailbox', () => {
  const api = testApiOfFile({ PUBLIC_SITE_URL: SITE, MAIL_FROM: FROM });

  it('emails the sign-up verification code by SMTP, in both parts, and the code verifies', async () => {
    const email = freshEmail('smtp-code');
    const { access_token: token } = await api.signup(email);
    expect((await api.request('GET', '/v1/profiles/me/email/verify', { token })).status).toBe(200);
    const [message, ...others] = await mailTo(api, email);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ from: 'hello@hourspace.test', to: [email], subject: 'Your Hourspace verification code', headers: { 'content-language': 'en' } });
    const code = codeIn(message?.text ?? '');
    expect(code).toMatch(/^\d{4}$/);
    expect(message?.html).toContain(`>${code}</p>`);
    expect((await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: code } })).status).toBe(200);
    expect((await api.request('GET', '/v1/profiles/me', { token })).body.email_verified).toBe(true);
  });

  it('links a reset email to the configured site origin under the locale prefix, whatever Host the request had', async () => {
    const email = freshEmail('smtp-reset');
    await api.signup(email);
    const asked = await api.request('POST', '/v1/sso/password-reset', {
      token: DEV_BASIC_KEY,
      body: { username: email, locale: 'fr-FR' },
      headers: { 'x-forwarded-host': 'evil.example' },
    });
    expect(asked.status).toBe(202);
    const [message] = await mailTo(api, email);
    expect(message?.subject).toBe('Réinitialisez votre mot de passe Hourspace');
    const link = new URL(/https:\/\/\S+/.exec(message?.text ?? '')?.[0] ?? 'about:blank');
    expect(link.origin).toBe(SITE);
    expect(link.pathname).toBe('/fr/app/password-reset');
    expect(message?.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
    const reset = await api.request('PUT', '/v1/sso/password-reset', { body: { token: link.searchParams.get('token'), password: 'NewPassword9' } });
    expect(reset.status).toBe(200);
  });

  it('writes to a German-preferring person in German', async () => {
    const email = freshEmail('smtp-de');
    const { access_token: token } = await api.signup(email);
    expect((await api.request('PUT', '/v1/profiles/me', { token, body: { preferred_locale: 'de-DE', first_name: 'Jürgen <b>' } })).status).toBe(200);
    await api.request('GET', '/v1/profiles/me/email/verify', { token });
    const [message] = await mailTo(api, email);
    expect(message?.subject).toBe('Ihr Hourspace-Bestätigungscode');
    expect(message?.headers['content-language']).toBe('de');
    expect(message?.text).toContain('Geben Sie diesen Code ein');
    expect(message?.html).toContain('<html lang="de">');
    // A name the person typed is text in the HTML part, never markup.
    expect(message?.html).toContain('Hallo Jürgen &lt;b&gt;,');
    expect(message?.html).not.toContain('Jürgen <b>');
  });

  it('sends the phone code through the twilio SDK to the mailbox’s Twilio endpoint', async () => {
    const { access_token: token } = await api.signup(freshEmail('sms'));
    expect((await api.request('PUT', '/v1/profiles/me', { token, body: { phone: '(212) 555-0190', phone_country: 'us' } })).status).toBe(200);
    expect((await api.request('GET', '/v1/profiles/me/phone/verify', { token })).status).toBe(200);
    await api.request('GET', '/dev/outbox?to=%2B12125550190');
    const response = await fetch(`${api.mailbox.url}/sms?to=%2B12125550190`);
    const [sms, ...others] = ((await response.json()) as { data: StoredSms[] }).data;
    expect(others).toEqual([]);
    expect(sms).toMatchObject({ to: '+12125550190', from: '+15005550006', sid: expect.stringMatching(/^SM[0-9a-f]{32}$/) });
    const code = /\b(\d{4})\b/.exec(sms?.body ?? '')?.[1];
    expect(sms?.body).toBe(`${code} is your Hourspace verification code. It expires in 10 minutes.`);
    expect((await api.request('PUT', '/v1/profiles/me/phone/verify', { token, body: { phone_verification_code: code } })).status).toBe(200);
  });
});

describe('the mail queue when the SMTP server is down', () => {
  let api: TestApi;
  let mailbox: Mailbox | undefined;
  let ports: { smtp: number; http: number };

  beforeAll(async () => {
    // Two ports nobody listens on (a mailbox's, closed again): the API's SMTP server is down.
    const probe = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir: null, log: () => undefined });
    ports = { smtp: probe.smtpPort, http: probe.httpPort };
    await probe.close();
    api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`, MAILBOX_URL: `http://127.0.0.1:${ports.http}` });
  }, 180_000);

  afterAll(async () => {
    await api?.close();
    await mailbox?.close();
  });

  it('keeps the message, tries again after the back-off once the server is back, and sends it once', async () => {
    const email = freshEmail('smtp-down');
    const { access_token: token } = await api.signup(email);
    // The code is queued with the request; the first attempt fails (nothing listens).
    expect((await api.request('GET', '/v1/profiles/me/email/verify', { token })).status).toBe(200);
    expect((await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).status).toBe(503);
    mailbox = await startMailbox({ smtpPort: ports.smtp, httpPort: ports.http, dataDir: null, log: () => undefined });
    // Back, but the next attempt is not due yet (30 s after the failure).
    expect((await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.data).toEqual([]);
    await api.advanceClock(31_000);
    const sent = await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(sent.body.data).toHaveLength(1);
    expect(sent.body.data[0].code).toMatch(/^\d{4}$/);
    const put = await api.request('PUT', '/v1/profiles/me/email/verify', { token, body: { email_verification_code: sent.body.data[0].code } });
    expect(put.status).toBe(200);
    // Later passes find nothing more to send.
    await api.advanceClock(3_600_000);
    expect((await api.request('GET', `/dev/outbox?to=${encodeURIComponent(email)}`)).body.data).toHaveLength(1);
  });
});
