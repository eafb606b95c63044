import { DateTime } from 'luxon';
import { useTranslation } from 'react-i18next';
import type { CancellationTerms } from '../../../lib/api/get-space-quote';
import styles from './space.module.css';
import { numberFormat } from '@hourspace/i18n';

/**
 * "Cancel by" a step's moment in the space's zone, as the page's locale writes a short date and
 * time with the zone's abbreviation ("Tue, Apr 14, 10:00 AM EDT"); the moment's own offset when
 * the zone is unknown, and null for a moment that is not one (docs/decisions/checkout-money.md:
 * times are the space's local time).
 */
export function formatCancelBy(until: string, zone: string, locale: string): string | null {
  const moment = DateTime.fromISO(until, { setZone: true });
  if (!moment.isValid) return null;
  const inZone = moment.setZone(zone);
  return (inZone.isValid ? inZone : moment)
    .setLocale(locale)
    .toLocaleString({ weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

function percentText(percent: number, locale: string): string {
  try {
    return numberFormat(locale, { style: 'percent' }).format(percent / 100);
  } catch {
    return `${percent}%`;
  }
}

/**
 * The space's cancellation policy as dates for the hours chosen (docs/decisions/checkout-flow.md,
 * the quote's `cancellation.timeline`): each step "Cancel by … for a full refund" or "… for a
 * 50 % refund", then "No refund after that".
 */
export function CancellationTimeline({ terms, locale, labelledBy }: { terms: CancellationTerms; locale: string; labelledBy?: string }) {
  const { t } = useTranslation('mf-search');
  const steps = terms.timeline.flatMap((step) => {
    const date = formatCancelBy(step.until, terms.zone, locale);
    return date && step.refund_percent > 0 ? [{ ...step, date }] : [];
  });
  return (
    <ol className={styles.timeline} aria-labelledby={labelledBy} data-testid="cancellation-timeline">
      {steps.map((step) => (
        <li key={step.until}>
          {step.refund_percent >= 100
            ? t('space.cancellationTimeline.full', { date: step.date })
            : t('space.cancellationTimeline.partial', { date: step.date, percent: percentText(step.refund_percent, locale) })}
        </li>
      ))}
      <li>{steps.length > 0 ? t('space.cancellationTimeline.after') : t('space.cancellationTimeline.never')}</li>
    </ol>
  );
}
