import ky, { isTimeoutError } from 'ky';
import * as v from 'valibot';
import { ApiError, ApiErrorCode } from './errors';
import { stripTags } from './strip-tags';

/** The only methods the request helper sends (spec §7). */
export const ALLOWED_METHODS = ['GET', 'PUT', 'POST', 'DELETE'] as const;
export type HttpMethod = (typeof ALLOWED_METHODS)[number];

/**
 * The query parameter carrying the send time (ms since the epoch) on every request.
 * It defeats intermediary and browser caches of GET answers (spec §7 "timestamp added");
 * the API ignores it. The leading underscore keeps it clear of real parameters.
 */
export const TIMESTAMP_PARAM = '_ts';

/** The cookie holding the user's access token (spec §3). */
export const ACCESS_TOKEN_COOKIE = 'PSAccess';

/**
 * Which Authorization header a call sends: the user's access token (`bearer`), the
 * application's basic key (`basic`), the access token when there is one and the basic
 * key otherwise (`client`, for calls a visitor and a user both make), or none.
 */
export type AuthMode = 'bearer' | 'basic' | 'client' | 'none';

/** Query values; undefined and null are left out. */
export type QueryParams = Record<string, string | number | boolean | undefined | null>;

/** One call, as the endpoint functions describe it. */
export interface RequestSpec<S extends v.GenericSchema> {
  method: string;
  /** A filled path (see `fillPath`), starting with '/'. */
  path: string;
  /** The API (default) or the site origin (apple-connect, google-connect). */
  origin?: 'api' | 'site';
  auth?: AuthMode;
  query?: QueryParams;
  /** A JSON body; HTML tags are stripped from its string values before sending. */
  json?: unknown;
  /** A multipart body, sent as it is. */
  form?: FormData;
  /** This call's timeout in ms; the client's default otherwise. */
  timeout?: number;
  /**
   * Extra request headers, e.g. `Idempotency-Key` on POST /v1/bookings
   * (docs/decisions/checkout-flow.md). They cannot replace `authorization`, which `auth` decides.
   */
  headers?: Record<string, string>;
  /**
   * `include` sends and stores the API's cookies on this cross-origin call: only the calls
   * that set, trade or end the HttpOnly PSRefresh cookie (log-in, sign-up, refresh,
   * log-out) and apple-connect (the Apple binding cookie). Every other call leaves the
   * fetch default (`same-origin`).
   */
  credentials?: 'include';
  /** The answer's shape; an answer that does not match is an ApiError (API-004). */
  schema: S;
}

/** Sends one call and returns its parsed answer, or throws an ApiError. */
export type Requester = <S extends v.GenericSchema>(spec: RequestSpec<S>) => Promise<v.InferOutput<S>>;

export interface RequesterOptions {
  baseUrl: string;
  siteUrl: string;
  basicKey: string;
  getAccessToken: () => string | null | undefined;
  fetch?: typeof fetch;
  timeout: number;
}

const ErrorBodySchema = v.looseObject({
  error: v.fallback(v.optional(v.string()), undefined),
  error_description: v.fallback(v.optional(v.string()), undefined),
  statusCode: v.fallback(v.optional(v.number()), undefined),
  issues: v.fallback(v.optional(v.array(v.object({ field: v.string(), message: v.string() }))), undefined),
});

function isAllowedMethod(method: string): method is HttpMethod {
  return (ALLOWED_METHODS as readonly string[]).includes(method);
}

function joinUrl(origin: string, path: string): string {
  return origin.replace(/\/+$/, '') + (path.startsWith('/') ? path : `/${path}`);
}

function httpError(status: number, body: unknown, what: string): ApiError {
  const parsed = v.safeParse(ErrorBodySchema, body);
  const fields = parsed.success ? parsed.output : { error: undefined, error_description: undefined, issues: undefined };
  return new ApiError(ApiErrorCode.HTTP, fields.error_description ?? fields.error ?? `${what} answered with status ${status}.`, {
    status,
    error: fields.error,
    error_description: fields.error_description,
    issues: fields.issues,
    ...(parsed.success ? { body: parsed.output } : {}),
  });
}

/** A 2xx answer that still carries an API error (the legacy login answer does this). */
function embeddedError(body: unknown): { error: string; statusCode: number | undefined } | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return undefined;
  const { error, statusCode } = body as { error?: unknown; statusCode?: unknown };
  if (typeof error !== 'string' || error === '') return undefined;
  return { error, statusCode: typeof statusCode === 'number' ? statusCode : undefined };
}

