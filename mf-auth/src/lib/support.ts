import { localeInfo } from '@hourspace/i18n';

/** The help centre's origin (spec §2: help centre is an external link). */
export const HELP_CENTRE_ORIGIN = 'https://help.hourspace.com';

/** The help centre's "contact support" form in the locale's language (its zendesk_url_locale). */
export function supportUrl(locale: string): string {
  return `${HELP_CENTRE_ORIGIN}/hc/${localeInfo(locale).zendesk_url_locale}/requests/new`;
}
