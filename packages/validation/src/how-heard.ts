import * as v from 'valibot';
import { MESSAGES } from './messages';
import type { MessageLanguage } from './translations';

/** The product name substituted for {product} in spec texts. */
export const PRODUCT_NAME = 'Hourspace';

/** Stable values of the profile's "how did you hear about us" answer (spec §9), in display order. */
export const HOW_HEARD_VALUES = ['online_search', 'social_media', 'hourspace_location', 'friend_or_family', 'hourspace_contacted_me', 'radio_or_television', 'other'] as const;

/** One "how did you hear" answer value. */
export type HowHeardValue = (typeof HOW_HEARD_VALUES)[number];

/**
 * Labels per language. English is spec §9 word for word with {product} =
 * Hourspace, so it keeps the spec's article: 'Was in a Hourspace location'.
 */
export const HOW_HEARD_LABELS: Readonly<Record<MessageLanguage, Readonly<Record<HowHeardValue, string>>>> = {
  en: {
    online_search: 'Online search',
    social_media: 'Social media',
    hourspace_location: `Was in a ${PRODUCT_NAME} location`,
    friend_or_family: 'Friend or family',
    hourspace_contacted_me: `${PRODUCT_NAME} contacted me`,
    radio_or_television: 'Radio or television',
    other: 'Other',
  },
  fr: {
    online_search: 'Recherche en ligne',
    social_media: 'Réseaux sociaux',
    hourspace_location: `J'étais dans un lieu ${PRODUCT_NAME}`,
    friend_or_family: 'Amis ou famille',
    hourspace_contacted_me: `${PRODUCT_NAME} m'a contacté`,
    radio_or_television: 'Radio ou télévision',
    other: 'Autre',
  },
  es: {
    online_search: 'Búsqueda en internet',
    social_media: 'Redes sociales',
    hourspace_location: `Estuve en un espacio de ${PRODUCT_NAME}`,
    friend_or_family: 'Amigos o familia',
    hourspace_contacted_me: `${PRODUCT_NAME} se puso en contacto conmigo`,
    radio_or_television: 'Radio o televisión',
    other: 'Otro',
  },
  de: {
    online_search: 'Online-Suche',
    social_media: 'Soziale Medien',
    hourspace_location: `War an einem ${PRODUCT_NAME}-Ort`,
    friend_or_family: 'Freunde oder Familie',
    hourspace_contacted_me: `${PRODUCT_NAME} hat mich kontaktiert`,
    radio_or_television: 'Radio oder Fernsehen',
    other: 'Sonstiges',
  },
};

/** One option of the "how did you hear" select. */
export interface HowHeardOption {
  value: HowHeardValue;
  label: string;
}

/** The English options, in spec order. */
export const HOW_HEARD_OPTIONS: readonly HowHeardOption[] = HOW_HEARD_VALUES.map((value) => ({
  value,
  label: HOW_HEARD_LABELS.en[value],
}));

/** The options with labels in `language` (English for a language we do not have). */
export function howHeardOptions(language: MessageLanguage): HowHeardOption[] {
  const labels = Object.hasOwn(HOW_HEARD_LABELS, language) ? HOW_HEARD_LABELS[language] : HOW_HEARD_LABELS.en;
  return HOW_HEARD_VALUES.map((value) => ({ value, label: labels[value] }));
}

/** how_heard: one of the stable values. */
export const HowHeardSchema = v.picklist(HOW_HEARD_VALUES, MESSAGES['howHeard.invalid']);
/** A "how did you hear" answer. */
export type HowHeard = v.InferOutput<typeof HowHeardSchema>;
