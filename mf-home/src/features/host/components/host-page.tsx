import { LOCALES } from '@hourspace/i18n/locales';
import { useTranslation } from 'react-i18next';
import { CtaLink } from '../../../components/cta-link';
import { LoadFailed } from '../../../components/load-failed';
import { PageLayout, PageTitle, pageStyles } from '../../../components/page-layout';
import { useFeesQuery } from '../../../lib/api/get-fees';
import { homePath } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import { useSignedIn } from '../hooks/use-signed-in';
import { EXAMPLE, exampleEarnings } from '../lib/earnings';
import styles from './host.module.css';
import { numberFormat } from '@hourspace/i18n';

const STEPS = ['list', 'book', 'paid'] as const;
const FAQ = ['cost', 'who', 'when', 'damage', 'rules'] as const;

/**
 * Where "List your space" leads: signed out, the sign-up modal with `source=host` (the
 * shell's hash action on this page, no reload); signed in, adding a space (`/app/ps`).
 */
export function listSpaceHref(prefix: string, signedIn: boolean): string {
  return signedIn ? `${homePath(prefix)}app/ps` : `${homePath(prefix)}host#a=signup&source=host`;
}

/** The list-your-space landing (`/host`): how hosting works, an earnings example, FAQ and the call to action. */
export function HostPage() {
  const { t } = useTranslation('mf-home');
  const { prefix } = usePageLocale();
  const signedIn = useSignedIn();
  const cta = listSpaceHref(prefix, signedIn);
  return (
    <PageLayout>
      <div className={styles.hero}>
        <PageTitle title={t('pages.host.title')}>{t('pages.host.title')}</PageTitle>
        <p>{t('pages.host.lead')}</p>
        <CtaLink href={cta} text={t('pages.host.cta')} />
      </div>
      <section className={styles.block} aria-labelledby="host-how">
        <h2 id="host-how">{t('pages.host.howTitle')}</h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step}>
              <h3>{t('pages.host.step', { number: index + 1, title: t(`pages.host.steps.${step}.title`) })}</h3>
              <p>{t(`pages.host.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.block} aria-labelledby="host-earnings">
        <h2 id="host-earnings">{t('pages.host.earningsTitle')}</h2>
        <Earnings />
      </section>
      <section className={styles.block} aria-labelledby="host-faq">
        <h2 id="host-faq">{t('pages.host.faqTitle')}</h2>
        <div className={styles.faq}>
          {FAQ.map((entry) => (
            <details key={entry}>
              <summary>{t(`pages.host.faq.${entry}.q`)}</summary>
              <p>{t(`pages.host.faq.${entry}.a`)}</p>
            </details>
          ))}
        </div>
      </section>
      <div className={styles.closing}>
        <h2>{t('pages.host.closingTitle')}</h2>
        <CtaLink href={cta} text={t('pages.host.cta')} />
      </div>
    </PageLayout>
  );
}

/** The earnings example with the host fee the API states (the fees overview's figure). */
function Earnings() {
  const { t } = useTranslation('mf-home');
  const { locale, prefix } = usePageLocale();
  const fees = useFeesQuery();
  const currency = LOCALES.find((entry) => entry.locale === locale)?.currency ?? 'USD';
  const money = (amount: number) => numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  if (!fees.data) {
    if (fees.isError && !fees.isFetching) return <LoadFailed onRetry={() => void fees.refetch()} />;
    return (
      <div className={styles.earnings} aria-busy="true">
        <p>{t('pages.loading')}</p>
      </div>
    );
  }
  const { subtotal, fee, payout } = exampleEarnings(fees.data.host_fee_percent);
  return (
    <div className={styles.earnings}>
      <p>{t('pages.host.earningsText', { price: money(EXAMPLE.hourly), hours: EXAMPLE.hoursPerBooking, bookings: EXAMPLE.bookingsPerMonth })}</p>
      <dl className={styles.figures}>
        <dt>{t('pages.host.subtotal')}</dt>
        <dd>{money(subtotal)}</dd>
        <dt>{t('pages.host.hostFee', { percent: fees.data.host_fee_percent })}</dt>
        <dd>{money(-fee)}</dd>
        <dt className={styles.total}>{t('pages.host.payout')}</dt>
        <dd className={styles.total} data-testid="host-payout">
          {money(payout)}
        </dd>
      </dl>
      <p className={pageStyles.meta}>
        {t('pages.host.earningsNote')} <a href={`${homePath(prefix)}legal/terms/fees-overview`}>{t('pages.host.feesLink')}</a>
      </p>
    </div>
  );
}
