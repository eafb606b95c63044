import { webEnvironment } from '@hourspace/contracts';
import type { SocialIdentity } from '../views';
import { nameIfLongEnough } from './jwt-claims';

/**
 * The Facebook app and SDK script of this environment (the channel's `facebook`, read at run
 * time: docs/decisions/release-environment-in-the-channel.md); in development the API's local fake, which answers the same calls.
 */
export function facebookSettings(): { appId: string; sdkUrl: string } {
  return webEnvironment().facebook;
}

/** Facebook log-in attempts before giving up (spec §9). */
export const FACEBOOK_MAX_ATTEMPTS = 3;

/** The fields read from the Graph API (spec §3 Facebook user data). */
export const FACEBOOK_FIELDS = 'id,name,first_name,last_name,email,picture.width(256).height(256),work';

const SCOPE = 'public_profile,email';

interface AuthResponse {
  accessToken: string;
  userID: string;
}
interface LoginStatus {
  status: string;
  authResponse: AuthResponse | null;
}
interface GraphError {
  message?: string;
  code?: number;
  error_subcode?: number;
}
/** The Graph API's answer for /me. */
export interface FacebookMe {
  id?: string;
  name?: string;
  first_name?: string;
  last_name?: string;
  email?: string;
  picture?: { data?: { url?: string; is_silhouette?: boolean } };
  error?: GraphError;
}
/** The part of the SDK this remote calls. */
export interface FacebookSdk {
  init(options: Record<string, unknown>): void;
  getLoginStatus(callback: (status: LoginStatus) => void): void;
  login(callback: (status: LoginStatus) => void, options?: { scope: string }): void;
  api(path: string, params: Record<string, string>, callback: (answer: FacebookMe) => void): void;
}

/** A Facebook failure the modal shows with the Facebook message. */
export class FacebookSignInError extends Error {
  override readonly name = 'FacebookSignInError';
}

let loading: Promise<FacebookSdk> | undefined;

/** Loads the SDK script once; a failed load may be tried again. */
export function loadFacebookSdk(settings: { appId: string; sdkUrl: string } = facebookSettings()): Promise<FacebookSdk> {
  const existing = (window as unknown as { FB?: FacebookSdk }).FB;
  if (existing) return Promise.resolve(existing);
  loading ??= new Promise<FacebookSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = settings.sdkUrl;
    script.async = true;
    script.onload = () => {
      const sdk = (window as unknown as { FB?: FacebookSdk }).FB;
      if (sdk) {
        sdk.init({ appId: settings.appId, version: 'v19.0', cookie: false, xfbml: false });
        resolve(sdk);
      } else reject(new FacebookSignInError('The Facebook SDK did not start.'));
    };
    script.onerror = () => {
      script.remove();
      reject(new FacebookSignInError('The Facebook SDK could not be loaded.'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Error 190 with subcode 467: the person logged out of Facebook, so the token is dead (spec §4 step 4). */
export function isLoggedOutError(error: GraphError | undefined): boolean {
  return error?.code === 190 && error.error_subcode === 467;
}

const loginStatus = (sdk: FacebookSdk) => new Promise<LoginStatus>((resolve) => sdk.getLoginStatus(resolve));
const logIn = (sdk: FacebookSdk) => new Promise<LoginStatus>((resolve) => sdk.login(resolve, { scope: SCOPE }));
const readMe = (sdk: FacebookSdk) => new Promise<FacebookMe>((resolve) => sdk.api('/me', { fields: FACEBOOK_FIELDS }, resolve));

/** The Facebook person as the flows need them. */
export function identityFromFacebook(auth: AuthResponse, me: FacebookMe): SocialIdentity {
  const firstName = nameIfLongEnough(me.first_name);
  const lastName = nameIfLongEnough(me.last_name);
  const picture = me.picture?.data;
  return {
    provider: 'facebook',
    token: auth.accessToken,
    tokenType: 'access_token',
    providerId: me.id ?? auth.userID,
    ...(me.email ? { email: me.email } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(picture?.url && !picture.is_silhouette ? { pictureUrl: picture.url } : {}),
  };
}

/**
 * Facebook sign-in (spec §4 step 4): the login status, a log-in with public_profile and
 * email when not connected, then the basic fields. Up to 3 attempts; a logged-out token
 * (190/467) is logged in again. Null when the person cancelled.
 */
export async function signInWithFacebook(load: () => Promise<FacebookSdk> = () => loadFacebookSdk()): Promise<SocialIdentity | null> {
  let lastError: unknown;
  let forceLogin = false;
  for (let attempt = 1; attempt <= FACEBOOK_MAX_ATTEMPTS; attempt++) {
    let sdk: FacebookSdk;
    try {
      sdk = await load();
    } catch (error) {
      lastError = error;
      continue;
    }
    const status = forceLogin ? null : await loginStatus(sdk);
    const auth = status?.status === 'connected' && status.authResponse ? status.authResponse : (await logIn(sdk)).authResponse;
    if (!auth) return null;
    const me = await readMe(sdk);
    if (!me.error && me.id) return identityFromFacebook(auth, me);
    lastError = new FacebookSignInError(me.error?.message ?? 'Facebook answered without a user id.');
    forceLogin = isLoggedOutError(me.error);
  }
  throw lastError instanceof FacebookSignInError ? lastError : new FacebookSignInError('Facebook sign-in failed.', { cause: lastError });
}
