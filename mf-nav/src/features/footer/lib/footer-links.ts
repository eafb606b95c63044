import { LOCALES, type Language, type LocaleInfo } from '@hourspace/i18n';
import { EXTERNAL_SITES, helpCentreUrl, sitePath, trustAndSafetyUrl } from '../../../lib/site-links';

/** A footer link; the label is `footer.<id>` in the mf-nav namespace. */
export interface FooterLink {
  id: string;
  href: string;
}

/** A titled column of footer links; `privacyChoices` adds the consent manager button. */
export interface FooterColumn {
  id: 'discover' | 'hosting' | 'company' | 'legal';
  links: FooterLink[];
  privacyChoices?: boolean;
}

/**
 * The footer's columns (spec §2 Other routes). Site pages carry the country prefix,
 * /resources too: the blog is written per locale (mf-home;
 * docs/decisions/public-content-pages.md).
 */
export function footerColumns(prefix: string, locale: string): FooterColumn[] {
  const site = (id: string, rest: string): FooterLink => ({ id, href: sitePath(prefix, rest) });
  return [
    { id: 'discover', links: [site('activities', '/plan/activities'), site('locations', '/venues/locations'), site('resources', '/resources')] },
    {
      id: 'hosting',
      links: [site('listYourSpace', '/host'), { id: 'community', href: EXTERNAL_SITES.community }, { id: 'trustAndSafety', href: trustAndSafetyUrl(locale) }],
    },
    {
      id: 'company',
      links: [
        { id: 'about', href: EXTERNAL_SITES.about },
        { id: 'press', href: EXTERNAL_SITES.press },
        { id: 'careers', href: EXTERNAL_SITES.careers },
        { id: 'helpCentre', href: helpCentreUrl(locale) },
      ],
    },
    {
      id: 'legal',
      links: [site('terms', '/legal/terms'), site('privacy', '/legal/privacy'), site('californiaPrivacy', '/legal/privacy#california-privacy')],
      privacyChoices: true,
    },
  ];
}

/** A country link: the locale's home page, named by its country label (spec §9). */
export interface CountryLink {
  locale: LocaleInfo;
  href: string;
  /** The locale's language, in that language, when two locales share the country (Canada). */
  language: string | null;
}

/**
 * Each language's name in itself, as `Intl.DisplayNames` gives it with a capital. A table, not
 * that call: the page's first `Intl.DisplayNames` loads the browser's display-name data, which
 * made the footer's first render one of the page's longest tasks on a phone
 * (docs/decisions/main-thread-tasks.md).
 * A test compares the table with `Intl.DisplayNames`.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

/** The country links by prefix: one per locale, in the locale table's order. */
export function countryLinks(): CountryLink[] {
  return LOCALES.map((info) => ({
    locale: info,
    href: `/${info.url_prefix}/`,
    language: LOCALES.filter((other) => other.country === info.country).length > 1 ? LANGUAGE_NAMES[info.language] : null,
  }));
}
