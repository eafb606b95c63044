/**
 * What the local mailbox received (docs/decisions/mail-and-sms.md): every email the API sends
 * over SMTP and every text message it sends through Twilio's protocol, read from the mailbox's
 * HTTP reader, never from a table of the API. Newest first; ids only grow.
 */
import { expect, type APIRequestContext } from '@playwright/test';

/** The local mailbox's reader (`npm start` and the e2e servers run it). */
const MAILBOX = 'http://127.0.0.1:8131';

/** An email as the mailbox keeps it. */
export interface Email {
  id: number;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Lower-cased names (`content-language`). */
  headers: Record<string, string>;
}

/** The emails to `to`, newest first. */
export async function emailsTo(request: APIRequestContext, to: string): Promise<Email[]> {
  const answer = await request.get(`${MAILBOX}/messages`, { params: { to } });
  expect(answer.ok(), `mailbox GET /messages?to=${to}`).toBe(true);
  return ((await answer.json()) as { data: Email[] }).data;
}

/** The text messages to the phone number `to`, newest first. */
export async function textsTo(request: APIRequestContext, to: string): Promise<Array<{ id: number; body: string }>> {
  const answer = await request.get(`${MAILBOX}/sms`, { params: { to } });
  expect(answer.ok(), `mailbox GET /sms?to=${to}`).toBe(true);
  return ((await answer.json()) as { data: Array<{ id: number; body: string }> }).data;
}

/** The newest email to `to` that `matches` (waits for it: sending is queued, docs/decisions/mail-and-sms.md). */
export async function emailTo(request: APIRequestContext, to: string, matches: (email: Email) => boolean = () => true): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(request, to)).find(matches);
        return found !== undefined;
      },
      { message: `an email to ${to}` },
    )
    .toBe(true);
  return found!;
}
