import type { ApiConfig } from '../config/env';
import type { Db } from '../db/client';
import type { FailureLimiter } from '../lib/limiter';
import type { Gazetteer } from './gazetteer';
import type { Mailer } from './outbox';
import type { SocialVerifier } from './social';

/** What every route handler needs, built once per app. */
export interface AppContext {
  config: ApiConfig;
  db: Db;
  /** HMAC key of access tokens. */
  tokenSecret: string;
  /** HMAC key of the local fake providers' id_tokens (distinct from tokenSecret on purpose). */
  providerSecret: string;
  mailer: Mailer;
  /** A hash of nothing, verified for unknown emails so their log-in takes as long as a wrong password. */
  decoyHash: string;
  limiter: FailureLimiter;
  social: SocialVerifier;
  gazetteer: Gazetteer;
}
