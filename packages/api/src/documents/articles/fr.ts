import type { ArticleText } from '../types';
import type { ArticleSlug } from './meta';

export const ARTICLES_FR: Record<ArticleSlug, ArticleText> = {
  'plan-a-memorable-offsite': {
    title: 'Organiser un séminaire dont votre équipe se souviendra',
    excerpt: "Un objectif clair, le bon lieu et un programme souple : les trois ingrédients qui font d'une journée hors du bureau un souvenir dont on parle pendant des mois.",
    sections: [
      {
        id: 'start-with-why',
        heading: 'Commencez par le pourquoi',
        blocks: [
          "Décidez de ce que la journée doit accomplir avant de choisir le lieu. Un séminaire stratégique demande des salles calmes et des tableaux blancs ; une journée de cohésion demande de l'espace pour bouger, cuisiner ou jouer. Écrivez l'objectif en une phrase et partagez-le avec tous.",
        ],
      },
      {
        id: 'choose-the-space',
        heading: 'Choisissez le lieu',
        blocks: [
          'Cherchez un lieu un peu inattendu : un loft lumineux, un jardin, une cuisine de chef. Vérifiez le nombre de places, le Wi-Fi, les écrans et le temps de trajet de chacun.',
          {
            list: [
              "Réservez au moins 30 minutes avant et après pour l'installation et le rangement.",
              "Demandez à l'hôte ses traiteurs partenaires et les règles sur le bruit.",
              'Prévoyez une pause toutes les 90 minutes de travail.',
            ],
          },
        ],
      },
      {
        id: 'after-the-day',
        heading: 'Après la journée',
        blocks: [
          'Envoyez un court compte rendu sous 48 heures : les décisions, les responsables et la prochaine date. Un séminaire mémorable est un séminaire dont les décisions se concrétisent.',
        ],
      },
    ],
  },
  'questions-before-booking-a-studio': {
    title: '10 questions à poser avant de réserver un studio photo',
    excerpt: 'Électricité, lumière, accès et heures supplémentaires : posez ces questions avant le jour du shooting, pas pendant.',
    sections: [
      {
        id: 'the-space',
        heading: 'Sur le lieu',
        blocks: [
          {
            list: [
              'Quelle est la hauteur sous plafond, et y a-t-il un cyclo ?',
              "Quelle est l'orientation des fenêtres, et peut-on les occulter ?",
              'Combien de circuits électriques, et quelle puissance ?',
              'Y a-t-il une loge avec miroir et point d’eau ?',
              'Par où charge-t-on le matériel, et y a-t-il un ascenseur ?',
            ],
          },
        ],
      },
      {
        id: 'the-booking',
        heading: 'Sur la réservation',
        blocks: [
          {
            list: [
              "Le temps réservé inclut-il l'installation et le rangement ?",
              'Combien coûtent les heures supplémentaires, et qui décide ?',
              'Quel matériel est inclus, et que peut-on louer ?',
              'Y a-t-il des limites de bruit ou de musique ?',
              'Peut-on accrocher, peindre ou scotcher ?',
            ],
          },
        ],
      },
      {
        id: 'write-it-down',
        heading: 'Gardez une trace écrite',
        blocks: ["Notez les réponses dans la conversation Hourspace avec l'hôte. Si un problème survient le jour même, chacun peut voir ce qui a été convenu."],
      },
    ],
  },
  'dinner-party-for-20': {
    title: 'Recevoir 20 personnes à dîner sans stress',
    excerpt: "À vingt invités, une cuisine de particulier rend les armes. Voici comment l'organiser dans un lieu fait pour cela.",
    sections: [
      {
        id: 'pick-a-kitchen',
        heading: 'Choisissez un lieu avec une vraie cuisine',
        blocks: ['Une cuisine avec deux fours, un grand réfrigérateur et une longue table change tout. Filtrez les lieux avec cuisine et comptez les feux sur les photos.'],
      },
      {
        id: 'menu',
        heading: 'Un menu qui se cuisine tout seul',
        blocks: [
          "Choisissez des plats préparés à l'avance et terminés dans la dernière demi-heure : un rôti cuit lentement, une grande salade, un dessert servi froid.",
          { list: ["Une entrée sur la table à l'arrivée des invités.", 'Un plat principal servi à partager.', 'Un dessert préparé la veille.'] },
        ],
      },
      {
        id: 'timing',
        heading: 'Le bon timing',
        blocks: ["Réservez une heure avant l'arrivée des invités et une heure après le dernier plat. Ranger à son rythme vaut bien cette heure de plus."],
      },
    ],
  },
  'natural-light-for-your-shoot': {
    title: 'Ce que la lumière naturelle change à votre shooting',
    excerpt: "« Très lumineux » peut vouloir dire une douce lumière nord ou un soleil de midi écrasant. Comment lire une annonce et s'organiser autour du soleil.",
    sections: [
      {
        id: 'direction',
        heading: "L'orientation compte",
        blocks: [
          "Des fenêtres au nord (dans l'hémisphère nord) donnent une lumière douce et régulière toute la journée. Au sud et à l'ouest, la lumière est chaude, forte et change vite. Demandez à l'hôte l'orientation des fenêtres.",
        ],
      },
      {
        id: 'time-of-day',
        heading: 'Réservez selon le soleil',
        blocks: [
          'Vérifiez les heures de lever et de coucher du soleil à votre date et réservez les heures où la lumière tombe là où vous la voulez. En intérieur, la fin de matinée est souvent la plus régulière.',
        ],
      },
      {
        id: 'backup',
        heading: 'Prévoyez toujours un plan B',
        blocks: ['Les nuages arrivent. Apportez un diffuseur, un réflecteur et au moins une lumière continue pour que le planning ne dépende jamais de la météo.'],
      },
    ],
  },
  'hybrid-meeting-checklist': {
    title: 'La liste de contrôle de la réunion hybride',
    excerpt: "Quand la moitié de l'équipe est dans la salle et l'autre à l'écran, la salle doit travailler deux fois plus.",
    sections: [
      {
        id: 'before',
        heading: 'Avant de réserver',
        blocks: [
          {
            list: [
              'Un écran lisible par toute la salle.',
              'Une caméra qui montre toute la table.',
              'Un micro qui capte le fond de la salle.',
              "Une connexion filaire ou un Wi-Fi testé à l'heure la plus chargée.",
            ],
          },
        ],
      },
      {
        id: 'on-the-day',
        heading: 'Le jour J',
        blocks: [
          "Arrivez 20 minutes en avance et rejoignez l'appel depuis la salle avant tout le monde. Désignez une personne dans la salle chargée de suivre le chat et de donner la parole aux participants à distance.",
        ],
      },
      {
        id: 'after',
        heading: 'Après la réunion',
        blocks: ["Partagez les notes et l'enregistrement au même endroit pour tous, afin que les participants à distance disposent du même compte rendu que ceux de la salle."],
      },
    ],
  },
  'hosts-who-built-a-business': {
    title: 'Ces hôtes qui ont transformé des pièces vides en entreprise',
    excerpt: "Un loft vide en semaine, un studio entre deux productions, un jardin inutilisé : trois hôtes racontent ce qui a changé quand ils ont commencé à louer à l'heure.",
    sections: [
      {
        id: 'the-loft',
        heading: 'Le loft qui travaille en semaine',
        blocks: [
          "Maya loue son loft de Brooklyn pour des ateliers et des journées d'équipe du lundi au jeudi. « J'ai fixé un minimum de quatre heures et la réservation instantanée pour les habitués. Cela paie le loyer de tout le bâtiment. »",
        ],
      },
      {
        id: 'the-studio',
        heading: 'Le studio entre deux productions',
        blocks: [
          "Jonas dirige un studio photo à Berlin. Les creux entre ses propres shootings sont désormais réservés par d'autres photographes. « La réservation à l'heure remplit les trous de mon calendrier qu'un tarif à la journée ne comblait jamais. »",
        ],
      },
      {
        id: 'getting-started',
        heading: 'Comment ils ont commencé',
        blocks: [
          {
            list: [
              'De belles photos en lumière du jour, prises par temps clair.',
              'Un règlement intérieur écrit avant la première réservation.',
              "Des réponses rapides : les hôtes qui répondent en moins d'une heure reçoivent plus de réservations.",
            ],
          },
        ],
      },
    ],
  },
};
