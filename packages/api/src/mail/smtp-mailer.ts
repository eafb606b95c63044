import nodemailer from 'nodemailer';
import type { MessagingConfig } from '../config/env';
import type { Language } from './language';

/** An email as the queue hands it to a mailer. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Sent as Content-Language, so mail clients (and the tests) know what it is written in. */
  language: Language;
}

/** Where email leaves the API: SMTP in every mode (docs/decisions/mail-and-sms.md). */
export interface Mailer {
  /** Resolves with the Message-ID once the SMTP server has accepted the message; rejects otherwise. */
  send(email: Email): Promise<{ id: string }>;
  close(): void;
}

/** Whether an error is an SMTP server's permanent refusal (5xx), which no retry will change. */
export function isPermanentSmtpError(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

/**
 * The nodemailer mailer on SMTP_URL (smtp:// or smtps://, credentials in the URL). Timeouts are
 * short so a hung server fails the attempt well inside the queue's claim (mail/queue.ts) and it
 * is tried again later.
 */
export function smtpMailer(config: Pick<MessagingConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  const url = new URL(config.smtpUrl);
  const transport = nodemailer.createTransport({
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(email) {
      const info = await transport.sendMail({
        from: config.mailFrom,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        headers: { 'Content-Language': email.language },
      });
      return { id: info.messageId };
    },
    close: () => transport.close(),
  };
}
