import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { MailboxStore, StoredSms } from './store';

/** The credentials the local Twilio endpoint accepts (docs/decisions/mail-and-sms.md). */
export interface TwilioCredentials {
  accountSid: string;
  authToken: string;
}

/** Twilio's error body: `{ code, message, more_info, status }`. */
function twilioError(reply: FastifyReply, status: number, code: number, message: string): FastifyReply {
  return reply.status(status).send({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });
}

function basicAuth(request: FastifyRequest): { user: string; password: string } | null {
  const [scheme, value] = (request.headers.authorization ?? '').split(' ', 2);
  if (scheme?.toLowerCase() !== 'basic' || !value) return null;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** The Message resource as Twilio answers a create (https://www.twilio.com/docs/messaging/api/message-resource). */
export function messageResource(sms: StoredSms) {
  const date = new Date(sms.received_at).toUTCString().replace('GMT', '+0000');
  const uri = `/2010-04-01/Accounts/${sms.account_sid}/Messages/${sms.sid}.json`;
  return {
    account_sid: sms.account_sid,
    api_version: '2010-04-01',
    body: sms.body,
    date_created: date,
    date_sent: null,
    date_updated: date,
    direction: 'outbound-api',
    error_code: null,
    error_message: null,
    from: sms.from,
    messaging_service_sid: null,
    num_media: '0',
    num_segments: String(Math.max(1, Math.ceil(sms.body.length / 153))),
    price: null,
    price_unit: 'USD',
    sid: sms.sid,
    status: sms.status,
    subresource_uris: { media: uri.replace('.json', '/Media.json') },
    to: sms.to,
    uri,
  };
}

const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
};

/** POST /2010-04-01/Accounts/:sid/Messages.json: form-encoded To, From, Body, Basic auth with the account sid and auth token. */
export function twilioRoutes(app: FastifyInstance, store: MailboxStore, credentials: TwilioCredentials): void {
  app.post<{ Params: { sid: string } }>('/2010-04-01/Accounts/:sid/Messages.json', async (request, reply) => {
    const auth = basicAuth(request);
    if (!auth || auth.user !== credentials.accountSid || auth.password !== credentials.authToken || request.params.sid !== credentials.accountSid)
      return twilioError(reply, 401, 20003, 'Authenticate');
    const to = field(request.body, 'To');
    const from = field(request.body, 'From');
    const body = field(request.body, 'Body');
    if (!to) return twilioError(reply, 400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(reply, 400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(reply, 400, 21602, 'Message body is required.');
    if (body.length > 1600) return twilioError(reply, 400, 21617, 'The concatenated message body exceeds the 1600 character limit.');
    const sms: StoredSms = {
      id: store.nextId(),
      sid: `SM${randomBytes(16).toString('hex')}`,
      account_sid: credentials.accountSid,
      from,
      to,
      body,
      status: 'queued',
      received_at: new Date().toISOString(),
    };
    store.addSms(sms);
    return reply.status(201).send(messageResource(sms));
  });
}
