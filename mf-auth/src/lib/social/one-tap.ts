import type { SocialIdentity } from '../views';
import { nameIfLongEnough, readIdTokenClaims } from './jwt-claims';

/**
 * The person of a Google One Tap credential (an id_token). Names are used only if longer
 * than 1 character (spec §5). Null when the credential is not a readable id_token.
 */
export function identityFromOneTap(credential: string): SocialIdentity | null {
  const claims = readIdTokenClaims(credential);
  if (!claims) return null;
  const firstName = nameIfLongEnough(claims.given_name);
  const lastName = nameIfLongEnough(claims.family_name);
  return {
    provider: 'google',
    token: credential,
    tokenType: 'id_token',
    providerId: claims.sub,
    ...(claims.email ? { email: claims.email } : {}),
    ...(firstName ? { firstName } : {}),
    ...(lastName ? { lastName } : {}),
    ...(claims.picture ? { pictureUrl: claims.picture } : {}),
  };
}

interface GoogleIdentityServices {
  accounts: {
    id: {
      initialize(options: { client_id: string; callback: (answer: { credential?: string }) => void; cancel_on_tap_outside?: boolean; nonce?: string }): void;
      prompt(): void;
      cancel(): void;
    };
  };
}

/**
 * Shows Google One Tap for a signed-out visitor: loads Google's script from `scriptUrl`
 * and hands every credential (an ID token carrying `nonce`) to `onCredential`. Returns a stop function. Only started when
 * the environment names a script (the local API has no One Tap).
 */
export function startOneTap(options: { scriptUrl: string; clientId: string; nonce: string; onCredential: (credential: string) => void }): () => void {
  let stopped = false;
  const script = document.createElement('script');
  script.src = options.scriptUrl;
  script.async = true;
  script.onload = () => {
    const google = (window as unknown as { google?: GoogleIdentityServices }).google;
    if (stopped || !google) return;
    google.accounts.id.initialize({
      client_id: options.clientId,
      nonce: options.nonce,
      cancel_on_tap_outside: true,
      callback: (answer) => {
        if (answer.credential) options.onCredential(answer.credential);
      },
    });
    google.accounts.id.prompt();
  };
  script.onerror = () => console.warn('[mf-auth] Google One Tap could not be loaded');
  document.head.appendChild(script);
  return () => {
    stopped = true;
    (window as unknown as { google?: GoogleIdentityServices }).google?.accounts.id.cancel();
    script.remove();
  };
}
