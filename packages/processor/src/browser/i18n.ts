/**
 * Every text a person reads in the card frame, the 3-D Secure dialog and its challenge page,
 * in the four languages the product speaks (docs/decisions/payments-provider.md: card entry
 * on the processor's origin). The card element's errors are Stripe's own wording, because
 * pages show `change.error.message` as Stripe.js gives it.
 */
export const LOCALES = ['en', 'fr', 'es', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

export interface BrowserStrings {
  /** The card iframe's title. */
  frameTitle: string;
  cardNumber: string;
  expiry: string;
  securityCode: string;
  postalCode: string;
  expiryPlaceholder: string;
  cvcPlaceholder: string;
  postalPlaceholder: string;
  /** The challenge overlay's accessible name and the challenge page's heading. */
  dialogLabel: string;
  /** The challenge iframe's title. */
  challengeFrameTitle: string;
  testNotice: string;
  testExplanation: string;
  completeAuthentication: string;
  failAuthentication: string;
  challengeError: string;
  errors: {
    incomplete_number: string;
    invalid_number: string;
    incomplete_expiry: string;
    invalid_expiry_month: string;
    invalid_expiry_year_past: string;
    invalid_expiry_month_past: string;
    incomplete_cvc: string;
    incomplete_zip: string;
    api_connection_error: string;
    element_missing: string;
    authentication_failure: string;
  };
}

export const STRINGS: Record<Locale, BrowserStrings> = {
  en: {
    frameTitle: 'Secure card payment input frame',
    cardNumber: 'Card number',
    expiry: 'Expiration date (MM / YY)',
    securityCode: 'Security code (CVC)',
    postalCode: 'Postal code',
    expiryPlaceholder: 'MM / YY',
    cvcPlaceholder: 'CVC',
    postalPlaceholder: 'ZIP',
    dialogLabel: '3D Secure authentication',
    challengeFrameTitle: '3D Secure authentication challenge',
    testNotice: 'This is a test authentication page',
    testExplanation: 'Your bank would ask you to confirm this payment here. Choose the outcome to test.',
    completeAuthentication: 'Complete authentication',
    failAuthentication: 'Fail authentication',
    challengeError: 'Something went wrong. Please try again.',
    errors: {
      incomplete_number: 'Your card number is incomplete.',
      invalid_number: 'Your card number is invalid.',
      incomplete_expiry: "Your card's expiration date is incomplete.",
      invalid_expiry_month: "Your card's expiration month is invalid.",
      invalid_expiry_year_past: "Your card's expiration year is in the past.",
      invalid_expiry_month_past: "Your card's expiration date is in the past.",
      incomplete_cvc: "Your card's security code is incomplete.",
      incomplete_zip: 'Your postal code is incomplete.',
      api_connection_error: 'We could not reach the payment processor. Check your connection and try again.',
      element_missing: 'The card field is no longer on the page. Reload the page and try again.',
      authentication_failure: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    },
  },
  fr: {
    frameTitle: 'Cadre sécurisé de saisie de la carte de paiement',
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration (MM / AA)",
    securityCode: 'Code de sécurité (CVC)',
    postalCode: 'Code postal',
    expiryPlaceholder: 'MM / AA',
    cvcPlaceholder: 'CVC',
    postalPlaceholder: 'Code postal',
    dialogLabel: 'Authentification 3D Secure',
    challengeFrameTitle: "Vérification de l'authentification 3D Secure",
    testNotice: "Ceci est une page d'authentification de test",
    testExplanation: 'Votre banque vous demanderait de confirmer ce paiement ici. Choisissez le résultat à tester.',
    completeAuthentication: "Valider l'authentification",
    failAuthentication: "Faire échouer l'authentification",
    challengeError: "Une erreur s'est produite. Veuillez réessayer.",
    errors: {
      incomplete_number: 'Le numéro de votre carte est incomplet.',
      invalid_number: "Le numéro de votre carte n'est pas valide.",
      incomplete_expiry: "La date d'expiration de votre carte est incomplète.",
      invalid_expiry_month: "Le mois d'expiration de votre carte n'est pas valide.",
      invalid_expiry_year_past: "L'année d'expiration de votre carte est déjà passée.",
      invalid_expiry_month_past: "La date d'expiration de votre carte est déjà passée.",
      incomplete_cvc: 'Le code de sécurité de votre carte est incomplet.',
      incomplete_zip: 'Votre code postal est incomplet.',
      api_connection_error: 'Impossible de joindre le service de paiement. Vérifiez votre connexion et réessayez.',
      element_missing: "Le champ de la carte n'est plus sur la page. Rechargez la page et réessayez.",
      authentication_failure: "Nous n'avons pas pu authentifier votre moyen de paiement. Veuillez en choisir un autre et réessayer.",
    },
  },
  es: {
    frameTitle: 'Marco seguro para introducir la tarjeta de pago',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM / AA)',
    securityCode: 'Código de seguridad (CVC)',
    postalCode: 'Código postal',
    expiryPlaceholder: 'MM / AA',
    cvcPlaceholder: 'CVC',
    postalPlaceholder: 'Código postal',
    dialogLabel: 'Autenticación 3D Secure',
    challengeFrameTitle: 'Verificación de autenticación 3D Secure',
    testNotice: 'Esta es una página de autenticación de prueba',
    testExplanation: 'Aquí tu banco te pediría que confirmes este pago. Elige el resultado que quieres probar.',
    completeAuthentication: 'Completar la autenticación',
    failAuthentication: 'Hacer fallar la autenticación',
    challengeError: 'Algo salió mal. Inténtalo de nuevo.',
    errors: {
      incomplete_number: 'El número de tu tarjeta está incompleto.',
      invalid_number: 'El número de tu tarjeta no es válido.',
      incomplete_expiry: 'La fecha de caducidad de tu tarjeta está incompleta.',
      invalid_expiry_month: 'El mes de caducidad de tu tarjeta no es válido.',
      invalid_expiry_year_past: 'El año de caducidad de tu tarjeta ya ha pasado.',
      invalid_expiry_month_past: 'La fecha de caducidad de tu tarjeta ya ha pasado.',
      incomplete_cvc: 'El código de seguridad de tu tarjeta está incompleto.',
      incomplete_zip: 'Tu código postal está incompleto.',
      api_connection_error: 'No pudimos conectar con el servicio de pago. Comprueba tu conexión e inténtalo de nuevo.',
      element_missing: 'El campo de la tarjeta ya no está en la página. Recarga la página e inténtalo de nuevo.',
      authentication_failure: 'No hemos podido autenticar tu método de pago. Elige otro método de pago e inténtalo de nuevo.',
    },
  },
  de: {
    frameTitle: 'Sicherer Eingaberahmen für Kartenzahlungen',
    cardNumber: 'Kartennummer',
    expiry: 'Ablaufdatum (MM / JJ)',
    securityCode: 'Sicherheitscode (CVC)',
    postalCode: 'Postleitzahl',
    expiryPlaceholder: 'MM / JJ',
    cvcPlaceholder: 'CVC',
    postalPlaceholder: 'PLZ',
    dialogLabel: '3D-Secure-Authentifizierung',
    challengeFrameTitle: '3D-Secure-Authentifizierungsprüfung',
    testNotice: 'Dies ist eine Test-Authentifizierungsseite',
    testExplanation: 'Hier würde Ihre Bank Sie bitten, diese Zahlung zu bestätigen. Wählen Sie das Ergebnis, das Sie testen möchten.',
    completeAuthentication: 'Authentifizierung abschließen',
    failAuthentication: 'Authentifizierung fehlschlagen lassen',
    challengeError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    errors: {
      incomplete_number: 'Ihre Kartennummer ist unvollständig.',
      invalid_number: 'Ihre Kartennummer ist ungültig.',
      incomplete_expiry: 'Das Ablaufdatum Ihrer Karte ist unvollständig.',
      invalid_expiry_month: 'Der Ablaufmonat Ihrer Karte ist ungültig.',
      invalid_expiry_year_past: 'Das Ablaufjahr Ihrer Karte liegt in der Vergangenheit.',
      invalid_expiry_month_past: 'Das Ablaufdatum Ihrer Karte liegt in der Vergangenheit.',
      incomplete_cvc: 'Der Sicherheitscode Ihrer Karte ist unvollständig.',
      incomplete_zip: 'Ihre Postleitzahl ist unvollständig.',
      api_connection_error: 'Der Zahlungsdienst ist nicht erreichbar. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      element_missing: 'Das Kartenfeld ist nicht mehr auf der Seite. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
      authentication_failure: 'Ihre Zahlungsmethode konnte nicht authentifiziert werden. Bitte wählen Sie eine andere Zahlungsmethode und versuchen Sie es erneut.',
    },
  },
};

/**
 * The language of a `locale` option as Stripe.js takes it: 'auto', a language ('fr') or a
 * language tag ('fr-CA'). 'auto', a missing value and any language we do not speak are English.
 */
export function resolveLocale(value: string | null | undefined): Locale {
  const language = (value ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (LOCALES as readonly string[]).includes(language) ? (language as Locale) : 'en';
}
