import { useShellServices } from '@hourspace/remote';
import { Button, TextField } from '@hourspace/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/forms.module.css';
import { PageFrame } from '../../../components/page-frame';
import pageStyles from '../../../components/page-frame.module.css';
import { SignInFirst } from '../../../components/sign-in-first';
import { useSession } from '../../../events/session-events';
import { useReferralsQuery } from '../api/get-referrals';
import { copyText, formatMoney, referralLink } from '../lib/referral-link';
import { dateTimeFormat } from '@hourspace/i18n';

/**
 * /referrals (spec §2, the menus' 'Earn $50'): the signed-in person's own link with a copy
 * button, the reward rule as the API states it, and who joined with the link and what it earned.
 */
export function ReferralsPage() {
  const { t } = useTranslation('mf-auth');
  const services = useShellServices();
  const prefix = services?.prefix ?? 'us';
  const locale = services?.locale ?? 'en-US';
  const session = useSession();
  const referrals = useReferralsQuery(session?.profile?.SSOid);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);

  if (session === undefined || session.navState === 'NAV_LOADING') return <PageFrame busy />;
  if (!session.profile) return <SignInFirst title={t('referrals.title')} body={t('referrals.signIn')} />;
  if (referrals.isPending) return <PageFrame title={t('referrals.title')} busy />;
  if (referrals.isError) {
    return (
      <PageFrame title={t('referrals.title')}>
        <p role="alert" className={formStyles.notice}>
          {t('notices.unexpected')}
        </p>
        <Button onClick={() => void referrals.refetch()}>{t('pages.retry')}</Button>
      </PageFrame>
    );
  }
  const { reward, earned } = referrals.data;
  const link = referralLink(referrals.data.path, prefix);
  const value = formatMoney(reward.amount, reward.currency, locale);
  const dateFormat = dateTimeFormat(locale, { dateStyle: 'medium' });
  const copy = async () => {
    if (link) setCopied((await copyText(link)) ? 'yes' : 'no');
  };

  return (
    <PageFrame title={t('referrals.heading', { value })} intro={t('referrals.rule', { value })}>
      {link && (
        <div className={pageStyles.linkRow}>
          <TextField name="referral-link" label={t('referrals.yourLink')} value={link} readOnly onFocus={(event) => event.currentTarget.select()} />
          <Button onClick={() => void copy()}>{t('referrals.copy')}</Button>
        </div>
      )}
      <p role="status" className={pageStyles.message}>
        {copied === 'yes' ? t('referrals.copied') : copied === 'no' ? t('referrals.copyFailed') : ''}
      </p>
      <h2 className={pageStyles.subtitle}>{t('referrals.earnedTitle')}</h2>
      <p className={pageStyles.message} data-testid="referrals-earned">
        {t('referrals.earned', { amount: formatMoney(earned.amount, earned.currency, locale), count: referrals.data.referrals.length })}
      </p>
      {referrals.data.referrals.length > 0 && (
        <ul className={pageStyles.list} aria-label={t('referrals.joinedList')}>
          {referrals.data.referrals.map((friend, index) => (
            <li key={`${friend.joined_at}-${index}`}>
              {t('referrals.joined', { name: friend.first_name ?? t('referrals.aFriend'), date: dateFormat.format(new Date(friend.joined_at)) })}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
