import type { StoredMessage } from '@hourspace/mailbox';
import { eq, isNotNull } from 'drizzle-orm';
import type { ApiConfig } from '../src/config/env';
import { openDatabase, type Database } from '../src/db/client';
import { bookings, mailQueue, messages, profiles, spaces, threads } from '../src/db/schema';
import { systemClock } from '../src/lib/clock';
import { queueBookingEmail, queueNewMessagesEmail, NEW_MESSAGES_DELAY_MS } from '../src/mail/booking-emails';
import { DATABASE_KIND, freshEmail, testApiOfFile, type TestApi } from './support/test-api';

/**
 * The booking events' and new messages' emails (docs/decisions/mail-and-sms.md), queued as the
 * booking and message services queue them: in a transaction on the server's database. The
 * database is the server's own PostgreSQL one, so this file needs the PostgreSQL run.
 */
const SITE = 'https://www.hourspace.test';
const ctx = { config: { messaging: { siteUrl: SITE } } as ApiConfig, clock: systemClock };

async function mailTo(api: TestApi, to: string): Promise<StoredMessage[]> {
  expect((await api.request('GET', `/dev/outbox?to=${encodeURIComponent(to)}`)).status).toBe(200);
  const response = await fetch(`${api.mailbox.url}/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as { data: StoredMessage[] }).data;
}

(DATABASE_KIND === 'postgres' ? describe : describe.skip)('booking and message emails', () => {
  const api = testApiOfFile({ PUBLIC_SITE_URL: SITE });
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: api.databaseUrl as string, dataDir: 'memory://', poolSize: 2 });
  });
  afterAll(() => database?.close());

  it('emails the host in their language, the guest once per kind, and a second refund by its own id', async () => {
    const { db } = database;
    const [space] = await db.select({ id: spaces.id, hostId: spaces.hostId, title: spaces.title, currency: spaces.currency }).from(spaces).where(isNotNull(spaces.hostId)).limit(1);
    if (!space?.hostId) throw new Error('the seed has no space with a host');
    const { SSOid: guestId } = await api.signup(freshEmail('guest'));
    const [row] = await db
      .insert(bookings)
      .values({ spaceId: space.id, guestId, startsAt: '2031-03-14 10:00:00', endsAt: '2031-03-14 13:00:00', status: 'requested', total: 45_000, currency: 'EUR' })
      .returning({ id: bookings.id });
    const booking = { id: row?.id as number, guestId, hostId: space.hostId, title: space.title };
    const [host] = await db
      .update(profiles)
      .set({ preferredLocale: 'de-DE', email: freshEmail('host') })
      .where(eq(profiles.id, booking.hostId))
      .returning();
    const [guest] = await db
      .update(profiles)
      .set({ preferredLocale: 'fr-FR', email: freshEmail('guest') })
      .where(eq(profiles.id, booking.guestId))
      .returning();
    await db.transaction(async (tx) => {
      await queueBookingEmail(ctx, tx, { kind: 'requested', bookingId: booking.id });
      await queueBookingEmail(ctx, tx, { kind: 'accepted', bookingId: booking.id });
      await queueBookingEmail(ctx, tx, { kind: 'accepted', bookingId: booking.id });
      await queueBookingEmail(ctx, tx, { kind: 'refunded', bookingId: booking.id, amountMinor: 1234, eventId: 're_1' });
      await queueBookingEmail(ctx, tx, { kind: 'refunded', bookingId: booking.id, amountMinor: 500, eventId: 're_2' });
    });
    const [request, ...moreToHost] = await mailTo(api, host?.email ?? '');
    expect(moreToHost).toEqual([]);
    expect(request?.subject).toBe(`Neue Buchungsanfrage für ${booking.title}`);
    expect(request?.text).toContain(`${SITE}/de/bookings`);
    const toGuest = await mailTo(api, guest?.email ?? '');
    expect(toGuest.map((m) => m.subject).sort()).toEqual(
      [`Votre réservation de ${booking.title} est acceptée`, `Votre remboursement pour ${booking.title}`, `Votre remboursement pour ${booking.title}`].sort(),
    );
    expect(toGuest.map((m) => m.headers['content-language'])).toEqual(['fr', 'fr', 'fr']);
    // Amounts and dates in the reader's locale (fr-FR), the booking's wall-clock hours as they are.
    expect(toGuest.some((m) => /12,34\s€/.test(m.text))).toBe(true);
    expect(toGuest.some((m) => m.text.includes('vendredi 14 mars 2031'))).toBe(true);
  });

  it('tells of new messages in one email after the batch window, with the count when it left', async () => {
    const { db } = database;
    const [reader, writer] = await Promise.all([api.signup(freshEmail('reader')), api.signup(freshEmail('writer'))]);
    const [readerRow] = await db.update(profiles).set({ firstName: 'Ada' }).where(eq(profiles.id, reader.SSOid)).returning();
    await db.update(profiles).set({ firstName: 'Grace' }).where(eq(profiles.id, writer.SSOid));
    const [thread] = await db.insert(threads).values({ guestId: writer.SSOid, hostId: reader.SSOid }).returning();
    for (const body of ['Hello', 'Are you there?', 'One more']) {
      await db.transaction(async (tx) => {
        await tx.insert(messages).values({ threadId: thread?.id as string, senderId: writer.SSOid, recipientId: reader.SSOid, body });
        await queueNewMessagesEmail(ctx, tx, { recipientId: reader.SSOid, senderId: writer.SSOid });
      });
    }
    expect(
      await db
        .select({ id: mailQueue.id })
        .from(mailQueue)
        .where(eq(mailQueue.batchKey, `new-messages:${reader.SSOid}`)),
    ).toHaveLength(1);
    const email = readerRow?.email ?? '';
    expect(await mailTo(api, email)).toEqual([]);
    await api.advanceClock(NEW_MESSAGES_DELAY_MS + 1000);
    const [sent, ...more] = await mailTo(api, email);
    expect(more).toEqual([]);
    expect(sent?.subject).toBe('You have 3 unread messages on Hourspace');
    expect(sent?.text).toContain('Hi Ada,');
    expect(sent?.text).toContain('the latest from Grace.');
    expect(sent?.text).toContain(`${SITE}/us/inbox`);
  });
});
