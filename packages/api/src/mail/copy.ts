import type { Language } from './language';

/** Text of one template in one language; `{name}` marks a value filled in by templates.ts. */
export interface TemplateCopy {
  subject: string;
  /** Paragraphs, in order; the first greets the reader. */
  lines: string[];
  /** The button's label, when the message has a link. */
  action?: string;
}

/** Words every message shares. */
export interface CommonCopy {
  greeting: string;
  greetingAnonymous: string;
  signature: string;
  footer: string;
  /** Who sent a message, when they gave no first name (as it reads after "from"). */
  someone: string;
}

export const COMMON: Record<Language, CommonCopy> = {
  en: {
    greeting: 'Hi {name},',
    greetingAnonymous: 'Hi,',
    signature: 'The Hourspace team',
    footer: 'You received this email because of your Hourspace account.',
    someone: 'another member',
  },
  fr: {
    greeting: 'Bonjour {name},',
    greetingAnonymous: 'Bonjour,',
    signature: 'L’équipe Hourspace',
    footer: 'Vous recevez cet e-mail en raison de votre compte Hourspace.',
    someone: 'un autre membre',
  },
  es: {
    greeting: 'Hola, {name}:',
    greetingAnonymous: 'Hola:',
    signature: 'El equipo de Hourspace',
    footer: 'Recibes este correo por tu cuenta de Hourspace.',
    someone: 'otro miembro',
  },
  de: {
    greeting: 'Hallo {name},',
    greetingAnonymous: 'Hallo,',
    signature: 'Ihr Hourspace-Team',
    footer: 'Sie erhalten diese E-Mail wegen Ihres Hourspace-Kontos.',
    someone: 'einem anderen Mitglied',
  },
};

