import type { AuthenticateRequest, LoginResponse } from '@hourspace/api-client';
import { isLocaleCode, localeInfo, switchLocalePath } from '@hourspace/i18n';
import { COOKIE, readForterToken, setCookie } from '@hourspace/session';
import { callErrorNotice, loginErrorNotice, notice, type Method, type Notice } from './notices';
import { page, safeDestination, sitePath } from './page';
import { track, type FlowDeps } from './flow-deps';
import { fail, type Outcome } from './views';

/**
 * Logs in with `request`, the page's Forter token added when it has one (spec §3 Login
 * request), then completes the log-in. A refused log-in shows `refused`'s notice when it names
 * one, else `loginErrorNotice`'s; an account due a password reset is told so.
 */
export async function logInAndComplete(
  deps: FlowDeps,
  request: AuthenticateRequest,
  options: { method: Method; dest?: string | undefined },
  refused: (error: unknown) => Notice | null = () => null,
): Promise<Outcome> {
  let login: LoginResponse;
  try {
    const forter = readForterToken();
    login = await deps.api.authenticate({ ...request, ...(forter ? { forterTokenCookie: forter } : {}) });
  } catch (error) {
    return fail(refused(error) ?? loginErrorNotice(error));
  }
  if (login.aggressivePasswordReset) return fail(notice('passwordReset'));
  return completeLogin(deps, login, options);
}

/**
 * After a successful log-in (spec §4 Login flow): session cookies, host-referral cookies
 * cleared, profile read, preferred_locale for 6 hours and the `session` topic (all in
 * `signIn`); the login recorded; the terms check. Pending terms send the person to
 * /updated-terms with the current URL in `turls`. Otherwise a same-site `dest` is
 * followed, or the page moves to the profile's locale prefix when it differs; else the
 * modal closes, and a host without a verified phone is asked for it next.
 */
export async function completeLogin(deps: FlowDeps, login: LoginResponse, options: { method: Method; dest?: string | undefined }): Promise<Outcome> {
  let profile;
  try {
    ({ profile } = await deps.signIn(login));
  } catch (error) {
    return fail(callErrorNotice(error));
  }
  track(deps, 'login recorded', { method: options.method, ssoid: profile.SSOid });

  try {
    const terms = await deps.api.getExperience({ name: 'terms', trigger: 'sign-in' });
    if (terms.data.length > 0) {
      const here = page.url();
      // Where they were, or where they were going (a log-in's `dest`, e.g. from /signin).
      setCookie(COOKIE.turls, safeDestination(options.dest) ?? safeDestination(`${here.pathname}${here.search}`, here.href) ?? sitePath(deps.prefix, '/'));
      page.assign(sitePath(deps.prefix, '/updated-terms'));
      return { kind: 'left' };
    }
  } catch (error) {
    // The terms check must not stop a log-in that worked; the next page load asks again.
    console.warn('[mf-auth] the terms check failed', error);
  }

  const dest = safeDestination(options.dest);
  if (dest) {
    page.assign(dest);
    return { kind: 'left' };
  }
  const preferred = profile.preferred_locale;
  if (preferred && isLocaleCode(preferred) && localeInfo(preferred).url_prefix !== deps.prefix) {
    const here = page.url();
    const next = safeDestination(switchLocalePath({ pathname: here.pathname, search: here.search }, preferred), here.href);
    if (next) {
      page.assign(next);
      return { kind: 'left' };
    }
  }
  if (profile.is_host && !profile.phone_verified) return { kind: 'close', then: { name: 'phone' } };
  return { kind: 'close' };
}
