import * as v from 'valibot';
import { MESSAGES } from './messages';

/**
 * The locales of spec §3. Kept here (not imported from @hourspace/i18n) so the
 * validation package stays a leaf every package, the API included, can depend on.
 */
export const SUPPORTED_LOCALES = ['en-US', 'en-GB', 'fr-FR', 'fr-CA', 'es-ES', 'de-DE', 'en-CA', 'en-AU'] as const;

/** A supported locale code. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];

/** preferred_locale: one of the supported locales, exactly as written above. */
export const PreferredLocaleSchema = v.picklist(SUPPORTED_LOCALES, MESSAGES['locale.invalid']);
/** A preferred locale. */
export type PreferredLocale = v.InferOutput<typeof PreferredLocaleSchema>;
