import { buildLocalePath, numberFormat, dateTimeFormat } from '@hourspace/i18n';
import { timeMinutes, WEEKDAYS } from '@hourspace/validation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { useSpaceQuoteQuery, type QuoteRequest } from '../../../lib/api/get-space-quote';
import { formatMinutes, formatMoney } from '../lib/money';
import { CancellationTimeline } from './cancellation-timeline';
import styles from './space.module.css';

/** "Studio · 900 sq ft": the kind of place and its size, when the host said them. */
function kindAndSize(space: SpaceDetail, t: TFunction<'mf-search'>, locale: string): string {
  const parts: string[] = [];
  if (space.space_type) parts.push(t(`space.spaceTypes.${space.space_type}`, { defaultValue: space.space_type.replace(/_/g, ' ') }));
  if (space.size !== null && space.size_unit) parts.push(t(`space.size.${space.size_unit}`, { size: numberFormat(locale).format(space.size) }));
  return parts.join(' · ');
}

/**
 * The opening hours: one line when every day is the same (the seeded spaces), else each weekday
 * with its hours or "Closed" (docs/decisions/listing-publish.md).
 */
function OpeningHours({ space, locale }: { space: SpaceDetail; locale: string }) {
  const { t } = useTranslation('mf-search');
  const week = space.opening_hours;
  const days = week ? WEEKDAYS.map((day) => week[day]) : [];
  const first = days[0] ?? null;
  const same = days.every((day) => day !== null && first !== null && day.opens === first.opens && day.closes === first.closes);
  if (!week || same) return <p>{t('space.hours', { opens: formatMinutes(space.opens_at, locale), closes: formatMinutes(space.closes_at, locale) })}</p>;
  const weekday = (index: number) => dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + index)));
  return (
    <>
      <h3 className={styles.subTitle}>{t('space.openingHours')}</h3>
      <dl className={styles.week}>
        {WEEKDAYS.map((day, index) => {
          const hours = week[day];
          return (
            <div key={day} className={styles.weekRow}>
              <dt>{weekday(index)}</dt>
              <dd>
                {hours
                  ? t('space.dayHours', { opens: formatMinutes(timeMinutes(hours.opens), locale), closes: formatMinutes(timeMinutes(hours.closes), locale) })
                  : t('space.closedDay')}
              </dd>
            </div>
          );
        })}
      </dl>
    </>
  );
}

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
          {kindAndSize(space, t, locale) && <p className={styles.kind}>{kindAndSize(space, t, locale)}</p>}
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
        {space.house_rules.length > 0 && (
          <ul className={styles.rules}>
            {space.house_rules.map((rule) => (
              <li key={rule}>{t(`space.rules.${rule}`, { defaultValue: rule.replace(/_/g, ' ') })}</li>
            ))}
          </ul>
        )}
        {space.house_rules_text && <p className={styles.hostRules}>{space.house_rules_text}</p>}
        <OpeningHours space={space} locale={locale} />
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
