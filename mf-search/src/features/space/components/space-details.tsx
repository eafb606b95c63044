import { buildLocalePath } from '@hourspace/i18n';
import { useTranslation } from 'react-i18next';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { useSpaceQuoteQuery, type QuoteRequest } from '../../../lib/api/get-space-quote';
import { formatMinutes, formatMoney } from '../lib/money';
import { CancellationTimeline } from './cancellation-timeline';
import styles from './space.module.css';

/**
 * What is included, house rules, opening hours and the cancellation policy (linking its legal
 * page), with its dates for the hours the booking panel prices (the same quote, read once).
 */
export function SpaceDetails({ space, locale, quoteRequest = null }: { space: SpaceDetail; locale: string; quoteRequest?: QuoteRequest | null }) {
  const { t } = useTranslation('mf-search');
  const quote = useSpaceQuoteQuery(quoteRequest);
  const terms = quote.data?.cancellation ?? null;
  return (
    <>
      {space.description && (
        <section className={styles.section} aria-labelledby="space-about">
          <h2 id="space-about" className={styles.sectionTitle}>
            {t('space.about')}
          </h2>
          <p>{space.description}</p>
        </section>
      )}
      <section className={styles.section} aria-labelledby="space-included">
        <h2 id="space-included" className={styles.sectionTitle}>
          {t('space.included')}
        </h2>
        <ul className={styles.chips}>
          {space.included.map((item) => (
            <li key={item}>{t(`space.items.${item}`, { defaultValue: item.replace(/_/g, ' ') })}</li>
          ))}
        </ul>
      </section>
      {space.add_ons.length > 0 && (
        <section className={styles.section} aria-labelledby="space-add-ons">
          <h2 id="space-add-ons" className={styles.sectionTitle}>
            {t('space.addOns.title')}
          </h2>
          <ul className={styles.addOns}>
            {space.add_ons.map((addOn) => (
              <li key={addOn.id}>
                <span className={styles.addOnName}>{addOn.name}</span> · {t(`space.addOns.price.${addOn.unit}`, { price: formatMoney(addOn.price, space.currency, locale) })}
                {addOn.description && <p className={styles.addOnDescription}>{addOn.description}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={styles.section} aria-labelledby="space-rules">
        <h2 id="space-rules" className={styles.sectionTitle}>
          {t('space.houseRules')}
        </h2>
        <ul className={styles.rules}>
          {space.house_rules.map((rule) => (
            <li key={rule}>{t(`space.rules.${rule}`, { defaultValue: rule.replace(/_/g, ' ') })}</li>
          ))}
        </ul>
        <p>{t('space.hours', { opens: formatMinutes(space.opens_at, locale), closes: formatMinutes(space.closes_at, locale) })}</p>
      </section>
      <section className={styles.section} aria-labelledby="space-cancellation">
        <h2 id="space-cancellation" className={styles.sectionTitle}>
          {t('space.cancellation')}
        </h2>
        <p>
          {t(`space.policies.${space.cancellation_policy}`)} <a href={buildLocalePath(locale, '/legal/terms/cancellation-policy')}>{t('space.cancellationLink')}</a>
        </p>
        {terms ? <CancellationTimeline terms={terms} locale={locale} labelledBy="space-cancellation" /> : <p>{t('space.cancellationTimeline.pickDate')}</p>}
      </section>
    </>
  );
}