/** Builds the request helper of spec §7 on one ky instance. */
export function createRequester(options: RequesterOptions): Requester {
  const http = ky.create({
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeout,
    // The spec's helper does not retry; a retried POST could, e.g., send a message twice.
    retry: 0,
    // Status handling is ours: the body of an error answer carries what flows key on.
    throwHttpErrors: false,
    headers: { accept: 'application/json' },
  });

  return async function request<S extends v.GenericSchema>(spec: RequestSpec<S>): Promise<v.InferOutput<S>> {
    const method = String(spec.method).toUpperCase();
    if (!isAllowedMethod(method)) {
      throw new ApiError(ApiErrorCode.METHOD_NOT_ALLOWED, `The method "${spec.method}" is not allowed: the request helper only sends ${ALLOWED_METHODS.join(', ')}.`);
    }
    const what = `${method} ${spec.path}`;
    if (spec.json !== undefined && spec.form !== undefined) {
      throw new ApiError(ApiErrorCode.BAD_INPUT, `${what} was given both a JSON and a multipart body.`);
    }
    if (method === 'GET' && (spec.json !== undefined || spec.form !== undefined)) {
      throw new ApiError(ApiErrorCode.BAD_INPUT, `${what} cannot carry a body.`);
    }
    let json: unknown;
    try {
      json = spec.json === undefined ? undefined : stripTags(spec.json);
    } catch (cause) {
      throw new ApiError(ApiErrorCode.BAD_INPUT, cause instanceof Error ? cause.message : String(cause), { cause });
    }

    const searchParams = new URLSearchParams();
    for (const [key, value] of Object.entries(spec.query ?? {})) {
      if (value !== undefined && value !== null) searchParams.set(key, String(value));
    }
    searchParams.set(TIMESTAMP_PARAM, String(Date.now()));

    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(spec.headers ?? {})) {
      if (name.toLowerCase() !== 'authorization') headers[name.toLowerCase()] = value;
    }
    const auth = spec.auth ?? 'none';
    if (auth === 'basic') headers.authorization = `Bearer ${options.basicKey}`;
    if (auth === 'bearer' || auth === 'client') {
      const token = options.getAccessToken();
      // Without a token a user call still goes out: the API's 401 is the truth about the session.
      if (token) headers.authorization = `Bearer ${token}`;
      else if (auth === 'client') headers.authorization = `Bearer ${options.basicKey}`;
    }

    let response: Response;
    try {
      response = await http(joinUrl(spec.origin === 'site' ? options.siteUrl : options.baseUrl, spec.path), {
        method,
        searchParams,
        headers,
        ...(json !== undefined ? { json } : {}),
        ...(spec.form !== undefined ? { body: spec.form } : {}),
        timeout: spec.timeout ?? options.timeout,
        ...(spec.credentials ? { credentials: spec.credentials } : {}),
      });
    } catch (cause) {
      if (isTimeoutError(cause)) {
        throw new ApiError(ApiErrorCode.TIMEOUT, `${what} got no answer within ${spec.timeout ?? options.timeout} ms.`, { cause });
      }
      throw new ApiError(ApiErrorCode.NETWORK, `${what} could not reach the API.`, { cause });
    }

    let text: string;
    try {
      text = await response.text();
    } catch (cause) {
      throw new ApiError(ApiErrorCode.NETWORK, `${what}: the answer was cut off.`, { status: response.status, cause });
    }

    let body: unknown = null;
    const noContent = response.status === 204 || response.status === 205;
    if (!noContent) {
      try {
        body = JSON.parse(text) as unknown;
      } catch (cause) {
        // An error status outranks the body's format: it says more about what went wrong.
        if (!response.ok) throw httpError(response.status, undefined, what);
        throw new ApiError(ApiErrorCode.INVALID_JSON, 'Invalid JSON', { status: response.status, cause });
      }
    }
    if (!response.ok) throw httpError(response.status, body, what);
    const embedded = embeddedError(body);
    if (embedded) throw httpError(embedded.statusCode ?? response.status, body, what);

    const parsed = v.safeParse(spec.schema, body);
    if (!parsed.success) {
      throw new ApiError(ApiErrorCode.SCHEMA, `The answer of ${what} does not have the expected shape: ${v.summarize(parsed.issues)}`, {
        status: response.status,
        cause: parsed.issues,
      });
    }
    return parsed.output;
  };
}
