import { CURRENT_TERMS_VERSION } from '../../config/terms';
import type { LegalSlug } from '../types';

/**
 * Version and last-updated date of each legal document, the same in every language. The
 * terms (with the cancellation policy, fees overview and community guidelines that are
 * part of them) carry the terms version that sign-up accepts and `experience` reports.
 */
export const LEGAL_META: Record<LegalSlug, { version: number; updated: string }> = {
  terms: { version: CURRENT_TERMS_VERSION, updated: '2026-11-17' },
  privacy: { version: 3, updated: '2026-11-17' },
  'cancellation-policy': { version: CURRENT_TERMS_VERSION, updated: '2026-12-01' },
  'fees-overview': { version: CURRENT_TERMS_VERSION, updated: '2026-11-17' },
  'community-guidelines': { version: CURRENT_TERMS_VERSION, updated: '2026-11-17' },
};
