import { ApiError, ApiErrorCode, type LoginResponse, type Profile } from '@hourspace/api-client';
import { createBus, type Bus, type SessionState } from '@hourspace/bus';
import Cookies from 'js-cookie';
import type { SessionApi } from '../profile';

export const GUEST: Profile = {
  SSOid: 'u-guest',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  email_verified: true,
  is_host: false,
  preferred_locale: 'en-GB',
  intercom_hmac: 'secret-hmac',
};

export const HOST: Profile = { ...GUEST, SSOid: 'u-host', is_host: true, host_state: 'POWER_HOST', preferred_locale: null };

/** A login answer as the API gives it: the refresh token withheld (it is in the HttpOnly cookie). */
export function login(overrides: Partial<LoginResponse> = {}): LoginResponse {
  return { access_token: 'access-1', refresh_token: null, expires_in: 900, SSOid: 'u-guest', ...overrides };
}

export function expired(text = 'jwt expired'): ApiError {
  return new ApiError(ApiErrorCode.HTTP, text, { status: 401, error: text, error_description: text });
}

export function serverDown(): ApiError {
  return new ApiError(ApiErrorCode.HTTP, 'down', { status: 503 });
}

/** A fake of the three client calls the session uses; each test scripts its answers. */
export function fakeApi(): jest.Mocked<SessionApi> {
  return {
    getProfile: jest.fn<ReturnType<SessionApi['getProfile']>, []>().mockResolvedValue(GUEST),
    refreshSession: jest.fn<ReturnType<SessionApi['refreshSession']>, []>().mockResolvedValue(login({ access_token: 'access-2' })),
    logout: jest.fn<ReturnType<SessionApi['logout']>, []>().mockResolvedValue(undefined),
  };
}

/** A fresh bus that records every `session` value. */
export function recordingBus(): { bus: Bus; states: SessionState[]; navStates: () => string[] } {
  const bus = createBus();
  const states: SessionState[] = [];
  bus.subscribe('session', (state) => states.push(state));
  return { bus, states, navStates: () => states.map((state) => state.navState) };
}

export function clearAllCookies(): void {
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
}

/** Lets pending promise chains and timers run until `check` holds (or fails after a while). */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 50; i += 1) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  throw new Error('the condition never held');
}
