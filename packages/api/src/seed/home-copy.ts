/**
 * The home page copy of every section (spec §2 Home), per language. Cities, images and
 * links are added per locale by seed/home.ts; `{country}` is replaced by the locale's
 * country label and `{city}` by a city name.
 */
export interface HomeCopy {
  intro: SectionCopy;
  activities: SectionCopy;
  blog: SectionCopy & { posts: { title: string; label: string; slug: string }[] };
  cities: SectionCopy;
  hosts: SectionCopy & { stories: { name: string; title: string; label: string }[] };
  madeIn: SectionCopy & { items: { title: string; activity: string }[] };
  whyUs: SectionCopy & { points: { title: string; text: string }[] };
  whereExtraordinary: SectionCopy;
  popularKeywords: SectionCopy;
  awards: SectionCopy & { desktopAlt: string; compactAlt: string };
  /** Alt text of a space photo: `{activity}` in `{city}`. */
  photoAlt: string;
  /** Label of a city card: the number of spaces. */
  citySpaces: string;
}

export interface SectionCopy {
  heading1: string;
  heading2: string;
  paragraph: string;
  cta: string;
}

/** The literal two-character line marker the front end splits `paragraph` on. */
export const LINE = '\\n';

export const HOME_COPY: Record<'en' | 'fr' | 'es' | 'de', HomeCopy> = {
  en: {
    intro: {
      heading1: 'Find a space. Fill it with life.',
      heading2: 'Book unique spaces by the hour for meetings, events and shoots.',
      paragraph: `Thousands of hosts are ready to welcome you.${LINE}Book by the hour, directly with the host.`,
      cta: 'Search',
    },
    activities: {
      heading1: 'A space for every plan',
      heading2: 'What are you planning?',
      paragraph: `From a birthday dinner to a product launch, there is a space for it.${LINE}Pick an activity to see spaces made for it.`,
      cta: 'See all activities',
    },
    blog: {
      heading1: 'From the Hourspace blog',
      heading2: 'Ideas and inspiration for your next gathering',
      paragraph: 'Guides from hosts, planners and creatives who book by the hour.',
      cta: 'Read the blog',
      posts: [
        { title: 'How to plan an offsite your team will remember', label: 'Guides', slug: 'plan-a-memorable-offsite' },
        { title: '10 questions to ask before you book a photo studio', label: 'Production', slug: 'questions-before-booking-a-studio' },
        { title: 'Hosting a dinner party for 20 without the stress', label: 'Events', slug: 'dinner-party-for-20' },
        { title: 'What natural light really means for your shoot', label: 'Production', slug: 'natural-light-for-your-shoot' },
        { title: 'The hybrid meeting checklist', label: 'Meetings', slug: 'hybrid-meeting-checklist' },
        { title: 'Meet the hosts who turned empty rooms into a business', label: 'Host stories', slug: 'hosts-who-built-a-business' },
      ],
    },
    cities: {
      heading1: 'Explore spaces near you',
      heading2: 'Popular cities in {country}',
      paragraph: 'Lofts, studios, gardens and rooftops in the cities our guests love.',
      cta: 'See all locations',
    },
    hosts: {
      heading1: 'Turn your space into income',
      heading2: 'Join the hosts who rent their space for meetings, events and productions.',
      paragraph: `List your space for free.${LINE}You choose when it is available and who books it.${LINE}Payouts arrive directly in your bank account.`,
      cta: 'List your space',
      stories: [
        { name: 'Maya', title: 'My studio pays for itself on weekdays and hosts parties on weekends.', label: 'Host since 2019' },
        { name: 'Daniel', title: 'We turned an empty warehouse floor into the busiest shoot location in town.', label: 'Host since 2021' },
        { name: 'Priya', title: 'Hosting lets me share the garden I spent ten years growing.', label: 'Host since 2022' },
      ],
    },
    madeIn: {
      heading1: 'Made in Hourspace',
      heading2: 'Moments our community created in spaces they booked by the hour',
      paragraph: 'Tag your photos with #MadeInHourspace to be featured.',
      cta: 'Find your space',
      items: [
        { title: 'A spring collection shot in a sunlit loft', activity: 'fashion-shoot' },
        { title: 'A surprise fortieth on a rooftop terrace', activity: 'birthday-party' },
        { title: 'A product launch in a converted chapel', activity: 'corporate-event' },
        { title: 'A debut music video in a neon-lit bar', activity: 'music-video' },
        { title: 'A weekly podcast from a cozy library', activity: 'podcast' },
        { title: 'A team offsite in a greenhouse', activity: 'offsite' },
      ],
    },
    whyUs: {
      heading1: 'Why Hourspace?',
      heading2: 'Everything you need to book with confidence',
      paragraph: 'Three reasons guests come back.',
      cta: 'Get started',
      points: [
        { title: 'Unique spaces by the hour', text: 'Book exactly the time you need, from two hours to a whole day.' },
        { title: 'Hosts who care', text: 'Message hosts before you book and get answers within hours.' },
        { title: 'Secure payments', text: 'Pay through Hourspace; hosts are paid only after your booking.' },
      ],
    },
    whereExtraordinary: {
      heading1: 'Where extraordinary begins',
      heading2: 'Thousands of unique spaces, ready by the hour.',
      paragraph: 'Tell us what you are planning and where. We will take it from there.',
      cta: 'Find a space',
    },
    popularKeywords: {
      heading1: 'Popular searches',
      heading2: 'What people are booking in {country}',
      paragraph: 'Browse the most searched activities and the cities where they happen.',
      cta: 'See all activities',
    },
    awards: {
      heading1: 'The Hourspace Awards',
      heading2: "Celebrating the year's most extraordinary spaces and hosts",
      paragraph: 'Voted by our guests.',
      cta: 'See the winners',
      desktopAlt: 'Hourspace Awards trophy on a stage',
      compactAlt: 'Hourspace Awards trophy',
    },
    photoAlt: '{activity} in {city}',
    citySpaces: '{count} spaces',
  },
  fr: {
    intro: {
      heading1: 'Trouvez un lieu. Faites-le vivre.',
      heading2: "Réservez des lieux uniques à l'heure pour vos réunions, événements et tournages.",
      paragraph: `Des milliers d'hôtes sont prêts à vous accueillir.${LINE}Réservez à l'heure, directement auprès de l'hôte.`,
      cta: 'Rechercher',
    },
    activities: {
      heading1: 'Un lieu pour chaque projet',
      heading2: 'Que préparez-vous ?',
      paragraph: `D'un dîner d'anniversaire au lancement d'un produit, il existe un lieu pour cela.${LINE}Choisissez une activité pour voir les lieux qui lui conviennent.`,
      cta: 'Voir toutes les activités',
    },
    blog: {
      heading1: 'Le blog Hourspace',
      heading2: 'Des idées et de l’inspiration pour votre prochain rendez-vous',
      paragraph: "Les conseils d'hôtes, d'organisateurs et de créatifs qui réservent à l'heure.",
      cta: 'Lire le blog',
      posts: [
        { title: 'Organiser un séminaire dont votre équipe se souviendra', label: 'Guides', slug: 'plan-a-memorable-offsite' },
        { title: '10 questions à poser avant de réserver un studio photo', label: 'Production', slug: 'questions-before-booking-a-studio' },
        { title: 'Recevoir 20 personnes à dîner sans stress', label: 'Événements', slug: 'dinner-party-for-20' },
        { title: 'Ce que la lumière naturelle change à votre shooting', label: 'Production', slug: 'natural-light-for-your-shoot' },
        { title: 'La liste de contrôle de la réunion hybride', label: 'Réunions', slug: 'hybrid-meeting-checklist' },
        { title: 'Ces hôtes qui ont transformé des pièces vides en entreprise', label: "Histoires d'hôtes", slug: 'hosts-who-built-a-business' },
      ],
    },
    cities: {
      heading1: 'Découvrez des lieux près de chez vous',
      heading2: 'Villes populaires : {country}',
      paragraph: 'Lofts, studios, jardins et toits-terrasses dans les villes que nos invités adorent.',
      cta: 'Voir toutes les villes',
    },
    hosts: {
      heading1: 'Faites de votre espace une source de revenus',
      heading2: 'Rejoignez les hôtes qui louent leur espace pour des réunions, des événements et des tournages.',
      paragraph: `Publiez votre annonce gratuitement.${LINE}Vous choisissez quand votre lieu est disponible et qui le réserve.${LINE}Les versements arrivent directement sur votre compte bancaire.`,
      cta: 'Proposer mon espace',
      stories: [
        { name: 'Maya', title: 'Mon studio est rentable en semaine et accueille des fêtes le week-end.', label: 'Hôte depuis 2019' },
        { name: 'Daniel', title: "Nous avons fait d'un entrepôt vide le lieu de tournage le plus demandé de la ville.", label: 'Hôte depuis 2021' },
        { name: 'Priya', title: "Recevoir me permet de partager le jardin que j'ai mis dix ans à faire pousser.", label: 'Hôte depuis 2022' },
      ],
    },
    madeIn: {
      heading1: 'Made in Hourspace',
      heading2: "Des moments créés par notre communauté dans des lieux réservés à l'heure",
      paragraph: 'Identifiez vos photos avec #MadeInHourspace pour être mis en avant.',
      cta: 'Trouver votre lieu',
      items: [
        { title: 'Une collection de printemps shootée dans un loft lumineux', activity: 'fashion-shoot' },
        { title: 'Des quarante ans surprise sur un toit-terrasse', activity: 'birthday-party' },
        { title: 'Un lancement de produit dans une chapelle réhabilitée', activity: 'corporate-event' },
        { title: 'Un premier clip dans un bar aux néons', activity: 'music-video' },
        { title: 'Un podcast hebdomadaire depuis une bibliothèque chaleureuse', activity: 'podcast' },
        { title: "Un séminaire d'équipe dans une serre", activity: 'offsite' },
      ],
    },
    whyUs: {
      heading1: 'Pourquoi Hourspace ?',
      heading2: 'Tout ce qu’il faut pour réserver en toute confiance',
      paragraph: 'Trois raisons pour lesquelles nos invités reviennent.',
      cta: 'Commencer',
      points: [
        { title: "Des lieux uniques à l'heure", text: "Réservez exactement le temps qu'il vous faut, de deux heures à une journée entière." },
        { title: 'Des hôtes attentionnés', text: 'Écrivez aux hôtes avant de réserver et obtenez une réponse en quelques heures.' },
        { title: 'Des paiements sécurisés', text: "Payez via Hourspace ; les hôtes ne sont payés qu'après votre réservation." },
      ],
    },
    whereExtraordinary: {
      heading1: "Là où l'extraordinaire commence",
      heading2: "Des milliers de lieux uniques, disponibles à l'heure.",
      paragraph: 'Dites-nous ce que vous préparez et où. Nous nous occupons du reste.',
      cta: 'Trouver un lieu',
    },
    popularKeywords: {
      heading1: 'Recherches populaires',
      heading2: 'Ce que l’on réserve en ce moment : {country}',
      paragraph: 'Parcourez les activités les plus recherchées et les villes où elles ont lieu.',
      cta: 'Voir toutes les activités',
    },
    awards: {
      heading1: 'Les Hourspace Awards',
      heading2: "Les lieux et les hôtes les plus extraordinaires de l'année",
      paragraph: 'Élus par nos invités.',
      cta: 'Voir les lauréats',
      desktopAlt: 'Trophée des Hourspace Awards sur une scène',
      compactAlt: 'Trophée des Hourspace Awards',
    },
    photoAlt: '{activity} à {city}',
    citySpaces: '{count} lieux',
  },
  es: {
    intro: {
      heading1: 'Encuentra un espacio. Llénalo de vida.',
      heading2: 'Reserva espacios únicos por horas para reuniones, eventos y rodajes.',
      paragraph: `Miles de anfitriones están listos para recibirte.${LINE}Reserva por horas, directamente con el anfitrión.`,
      cta: 'Buscar',
    },
    activities: {
      heading1: 'Un espacio para cada plan',
      heading2: '¿Qué estás organizando?',
      paragraph: `De una cena de cumpleaños al lanzamiento de un producto, hay un espacio para ello.${LINE}Elige una actividad para ver los espacios pensados para ella.`,
      cta: 'Ver todas las actividades',
    },
    blog: {
      heading1: 'El blog de Hourspace',
      heading2: 'Ideas e inspiración para tu próximo encuentro',
      paragraph: 'Consejos de anfitriones, organizadores y creativos que reservan por horas.',
      cta: 'Leer el blog',
      posts: [
        { title: 'Cómo organizar un retiro que tu equipo recordará', label: 'Guías', slug: 'plan-a-memorable-offsite' },
        { title: '10 preguntas antes de reservar un estudio de fotografía', label: 'Producción', slug: 'questions-before-booking-a-studio' },
        { title: 'Una cena para 20 personas sin estrés', label: 'Eventos', slug: 'dinner-party-for-20' },
        { title: 'Lo que la luz natural significa para tu sesión', label: 'Producción', slug: 'natural-light-for-your-shoot' },
        { title: 'La lista de comprobación de la reunión híbrida', label: 'Reuniones', slug: 'hybrid-meeting-checklist' },
        { title: 'Anfitriones que convirtieron salas vacías en un negocio', label: 'Historias de anfitriones', slug: 'hosts-who-built-a-business' },
      ],
    },
    cities: {
      heading1: 'Descubre espacios cerca de ti',
      heading2: 'Ciudades populares en {country}',
      paragraph: 'Lofts, estudios, jardines y azoteas en las ciudades que más gustan a nuestros invitados.',
      cta: 'Ver todas las ciudades',
    },
    hosts: {
      heading1: 'Convierte tu espacio en ingresos',
      heading2: 'Únete a los anfitriones que alquilan su espacio para reuniones, eventos y producciones.',
      paragraph: `Publica tu espacio gratis.${LINE}Tú decides cuándo está disponible y quién lo reserva.${LINE}Los pagos llegan directamente a tu cuenta bancaria.`,
      cta: 'Publica tu espacio',
      stories: [
        { name: 'Maya', title: 'Mi estudio se paga solo entre semana y acoge fiestas los fines de semana.', label: 'Anfitriona desde 2019' },
        { name: 'Daniel', title: 'Convertimos una nave vacía en la localización de rodaje más solicitada de la ciudad.', label: 'Anfitrión desde 2021' },
        { name: 'Priya', title: 'Ser anfitriona me permite compartir el jardín que he cuidado durante diez años.', label: 'Anfitriona desde 2022' },
      ],
    },
    madeIn: {
      heading1: 'Made in Hourspace',
      heading2: 'Momentos que nuestra comunidad creó en espacios reservados por horas',
      paragraph: 'Etiqueta tus fotos con #MadeInHourspace para aparecer aquí.',
      cta: 'Encuentra tu espacio',
      items: [
        { title: 'Una colección de primavera fotografiada en un loft luminoso', activity: 'fashion-shoot' },
        { title: 'Un cuarenta cumpleaños sorpresa en una azotea', activity: 'birthday-party' },
        { title: 'Un lanzamiento de producto en una capilla rehabilitada', activity: 'corporate-event' },
        { title: 'Un primer videoclip en un bar de neón', activity: 'music-video' },
        { title: 'Un pódcast semanal desde una biblioteca acogedora', activity: 'podcast' },
        { title: 'Un retiro de equipo en un invernadero', activity: 'offsite' },
      ],
    },
    whyUs: {
      heading1: '¿Por qué Hourspace?',
      heading2: 'Todo lo que necesitas para reservar con confianza',
      paragraph: 'Tres razones por las que nuestros invitados vuelven.',
      cta: 'Empezar',
      points: [
        { title: 'Espacios únicos por horas', text: 'Reserva exactamente el tiempo que necesitas, desde dos horas hasta un día entero.' },
        { title: 'Anfitriones atentos', text: 'Escribe a los anfitriones antes de reservar y recibe respuesta en pocas horas.' },
        { title: 'Pagos seguros', text: 'Paga a través de Hourspace; los anfitriones cobran solo después de tu reserva.' },
      ],
    },
    whereExtraordinary: {
      heading1: 'Donde empieza lo extraordinario',
      heading2: 'Miles de espacios únicos, disponibles por horas.',
      paragraph: 'Cuéntanos qué estás organizando y dónde. Nosotros nos encargamos del resto.',
      cta: 'Encontrar un espacio',
    },
    popularKeywords: {
      heading1: 'Búsquedas populares',
      heading2: 'Lo que más se reserva en {country}',
      paragraph: 'Explora las actividades más buscadas y las ciudades donde se celebran.',
      cta: 'Ver todas las actividades',
    },
    awards: {
      heading1: 'Los Hourspace Awards',
      heading2: 'Los espacios y anfitriones más extraordinarios del año',
      paragraph: 'Votados por nuestros invitados.',
      cta: 'Ver los ganadores',
      desktopAlt: 'Trofeo de los Hourspace Awards en un escenario',
      compactAlt: 'Trofeo de los Hourspace Awards',
    },
    photoAlt: '{activity} en {city}',
    citySpaces: '{count} espacios',
  },
  de: {
    intro: {
      heading1: 'Finden Sie einen Ort. Erfüllen Sie ihn mit Leben.',
      heading2: 'Buchen Sie besondere Räume stundenweise für Meetings, Events und Shootings.',
      paragraph: `Tausende Gastgeber freuen sich auf Sie.${LINE}Stundenweise buchen, direkt beim Gastgeber.`,
      cta: 'Suchen',
    },
    activities: {
      heading1: 'Ein Raum für jeden Plan',
      heading2: 'Was haben Sie vor?',
      paragraph: `Vom Geburtstagsessen bis zum Produktlaunch: Es gibt den passenden Raum.${LINE}Wählen Sie eine Aktivität und sehen Sie sich passende Räume an.`,
      cta: 'Alle Aktivitäten ansehen',
    },
    blog: {
      heading1: 'Aus dem Hourspace-Blog',
      heading2: 'Ideen und Inspiration für Ihr nächstes Treffen',
      paragraph: 'Tipps von Gastgebern, Planern und Kreativen, die stundenweise buchen.',
      cta: 'Zum Blog',
      posts: [
        { title: 'So planen Sie ein Offsite, an das sich Ihr Team erinnert', label: 'Ratgeber', slug: 'plan-a-memorable-offsite' },
        { title: '10 Fragen vor der Buchung eines Fotostudios', label: 'Produktion', slug: 'questions-before-booking-a-studio' },
        { title: 'Eine Dinnerparty für 20 Gäste ohne Stress', label: 'Events', slug: 'dinner-party-for-20' },
        { title: 'Was Tageslicht für Ihr Shooting bedeutet', label: 'Produktion', slug: 'natural-light-for-your-shoot' },
        { title: 'Die Checkliste für hybride Meetings', label: 'Meetings', slug: 'hybrid-meeting-checklist' },
        { title: 'Gastgeber, die aus leeren Räumen ein Geschäft gemacht haben', label: 'Gastgebergeschichten', slug: 'hosts-who-built-a-business' },
      ],
    },
    cities: {
      heading1: 'Entdecken Sie Räume in Ihrer Nähe',
      heading2: 'Beliebte Städte in {country}',
      paragraph: 'Lofts, Studios, Gärten und Dachterrassen in den Städten, die unsere Gäste lieben.',
      cta: 'Alle Städte ansehen',
    },
    hosts: {
      heading1: 'Verdienen Sie mit Ihrem Raum Geld',
      heading2: 'Werden Sie Teil der Gastgeber, die ihre Räume für Meetings, Events und Produktionen vermieten.',
      paragraph: `Inserieren Sie Ihren Raum kostenlos.${LINE}Sie bestimmen, wann er verfügbar ist und wer ihn bucht.${LINE}Auszahlungen gehen direkt auf Ihr Bankkonto.`,
      cta: 'Raum inserieren',
      stories: [
        { name: 'Maya', title: 'Mein Studio trägt sich unter der Woche selbst und am Wochenende wird gefeiert.', label: 'Gastgeberin seit 2019' },
        { name: 'Daniel', title: 'Aus einer leeren Lagerhalle wurde der gefragteste Drehort der Stadt.', label: 'Gastgeber seit 2021' },
        { name: 'Priya', title: 'Als Gastgeberin teile ich den Garten, den ich zehn Jahre lang angelegt habe.', label: 'Gastgeberin seit 2022' },
      ],
    },
    madeIn: {
      heading1: 'Made in Hourspace',
      heading2: 'Momente, die unsere Community in stundenweise gebuchten Räumen geschaffen hat',
      paragraph: 'Markieren Sie Ihre Fotos mit #MadeInHourspace, um hier zu erscheinen.',
      cta: 'Finden Sie Ihren Raum',
      items: [
        { title: 'Eine Frühjahrskollektion, fotografiert in einem hellen Loft', activity: 'fashion-shoot' },
        { title: 'Ein Überraschungs-Vierzigster auf einer Dachterrasse', activity: 'birthday-party' },
        { title: 'Ein Produktlaunch in einer umgebauten Kapelle', activity: 'corporate-event' },
        { title: 'Ein erstes Musikvideo in einer Neonbar', activity: 'music-video' },
        { title: 'Ein wöchentlicher Podcast aus einer gemütlichen Bibliothek', activity: 'podcast' },
        { title: 'Ein Team-Offsite in einem Gewächshaus', activity: 'offsite' },
      ],
    },
    whyUs: {
      heading1: 'Warum Hourspace?',
      heading2: 'Alles, was Sie zum sicheren Buchen brauchen',
      paragraph: 'Drei Gründe, warum unsere Gäste wiederkommen.',
      cta: 'Loslegen',
      points: [
        { title: 'Besondere Räume stundenweise', text: 'Buchen Sie genau die Zeit, die Sie brauchen: von zwei Stunden bis zum ganzen Tag.' },
        { title: 'Gastgeber, denen es wichtig ist', text: 'Schreiben Sie Gastgebern vor der Buchung und erhalten Sie innerhalb weniger Stunden eine Antwort.' },
        { title: 'Sichere Zahlungen', text: 'Bezahlen Sie über Hourspace; Gastgeber werden erst nach Ihrer Buchung ausgezahlt.' },
      ],
    },
    whereExtraordinary: {
      heading1: 'Wo Außergewöhnliches beginnt',
      heading2: 'Tausende besondere Räume, stundenweise buchbar.',
      paragraph: 'Sagen Sie uns, was Sie vorhaben und wo. Den Rest übernehmen wir.',
      cta: 'Raum finden',
    },
    popularKeywords: {
      heading1: 'Beliebte Suchen',
      heading2: 'Was in {country} gerade gebucht wird',
      paragraph: 'Entdecken Sie die meistgesuchten Aktivitäten und die Städte, in denen sie stattfinden.',
      cta: 'Alle Aktivitäten ansehen',
    },
    awards: {
      heading1: 'Die Hourspace Awards',
      heading2: 'Die außergewöhnlichsten Räume und Gastgeber des Jahres',
      paragraph: 'Gewählt von unseren Gästen.',
      cta: 'Zu den Gewinnern',
      desktopAlt: 'Hourspace-Awards-Trophäe auf einer Bühne',
      compactAlt: 'Hourspace-Awards-Trophäe',
    },
    photoAlt: '{activity} in {city}',
    citySpaces: '{count} Räume',
  },
};

/** British spelling for en-GB, en-AU and en-CA copy (the US copy is the source). */
export function britishSpelling(text: string): string {
  return text
    .replace(/\bcozy\b/g, 'cosy')
    .replace(/\bon weekends\b/g, 'at weekends')
    .replace(/\borganiz/g, 'organis')
    .replace(/\bneighborhood/g, 'neighbourhood')
    .replace(/\bfavorite/g, 'favourite')
    .replace(/\bcolor/g, 'colour')
    .replace(/\bcenter\b/g, 'centre');
}
