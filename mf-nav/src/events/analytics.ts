import { getBus } from '@hourspace/bus';

/** Where a locale was chosen, for the 'locale updated' event's `ui_element`. */
export type LocaleUiElement = 'nav_locale_selector' | 'footer_locale_selector';

/** Spec §7 analytics: 'locale updated' {changed_from, changed_to, ui_element, ssoid}. */
export function trackLocaleUpdated(properties: { changed_from: string; changed_to: string; ui_element: LocaleUiElement; ssoid: string | null }): void {
  getBus().publish('analytics:track', { event: 'locale updated', properties });
}
