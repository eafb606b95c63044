import { localePath, type ApiLocale } from '../config/locales';
import type { Db } from '../db/client';
import type { AppContext } from '../services/context';
import { languageOf, siteLocaleOf } from './language';
import { enqueueEmail, enqueueSms } from './queue';
import { render, renderSms } from './templates';

/** Who a message goes to: the profile's columns the templates read. */
export interface Recipient {
  id: string;
  email: string;
  firstName: string | null;
  preferredLocale: string | null;
}

type Ctx = Pick<AppContext, 'config'>;

/** An absolute link to a site page under the locale's prefix, on PUBLIC_SITE_URL (never a request's Host). */
export function siteLink(ctx: Ctx, locale: ApiLocale, path: string): string {
  return `${ctx.config.messaging.siteUrl}${localePath(locale, path)}`;
}

const minutesOf = (seconds: number) => Math.max(1, Math.round(seconds / 60));

/** Queues the email verification code in `tx`, in the recipient's language. */
export async function queueEmailCode(tx: Db, recipient: Recipient, code: string, ttlSeconds: number): Promise<void> {
  const language = languageOf(siteLocaleOf(recipient.preferredLocale));
  const rendered = render({ template: 'verification-code', language, firstName: recipient.firstName, values: { code, minutes: minutesOf(ttlSeconds) } });
  await enqueueEmail(tx, { to: recipient.email, profileId: recipient.id, template: 'verification-code', language, rendered });
}

/** Queues the phone code as a text message to `phone` (E.164) in `tx`. */
export async function queuePhoneCode(tx: Db, recipient: Recipient, phone: string, code: string, ttlSeconds: number): Promise<void> {
  const language = languageOf(siteLocaleOf(recipient.preferredLocale));
  const body = renderSms({ template: 'phone-code', language, values: { code, minutes: minutesOf(ttlSeconds) } });
  await enqueueSms(tx, { to: phone, profileId: recipient.id, template: 'phone-code', language, body });
}

/**
 * Queues the password reset link in `tx`. `locale` is the site locale the link opens under (the
 * page that asked, else the profile's); the email is written in that locale's language.
 */
export async function queuePasswordReset(ctx: Ctx, tx: Db, recipient: Recipient, locale: ApiLocale, token: string, ttlSeconds: number): Promise<void> {
  const language = languageOf(locale);
  const link = siteLink(ctx, locale, `/app/password-reset?token=${encodeURIComponent(token)}`);
  const rendered = render({ template: 'password-reset', language, firstName: recipient.firstName, link, values: { minutes: minutesOf(ttlSeconds) } });
  await enqueueEmail(tx, { to: recipient.email, profileId: recipient.id, template: 'password-reset', language, rendered });
}
