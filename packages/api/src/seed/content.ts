import { ACTIVITIES, type ActivitySeed } from './activities';
import { cityName, MARKET_CITIES } from '../config/markets';
import { britishSpelling, HOME_COPY, LINE, type SectionCopy } from './home-copy';
import { localePath, type ApiLocale } from '../config/locales';
import { countryName } from '../services/gazetteer';
import { type BrowseNode, type HomeSectionKey, type ImageItem, type PopularKeyword, type SectionData } from '../services/content';
import type { SeedCity } from './spaces';

export interface PhotoRef {
  id: string;
  blurHash: string;
  style: string;
}

const STYLE_FOR_USE: Record<ActivitySeed['useType'], string[]> = {
  event: ['rooftop', 'bar', 'garden', 'loft'],
  meeting: ['boardroom', 'loft'],
  production: ['studio', 'loft', 'gallery'],
};

function text(locale: ApiLocale, value: string): string {
  const t = locale.language === 'en' && locale.country !== 'US' ? britishSpelling(value) : value;
  return t.replace('{country}', countryLabel(locale));
}

/** The country as a sentence can name it in the locale's language ('the US' from spec §9 for English). */
function countryLabel(locale: ApiLocale): string {
  if (locale.language === 'en') return locale.countryLabel;
  return countryName(locale.country, locale.language);
}

export function searchLink(locale: ApiLocale, activity?: string, location?: string): string {
  const params = new URLSearchParams();
  if (activity) params.set('activity', activity);
  if (location) params.set('location', location.toLowerCase());
  return localePath(locale, `/s/?${params.toString().replace(/\+/g, '%20')}`);
}

/** "City, State" as an address line shows it; a city-state shows its country instead. */
export function cityLocation(city: SeedCity, language: string): string {
  const name = cityName(MARKET_CITIES.find((c) => c.id === city.id) ?? city, language);
  const state = city.state && city.state !== city.name ? city.state : countryName(city.country, language);
  return `${name}, ${state}`;
}

function section(locale: ApiLocale, copy: SectionCopy, link: string, images: ImageItem[]): SectionData {
  return {
    heading1: text(locale, copy.heading1),
    heading2: text(locale, copy.heading2),
    paragraph: text(locale, copy.paragraph),
    ctaButton: { text: text(locale, copy.cta), link },
    images,
  };
}

