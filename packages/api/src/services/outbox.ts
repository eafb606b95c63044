import { ApiError } from '../lib/errors';
import { isEmailAddress } from '../lib/phone';

/**
 * The development outbox (GET /dev/outbox): what the local mailbox received for an address or
 * a phone number, in the shape the outbox table had, codes and links picked out of the text.
 * Messages leave by SMTP and the Twilio protocol in every mode; the mailbox (packages/mailbox)
 * is where development's arrive (docs/decisions/mail-and-sms.md).
 */
export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** The verification code it carries: an email's line that is only digits, an SMS's first 4-8 digit number. */
  code: string | null;
  /** Its first link to the site (PUBLIC_SITE_URL). */
  link: string | null;
  created_at: string;
}

interface MailboxMessage {
  id: number;
  to: string[];
  subject: string;
  text: string;
  received_at: string;
}

interface MailboxSms {
  id: number;
  to: string;
  body: string;
  received_at: string;
}

const LIMIT = 50;

/** The code line the templates write (mail/templates.ts puts the code alone on its line). */
function emailCode(text: string): string | null {
  return /^\s*(\d{4,8})\s*$/m.exec(text)?.[1] ?? null;
}

function firstLink(text: string, siteUrl: string): string | null {
  const start = text.indexOf(`${siteUrl}/`);
  return start < 0 ? null : (/^\S+/.exec(text.slice(start))?.[0] ?? null);
}

async function readJson<T>(url: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(5000) });
  } catch {
    throw new ApiError(503, 'Service Unavailable', 'The local mailbox (packages/mailbox) does not answer; start it, or set MAILBOX_URL.');
  }
  if (!response.ok) throw new ApiError(503, 'Service Unavailable', `The local mailbox answered ${response.status}.`);
  return (await response.json()) as T;
}

/** Messages to an email address or a phone number (any written form), newest first. */
export async function readOutbox(mailboxUrl: string, siteUrl: string, to: string): Promise<OutboxEntry[]> {
  if (isEmailAddress(to)) {
    const wanted = to.trim().toLowerCase();
    const { data } = await readJson<{ data: MailboxMessage[] }>(`${mailboxUrl}/messages?to=${encodeURIComponent(wanted)}`);
    return data.slice(0, LIMIT).map((m) => ({
      id: m.id,
      channel: 'email',
      to: m.to.find((a) => a.toLowerCase() === wanted) ?? wanted,
      subject: m.subject,
      body: m.text,
      code: emailCode(m.text),
      link: firstLink(m.text, siteUrl),
      created_at: m.received_at,
    }));
  }
  if (to.replace(/\D/g, '').length < 7) return [];
  const { data } = await readJson<{ data: MailboxSms[] }>(`${mailboxUrl}/sms?to=${encodeURIComponent(to)}`);
  return data.slice(0, LIMIT).map((s) => ({
    id: s.id,
    channel: 'sms',
    to: s.to,
    subject: 'SMS',
    body: s.body,
    code: /\b(\d{4,8})\b/.exec(s.body)?.[1] ?? null,
    link: firstLink(s.body, siteUrl),
    created_at: s.received_at,
  }));
}
