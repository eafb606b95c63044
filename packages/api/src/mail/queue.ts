import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { dateOf, type Clock } from '../lib/clock';
import type { TemplateName } from './copy';
import type { Language } from './language';
import { isPermanentSmtpError, type Email, type Mailer } from './smtp-mailer';
import { isPermanentSmsError, type SmsSender } from './sms';
import type { Rendered } from './templates';

/** What is written to the queue; `tx` is the transaction of what causes the message. */
interface Queued {
  to: string;
  profileId?: string | null;
  template: TemplateName;
  language: Language;
  /** One message per event: a second enqueue with the same key is ignored. */
  dedupeKey?: string;
}

/** Queues an email in `tx` (a transaction, or the database for a message caused by nothing else). */
export async function enqueueEmail(tx: Db, message: Queued & { rendered: Rendered }): Promise<void> {
  await tx
    .insert(mailQueue)
    .values({ ...rowOf(message, 'email'), subject: message.rendered.subject, textBody: message.rendered.text, htmlBody: message.rendered.html })
    .onConflictDoNothing();
}

/** Queues a text message in `tx`. */
export async function enqueueSms(tx: Db, message: Queued & { body: string }): Promise<void> {
  await tx
    .insert(mailQueue)
    // A text message has no subject: the column names its template, for the log and the dev outbox.
    .values({ ...rowOf(message, 'sms'), subject: message.template, textBody: message.body })
    .onConflictDoNothing();
}

/**
 * Queues or updates a batched email (docs/decisions/mail-and-sms.md): while one with `batchKey`
 * is still waiting, a new event rewrites it instead of adding another; the first waits
 * `delayMs` (from `at`) so the events of those minutes leave as one message.
 */
export async function enqueueBatchedEmail(tx: Db, message: Queued & { rendered: Rendered; batchKey: string; at: Date; delayMs: number }): Promise<void> {
  const content = { subject: message.rendered.subject, textBody: message.rendered.text, htmlBody: message.rendered.html, language: message.language, to: message.to };
  await tx
    .insert(mailQueue)
    .values({ ...rowOf(message, 'email'), ...content, batchKey: message.batchKey, nextAttemptAt: new Date(message.at.getTime() + message.delayMs) })
    .onConflictDoUpdate({ target: mailQueue.batchKey, targetWhere: sql`${mailQueue.status} = 'pending'`, set: content });
}

function rowOf(message: Queued, channel: 'email' | 'sms') {
  return { channel, to: message.to, profileId: message.profileId ?? null, template: message.template, language: message.language, dedupeKey: message.dedupeKey ?? null };
}

/** How long a claimed message stays claimed: far longer than the transports' timeouts (mail/smtp-mailer.ts). */
const CLAIM_MS = 5 * 60_000;
/** Messages one pass claims at a time. */
const BATCH = 20;
/** After this many failed attempts (about two hours of backoff) a message is given up ('failed'). */
export const MAX_ATTEMPTS = 8;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

type Row = typeof mailQueue.$inferSelect;

export interface MailQueueOptions {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  sms: SmsSender;
  /** How often to look for due messages besides being woken (MAIL_QUEUE_POLL_MS). */
  pollMs: number;
  log: { warn(object: object, message: string): void };
}

/**
 * The sender (docs/decisions/mail-and-sms.md): claims due rows with FOR UPDATE SKIP LOCKED (so
 * several API processes never take the same one), sends each, marks it sent, or schedules the
 * next attempt by `clock`. A claim lapses after CLAIM_MS, so a process that died mid-send leaves
 * its messages to another. Due means `next_attempt_at <= clock.now()`.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private closed = false;

  constructor(private readonly options: MailQueueOptions) {}

  /** Starts polling, with a pass at once (messages left by a stopped process go now). */
  start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Asks for a pass soon, after a message was queued and its transaction committed. */
  wake(): void {
    void this.pass().catch((error: unknown) => this.options.log.warn({ err: error }, 'mail queue pass failed'));
  }

  /** Sends everything due now, and resolves once nothing due is left (GET /dev/outbox reads after it). */
  async drain(): Promise<void> {
    while ((await this.pass()) > 0 && !this.closed);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    this.options.mailer.close();
  }

  /** One pass at a time in a process: a pass asked for during another runs after it. */
  private pass(): Promise<number> {
    if (this.closed) return Promise.resolve(0);
    if (this.running) return this.running.then(() => this.pass());
    this.running = this.sendDue().finally(() => (this.running = null));
    return this.running;
  }

  private async sendDue(): Promise<number> {
    const claimed = await this.claim();
    for (const row of claimed) await this.deliver(row);
    return claimed.length;
  }

  private async claim(): Promise<Row[]> {
    const { db, clock } = this.options;
    const now = dateOf(clock);
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(or(and(eq(mailQueue.status, 'pending'), lte(mailQueue.nextAttemptAt, now)), and(eq(mailQueue.status, 'sending'), lte(mailQueue.lockedUntil, now))))
      .orderBy(mailQueue.id)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailQueue)
      .set({ status: 'sending', attempts: sql`${mailQueue.attempts} + 1`, lockedUntil: dateOf(clock, CLAIM_MS) })
      .where(inArray(mailQueue.id, due))
      .returning();
  }

  private async deliver(row: Row): Promise<void> {
    const { db, clock, mailer, sms } = this.options;
    const mine = and(eq(mailQueue.id, row.id), eq(mailQueue.status, 'sending'), eq(mailQueue.attempts, row.attempts));
    try {
      const sent =
        row.channel === 'sms'
          ? await sms.send({ to: row.to, body: row.textBody ?? '' })
          : await mailer.send({ to: row.to, subject: row.subject, text: row.textBody ?? '', html: row.htmlBody ?? '', language: row.language as Email['language'] });
      // The parts are emptied once sent: codes and reset links do not stay at rest.
      await db
        .update(mailQueue)
        .set({ status: 'sent', sentAt: dateOf(clock), providerId: sent.id, textBody: null, htmlBody: null, lockedUntil: null, lastError: null })
        .where(mine);
    } catch (error) {
      const permanent = row.channel === 'sms' ? isPermanentSmsError(error) : isPermanentSmtpError(error);
      const giveUp = permanent || row.attempts >= MAX_ATTEMPTS;
      const message = error instanceof Error ? error.message : String(error);
      this.options.log.warn({ id: row.id, template: row.template, attempts: row.attempts, giveUp, error: message }, 'message not sent');
      await db
        .update(mailQueue)
        .set({ status: giveUp ? 'failed' : 'pending', nextAttemptAt: dateOf(clock, backoffMs(row.attempts)), lockedUntil: null, lastError: message.slice(0, 500) })
        .where(mine);
    }
  }
}