/** Every template's copy in every language: a test checks the four sets name the same values. */
export const COPY = {
  'verification-code': {
    en: {
      subject: 'Your Hourspace verification code',
      lines: ['Enter this code to confirm your email address:', '{code}', 'It expires in {minutes} minutes. If you did not ask for it, you can ignore this email.'],
    },
    fr: {
      subject: 'Votre code de vérification Hourspace',
      lines: ['Saisissez ce code pour confirmer votre adresse e-mail :', '{code}', 'Il expire dans {minutes} minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail.'],
    },
    es: {
      subject: 'Tu código de verificación de Hourspace',
      lines: ['Introduce este código para confirmar tu dirección de correo:', '{code}', 'Caduca en {minutes} minutos. Si no lo has pedido, puedes ignorar este correo.'],
    },
    de: {
      subject: 'Ihr Hourspace-Bestätigungscode',
      lines: [
        'Geben Sie diesen Code ein, um Ihre E-Mail-Adresse zu bestätigen:',
        '{code}',
        'Er läuft in {minutes} Minuten ab. Wenn Sie ihn nicht angefordert haben, können Sie diese E-Mail ignorieren.',
      ],
    },
  },
  'password-reset': {
    en: {
      subject: 'Reset your Hourspace password',
      lines: ['Use this link within {minutes} minutes to choose a new password.', 'If you did not ask for this, you can ignore this email: your password stays as it is.'],
      action: 'Choose a new password',
    },
    fr: {
      subject: 'Réinitialisez votre mot de passe Hourspace',
      lines: [
        'Utilisez ce lien dans les {minutes} minutes pour choisir un nouveau mot de passe.',
        'Si vous n’avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.',
      ],
      action: 'Choisir un nouveau mot de passe',
    },
    es: {
      subject: 'Restablece tu contraseña de Hourspace',
      lines: ['Usa este enlace en los próximos {minutes} minutos para elegir una contraseña nueva.', 'Si no lo has pedido, puedes ignorar este correo: tu contraseña no cambia.'],
      action: 'Elegir una contraseña nueva',
    },
    de: {
      subject: 'Setzen Sie Ihr Hourspace-Passwort zurück',
      lines: [
        'Über diesen Link können Sie innerhalb von {minutes} Minuten ein neues Passwort wählen.',
        'Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      ],
      action: 'Neues Passwort wählen',
    },
  },
  'phone-code': {
    en: { subject: 'Hourspace code', lines: ['{code} is your Hourspace verification code. It expires in {minutes} minutes.'] },
    fr: { subject: 'Code Hourspace', lines: ['{code} est votre code de vérification Hourspace. Il expire dans {minutes} minutes.'] },
    es: { subject: 'Código de Hourspace', lines: ['{code} es tu código de verificación de Hourspace. Caduca en {minutes} minutos.'] },
    de: { subject: 'Hourspace-Code', lines: ['{code} ist Ihr Hourspace-Bestätigungscode. Er läuft in {minutes} Minuten ab.'] },
  },
  'booking-requested': {
    en: {
      subject: 'New booking request for {space}',
      lines: ['{guest} would like to book {space} on {when}.', 'Accept or decline the request before it expires.'],
      action: 'See the request',
    },
    fr: {
      subject: 'Nouvelle demande de réservation pour {space}',
      lines: ['{guest} souhaite réserver {space} le {when}.', 'Acceptez ou refusez la demande avant qu’elle n’expire.'],
      action: 'Voir la demande',
    },
    es: {
      subject: 'Nueva solicitud de reserva para {space}',
      lines: ['{guest} quiere reservar {space} el {when}.', 'Acepta o rechaza la solicitud antes de que caduque.'],
      action: 'Ver la solicitud',
    },
    de: {
      subject: 'Neue Buchungsanfrage für {space}',
      lines: ['{guest} möchte {space} am {when} buchen.', 'Nehmen Sie die Anfrage an oder lehnen Sie sie ab, bevor sie abläuft.'],
      action: 'Anfrage ansehen',
    },
  },
  'booking-instant': {
    en: {
      subject: '{guest} booked {space}',
      lines: ['{guest} booked {space} on {when}. Instant book confirmed it at once: there is nothing to accept.'],
      action: 'See the booking',
    },
    fr: {
      subject: '{guest} a réservé {space}',
      lines: ['{guest} a réservé {space} le {when}. La réservation instantanée l’a confirmée aussitôt : vous n’avez rien à accepter.'],
      action: 'Voir la réservation',
    },
    es: {
      subject: '{guest} ha reservado {space}',
      lines: ['{guest} ha reservado {space} el {when}. La reserva inmediata la confirmó al instante: no tienes que aceptar nada.'],
      action: 'Ver la reserva',
    },
    de: {
      subject: '{guest} hat {space} gebucht',
      lines: ['{guest} hat {space} am {when} gebucht. Die Sofortbuchung hat sie gleich bestätigt: Sie müssen nichts annehmen.'],
      action: 'Buchung ansehen',
    },
  },
  'booking-accepted': {
    en: { subject: 'Your booking of {space} was accepted', lines: ['Good news: the host accepted your booking of {space} on {when}.'], action: 'See your booking' },
    fr: {
      subject: 'Votre réservation de {space} est acceptée',
      lines: ['Bonne nouvelle : l’hôte a accepté votre réservation de {space} le {when}.'],
      action: 'Voir votre réservation',
    },
    es: { subject: 'Tu reserva de {space} ha sido aceptada', lines: ['Buenas noticias: el anfitrión ha aceptado tu reserva de {space} el {when}.'], action: 'Ver tu reserva' },
    de: {
      subject: 'Ihre Buchung von {space} wurde angenommen',
      lines: ['Gute Nachricht: Der Gastgeber hat Ihre Buchung von {space} am {when} angenommen.'],
      action: 'Buchung ansehen',
    },
  },
  'booking-confirmed': {
    en: { subject: 'Your booking of {space} is confirmed', lines: ['Your booking of {space} on {when} is confirmed. We charged {amount}.'], action: 'See your booking' },
    fr: {
      subject: 'Votre réservation de {space} est confirmée',
      lines: ['Votre réservation de {space} le {when} est confirmée. Nous avons débité {amount}.'],
      action: 'Voir votre réservation',
    },
    es: { subject: 'Tu reserva de {space} está confirmada', lines: ['Tu reserva de {space} el {when} está confirmada. Hemos cobrado {amount}.'], action: 'Ver tu reserva' },
    de: {
      subject: 'Ihre Buchung von {space} ist bestätigt',
      lines: ['Ihre Buchung von {space} am {when} ist bestätigt. Wir haben {amount} abgebucht.'],
      action: 'Buchung ansehen',
    },
  },
  'booking-declined': {
    en: {
      subject: 'Your booking request for {space} was declined',
      lines: ['The host declined your request for {space} on {when}. You were not charged.'],
      action: 'Find another space',
    },
    fr: {
      subject: 'Votre demande de réservation pour {space} a été refusée',
      lines: ['L’hôte a refusé votre demande pour {space} le {when}. Vous n’avez pas été débité.'],
      action: 'Trouver un autre espace',
    },
    es: {
      subject: 'Tu solicitud de reserva para {space} ha sido rechazada',
      lines: ['El anfitrión ha rechazado tu solicitud para {space} el {when}. No se te ha cobrado nada.'],
      action: 'Buscar otro espacio',
    },
    de: {
      subject: 'Ihre Buchungsanfrage für {space} wurde abgelehnt',
      lines: ['Der Gastgeber hat Ihre Anfrage für {space} am {when} abgelehnt. Ihnen wurde nichts berechnet.'],
      action: 'Einen anderen Ort finden',
    },
  },
  'booking-expired': {
    en: {
      subject: 'Your booking request for {space} expired',
      lines: ['The host did not answer your request for {space} on {when} in time, so it expired. You were not charged.'],
      action: 'Find another space',
    },
    fr: {
      subject: 'Votre demande de réservation pour {space} a expiré',
      lines: ['L’hôte n’a pas répondu à temps à votre demande pour {space} le {when} : elle a expiré. Vous n’avez pas été débité.'],
      action: 'Trouver un autre espace',
    },
    es: {
      subject: 'Tu solicitud de reserva para {space} ha caducado',
      lines: ['El anfitrión no respondió a tiempo a tu solicitud para {space} el {when}, así que ha caducado. No se te ha cobrado nada.'],
      action: 'Buscar otro espacio',
    },
    de: {
      subject: 'Ihre Buchungsanfrage für {space} ist abgelaufen',
      lines: ['Der Gastgeber hat Ihre Anfrage für {space} am {when} nicht rechtzeitig beantwortet, daher ist sie abgelaufen. Ihnen wurde nichts berechnet.'],
      action: 'Einen anderen Ort finden',
    },
  },
  'booking-cancelled': {
    en: { subject: 'Your booking of {space} was cancelled', lines: ['Your booking of {space} on {when} was cancelled.'], action: 'See your bookings' },
    fr: { subject: 'Votre réservation de {space} a été annulée', lines: ['Votre réservation de {space} le {when} a été annulée.'], action: 'Voir vos réservations' },
    es: { subject: 'Tu reserva de {space} ha sido cancelada', lines: ['Tu reserva de {space} el {when} ha sido cancelada.'], action: 'Ver tus reservas' },
    de: { subject: 'Ihre Buchung von {space} wurde storniert', lines: ['Ihre Buchung von {space} am {when} wurde storniert.'], action: 'Ihre Buchungen ansehen' },
  },
  'booking-refunded': {
    en: {
      subject: 'Your refund for {space}',
      lines: ['We refunded {amount} for your booking of {space} on {when}. Your bank may take a few days to show it.'],
      action: 'See your bookings',
    },
    fr: {
      subject: 'Votre remboursement pour {space}',
      lines: ['Nous avons remboursé {amount} pour votre réservation de {space} le {when}. Votre banque peut mettre quelques jours à l’afficher.'],
      action: 'Voir vos réservations',
    },
    es: {
      subject: 'Tu reembolso de {space}',
      lines: ['Hemos reembolsado {amount} por tu reserva de {space} el {when}. Tu banco puede tardar unos días en mostrarlo.'],
      action: 'Ver tus reservas',
    },
    de: {
      subject: 'Ihre Erstattung für {space}',
      lines: ['Wir haben {amount} für Ihre Buchung von {space} am {when} erstattet. Es kann einige Tage dauern, bis Ihre Bank den Betrag anzeigt.'],
      action: 'Ihre Buchungen ansehen',
    },
  },
  'payout-sent': {
    en: { subject: 'Your payout of {amount} is on its way', lines: ['We sent {amount} for the booking of {space} on {when} to your bank account.'], action: 'See your payouts' },
    fr: {
      subject: 'Votre versement de {amount} est en route',
      lines: ['Nous avons envoyé {amount} sur votre compte bancaire pour la réservation de {space} le {when}.'],
      action: 'Voir vos versements',
    },
    es: { subject: 'Tu pago de {amount} está en camino', lines: ['Hemos enviado {amount} a tu cuenta bancaria por la reserva de {space} el {when}.'], action: 'Ver tus pagos' },
    de: {
      subject: 'Ihre Auszahlung von {amount} ist unterwegs',
      lines: ['Wir haben {amount} für die Buchung von {space} am {when} auf Ihr Bankkonto überwiesen.'],
      action: 'Ihre Auszahlungen ansehen',
    },
  },
  'review-requested': {
    en: { subject: 'How was {space}?', lines: ['Thanks for booking {space} on {when}. A short review helps the host and other guests.'], action: 'Write a review' },
    fr: {
      subject: 'Comment s’est passé votre moment à {space} ?',
      lines: ['Merci d’avoir réservé {space} le {when}. Un court avis aide l’hôte et les autres invités.'],
      action: 'Écrire un avis',
    },
    es: {
      subject: '¿Qué tal en {space}?',
      lines: ['Gracias por reservar {space} el {when}. Una breve reseña ayuda al anfitrión y a otros invitados.'],
      action: 'Escribir una reseña',
    },
    de: {
      subject: 'Wie war es in {space}?',
      lines: ['Danke, dass Sie {space} am {when} gebucht haben. Eine kurze Bewertung hilft dem Gastgeber und anderen Gästen.'],
      action: 'Bewertung schreiben',
    },
  },
  'review-requested-host': {
    en: {
      subject: 'How was your guest at {space}?',
      lines: ['{guest} booked {space} on {when}. A short review of your guest helps other hosts.'],
      action: 'Review your guest',
    },
    fr: {
      subject: 'Comment s’est passée la venue de votre invité à {space} ?',
      lines: ['{guest} a réservé {space} le {when}. Un court avis sur votre invité aide les autres hôtes.'],
      action: 'Évaluer votre invité',
    },
    es: {
      subject: '¿Qué tal tu invitado en {space}?',
      lines: ['{guest} reservó {space} el {when}. Una breve reseña de tu invitado ayuda a otros anfitriones.'],
      action: 'Escribir una reseña del invitado',
    },
    de: {
      subject: 'Wie war Ihr Gast in {space}?',
      lines: ['{guest} hat {space} am {when} gebucht. Eine kurze Bewertung Ihres Gastes hilft anderen Gastgebern.'],
      action: 'Gast bewerten',
    },
  },
  'new-message': {
    en: { subject: 'You have an unread message on Hourspace', lines: ['You have an unread message from {sender}.'], action: 'Open your inbox' },
    fr: { subject: 'Vous avez un message non lu sur Hourspace', lines: ['Vous avez un message non lu de {sender}.'], action: 'Ouvrir votre messagerie' },
    es: { subject: 'Tienes un mensaje sin leer en Hourspace', lines: ['Tienes un mensaje sin leer de {sender}.'], action: 'Abrir tu bandeja de entrada' },
    de: { subject: 'Sie haben eine ungelesene Nachricht auf Hourspace', lines: ['Sie haben eine ungelesene Nachricht von {sender}.'], action: 'Posteingang öffnen' },
  },
  'new-messages': {
    en: { subject: 'You have {count} unread messages on Hourspace', lines: ['You have {count} unread messages, the latest from {sender}.'], action: 'Open your inbox' },
    fr: { subject: 'Vous avez {count} messages non lus sur Hourspace', lines: ['Vous avez {count} messages non lus, le dernier de {sender}.'], action: 'Ouvrir votre messagerie' },
    es: { subject: 'Tienes {count} mensajes sin leer en Hourspace', lines: ['Tienes {count} mensajes sin leer; el último es de {sender}.'], action: 'Abrir tu bandeja de entrada' },
    de: {
      subject: 'Sie haben {count} ungelesene Nachrichten auf Hourspace',
      lines: ['Sie haben {count} ungelesene Nachrichten, die neueste von {sender}.'],
      action: 'Posteingang öffnen',
    },
  },
} satisfies Record<string, Record<Language, TemplateCopy>>;

export type TemplateName = keyof typeof COPY;
