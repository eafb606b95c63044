import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import twilio from 'twilio';
import type { RequestOptions } from 'twilio/lib/base/RequestClient';
import { DEV_TWILIO_ACCOUNT_SID, DEV_TWILIO_AUTH_TOKEN, startMailbox, type Mailbox, type StoredMessage, type StoredSms } from '../index';

const quiet = () => undefined;

async function read<T>(mailbox: Mailbox, path: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${mailbox.url}${path}`);
  return { status: response.status, body: (await response.json()) as T };
}

function send(mailbox: Mailbox, message: nodemailer.SendMailOptions, auth?: { user: string; pass: string }) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: mailbox.smtpPort, secure: false, ignoreTLS: true, ...(auth ? { auth } : {}) });
  return transport.sendMail(message).finally(() => transport.close());
}

/** The twilio SDK's own RequestClient, with the address of each request moved to the mailbox. */
class LocalRequestClient extends twilio.RequestClient {
  constructor(private readonly base: string) {
    super();
  }

  override request<TData>(opts: RequestOptions<TData>) {
    const url = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.base}${url.pathname}${url.search}` });
  }
}

describe('the mailbox', () => {
  let dataDir: string;
  let mailbox: Mailbox;

  beforeEach(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hs-mailbox-'));
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir, log: quiet });
  });

  afterEach(async () => {
    await mailbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps an email sent over SMTP and lists it by recipient, with both parts and its language', async () => {
    await send(mailbox, {
      from: 'Hourspace <no-reply@hourspace.test>',
      to: 'Ana@Example.com',
      subject: 'Votre code',
      text: 'Votre code est 1234',
      html: '<p>Votre code est <b>1234</b></p>',
      headers: { 'Content-Language': 'fr' },
    });
    await send(mailbox, { from: 'no-reply@hourspace.test', to: 'other@example.com', subject: 'Other', text: 'x' });
    const { body } = await read<{ data: StoredMessage[] }>(mailbox, '/messages?to=ana@example.com');
    expect(body.data).toHaveLength(1);
    const [message] = body.data;
    expect(message).toMatchObject({ from: 'no-reply@hourspace.test', to: ['Ana@example.com'], subject: 'Votre code', headers: { 'content-language': 'fr' } });
    expect(message?.text.trim()).toBe('Votre code est 1234');
    expect(message?.html).toContain('<b>1234</b>');
    expect((await read<StoredMessage>(mailbox, `/messages/${message?.id}`)).body.subject).toBe('Votre code');
  });

  it('accepts a client that logs in, lists newest first and filters by time', async () => {
    await send(mailbox, { from: 'a@hourspace.test', to: 'b@example.com', subject: 'first', text: '1' }, { user: 'dev', pass: 'dev' });
    const between = new Date().toISOString();
    await send(mailbox, { from: 'a@hourspace.test', to: 'b@example.com', subject: 'second', text: '2' });
    const all = await read<{ data: StoredMessage[] }>(mailbox, '/messages?to=b@example.com');
    expect(all.body.data.map((m) => m.subject)).toEqual(['second', 'first']);
    const later = await read<{ data: StoredMessage[] }>(mailbox, `/messages?to=b@example.com&since=${encodeURIComponent(between)}`);
    expect(later.body.data.map((m) => m.subject)).toEqual(['second']);
    expect((await read(mailbox, '/messages?since=yesterday')).status).toBe(400);
    expect((await read(mailbox, '/messages/999999')).status).toBe(404);
  });

  it('keeps what it received across a restart, and forgets it on DELETE /messages', async () => {
    await send(mailbox, { from: 'a@hourspace.test', to: 'c@example.com', subject: 'kept', text: 'kept' });
    expect(JSON.parse(readFileSync(join(dataDir, 'mailbox.json'), 'utf8')).messages).toHaveLength(1);
    await mailbox.close();
    mailbox = await startMailbox({ smtpPort: 0, httpPort: 0, dataDir, log: quiet });
    expect((await read<{ data: StoredMessage[] }>(mailbox, '/messages?to=c@example.com')).body.data.map((m) => m.subject)).toEqual(['kept']);
    expect((await fetch(`${mailbox.url}/messages`, { method: 'DELETE' })).status).toBe(204);
    expect((await read<{ data: StoredMessage[] }>(mailbox, '/messages')).body.data).toEqual([]);
  });

  it('receives a text message from the twilio SDK and answers as Twilio does', async () => {
    const client = twilio(DEV_TWILIO_ACCOUNT_SID, DEV_TWILIO_AUTH_TOKEN, { httpClient: new LocalRequestClient(mailbox.url) });
    const sent = await client.messages.create({ to: '+14155550100', from: '+15005550006', body: '1234 is your code' });
    expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent.status).toBe('queued');
    expect(sent.accountSid).toBe(DEV_TWILIO_ACCOUNT_SID);
    expect(sent.dateCreated).toBeInstanceOf(Date);
    const { body } = await read<{ data: StoredSms[] }>(mailbox, `/sms?to=${encodeURIComponent('(415) 555-0100')}`);
    expect(body.data).toEqual([expect.objectContaining({ sid: sent.sid, to: '+14155550100', from: '+15005550006', body: '1234 is your code' })]);
  });

  it('refuses a wrong auth token and a message without a body, with Twilio’s error codes', async () => {
    const wrong = twilio(DEV_TWILIO_ACCOUNT_SID, 'not-the-token', { httpClient: new LocalRequestClient(mailbox.url) });
    await expect(wrong.messages.create({ to: '+14155550100', from: '+15005550006', body: 'x' })).rejects.toMatchObject({ status: 401, code: 20003 });
    const right = twilio(DEV_TWILIO_ACCOUNT_SID, DEV_TWILIO_AUTH_TOKEN, { httpClient: new LocalRequestClient(mailbox.url) });
    await expect(right.messages.create({ to: '+14155550100', from: '+15005550006', body: '' })).rejects.toMatchObject({ status: 400, code: 21602 });
    expect((await read<{ data: StoredSms[] }>(mailbox, '/sms')).body.data).toEqual([]);
  });
});
