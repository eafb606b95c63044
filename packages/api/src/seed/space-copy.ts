import type { PhotoStyle } from './photos';

type Gender = 'm' | 'f' | 'n';
type Lang = 'en' | 'fr' | 'es' | 'de';

/** Words that space titles are built from, per language (the language of the space's country). */
interface TitleWords {
  nouns: Record<PhotoStyle, [noun: string, gender: Gender][]>;
  /** Adjective forms by gender (English ignores gender). */
  adjectives: Record<Gender, string>[];
  features: string[];
  /** How noun, adjective and feature combine. */
  compose(noun: string, adjective: string, feature: string): string;
  description: string;
}

const en = (word: string): Record<Gender, string> => ({ m: word, f: word, n: word });

export const SPACE_WORDS: Record<Lang, TitleWords> = {
  en: {
    nouns: {
      loft: [
        ['Loft', 'n'],
        ['Warehouse Loft', 'n'],
        ['Open-Plan Loft', 'n'],
      ],
      studio: [
        ['Photo Studio', 'n'],
        ['Daylight Studio', 'n'],
        ['Creative Studio', 'n'],
        ['Cyclorama Studio', 'n'],
      ],
      garden: [
        ['Garden', 'n'],
        ['Courtyard Garden', 'n'],
        ['Greenhouse', 'n'],
      ],
      rooftop: [
        ['Rooftop Terrace', 'n'],
        ['Rooftop Lounge', 'n'],
        ['Roof Deck', 'n'],
      ],
      boardroom: [
        ['Boardroom', 'n'],
        ['Meeting Room', 'n'],
        ['Conference Room', 'n'],
      ],
      gallery: [
        ['Gallery', 'n'],
        ['White-Box Gallery', 'n'],
        ['Art Space', 'n'],
      ],
      bar: [
        ['Cocktail Bar', 'n'],
        ['Lounge Bar', 'n'],
        ['Speakeasy', 'n'],
      ],
      kitchen: [
        ["Chef's Kitchen", 'n'],
        ['Dining Room', 'n'],
        ['Supper Club Kitchen', 'n'],
      ],
    },
    adjectives: ['Sunlit', 'Industrial', 'Airy', 'Modern', 'Historic', 'Minimalist', 'Bright', 'Elegant', 'Bohemian', 'Spacious', 'Intimate', 'Charming'].map(en),
    features: [
      'with Skyline Views',
      'with Natural Light',
      'with Exposed Brick',
      'with Private Terrace',
      'with Fireplace',
      'with High Ceilings',
      'by the Park',
      'in the Arts District',
    ],
    compose: (noun, adjective, feature) => `${adjective} ${noun} ${feature}`,
    description: '{title} in {city}. Room for up to {capacity} guests. Ideal for {activities}.',
  },
  fr: {
    nouns: {
      loft: [
        ['Loft', 'm'],
        ['Loft industriel', 'm'],
        ['Atelier', 'm'],
      ],
      studio: [
        ['Studio photo', 'm'],
        ['Studio lumière du jour', 'm'],
        ['Studio créatif', 'm'],
      ],
      garden: [
        ['Jardin', 'm'],
        ['Cour-jardin', 'f'],
        ['Serre', 'f'],
      ],
      rooftop: [
        ['Toit-terrasse', 'm'],
        ['Terrasse panoramique', 'f'],
      ],
      boardroom: [
        ['Salle de réunion', 'f'],
        ['Salle de conférence', 'f'],
        ['Salle de conseil', 'f'],
      ],
      gallery: [
        ['Galerie', 'f'],
        ["Galerie d'art", 'f'],
        ["Espace d'exposition", 'm'],
      ],
      bar: [
        ['Bar à cocktails', 'm'],
        ['Bar lounge', 'm'],
        ['Bar clandestin', 'm'],
      ],
      kitchen: [
        ['Cuisine de chef', 'f'],
        ['Salle à manger', 'f'],
        ['Table d’hôtes', 'f'],
      ],
    },
    adjectives: [
      { m: 'lumineux', f: 'lumineuse', n: 'lumineux' },
      { m: 'spacieux', f: 'spacieuse', n: 'spacieux' },
      { m: 'moderne', f: 'moderne', n: 'moderne' },
      { m: 'historique', f: 'historique', n: 'historique' },
      { m: 'élégant', f: 'élégante', n: 'élégant' },
      { m: 'chaleureux', f: 'chaleureuse', n: 'chaleureux' },
      { m: 'minimaliste', f: 'minimaliste', n: 'minimaliste' },
      { m: 'charmant', f: 'charmante', n: 'charmant' },
    ],
    features: [
      'avec vue sur la ville',
      'baigné de lumière naturelle',
      'aux briques apparentes',
      'avec terrasse privée',
      'avec cheminée',
      'sous hauts plafonds',
      'près du parc',
      'au cœur du quartier des arts',
    ],
    compose: (noun, adjective, feature) => `${noun} ${adjective} ${feature}`,
    description: '{title} à {city}. Jusqu’à {capacity} invités. Idéal pour : {activities}.',
  },
  es: {
    nouns: {
      loft: [
        ['Loft', 'm'],
        ['Loft industrial', 'm'],
        ['Taller', 'm'],
      ],
      studio: [
        ['Estudio de fotografía', 'm'],
        ['Estudio con luz natural', 'm'],
        ['Estudio creativo', 'm'],
      ],
      garden: [
        ['Jardín', 'm'],
        ['Patio ajardinado', 'm'],
        ['Invernadero', 'm'],
      ],
      rooftop: [
        ['Azotea', 'f'],
        ['Terraza panorámica', 'f'],
      ],
      boardroom: [
        ['Sala de reuniones', 'f'],
        ['Sala de conferencias', 'f'],
        ['Sala de juntas', 'f'],
      ],
      gallery: [
        ['Galería', 'f'],
        ['Galería de arte', 'f'],
        ['Espacio expositivo', 'm'],
      ],
      bar: [
        ['Coctelería', 'f'],
        ['Bar lounge', 'm'],
        ['Bar clandestino', 'm'],
      ],
      kitchen: [
        ['Cocina de chef', 'f'],
        ['Comedor privado', 'm'],
        ['Cocina gastronómica', 'f'],
      ],
    },
    adjectives: [
      { m: 'luminoso', f: 'luminosa', n: 'luminoso' },
      { m: 'amplio', f: 'amplia', n: 'amplio' },
      { m: 'moderno', f: 'moderna', n: 'moderno' },
      { m: 'histórico', f: 'histórica', n: 'histórico' },
      { m: 'elegante', f: 'elegante', n: 'elegante' },
      { m: 'acogedor', f: 'acogedora', n: 'acogedor' },
      { m: 'minimalista', f: 'minimalista', n: 'minimalista' },
      { m: 'encantador', f: 'encantadora', n: 'encantador' },
    ],
    features: [
      'con vistas a la ciudad',
      'con luz natural',
      'con ladrillo visto',
      'con terraza privada',
      'con chimenea',
      'con techos altos',
      'junto al parque',
      'en el barrio de las artes',
    ],
    compose: (noun, adjective, feature) => `${noun} ${adjective} ${feature}`,
    description: '{title} en {city}. Hasta {capacity} invitados. Ideal para: {activities}.',
  },
  de: {
    nouns: {
      loft: [
        ['Loft', 'n'],
        ['Industrieloft', 'n'],
        ['Atelier', 'n'],
      ],
      studio: [
        ['Fotostudio', 'n'],
        ['Tageslichtstudio', 'n'],
        ['Kreativstudio', 'n'],
      ],
      garden: [
        ['Garten', 'm'],
        ['Innenhofgarten', 'm'],
        ['Gewächshaus', 'n'],
      ],
      rooftop: [
        ['Dachterrasse', 'f'],
        ['Dachlounge', 'f'],
      ],
      boardroom: [
        ['Besprechungsraum', 'm'],
        ['Konferenzraum', 'm'],
        ['Sitzungssaal', 'm'],
      ],
      gallery: [
        ['Galerie', 'f'],
        ['Kunstgalerie', 'f'],
        ['Ausstellungsraum', 'm'],
      ],
      bar: [
        ['Cocktailbar', 'f'],
        ['Loungebar', 'f'],
        ['Hinterhofbar', 'f'],
      ],
      kitchen: [
        ['Profiküche', 'f'],
        ['Speisesaal', 'm'],
        ['Eventküche', 'f'],
      ],
    },
    adjectives: [
      { m: 'Heller', f: 'Helle', n: 'Helles' },
      { m: 'Großzügiger', f: 'Großzügige', n: 'Großzügiges' },
      { m: 'Moderner', f: 'Moderne', n: 'Modernes' },
      { m: 'Historischer', f: 'Historische', n: 'Historisches' },
      { m: 'Eleganter', f: 'Elegante', n: 'Elegantes' },
      { m: 'Gemütlicher', f: 'Gemütliche', n: 'Gemütliches' },
      { m: 'Minimalistischer', f: 'Minimalistische', n: 'Minimalistisches' },
      { m: 'Charmanter', f: 'Charmante', n: 'Charmantes' },
    ],
    features: ['mit Blick über die Stadt', 'mit viel Tageslicht', 'mit Backsteinwänden', 'mit privater Terrasse', 'mit Kamin', 'mit hohen Decken', 'am Park', 'im Kunstviertel'],
    compose: (noun, adjective, feature) => `${adjective} ${noun} ${feature}`,
    description: '{title} in {city}. Platz für bis zu {capacity} Gäste. Ideal für: {activities}.',
  },
};

/** The language space copy is written in, by country. */
export const COUNTRY_LANGUAGE: Record<string, Lang> = { US: 'en', GB: 'en', CA: 'en', AU: 'en', FR: 'fr', ES: 'es', DE: 'de' };
