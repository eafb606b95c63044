import type { ListingStep } from '@hourspace/validation';
import type { JSX } from 'react';
import { BasicsStep } from './steps/basics-step';
import { LocationStep, SpaceStep } from './steps/place-steps';
import type { StepFormProps } from './steps/step-parts';
import { AvailabilityStep, DescriptionStep, PriceStep, RulesStep } from './steps/terms-steps';

export type { ListingValues, StepFormProps } from './steps/step-parts';

/** The seven steps of a listing, in the wizard's order (`LISTING_STEPS` of @hourspace/validation; docs/decisions/listing-publish.md). */
export const STEP_ORDER: readonly ListingStep[] = ['basics', 'space', 'location', 'price', 'availability', 'description', 'rules'];

/** Each step's form; the wizard (`/app/ps`) and the listing editor (`/mylistings`) use the same ones (docs/decisions/listing-wizard.md). */
export const STEP_FORMS: Record<ListingStep, (props: StepFormProps) => JSX.Element> = {
  basics: BasicsStep,
  space: SpaceStep,
  location: LocationStep,
  price: PriceStep,
  availability: AvailabilityStep,
  description: DescriptionStep,
  rules: RulesStep,
};
