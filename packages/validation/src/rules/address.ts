import type * as v from 'valibot';
import { MESSAGES } from '../messages';
import { requiredText } from './helpers';

/** address1: required street address or PO Box. */
export const Address1Schema = requiredText(MESSAGES['address1.required']);
/** A street address line. */
export type Address1 = v.InferOutput<typeof Address1Schema>;

/** city: required. */
export const CitySchema = requiredText(MESSAGES['city.required']);
/** A city name. */
export type City = v.InferOutput<typeof CitySchema>;

/** state: required selection (the state tables themselves belong to the form that lists them). */
export const StateSchema = requiredText(MESSAGES['state.required']);
/** A state code or name as the select gives it. */
export type State = v.InferOutput<typeof StateSchema>;
