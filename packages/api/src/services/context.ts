import type { ApiConfig } from '../config/env';
import type { Clock } from '../lib/clock';
import type { Db } from '../db/client';
import type { SharedLimiter } from '../lib/limiter';
import type { PasswordWork } from '../lib/password';
import type { ResponseCache } from '../lib/response-cache';
import type { PaymentProvider } from '../payments/provider';
import type { Gazetteer } from './gazetteer';
import type { MailQueue } from '../mail/queue';
import type { SocialVerifiers } from './social';
import type { ObjectStore } from '../storage/object-store';

/** What every route handler needs, built once per app. */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  /** The time every expiry, window, back-off and deadline is decided by (docs/decisions/injectable-clock.md). */
  clock: Clock;
  /** HMAC key of access tokens. */
  tokenSecret: string;
  /**
   * The sender of the mail queue (docs/decisions/mail-and-sms.md): messages are queued in the
   * transaction that causes them (mail/notify.ts, mail/booking-emails.ts); `wake()` after the
   * commit sends them at once instead of at the next poll.
   */
  mail: MailQueue;
  /** Log-in, code-send and flood counters in the database, shared by every API process. */
  limiter: SharedLimiter;
  /** The bounded, per-address fair queue every scrypt hash and check goes through. */
  passwordWork: PasswordWork;
  /** Google, Apple and Facebook token verification (services/social.ts). */
  social: SocialVerifiers;
  gazetteer: Gazetteer;
  /**
   * Serialized public answers (search, space page), shared by the apps on one database. A
   * service that writes what they read calls `responseCache.invalidate(...)` after its commit.
   */
  responseCache: ResponseCache;
  /** The payment provider (Stripe, or the local processor speaking its protocol): docs/decisions/payments-provider.md. */
  payments: PaymentProvider;
  /** The object store listing photos are kept in (S3, or the local S3 server speaking its protocol): docs/decisions/listing-photos.md. */
  storage: ObjectStore;
}
