import type { ArticleText } from '../types';
import type { ArticleSlug } from './meta';

export const ARTICLES_ES: Record<ArticleSlug, ArticleText> = {
  'plan-a-memorable-offsite': {
    title: 'Cómo organizar un retiro que tu equipo recordará',
    excerpt: 'Un objetivo claro, el espacio adecuado y una agenda flexible: las tres claves para que un día fuera de la oficina se recuerde durante meses.',
    sections: [
      {
        id: 'start-with-why',
        heading: 'Empieza por el porqué',
        blocks: [
          'Decide qué debe conseguir el día antes de elegir el lugar. Un retiro de estrategia necesita salas tranquilas y pizarras; una jornada de equipo necesita espacio para moverse, cocinar o jugar. Escribe el objetivo en una frase y compártelo con todos.',
        ],
      },
      {
        id: 'choose-the-space',
        heading: 'Elige el espacio',
        blocks: [
          'Busca un espacio algo inesperado: un loft con luz natural, un jardín, una cocina de chef. Comprueba las plazas, el wifi, las pantallas y cuánto tarda cada uno en llegar.',
          {
            list: [
              'Reserva al menos 30 minutos antes y después para montar y recoger.',
              'Pregunta al anfitrión por sus proveedores de catering y las normas sobre ruido.',
              'Prevé una pausa cada 90 minutos de trabajo.',
            ],
          },
        ],
      },
      {
        id: 'after-the-day',
        heading: 'Después del día',
        blocks: ['Envía un breve resumen en 48 horas: las decisiones, los responsables y la próxima fecha. Un retiro memorable es aquel cuyas decisiones se cumplen.'],
      },
    ],
  },
  'questions-before-booking-a-studio': {
    title: '10 preguntas antes de reservar un estudio de fotografía',
    excerpt: 'Electricidad, luz, carga y horas extra: pregúntalo antes del día de la sesión, no durante.',
    sections: [
      {
        id: 'the-space',
        heading: 'Sobre el espacio',
        blocks: [
          {
            list: [
              '¿Qué altura tiene el techo y hay ciclorama?',
              '¿Hacia dónde dan las ventanas y se pueden oscurecer?',
              '¿Cuántos circuitos eléctricos hay y qué potencia tienen?',
              '¿Hay camerino con espejo y agua corriente?',
              '¿Por dónde se carga el material y hay ascensor?',
            ],
          },
        ],
      },
      {
        id: 'the-booking',
        heading: 'Sobre la reserva',
        blocks: [
          {
            list: [
              '¿El tiempo reservado incluye montaje y recogida?',
              '¿Cuánto cuestan las horas extra y quién decide?',
              '¿Qué equipo está incluido y qué se puede alquilar?',
              '¿Hay límites de ruido o de música?',
              '¿Se puede colgar, pintar o pegar cinta?',
            ],
          },
        ],
      },
      {
        id: 'write-it-down',
        heading: 'Déjalo por escrito',
        blocks: ['Guarda las respuestas en la conversación de Hourspace con el anfitrión. Si algo sale mal el día de la sesión, los dos podréis ver lo acordado.'],
      },
    ],
  },
  'dinner-party-for-20': {
    title: 'Una cena para 20 personas sin estrés',
    excerpt: 'Con veinte invitados, la cocina de casa se rinde. Así se organiza en un espacio pensado para ello.',
    sections: [
      {
        id: 'pick-a-kitchen',
        heading: 'Elige un espacio con cocina de verdad',
        blocks: ['Una cocina con dos hornos, espacio en la nevera y una mesa larga lo cambia todo. Filtra los espacios con cocina y cuenta los fuegos en las fotos.'],
      },
      {
        id: 'menu',
        heading: 'Un menú que se cocina solo',
        blocks: [
          'Elige platos que se preparen con antelación y se terminen en la última media hora: un asado lento, una gran ensalada, un postre frío.',
          { list: ['Un entrante en la mesa cuando llegan los invitados.', 'Un plato principal para compartir.', 'Un postre hecho el día anterior.'] },
        ],
      },
      {
        id: 'timing',
        heading: 'Los tiempos',
        blocks: ['Reserva una hora antes de que lleguen los invitados y una hora después del último plato. Recoger con calma vale esa hora extra.'],
      },
    ],
  },
  'natural-light-for-your-shoot': {
    title: 'Lo que la luz natural significa para tu sesión',
    excerpt: '«Mucha luz natural» puede ser una suave luz norte o un sol de mediodía muy duro. Cómo leer un anuncio y planificar según el sol.',
    sections: [
      {
        id: 'direction',
        heading: 'La orientación importa',
        blocks: [
          'Las ventanas orientadas al norte (en el hemisferio norte) dan una luz suave y uniforme todo el día. Las orientadas al sur y al oeste dan una luz cálida e intensa que cambia rápido. Pregunta al anfitrión hacia dónde dan las ventanas.',
        ],
      },
      {
        id: 'time-of-day',
        heading: 'Reserva según el sol',
        blocks: [
          'Consulta el amanecer y el atardecer de tu fecha y reserva las horas en que la luz cae donde la quieres. En interiores, el final de la mañana suele ser lo más uniforme.',
        ],
      },
      {
        id: 'backup',
        heading: 'Lleva siempre un plan B',
        blocks: ['Las nubes llegan. Lleva un difusor, un reflector y al menos una luz continua para que el plan nunca dependa del tiempo.'],
      },
    ],
  },
  'hybrid-meeting-checklist': {
    title: 'La lista de comprobación de la reunión híbrida',
    excerpt: 'Cuando la mitad del equipo está en la sala y la otra mitad en una pantalla, la sala tiene que trabajar el doble.',
    sections: [
      {
        id: 'before',
        heading: 'Antes de reservar',
        blocks: [
          {
            list: [
              'Una pantalla que toda la sala pueda leer.',
              'Una cámara que muestre toda la mesa.',
              'Un micrófono que capte el fondo de la sala.',
              'Conexión por cable o wifi probado en la hora de más uso.',
            ],
          },
        ],
      },
      {
        id: 'on-the-day',
        heading: 'El día de la reunión',
        blocks: [
          'Llega 20 minutos antes y conéctate a la llamada desde la sala antes que nadie. Designa a una persona en la sala para seguir el chat y dar la palabra a quienes participan a distancia.',
        ],
      },
      {
        id: 'after',
        heading: 'Después de la reunión',
        blocks: [
          'Comparte las notas y la grabación en el mismo sitio para todos, de modo que quienes estaban a distancia tengan el mismo registro que quienes estaban en la sala.',
        ],
      },
    ],
  },
  'hosts-who-built-a-business': {
    title: 'Anfitriones que convirtieron salas vacías en un negocio',
    excerpt: 'Un loft vacío entre semana, un estudio entre producciones, un jardín sin uso: tres anfitriones cuentan qué cambió al alquilar por horas.',
    sections: [
      {
        id: 'the-loft',
        heading: 'El loft que trabaja entre semana',
        blocks: [
          'Maya alquila su loft de Brooklyn para talleres y jornadas de equipo de lunes a jueves. «Puse un mínimo de cuatro horas y reserva inmediata para los habituales. Paga el alquiler de todo el edificio.»',
        ],
      },
      {
        id: 'the-studio',
        heading: 'El estudio entre producciones',
        blocks: [
          'Jonas dirige un estudio de fotografía en Berlín. Los huecos entre sus propias sesiones los reservan ahora otros fotógrafos. «La reserva por horas llena los huecos del calendario que una tarifa por día nunca llenaba.»',
        ],
      },
      {
        id: 'getting-started',
        heading: 'Cómo empezaron',
        blocks: [
          {
            list: [
              'Buenas fotos con luz de día, en un día despejado.',
              'Normas de la casa escritas antes de la primera reserva.',
              'Respuestas rápidas: los anfitriones que contestan en menos de una hora reciben más reservas.',
            ],
          },
        ],
      },
    ],
  },
};
