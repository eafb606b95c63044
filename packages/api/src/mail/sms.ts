import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import type { MessagingConfig } from '../config/env';

/** A text message as the queue hands it to the SMS sender. */
export interface Sms {
  /** E.164, e.g. +14155550100. */
  to: string;
  body: string;
}

/** Where text messages leave the API: Twilio's SDK in every mode (docs/decisions/mail-and-sms.md). */
export interface SmsSender {
  /** Resolves with Twilio's message sid once accepted; rejects otherwise. */
  send(sms: Sms): Promise<{ id: string }>;
}

/**
 * The SDK's own RequestClient (axios, its auth, its error handling) with each request's origin
 * moved to `base`: the SDK has no base-URL option, only `httpClient`. Development only: the
 * configuration refuses TWILIO_API_BASE in production.
 */
export class RedirectingRequestClient extends RequestClient {
  constructor(private readonly base: string) {
    super({ timeout: 30_000 });
  }

  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    const url = new URL(opts.uri);
    return super.request<TData>({ ...opts, uri: `${this.base}${url.pathname}${url.search}` });
  }
}

/** Whether a Twilio error is a refusal no retry will change (a 4xx other than 429: a bad number, a blocked recipient). */
export function isPermanentSmsError(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500 && status !== 429;
}

/** The Twilio sender: TWILIO_ACCOUNT_SID / TWILIO_AUTH_TOKEN, from TWILIO_FROM (a number, or a messaging service sid MG…). */
export function twilioSmsSender(config: MessagingConfig['twilio']): SmsSender {
  const client = twilio(config.accountSid, config.authToken, {
    ...(config.apiBase ? { httpClient: new RedirectingRequestClient(config.apiBase) } : {}),
  });
  const sender = config.from.startsWith('MG') ? { messagingServiceSid: config.from } : { from: config.from };
  return {
    async send(sms) {
      const message = await client.messages.create({ to: sms.to, body: sms.body, ...sender });
      return { id: message.sid };
    },
  };
}
