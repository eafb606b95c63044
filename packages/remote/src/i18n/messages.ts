import type { Language } from '@hourspace/i18n';

/** The few strings this package shows itself (namespace `remote`). */
export const REMOTE_MESSAGES: Record<Language, { failed: string; failedHint: string; retry: string }> = {
  en: { failed: 'This part of the page could not load.', failedHint: 'The rest of the site still works.', retry: 'Try again' },
  fr: { failed: "Cette partie de la page n'a pas pu se charger.", failedHint: 'Le reste du site fonctionne toujours.', retry: 'Réessayer' },
  es: { failed: 'Esta parte de la página no se ha podido cargar.', failedHint: 'El resto del sitio sigue funcionando.', retry: 'Reintentar' },
  de: { failed: 'Dieser Teil der Seite konnte nicht geladen werden.', failedHint: 'Der Rest der Website funktioniert weiterhin.', retry: 'Erneut versuchen' },
};
