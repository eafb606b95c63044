import { simpleParser, type AddressObject, type ParsedMail } from 'mailparser';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';
import type { MailboxStore, StoredMessage } from './store';

/** The largest message accepted (10 MB, as a small provider's limit). */
const MAX_BYTES = 10 * 1024 * 1024;

function addresses(value: AddressObject | AddressObject[] | undefined): string[] {
  return [value ?? []].flat().flatMap((group) => group.value.map((a) => a.address ?? '').filter(Boolean));
}

function headerText(parsed: ParsedMail, name: string): string | undefined {
  const value = parsed.headers.get(name);
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** What the reader lists for one parsed message; the envelope says who it was really for. */
export function storedOf(id: number, parsed: ParsedMail, session: SMTPServerSession, receivedAt: Date): StoredMessage {
  const envelopeTo = session.envelope.rcptTo.map((r) => r.address);
  const from = addresses(parsed.from)[0] ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : '');
  const headers: Record<string, string> = {};
  for (const name of ['content-language', 'message-id', 'date']) {
    const value = headerText(parsed, name);
    if (value !== undefined) headers[name] = value;
  }
  return {
    id,
    from,
    to: envelopeTo.length > 0 ? envelopeTo : addresses(parsed.to),
    subject: parsed.subject ?? '',
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    received_at: receivedAt.toISOString(),
  };
}

/**
 * A real SMTP server that accepts every message (docs/decisions/mail-and-sms.md): no TLS, and
 * any AUTH login accepted, so a client configured with a user (smtp://user:pass@…) works as
 * one without. Each message is parsed with mailparser and kept.
 */
export function smtpServer(store: MailboxStore, log: (line: string) => void): SMTPServer {
  return new SMTPServer({
    name: 'hourspace-mailbox',
    banner: 'Hourspace local mailbox: every message is kept, none is delivered',
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_BYTES,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'local' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
            callback(Object.assign(new Error('Message exceeds the 10 MB limit'), { responseCode: 552 }));
            return;
          }
          store.addMessage(storedOf(store.nextId(), parsed, session, new Date()));
          callback();
        })
        .catch((err: unknown) => {
          log(`mailbox: a message could not be parsed: ${(err as Error).message}`);
          callback(Object.assign(new Error('The message could not be parsed'), { responseCode: 451 }));
        });
    },
  });
}
