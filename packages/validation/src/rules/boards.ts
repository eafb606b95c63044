import * as v from 'valibot';
import { MESSAGES } from '../messages';
import { nameText } from './helpers';

/** Limits of spec §5 and §9 for boards. */
export const BOARD_LIMITS = { nameMin: 2, nameMax: 35, descriptionMax: 130 } as const;

/** board_name: required, 2 to 35 characters (same wording as the name rule). */
export const BoardNameSchema = nameText(MESSAGES['boardName.required'], BOARD_LIMITS.nameMin, BOARD_LIMITS.nameMax);
/** A board name. */
export type BoardName = v.InferOutput<typeof BoardNameSchema>;

/** board_description: optional, at most 130 characters; absent reads as ''. */
export const BoardDescriptionSchema = v.optional(
  v.pipe(v.string(MESSAGES['value.invalid']), v.trim(), v.maxLength(BOARD_LIMITS.descriptionMax, MESSAGES['boardDescription.tooLong'])),
  '',
);
/** A board description. */
export type BoardDescription = v.InferOutput<typeof BoardDescriptionSchema>;

/** A board's form and API body (create and edit): a name and an optional description. */
export const BoardSchema = v.object({ name: BoardNameSchema, description: BoardDescriptionSchema });
/** A board as the form sends it. */
export type BoardInput = v.InferOutput<typeof BoardSchema>;
