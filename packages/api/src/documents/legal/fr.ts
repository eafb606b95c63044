import type { LegalSlug, LegalText } from '../types';

export const LEGAL_FR: Record<LegalSlug, LegalText> = {
  terms: {
    title: "Conditions d'utilisation",
    summary: "Ces conditions régissent votre utilisation d'Hourspace, la place de marché où les invités réservent des lieux à l'heure directement auprès des hôtes.",
    sections: [
      {
        id: 'agreement',
        heading: '1. Notre accord',
        blocks: [
          "En créant un compte, en publiant un lieu ou en effectuant une réservation, vous acceptez les présentes conditions d'utilisation, la politique de confidentialité, la politique d'annulation, l'aperçu des frais et les règles de la communauté. Si vous ne les acceptez pas, n'utilisez pas Hourspace.",
          "Hourspace fournit uniquement la plateforme. Le contrat de location de chaque réservation est conclu entre l'invité et l'hôte ; Hourspace n'y est pas partie et ne possède, ne gère ni n'inspecte les lieux proposés.",
        ],
      },
      {
        id: 'accounts',
        heading: '2. Votre compte',
        blocks: [
          'Vous devez avoir au moins 18 ans et être en mesure de conclure un contrat. Les informations que vous nous donnez doivent être exactes et tenues à jour.',
          {
            list: [
              'Gardez votre mot de passe secret et ne partagez pas votre compte.',
              "Prévenez-nous immédiatement si vous pensez que quelqu'un d'autre a utilisé votre compte.",
              'Vous êtes responsable de tout ce qui est fait depuis votre compte.',
            ],
          },
        ],
      },
      {
        id: 'bookings',
        heading: '3. Réservations',
        blocks: [
          "Une demande de réservation indique le lieu, la date, l'heure de début et de fin, le nombre de participants et l'activité. La réservation est confirmée lorsque l'hôte l'accepte, ou immédiatement pour les lieux en réservation instantanée.",
          "Les invités utilisent le lieu uniquement pour l'activité et le nombre de participants réservés, le laissent dans l'état où ils l'ont trouvé et respectent le règlement intérieur indiqué sur l'annonce.",
        ],
      },
      {
        id: 'hosting',
        heading: '4. Accueillir des invités',
        blocks: [
          "Les hôtes doivent avoir le droit de louer leur lieu, le décrire honnêtement, tenir leur calendrier à jour et respecter les lois, autorisations, obligations d'assurance et règles d'immeuble qui s'y appliquent.",
          "Les hôtes fixent leur prix horaire, la durée minimale de réservation et le règlement intérieur. Les versements sont envoyés sur le compte de versement configuré par l'hôte, après le début de la réservation et une fois les vérifications d'identité terminées.",
        ],
      },
      {
        id: 'payments',
        heading: '5. Paiements et frais',
        blocks: [
          "Les invités paient le prix de la réservation plus des frais de service de {guestFee} % au moment de réserver. Les hôtes paient des frais d'hôte de {hostFee} % du sous-total de la réservation, déduits de leur versement. L'aperçu des frais détaille chaque frais.",
          "Hourspace encaisse les paiements en tant que mandataire d'encaissement limité de l'hôte : une fois que vous avez payé Hourspace, votre obligation envers l'hôte pour ce montant est remplie.",
        ],
      },
      {
        id: 'cancellations',
        heading: '6. Annulations et remboursements',
        blocks: [
          "Les annulations et remboursements suivent la politique d'annulation affichée sur l'annonce au moment de la réservation. Un hôte qui annule une réservation confirmée peut se voir facturer des frais et perdre en visibilité dans les résultats.",
        ],
      },
      {
        id: 'liability',
        heading: '7. Responsabilité',
        blocks: [
          "Hourspace est fourni « en l'état ». Dans la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes, et notre responsabilité totale pour toute réclamation est limitée aux frais que vous nous avez payés au cours des douze mois précédant la réclamation.",
          'Rien dans ces conditions ne limite une responsabilité que la loi interdit de limiter, comme celle pour fraude ou pour décès ou dommage corporel causé par négligence.',
        ],
      },
      {
        id: 'changes',
        heading: '8. Modification des conditions',
        blocks: [
          'Nous pouvons mettre à jour ces conditions. En cas de changement important, nous vous prévenons avant son entrée en vigueur et vous demandons d’accepter la nouvelle version lors de votre prochaine connexion. Le numéro de version et la date en haut de cette page indiquent toujours la version en vigueur.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    summary: 'Comment Hourspace collecte, utilise et protège vos informations personnelles, et les choix dont vous disposez.',
    sections: [
      {
        id: 'information-we-collect',
        heading: '1. Les informations que nous collectons',
        blocks: [
          {
            list: [
              'Compte : votre nom, adresse e-mail, numéro de téléphone, mot de passe et photo de profil.',
              'Réservations : les lieux que vous réservez ou proposez, les dates, les horaires, les messages et les avis.',
              'Paiement : traité par nos prestataires de paiement ; nous ne conservons que les derniers chiffres et la marque de la carte.',
              "Utilisation : pages consultées, type d'appareil et de navigateur, et localisation approximative déduite de votre adresse IP.",
            ],
          },
        ],
      },
      {
        id: 'how-we-use-it',
        heading: '2. Comment nous les utilisons',
        blocks: [
          "Nous utilisons vos informations pour faire fonctionner la place de marché : créer votre compte, traiter les réservations et les versements, permettre aux invités et aux hôtes d'échanger, prévenir la fraude, vous assister et, si vous l'acceptez, vous envoyer des messages marketing.",
        ],
      },
      {
        id: 'sharing',
        heading: '3. Avec qui nous les partageons',
        blocks: [
          "Lorsque vous réservez, l'hôte voit votre nom, votre photo de profil et les détails de la réservation ; lorsque vous accueillez, les invités voient votre profil public et votre annonce. Nous partageons des données avec les prestataires qui travaillent pour nous (paiement, hébergement, e-mail) sous des contrats qui les protègent, et avec les autorités lorsque la loi l'exige.",
          'Nous ne vendons pas vos informations personnelles.',
        ],
      },
      {
        id: 'cookies',
        heading: '4. Cookies et mesure d’audience',
        blocks: [
          "Nous utilisons des cookies nécessaires pour vous garder connecté et mémoriser votre langue. Les cookies de mesure d'audience et de publicité ne sont utilisés qu'avec votre consentement, que vous pouvez modifier à tout moment via « Vos choix de confidentialité » en bas de page. Nous respectons le signal Global Privacy Control.",
        ],
      },
      {
        id: 'your-rights',
        heading: '5. Vos droits',
        blocks: [
          "Selon votre lieu de résidence, vous pouvez demander l'accès, la rectification, la suppression ou l'export de vos informations personnelles, et vous opposer à certains usages ou les limiter. Écrivez à privacy@hourspace.com ; nous répondons sous 30 jours.",
        ],
      },
      {
        id: 'retention',
        heading: '6. Durée de conservation',
        blocks: [
          'Nous conservons vos informations tant que votre compte est ouvert, puis seulement le temps nécessaire pour des raisons légales, fiscales et de sécurité, en général jusqu’à sept ans pour les données de réservation et de paiement.',
        ],
      },
      {
        id: 'california-privacy',
        heading: '7. Droits des résidents de Californie',
        blocks: [
          'Si vous résidez en Californie, le California Consumer Privacy Act (modifié par le CPRA) vous accorde des droits supplémentaires :',
          {
            list: [
              'Le droit de savoir quelles catégories et quels éléments d’informations personnelles nous collectons, utilisons et communiquons.',
              'Le droit de supprimer et de rectifier vos informations personnelles.',
              'Le droit de refuser la vente ou le partage de vos informations à des fins de publicité comportementale.',
              'Le droit de limiter l’usage des informations personnelles sensibles.',
              'Le droit de ne pas être discriminé pour avoir exercé ces droits.',
            ],
          },
          'Pour refuser le partage, utilisez « Vos choix de confidentialité » en bas de page ou activez Global Privacy Control dans votre navigateur. Pour toute autre demande, écrivez à privacy@hourspace.com. Nous vérifions les demandes en les rapprochant de votre compte, et vous pouvez passer par un mandataire autorisé.',
        ],
      },
      {
        id: 'contact',
        heading: '8. Nous contacter',
        blocks: ['Hourspace, Inc. est responsable de vos informations. Questions sur cette politique : privacy@hourspace.com.'],
      },
    ],
  },
  'cancellation-policy': {
    title: "Politique d'annulation",
    summary: "Ce qu'il advient de votre argent lorsqu'un invité ou un hôte annule une réservation.",
    sections: [
      {
        id: 'guest-cancellations',
        heading: '1. Quand un invité annule',
        blocks: [
          "Chaque annonce affiche l'une des trois politiques choisies par l'hôte. La politique affichée au moment de la réservation est celle qui s'applique.",
          {
            list: [
              'Flexible : remboursement intégral jusqu’à 24 heures avant le début.',
              'Modérée : remboursement intégral jusqu’à 7 jours avant le début ; remboursement de 50 % jusqu’à 24 heures avant.',
              'Stricte : remboursement intégral dans les 24 heures suivant la réservation si le début est dans au moins 7 jours ; remboursement de 50 % jusqu’à 7 jours avant le début.',
            ],
          },
          'Toute réservation peut être annulée gratuitement dans les 24 heures qui suivent si le début est dans plus de 48 heures.',
          'Après la dernière de ces échéances, un invité qui annule n’est pas remboursé. « Jusqu’à » et « dans les 24 heures » incluent l’instant lui-même, et toutes les heures sont l’heure locale de l’espace, indiquées en date et heure sur la réservation. Les jours sont des jours calendaires sur place : 7 jours avant un début le mardi à 10 h, c’est le mardi précédent à 10 h, même si l’on change d’heure entre-temps. Les heures se comptent telles qu’elles s’écoulent : 24 heures avant le début, c’est 24 heures plus tôt.',
          'Un remboursement intégral rend tout ce que l’invité a payé : le sous-total de la réservation, les frais de service et la taxe. Un remboursement de 50 % rend la moitié du sous-total de la réservation (les heures et les éventuelles options) et la taxe perçue sur cette moitié ; les frais de service, ainsi que la taxe sur ces frais et sur la moitié non remboursée, sont conservés. Chaque montant est arrondi au centime le plus proche (ou à la plus petite unité de la devise), les demis à l’unité supérieure.',
        ],
      },
      {
        id: 'host-cancellations',
        heading: '2. Quand un hôte annule',
        blocks: [
          "Si un hôte annule une réservation confirmée, l'invité est remboursé intégralement, frais de service et taxe compris. L'hôte peut se voir facturer des frais d'annulation et l'annulation est indiquée sur son annonce.",
        ],
      },
      {
        id: 'service-fee',
        heading: '3. Les frais de service',
        blocks: ['Les frais de service sont remboursés lorsque la réservation est remboursée intégralement. Ils ne le sont pas en cas de remboursement partiel.'],
      },
      {
        id: 'exceptions',
        heading: '4. Circonstances exceptionnelles',
        blocks: [
          "Si une urgence, une catastrophe naturelle ou une décision des autorités rend une réservation impossible, nous pouvons rembourser l'invité intégralement quelle que soit la politique. Contactez l'assistance en donnant les détails.",
        ],
      },
    ],
  },
  'fees-overview': {
    title: 'Aperçu des frais',
    summary: 'Tous les frais facturés par Hourspace aux invités et aux hôtes, et leur mode de calcul.',
    sections: [
      {
        id: 'guest-service-fee',
        heading: '1. Frais de service invité',
        blocks: [
          "Les invités paient des frais de service de {guestFee} % du sous-total de la réservation (le prix horaire multiplié par le nombre d'heures, plus les options). Ils sont affichés avant la confirmation et couvrent l'assistance, les paiements sécurisés et notre plateforme.",
        ],
      },
      {
        id: 'host-fee',
        heading: '2. Frais d’hôte',
        blocks: [
          "Les hôtes paient des frais de {hostFee} % du sous-total de la réservation. Ils sont déduits automatiquement du versement : l'hôte ne reçoit jamais de facture. Publier un lieu est gratuit.",
        ],
      },
      {
        id: 'example',
        heading: '3. Un exemple',
        blocks: [
          'Un invité réserve un studio à 100 par heure pendant 3 heures :',
          {
            list: [
              'Sous-total de la réservation : 300',
              "Frais de service invité ({guestFee} %) : ajoutés au montant payé par l'invité",
              "Frais d'hôte ({hostFee} %) : déduits du versement de l'hôte",
            ],
          },
        ],
      },
      {
        id: 'taxes',
        heading: '4. Taxes',
        blocks: [
          'Lorsque la loi l’exige, la TVA ou la taxe de vente est ajoutée à nos frais et indiquée dans le détail du prix. Les hôtes sont responsables des impôts sur leurs propres revenus.',
        ],
      },
    ],
  },
  'community-guidelines': {
    title: 'Règles de la communauté',
    summary: "Les règles que chaque invité et chaque hôte s'engage à respecter, pour que chaque réservation soit sûre et accueillante.",
    sections: [
      {
        id: 'respect',
        heading: '1. Respecter chacun',
        blocks: [
          "Traitez les hôtes, les invités et les voisins avec respect. Nous ne tolérons aucune discrimination fondée sur l'origine, la religion, la nationalité, le handicap, le sexe, l'identité de genre, l'orientation sexuelle ou l'âge.",
        ],
      },
      {
        id: 'safety',
        heading: '2. Assurer la sécurité',
        blocks: [
          {
            list: [
              'Ne dépassez pas le nombre de participants réservé.',
              "Respectez les règles d'incendie, de capacité et d'accessibilité.",
              "Signalez immédiatement tout danger à l'hôte et à nous.",
            ],
          },
        ],
      },
      {
        id: 'honesty',
        heading: '3. Être honnête',
        blocks: ['Les annonces doivent montrer le lieu tel qu’il est. Les invités décrivent leur activité avec sincérité. Les avis reflètent des expériences réelles.'],
      },
      {
        id: 'on-platform',
        heading: '4. Réserver et payer sur Hourspace',
        blocks: [
          'Gardez les messages et les paiements sur Hourspace. Demander un paiement en dehors de la plateforme vous prive de la protection de nos conditions et peut entraîner la suspension de votre compte.',
        ],
      },
      {
        id: 'enforcement',
        heading: '5. En cas de manquement',
        blocks: [
          'Nous pouvons avertir, restreindre ou supprimer les comptes et annonces qui enfreignent ces règles. Vous pouvez contester toute décision en écrivant à trust@hourspace.com.',
        ],
      },
    ],
  },
};
