import type { ListingStep } from '@hourspace/validation';
import { STEP_ORDER } from './step-forms';

/** A screen of the wizard: a step's form, the photos, or going live. */
export type Screen = ListingStep | 'photos' | 'golive';

/** The wizard's screens in order: the photos after the location, going live last (docs/decisions/listing-wizard.md). */
export const SCREENS: readonly Screen[] = [...STEP_ORDER.slice(0, 3), 'photos', ...STEP_ORDER.slice(3), 'golive'];

/** The screen after `screen` (going live after the last). */
export function nextScreen(screen: Screen): Screen {
  return SCREENS[SCREENS.indexOf(screen) + 1] ?? 'golive';
}

/** The screen before `screen`, or null for the first. */
export function previousScreen(screen: Screen): Screen | null {
  return SCREENS[SCREENS.indexOf(screen) - 1] ?? null;
}
