import { localeInfo } from '@hourspace/i18n';

/** A path of this site under the page's locale prefix: `sitePath('us', '/host')` is `/us/host`. */
export function sitePath(prefix: string, rest: string): string {
  const tail = rest.startsWith('/') || rest.startsWith('#') ? rest : `/${rest}`;
  return tail.startsWith('#') ? `/${prefix}/${tail}` : `/${prefix}${tail}`;
}

/**
 * The product's sites outside this app (spec §2 "External links"), in one place so a
 * change of address is one edit. See docs/decisions/nav-layout.md.
 */
export const EXTERNAL_SITES = {
  about: 'https://about.hourspace.com/',
  press: 'https://about.hourspace.com/press',
  careers: 'https://about.hourspace.com/careers',
  community: 'https://community.hourspace.com/',
  helpCentre: 'https://help.hourspace.com/hc/',
  appStore: 'https://apps.apple.com/app/hourspace',
  googlePlay: 'https://play.google.com/store/apps/details?id=com.hourspace.app',
} as const;

/** The help centre in the locale's language (its zendesk_url_locale, spec §3). */
export function helpCentreUrl(locale: string): string {
  return `${EXTERNAL_SITES.helpCentre}${localeInfo(locale).zendesk_url_locale}`;
}

/** The help centre's trust and safety section in the locale's language. */
export function trustAndSafetyUrl(locale: string): string {
  return `${helpCentreUrl(locale)}/categories/trust-and-safety`;
}

/** The social profiles of spec §2, in its order. */
export const SOCIAL_LINKS = [
  { id: 'facebook', href: 'https://www.facebook.com/hourspace' },
  { id: 'instagram', href: 'https://www.instagram.com/hourspace/' },
  { id: 'x', href: 'https://x.com/hourspace' },
  { id: 'linkedin', href: 'https://www.linkedin.com/company/hourspace/' },
  { id: 'pinterest', href: 'https://www.pinterest.com/hourspace/' },
  { id: 'tiktok', href: 'https://www.tiktok.com/@hourspace' },
  { id: 'youtube', href: 'https://www.youtube.com/@hourspace' },
] as const;
export type SocialNetwork = (typeof SOCIAL_LINKS)[number]['id'];
