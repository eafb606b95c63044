import type { ApiClient } from '@hourspace/api-client';
import { page, safeDestination } from '../page';
import type { SocialIdentity } from '../views';
import { nameIfLongEnough } from './jwt-claims';

/** What the Apple return fragment says, once read. */
export type AppleReturn = { kind: 'identity'; intent: 'signup' | 'login'; identity: SocialIdentity } | { kind: 'error' };

/**
 * Reads the fragment the API's Apple callback sends the browser back with (form_post
 * answered server-side): `#a=login|signup&type=apple&social_access_token=…&provider_id=…`
 * plus email and names when Apple gave them, or `#a=login&type=apple&err=apple`. Null for
 * any other hash.
 */
export function readAppleReturn(hash: string): AppleReturn | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (params.get('type') !== 'apple') return null;
  if (params.get('err') === 'apple') return { kind: 'error' };
  const token = params.get('social_access_token');
  const providerId = params.get('provider_id');
  if (!token || !providerId) return null;
  const email = params.get('email');
  const firstName = nameIfLongEnough(params.get('first_name'));
  const lastName = nameIfLongEnough(params.get('last_name'));
  return {
    kind: 'identity',
    intent: params.get('a') === 'signup' ? 'signup' : 'login',
    identity: {
      provider: 'apple',
      token,
      tokenType: 'code',
      providerId,
      ...(email ? { email } : {}),
      ...(firstName ? { firstName } : {}),
      ...(lastName ? { lastName } : {}),
    },
  };
}

function authorizeUrlOf(connect: {
  authorizeUrl?: unknown;
  clientId: string;
  redirectUri?: string | null | undefined;
  stateCode: string;
  nonce?: string | null | undefined;
}): string | null {
  if (typeof connect.authorizeUrl === 'string') return connect.authorizeUrl;
  if (!connect.redirectUri) return null;
  const url = new URL('https://appleid.apple.com/auth/authorize');
  const params = {
    client_id: connect.clientId,
    redirect_uri: connect.redirectUri,
    response_type: 'code id_token',
    scope: 'email name',
    response_mode: 'form_post',
    state: connect.stateCode,
    // The API checks the ID token's nonce against the one it issued with the state.
    ...(connect.nonce ? { nonce: connect.nonce } : {}),
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/**
 * Apple sign-in (spec §4 step 4, §7 apple-connect): asks the site for a state, then sends
 * the whole page to Apple's authorize URL (response 'code id_token', scope 'email name',
 * form_post). Apple posts back to the site, which returns here with the fragment above.
 */
export async function startAppleSignIn(api: ApiClient, options: { intent: 'signup' | 'login'; source?: string | undefined }): Promise<void> {
  const here = page.url();
  const connect = await api.appleConnect({
    ...(options.source ? { source: options.source } : {}),
    actionRequested: options.intent,
    reqFromPath: safeDestination(`${here.pathname}${here.search}`, here.href) ?? '/',
  });
  const url = authorizeUrlOf(connect);
  if (!url) throw new Error('apple-connect answered without a redirect URI');
  page.assign(url);
}
