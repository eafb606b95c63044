import { join } from 'node:path';
import { REGISTRY, SHELL_PORT } from '@hourspace/contracts/registry';

/** Everything the API reads from its environment, already parsed. */
export interface ApiConfig {
  mode: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** PostgreSQL connection string; when absent the API runs on PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** PGlite data folder, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** The public client key the site sends as a bearer on env and grants calls before log-in. */
  basicKey: string;
  /** HMAC key for access tokens; in development a random one is kept in the database. */
  tokenSecret: string | undefined;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  corsOrigins: string[];
  /** scrypt cost: OWASP's N=2^17, r=8, p=1 unless configured cheaper for tests. */
  scrypt: { N: number; r: number; p: number };
  /** The site's origin, where OAuth callbacks send the browser back. */
  siteUrl: string;
  /** Origin used in URLs the API hands out (images); defaults to the request's own origin. */
  publicUrl: string | undefined;
  logLevel: string;
  seed: { enabled: boolean; spaces: number; photos: number };
  limits: {
    /** Failed log-ins allowed per account, and per client address, in `windowSeconds`. */
    loginFailuresPerAccount: number;
    loginFailuresPerAddress: number;
    windowSeconds: number;
    /** Verification codes that may be sent per user and channel in `codeSendWindowSeconds`. */
    codeSends: number;
    /** How long a verification code lives (10 minutes, issue 4). */
    codeTtlSeconds: number;
    codeSendWindowSeconds: number;
    /** Requests per minute per address across the API (a flood guard, not an auth control). */
    requestsPerMinute: number;
  };
  /** Hosts whose image URLs POST /v1/images/fetch may download (SSRF guard). */
  imageFetchHosts: string[];
}

/** In development the shell and every remote call the API from their own origin (ports from the remote registry). */
const DEFAULT_CORS_ORIGINS = [SHELL_PORT, ...Object.values(REGISTRY).map((r) => r.port)].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);

function int(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`[@hourspace/api] ${name} must be a non-negative integer, got '${value}'`);
  return n;
}

function list(value: string | undefined, fallback: string[]): string[] {
  if (value === undefined || value.trim() === '') return fallback;
  return value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * Reads the configuration from environment variables (see README "Configuration").
 * Production refuses to start without TOKEN_SECRET and BASIC_KEY, so no development
 * default can leak into a deployment.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ApiConfig> = {}): ApiConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  if (mode === 'production') {
    if (!env.TOKEN_SECRET || env.TOKEN_SECRET.length < 32) throw new Error('[@hourspace/api] TOKEN_SECRET (32+ characters) is required in production');
    if (!env.BASIC_KEY) throw new Error('[@hourspace/api] BASIC_KEY is required in production');
  }
  const relaxed = mode !== 'production';
  const config: ApiConfig = {
    mode,
    host: env.HOST ?? '127.0.0.1',
    port: int(env.PORT, 8120, 'PORT'),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? join(__dirname, '..', '..', '.data'),
    basicKey: env.BASIC_KEY ?? 'dev-basic-key',
    tokenSecret: env.TOKEN_SECRET || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900, 'ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: int(env.REFRESH_TOKEN_TTL, 30 * 24 * 3600, 'REFRESH_TOKEN_TTL'),
    corsOrigins: list(env.CORS_ORIGINS, DEFAULT_CORS_ORIGINS),
    scrypt: { N: int(env.SCRYPT_N, 2 ** 17, 'SCRYPT_N'), r: int(env.SCRYPT_R, 8, 'SCRYPT_R'), p: int(env.SCRYPT_P, 1, 'SCRYPT_P') },
    siteUrl: (env.SITE_URL ?? `http://localhost:${SHELL_PORT}`).replace(/\/$/, ''),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/$/, '') : undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seed: {
      enabled: env.SEED !== 'off',
      spaces: int(env.SEED_SPACES, 2400, 'SEED_SPACES'),
      photos: int(env.SEED_PHOTOS, 240, 'SEED_PHOTOS'),
    },
    limits: {
      loginFailuresPerAccount: int(env.LOGIN_FAILURES_PER_ACCOUNT, 10, 'LOGIN_FAILURES_PER_ACCOUNT'),
      loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, relaxed ? 200 : 50, 'LOGIN_FAILURES_PER_ADDRESS'),
      windowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
      codeSends: int(env.CODE_SENDS, 5, 'CODE_SENDS'),
      codeTtlSeconds: int(env.CODE_TTL_SECONDS, 600, 'CODE_TTL_SECONDS'),
      codeSendWindowSeconds: int(env.CODE_SEND_WINDOW_SECONDS, 3600, 'CODE_SEND_WINDOW_SECONDS'),
      requestsPerMinute: int(env.REQUESTS_PER_MINUTE, relaxed ? 100_000 : 1200, 'REQUESTS_PER_MINUTE'),
    },
    imageFetchHosts: list(env.IMAGE_FETCH_HOSTS, ['127.0.0.1', 'localhost']),
    ...overrides,
  };
  if (config.scrypt.N < 2 || (config.scrypt.N & (config.scrypt.N - 1)) !== 0) throw new Error('[@hourspace/api] SCRYPT_N must be a power of two');
  return config;
}
