import type { Rng } from '../lib/rng';
import type { PhotoStyle } from './photos';

type Lang = 'en' | 'fr' | 'es' | 'de';

/** Keys of what a space includes; the front end translates them. */
export const INCLUDED_ITEMS = [
  'wifi',
  'tables_chairs',
  'sound_system',
  'projector',
  'kitchen',
  'restrooms',
  'natural_light',
  'lighting_kit',
  'backdrop',
  'parking',
  'heating_ac',
  'bar',
  'outdoor_area',
  'step_free_access',
] as const;
/** Keys of house rules; the front end translates them. */
export const HOUSE_RULES = ['no_smoking', 'no_pets', 'no_outside_catering', 'quiet_after_22', 'clean_up', 'no_confetti', 'no_open_flames', 'minors_supervised'] as const;
export const CANCELLATION_POLICIES = ['flexible', 'moderate', 'strict'] as const;

const STYLE_INCLUDED: Record<PhotoStyle, (typeof INCLUDED_ITEMS)[number][]> = {
  loft: ['wifi', 'tables_chairs', 'sound_system', 'natural_light', 'restrooms', 'heating_ac', 'step_free_access'],
  studio: ['wifi', 'natural_light', 'lighting_kit', 'backdrop', 'restrooms', 'heating_ac', 'parking'],
  garden: ['tables_chairs', 'outdoor_area', 'restrooms', 'parking', 'natural_light'],
  rooftop: ['tables_chairs', 'sound_system', 'bar', 'outdoor_area', 'restrooms', 'wifi'],
  boardroom: ['wifi', 'tables_chairs', 'projector', 'heating_ac', 'restrooms', 'step_free_access'],
  gallery: ['wifi', 'natural_light', 'lighting_kit', 'restrooms', 'step_free_access', 'heating_ac'],
  bar: ['sound_system', 'bar', 'tables_chairs', 'restrooms', 'wifi', 'heating_ac'],
  kitchen: ['kitchen', 'tables_chairs', 'wifi', 'restrooms', 'natural_light'],
};

/** First names of the demo hosts that own the spaces no named demo account owns. */
export const DEMO_HOST_NAMES: readonly [string, string][] = [
  ['Maya', 'Ross'],
  ['Léa', 'Martin'],
  ['Diego', 'Navarro'],
  ['Jonas', 'Weber'],
  ['Priya', 'Shah'],
  ['Tom', 'Baker'],
  ['Chloé', 'Dubois'],
  ['Lucía', 'Romero'],
  ['Felix', 'Schmidt'],
  ['Ava', 'Nguyen'],
  ['Oliver', 'Hughes'],
  ['Sofia', 'Costa'],
];

const REVIEWER_NAMES = ['Alex', 'Sam', 'Jordan', 'Nina', 'Omar', 'Clara', 'Ben', 'Ines', 'Marta', 'Paul', 'Hana', 'Luca'];

const REVIEWS: Record<Lang, { body: string[]; responses: string[] }> = {
  en: {
    body: [
      'The space was exactly as pictured and the host was quick to answer every question.',
      'Great light and plenty of room for our team. Check-in was easy.',
      'We hosted a birthday here and everyone loved it. Would book again.',
      'Clean, well equipped and in a great location. A few chairs were missing but the host sorted it out.',
      'Perfect for our shoot: quiet, bright and the host helped us set up.',
    ],
    responses: [
      'Thank you for choosing our space, come back any time!',
      'Thanks for the kind words, it was a pleasure hosting you.',
      'Thanks for the feedback: we have added more chairs since.',
    ],
  },
  fr: {
    body: [
      "L'espace correspondait parfaitement aux photos et l'hôte a répondu rapidement à toutes nos questions.",
      'Très belle lumière et beaucoup de place pour notre équipe. Arrivée très simple.',
      'Nous y avons fêté un anniversaire et tout le monde a adoré. À refaire.',
      "Propre, bien équipé et très bien situé. Il manquait quelques chaises mais l'hôte a tout réglé.",
    ],
    responses: ['Merci d’avoir choisi notre espace, à bientôt !', 'Merci pour ce gentil message, ce fut un plaisir de vous accueillir.'],
  },
  es: {
    body: [
      'El espacio era tal cual las fotos y el anfitrión respondió rápido a todas nuestras preguntas.',
      'Muy buena luz y mucho sitio para el equipo. La llegada fue muy fácil.',
      'Celebramos un cumpleaños y a todos les encantó. Repetiremos.',
      'Limpio, bien equipado y muy bien ubicado. Faltaban algunas sillas pero el anfitrión lo solucionó.',
    ],
    responses: ['¡Gracias por elegir nuestro espacio, vuelve cuando quieras!', 'Gracias por tus palabras, fue un placer recibiros.'],
  },
  de: {
    body: [
      'Der Raum sah genau aus wie auf den Fotos und der Gastgeber hat alle Fragen schnell beantwortet.',
      'Tolles Licht und viel Platz für unser Team. Der Check-in war unkompliziert.',
      'Wir haben hier einen Geburtstag gefeiert und alle waren begeistert. Gerne wieder.',
      'Sauber, gut ausgestattet und super gelegen. Ein paar Stühle fehlten, aber der Gastgeber hat sich gekümmert.',
    ],
    responses: ['Danke, dass Sie unseren Raum gewählt haben. Bis bald!', 'Vielen Dank für die netten Worte, es war uns eine Freude.'],
  },
};

/** The page details of a space: minimum hours, what is included, house rules and cancellation policy. */
export function spaceDetails(rng: Rng, style: PhotoStyle) {
  return {
    minHours: rng.pick([1, 1, 2, 2, 2, 3]),
    included: rng.sample(STYLE_INCLUDED[style], rng.int(3, STYLE_INCLUDED[style].length)),
    houseRules: rng.sample(HOUSE_RULES, rng.int(2, 4)),
    cancellationPolicy: rng.pick(CANCELLATION_POLICIES),
  };
}

/** The gallery of a space: its cover first, then up to four more photos of the same style. */
export function galleryOf(rng: Rng, cover: string, sameStyle: readonly string[]): string[] {
  return [
    cover,
    ...rng.sample(
      sameStyle.filter((id) => id !== cover),
      rng.int(2, 4),
    ),
  ];
}

/** A few reviews in the space's language, some with the host's response, up to `count`. */
export function reviewsOf(rng: Rng, spaceId: number, language: Lang, count: number, now: Date) {
  const copy = REVIEWS[language];
  return Array.from({ length: Math.min(count, rng.int(1, 3)) }, (_, i) => {
    const responded = rng.chance(0.5);
    const createdAt = new Date(now.getTime() - (i * 23 + rng.int(3, 20)) * 86_400_000);
    return {
      spaceId,
      authorName: rng.pick(REVIEWER_NAMES),
      rating: rng.pick([4, 5, 5, 5]),
      body: rng.pick(copy.body),
      hostResponse: responded ? rng.pick(copy.responses) : null,
      respondedAt: responded ? new Date(createdAt.getTime() + 86_400_000) : null,
      createdAt,
    };
  });
}
