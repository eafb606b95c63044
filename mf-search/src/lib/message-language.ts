import type { MessageLanguage } from '@hourspace/validation';

const LANGUAGES: readonly string[] = ['en', 'fr', 'es', 'de'];

/** The validation messages' language for an i18next language or locale ('fr-CA' → 'fr'). */
export function messageLanguage(language: string): MessageLanguage {
  const base = language.split('-')[0]?.toLowerCase() ?? 'en';
  return (LANGUAGES.includes(base) ? base : 'en') as MessageLanguage;
}
