import type { ArticleCategory, DocumentLanguage } from '../types';

/** The blog's articles, newest first: the home blog carousel links to each slug (`/resources/<slug>`). */
export const ARTICLE_META = [
  { slug: 'plan-a-memorable-offsite', category: 'guides', published: '2026-11-02', minutes: 6 },
  { slug: 'questions-before-booking-a-studio', category: 'production', published: '2026-10-21', minutes: 5 },
  { slug: 'dinner-party-for-20', category: 'events', published: '2026-10-08', minutes: 5 },
  { slug: 'natural-light-for-your-shoot', category: 'production', published: '2026-09-24', minutes: 4 },
  { slug: 'hybrid-meeting-checklist', category: 'meetings', published: '2026-09-10', minutes: 4 },
  { slug: 'hosts-who-built-a-business', category: 'host-stories', published: '2026-08-27', minutes: 7 },
] as const satisfies readonly { slug: string; category: ArticleCategory; published: string; minutes: number }[];

export type ArticleSlug = (typeof ARTICLE_META)[number]['slug'];

/** The category names as the blog shows them, per language (the same labels the home carousel uses). */
export const CATEGORY_LABELS: Record<DocumentLanguage, Record<ArticleCategory, string>> = {
  en: { guides: 'Guides', production: 'Production', events: 'Events', meetings: 'Meetings', 'host-stories': 'Host stories' },
  fr: { guides: 'Conseils pratiques', production: 'Tournages', events: 'Événements', meetings: 'Réunions', 'host-stories': "Histoires d'hôtes" },
  es: { guides: 'Guías', production: 'Producción', events: 'Eventos', meetings: 'Reuniones', 'host-stories': 'Historias de anfitriones' },
  de: { guides: 'Ratgeber', production: 'Produktion', events: 'Events', meetings: 'Meetings', 'host-stories': 'Gastgebergeschichten' },
};