/** Every home section of one locale, in its language, with its country's cities. */
export function buildHomeSections(
  locale: ApiLocale,
  cities: readonly SeedCity[],
  photos: readonly PhotoRef[],
  spaceCounts: ReadonlyMap<string, number>,
): Record<HomeSectionKey, SectionData> {
  const copy = HOME_COPY[locale.language];
  const lang = locale.language;
  const local = cities.filter((c) => c.country === locale.country);
  let cursor = locale.locale.length * 7;
  const photo = (style?: string): PhotoRef => {
    const pool = style ? photos.filter((p) => p.style === style) : photos;
    const list = pool.length > 0 ? pool : photos;
    cursor = (cursor + 11) % list.length;
    const p = list[cursor];
    if (!p) throw new Error('no photos to build home sections from');
    return p;
  };
  const activity = (id: string): ActivitySeed => {
    const found = ACTIVITIES.find((a) => a.id === id);
    if (!found) throw new Error(`unknown activity ${id}`);
    return found;
  };
  const alt = (activityId: string, city: SeedCity): string =>
    copy.photoAlt.replace('{activity}', activity(activityId).names[lang].dropdown).replace('{city}', cityLocation(city, lang).split(',')[0] ?? city.name);
  const item = (p: PhotoRef, fields: Omit<ImageItem, 'url' | 'blurHash' | 'external_id'>, externalId: string): ImageItem => ({
    external_id: externalId,
    url: `/v1/images/${p.id}`,
    blurHash: p.blurHash,
    ...fields,
    title: text(locale, fields.title),
    alt: text(locale, fields.alt),
    label: text(locale, fields.label),
  });
  const cityAt = (i: number): SeedCity => {
    const c = local[i % local.length];
    if (!c) throw new Error(`no cities for ${locale.country}`);
    return c;
  };

  const heroActivities = ['photo-shoot', 'party', 'meeting', 'wedding-reception', 'video-shoot'];
  const intro = heroActivities.map((id, i) => {
    const a = activity(id);
    const city = cityAt(i);
    const p = photo(STYLE_FOR_USE[a.useType][i % STYLE_FOR_USE[a.useType].length]);
    return item(
      p,
      {
        title: a.names[lang].display_keyword_plural,
        alt: alt(id, city),
        label: a.names[lang].dropdown,
        location: cityLocation(city, lang),
        link: searchLink(locale, id, cityLocation(city, lang)),
      },
      `hero-${id}`,
    );
  });

  const topActivities = [...ACTIVITIES].sort((x, y) => y.popularity - x.popularity).slice(0, 10);
  const activitiesImages = topActivities.map((a, i) => {
    const city = cityAt(i);
    return item(
      photo(STYLE_FOR_USE[a.useType][i % STYLE_FOR_USE[a.useType].length]),
      { title: a.names[lang].display_keyword_plural, alt: alt(a.id, city), label: a.names[lang].dropdown, location: '', link: localePath(locale, `/plan/${a.id}`) },
      `activity-${a.id}`,
    );
  });

  const blogImages = copy.blog.posts.map((post) =>
    item(photo(), { title: post.title, alt: post.title, label: post.label, location: '', link: localePath(locale, `/resources/${post.slug}`) }, `blog-${post.slug}`),
  );

  const cityImages = local.map((city) =>
    item(
      photo(),
      {
        title: cityLocation(city, lang).split(',')[0] ?? city.name,
        alt: cityLocation(city, lang),
        label: copy.citySpaces.replace('{count}', String(spaceCounts.get(city.id) ?? 0)),
        location: cityLocation(city, lang),
        link: searchLink(locale, undefined, cityLocation(city, lang)),
      },
      `city-${city.id}`,
    ),
  );

  const hostImages = copy.hosts.stories.map((story, i) => {
    const city = cityAt(i + 1);
    return item(
      photo(['loft', 'studio', 'garden'][i]),
      { title: story.title, alt: story.name, label: `${story.name} · ${story.label}`, location: cityLocation(city, lang), link: localePath(locale, '/host') },
      `host-${story.name.toLowerCase()}`,
    );
  });

  const madeInImages = copy.madeIn.items.map((entry, i) => {
    const city = cityAt(i + 2);
    const a = activity(entry.activity);
    return item(
      photo(STYLE_FOR_USE[a.useType][0]),
      { title: entry.title, alt: entry.title, label: a.names[lang].dropdown, location: cityLocation(city, lang), link: searchLink(locale, a.id, cityLocation(city, lang)) },
      `made-in-${a.id}`,
    );
  });

  const whyImages = copy.whyUs.points.map((point, i) =>
    item(photo(['loft', 'kitchen', 'boardroom'][i]), { title: `${i + 1}. ${point.title}`, alt: point.title, label: point.text, location: '', link: '' }, `why-${i + 1}`),
  );

  const awardsLink = lang === 'fr' ? 'https://awards.hourspace.com/fr/awards' : 'https://awards.hourspace.com/awards';
  const awardsImages = [
    item(photo('gallery'), { title: copy.awards.heading1, alt: copy.awards.desktopAlt, label: 'desktop', location: '', link: awardsLink }, 'awards-desktop'),
    item(photo('gallery'), { title: copy.awards.heading1, alt: copy.awards.compactAlt, label: 'compact', location: '', link: awardsLink }, 'awards-compact'),
  ];

  return {
    intro: section(locale, copy.intro, localePath(locale, '#a=search'), intro),
    activities: section(locale, copy.activities, localePath(locale, '/plan/activities'), activitiesImages),
    blog: section(locale, copy.blog, localePath(locale, '/resources'), blogImages),
    cities: section(locale, copy.cities, localePath(locale, '/venues/locations'), cityImages),
    hosts: section(locale, copy.hosts, localePath(locale, '/host'), hostImages),
    madeIn: section(locale, copy.madeIn, localePath(locale, '#a=search'), madeInImages),
    whyUs: {
      ...section(locale, copy.whyUs, localePath(locale, '#a=search'), whyImages),
      paragraph: copy.whyUs.points.map((p, i) => `${i + 1}. ${text(locale, p.title)}`).join(LINE),
    },
    whereExtraordinary: section(locale, copy.whereExtraordinary, localePath(locale, '#a=search'), [
      item(
        photo('rooftop'),
        {
          title: text(locale, copy.whereExtraordinary.heading1),
          alt: text(locale, copy.whereExtraordinary.heading2),
          label: '',
          location: '',
          link: localePath(locale, '#a=search'),
        },
        'where-extraordinary',
      ),
    ]),
    popularKeywords: section(locale, copy.popularKeywords, localePath(locale, '/plan/activities'), []),
    awards: section(locale, copy.awards, awardsLink, awardsImages),
  };
}

