import type { Method, Notice } from './notices';

/** A social provider's person, as the sign-up and log-in flows need them. */
export interface SocialIdentity {
  provider: 'google' | 'apple' | 'facebook';
  /** Sent as social_access_token. */
  token: string;
  /** Sent as social_token_type ('access_token', 'code', 'id_token'). */
  tokenType?: string;
  /** The provider's user id (Google and Apple `sub`, Facebook `id`). */
  providerId: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  /** The provider's profile picture, copied into the image service on sign-up. */
  pictureUrl?: string;
}

/** The promo modal's texts (spec §3 Entitlement actions). */
export interface PromoView {
  externalId: string;
  entitlementId: string;
  title: string;
  subtitle: string;
  buttonText: string;
  /** An ended offer is shown with its own texts but never stored or attached. */
  expired: boolean;
}

/** Every modal of this remote, with what it needs to open. */
export type View =
  | { name: 'signup'; source?: string; ref?: string; notice?: Notice }
  | { name: 'login'; type?: Method; err?: string; dest?: string; email?: string; notice?: Notice }
  /** `signup`: part of a sign-up, which ends on Welcome; opened on its own, it just closes. */
  | { name: 'complete-profile'; signup?: boolean; prefill?: { firstName?: string; lastName?: string; avatarUrl?: string } }
  | { name: 'verify-email'; signup?: boolean }
  | { name: 'welcome' }
  | { name: 'social-email'; identity: SocialIdentity; unsubscribe: boolean; notice?: Notice }
  | { name: 'welcome-back'; identity: SocialIdentity }
  | { name: 'phone' }
  | { name: 'phone-verify' }
  | { name: 'phone-failed' }
  | { name: 'promo'; promo: PromoView };

export type ViewName = View['name'];

/** What a flow step decided; the modal host applies it. */
export type Outcome =
  /** Open another modal in place of this one. */
  | { kind: 'show'; view: View }
  /** Stay, showing a message. */
  | { kind: 'notice'; notice: Notice }
  /** Done: close, then open `then` if given (the host phone prompt after a log-in). */
  | { kind: 'close'; then?: View }
  /** The page is being left (terms, a redirect, the Apple authorize page). */
  | { kind: 'left' }
  /** Nothing to do (the person cancelled a provider's window). */
  | { kind: 'stay' };

export const show = (view: View): Outcome => ({ kind: 'show', view });
export const fail = (notice: Notice): Outcome => ({ kind: 'notice', notice });
