import { ApiError, ApiErrorCode, type ApiClient, type LoginResponse, type Profile } from '@hourspace/api-client';
import { createBus, type Bus } from '@hourspace/bus';
import { signIn } from '@hourspace/session';
import * as v from 'valibot';
import type { FlowDeps } from '../lib/flow-deps';

/** An API answer the way the client throws it. */
export function apiError(status: number, error: string, description?: string, code: string = ApiErrorCode.HTTP): ApiError {
  return new ApiError(code as ApiError['code'], description ?? error, { status, error, ...(description ? { error_description: description } : {}) });
}

/** A login answer. */
export function loginAnswer(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { access_token: 'access-1', refresh_token: null, expires_in: 900, SSOid: 'user-1', ...overrides };
}

/** A profile answer. */
export function profileAnswer(overrides: Partial<Profile> = {}): Profile {
  return { SSOid: 'user-1', email: 'erin@example.com', email_verified: false, is_host: false, phone_verified: false, first_name: null, last_name: null, ...overrides } as Profile;
}

const NO_GRANTS = { email: false, google: false, apple: false, facebook: false, password_reset: false };

/** The grants answer with the given methods on. */
export function grants(methods: Partial<typeof NO_GRANTS> = {}) {
  return { ...NO_GRANTS, ...methods };
}

type Fn = jest.Mock;

/**
 * A fake of the client's request helper answering `value`, parsed with the call's own
 * schema as the real helper does (so transforms like the attachments' `data` unwrap run).
 */
export function requestAnswering(value: unknown): jest.Mock {
  return jest.fn(async (spec: { schema: v.GenericSchema }) => v.parse(spec.schema, value));
}

/** A fake API client: every call a jest mock, with answers for a plain new person. */
export function fakeApi(overrides: Partial<Record<string, Fn>> = {}) {
  const api = {
    getGrants: jest.fn().mockResolvedValue(grants()),
    signup: jest.fn().mockResolvedValue(loginAnswer()),
    authenticate: jest.fn().mockResolvedValue(loginAnswer()),
    getProfile: jest.fn().mockResolvedValue(profileAnswer()),
    updateProfile: jest.fn().mockImplementation(async (body: Record<string, unknown>) => profileAnswer(body as Partial<Profile>)),
    getExperience: jest.fn().mockResolvedValue({ data: [] }),
    sendEmailCode: jest.fn().mockResolvedValue({ success: true }),
    verifyEmailCode: jest.fn().mockResolvedValue({ success: true }),
    sendPhoneCode: jest.fn().mockResolvedValue({ success: true }),
    verifyPhoneCode: jest.fn().mockResolvedValue({ success: true }),
    getEnv: jest.fn().mockResolvedValue({ features: { google_signup: true } }),
    googleConnect: jest.fn(),
    appleConnect: jest.fn(),
    logout: jest.fn().mockResolvedValue({}),
    request: jest.fn(),
    entitlements: { getByExternalId: jest.fn(), getAttachments: jest.fn(), attach: jest.fn().mockResolvedValue({}) },
    ...overrides,
  };
  return api as typeof api & ApiClient;
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** Flow dependencies on a fake API and a bus of their own, with the real session sign-in. */
export function fakeDeps(api: FakeApi = fakeApi(), options: { locale?: string; prefix?: string; bus?: Bus } = {}): FlowDeps & { api: FakeApi; bus: Bus } {
  const bus = options.bus ?? createBus();
  const locale = options.locale ?? 'en-US';
  return { api, bus, locale, prefix: options.prefix ?? 'us', signIn: (login) => signIn(login, { api, bus, locale }) };
}

/** Removes every cookie jsdom holds for the page. */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