/** The eight most popular activities with six of the country's cities each. */
export function buildPopularKeywords(locale: ApiLocale, cities: readonly SeedCity[]): PopularKeyword[] {
  const local = cities.filter((c) => c.country === locale.country);
  return [...ACTIVITIES]
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, 8)
    .map((a, i) => ({
      keyword: a.id,
      dropdown_plural: a.names[locale.language].dropdown_plural,
      display_keyword_plural: a.names[locale.language].display_keyword_plural,
      locations: Array.from({ length: Math.min(6, local.length) }, (_, j) => local[(i + j) % local.length] as SeedCity).map((city) => {
        const location = cityLocation(city, locale.language);
        return { city: location.split(',')[0] ?? city.name, state: location.split(', ')[1] ?? city.state, permalink: searchLink(locale, a.id, location) };
      }),
    }));
}

const BROWSE_LABELS: Record<
  'en' | 'fr' | 'es' | 'de',
  { event: string; meeting: string; production: string; cities: string; seeAll: Record<'event' | 'meeting' | 'production' | 'cities', string> }
> = {
  en: {
    event: 'Event spaces',
    meeting: 'Meeting spaces',
    production: 'Production locations',
    cities: 'Cities',
    seeAll: { event: 'See all event spaces', meeting: 'See all meeting spaces', production: 'See all production locations', cities: 'See all locations' },
  },
  fr: {
    event: 'Lieux pour événements',
    meeting: 'Salles de réunion',
    production: 'Lieux de tournage',
    cities: 'Villes',
    seeAll: {
      event: 'Voir tous les lieux pour événements',
      meeting: 'Voir toutes les salles de réunion',
      production: 'Voir tous les lieux de tournage',
      cities: 'Voir toutes les villes',
    },
  },
  es: {
    event: 'Espacios para eventos',
    meeting: 'Salas de reuniones',
    production: 'Espacios para producciones',
    cities: 'Ciudades',
    seeAll: {
      event: 'Ver todos los espacios para eventos',
      meeting: 'Ver todas las salas de reuniones',
      production: 'Ver todos los espacios para producciones',
      cities: 'Ver todas las ciudades',
    },
  },
  de: {
    event: 'Eventlocations',
    meeting: 'Meetingräume',
    production: 'Drehorte und Studios',
    cities: 'Städte',
    seeAll: { event: 'Alle Eventlocations ansehen', meeting: 'Alle Meetingräume ansehen', production: 'Alle Drehorte und Studios ansehen', cities: 'Alle Städte ansehen' },
  },
};

/** Browse paths for the logged-out menu: three activity groups and the country's cities, each with 'see all'. */
export function buildBrowseTree(locale: ApiLocale, cities: readonly SeedCity[]): BrowseNode[] {
  const labels = BROWSE_LABELS[locale.language];
  const groups = (['event', 'meeting', 'production'] as const).map((useType) => ({
    label: labels[useType],
    path: localePath(locale, `/plan/activities#${useType}`),
    children: [
      ...ACTIVITIES.filter((a) => a.useType === useType)
        .sort((a, b) => b.popularity - a.popularity)
        .slice(0, 6)
        .map((a) => ({ label: a.names[locale.language].display_keyword_plural, path: localePath(locale, `/plan/${a.id}`) })),
      { label: labels.seeAll[useType], path: localePath(locale, `/plan/activities#${useType}`), see_all: true },
    ],
  }));
  const local = cities.filter((c) => c.country === locale.country);
  return [
    ...groups,
    {
      label: labels.cities,
      path: localePath(locale, '/venues/locations'),
      children: [
        ...local.map((city) => ({
          label: cityLocation(city, locale.language).split(',')[0] ?? city.name,
          path: searchLink(locale, undefined, cityLocation(city, locale.language)),
        })),
        { label: labels.seeAll.cities, path: localePath(locale, '/venues/locations'), see_all: true },
      ],
    },
  ];
}
