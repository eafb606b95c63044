import { and, desc, eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';
import { isEmailAddress, phoneKey } from '../lib/phone';

/** A message handed to the email or SMS service. */
export interface OutgoingMessage {
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  body: string;
  /** The verification code it carries, if any (listed by the dev outbox for people and tests). */
  code?: string;
  link?: string;
}

/** Where email and SMS go. Production would put a provider behind this; locally the outbox table is the delivery. */
export interface Mailer {
  send(message: OutgoingMessage): Promise<void>;
}

function keyOf(channel: 'email' | 'sms', to: string): string {
  return channel === 'email' ? to.trim().toLowerCase() : phoneKey(to);
}

/** The local mailer: every message is stored in the outbox table. */
export function outboxMailer(db: Db): Mailer {
  return {
    async send(message) {
      await db.insert(outbox).values({
        channel: message.channel,
        to: message.to,
        toKey: keyOf(message.channel, message.to),
        subject: message.subject,
        body: message.body,
        code: message.code ?? null,
        link: message.link ?? null,
      });
    },
  };
}

/** Outbox entries for an email or a phone number in any written form, newest first. */
export async function readOutbox(db: Db, to: string, limit = 50) {
  if (!isEmailAddress(to) && to.replace(/\D/g, '').length < 7) return [];
  const where = isEmailAddress(to)
    ? and(eq(outbox.channel, 'email'), eq(outbox.toKey, to.trim().toLowerCase()))
    : (() => {
        const digits = to.replace(/\D/g, '');
        const key = phoneKey(to);
        // Digits typed without a country code still match the stored E.164 form.
        return and(eq(outbox.channel, 'sms'), or(eq(outbox.toKey, key), like(outbox.toKey, `%${digits}`)));
      })();
  const rows = await db.select().from(outbox).where(where).orderBy(desc(outbox.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    to: r.to,
    subject: r.subject,
    body: r.body,
    code: r.code,
    link: r.link,
    created_at: r.createdAt.toISOString(),
  }));
}
