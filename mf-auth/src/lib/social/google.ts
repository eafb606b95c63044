import type { ApiClient } from '@hourspace/api-client';
import { safeHref } from '@hourspace/contracts';
import { COOKIE, getCookie, removeCookie } from '@hourspace/session';
import * as v from 'valibot';
import type { SocialIdentity } from '../views';
import { nameIfLongEnough, readIdTokenClaims } from './jwt-claims';

/** How often the page checks whether the Google popup closed (spec §9). */
export const GOOGLE_POLL_MS = 500;

/** A Google failure the modal shows as 'Something went wrong. Please try again'. */
export class GoogleSignInError extends Error {
  override readonly name = 'GoogleSignInError';
}

/** What the popup leaves in the ps_g_user cookie for the page that opened it. */
export const GoogleUserCookieSchema = v.object({
  state: v.string(),
  accessToken: v.optional(v.string()),
  idToken: v.optional(v.string()),
  error: v.optional(v.string()),
});
export type GoogleUserCookie = v.InferOutput<typeof GoogleUserCookieSchema>;

function readGoogleCookie(): GoogleUserCookie | null {
  const raw = getCookie(COOKIE.psGUser);
  if (!raw) return null;
  try {
    const parsed = v.safeParse(GoogleUserCookieSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Waits for the popup to close, checking every 500 ms, then reads the cookie it left. */
export function waitForGooglePopup(popup: Pick<Window, 'closed'>, pollMs = GOOGLE_POLL_MS): Promise<GoogleUserCookie | null> {
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      if (!popup.closed) return;
      clearInterval(timer);
      const data = readGoogleCookie();
      removeCookie(COOKIE.psGUser);
      resolve(data);
    }, pollMs);
  });
}

const PeopleSchema = v.looseObject({
  photos: v.optional(
    v.array(v.looseObject({ url: v.optional(v.string()), default: v.optional(v.boolean()), metadata: v.optional(v.looseObject({ primary: v.optional(v.boolean()) })) })),
  ),
});

/** The people service next to the authorize URL (the local fake serves both under /dev/google). */
export function peopleServiceUrl(authorizeUrl: string): string {
  const url = new URL(authorizeUrl);
  if (url.hostname === 'accounts.google.com') return 'https://people.googleapis.com/v1/people/me';
  const base = url.pathname.replace(/\/o\/oauth2\/v2\/auth$/, '');
  return `${url.origin}${base}/v1/people/me`;
}

/** The person's own photo from the people service (not Google's default silhouette), if any. */
export async function readGooglePhoto(peopleUrl: string, accessToken: string): Promise<string | undefined> {
  try {
    const response = await fetch(`${peopleUrl}?personFields=photos,phoneNumbers`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!response.ok) return undefined;
    const parsed = v.safeParse(PeopleSchema, await response.json());
    if (!parsed.success) return undefined;
    const photos = (parsed.output.photos ?? []).filter((p) => p.url && !p.default);
    return (photos.find((p) => p.metadata?.primary) ?? photos[0])?.url;
  } catch (error) {
    console.warn('[mf-auth] the Google people service did not answer', error);
    return undefined;
  }
}

function authorizeUrlOf(connect: { authorizeUrl?: unknown; clientId: string; redirectUri: string; state: string; nonce: string }): string {
  if (typeof connect.authorizeUrl === 'string') return connect.authorizeUrl;
  const url = new URL('https://accounts.google.com/o/oauth2/v2/auth');
  const params = {
    client_id: connect.clientId,
    redirect_uri: connect.redirectUri,
    response_type: 'id_token token',
    scope: 'email profile',
    state: connect.state,
    nonce: connect.nonce,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Google sign-in (spec §4 step 4, §7 google-connect): opens the popup at once (inside the
 * click, so no blocker stops it), asks the site for state and nonce, sends the popup to
 * Google, polls every 500 ms for it closing, and reads the user it left in ps_g_user.
 * Null when the person closed the popup or cancelled; GoogleSignInError on failure.
 */
export async function signInWithGoogle(
  api: ApiClient,
  action: 'signup' | 'login',
  openPopup: () => Window | null = () => window.open('', 'hs-google', 'popup,width=480,height=640'),
): Promise<SocialIdentity | null> {
  const popup = openPopup();
  if (!popup) throw new GoogleSignInError('The Google window was blocked.');
  let connect;
  try {
    connect = await api.googleConnect({ action });
  } catch (error) {
    popup.close();
    throw new GoogleSignInError('google-connect failed', { cause: error });
  }
  // The popup only ever goes to an http(s) URL: the site's answer is data, not code.
  const authorizeUrl = safeHref(authorizeUrlOf(connect), window.location.href);
  if (authorizeUrl === null) {
    popup.close();
    throw new GoogleSignInError('google-connect answered an authorize URL that is not http(s)');
  }
  removeCookie(COOKIE.psGUser);
  popup.location.href = authorizeUrl;
  const data = await waitForGooglePopup(popup);
  if (!data) return null;
  if (data.state !== connect.state) throw new GoogleSignInError('The Google answer belongs to another sign-in.');
  if (data.error === 'access_denied') return null;
  if (data.error || !data.accessToken) throw new GoogleSignInError(`Google answered ${data.error ?? 'without a token'}`);
  const claims = data.idToken ? readIdTokenClaims(data.idToken) : null;
  if (!claims) throw new GoogleSignInError('Google answered without a readable id_token.');
  if (claims.nonce !== undefined && claims.nonce !== connect.nonce) throw new GoogleSignInError('The Google id_token has another nonce.');
  const firstName = nameIfLongEnough(claims.given_name);
  const lastName = nameIfLongEnough(claims.family_name);
  const picture = claims.picture ?? (await readGooglePhoto(peopleServiceUrl(authorizeUrl), data.accessToken));
  return {
    provider: 'google',
    // The API verifies the ID token (Google's JWKS and the nonce google-connect issued); the access token stays here, for the people service.
    token: data.idToken as string,
    tokenType: 'id_token',
    providerId: claims.sub,
    ...(claims.email ? { email: claims.email } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(picture ? { pictureUrl: picture } : {}),
  };
}
