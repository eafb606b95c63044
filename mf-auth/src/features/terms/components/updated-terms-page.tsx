import { getBus } from '@hourspace/bus';
import { useShellServices } from '@hourspace/remote';
import { Button, buttonClassName } from '@hourspace/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../../components/forms.module.css';
import { PageFrame } from '../../../components/page-frame';
import pageStyles from '../../../components/page-frame.module.css';
import { SignInFirst } from '../../../components/sign-in-first';
import { useSession } from '../../../events/session-events';
import { useAuthApi } from '../../../lib/api';
import { page, sitePath } from '../../../lib/page';
import { acceptPendingTerms, declinePendingTerms, loadPendingTerms, takeReturnTarget } from '../lib/updated-terms';
import { dateTimeFormat } from '@hourspace/i18n';

/** The points of what changed in the current terms, in this remote's strings (`updatedTerms.changes.*`). */
const CHANGES = ['fees', 'cancellations', 'community'] as const;

/**
 * /updated-terms: a person with pending terms (sent here at sign-in, with where they were in
 * `turls`) sees what changed, with a link to the full terms; accepting records it and takes
 * them back; declining logs them out.
 */
export function UpdatedTermsPage() {
  const { t } = useTranslation('mf-auth');
  const services = useShellServices();
  const prefix = services?.prefix ?? 'us';
  const locale = services?.locale ?? 'en-US';
  const session = useSession();
  const api = useAuthApi();
  const SSOid = session?.profile?.SSOid;
  const pending = useQuery({ queryKey: ['mf-auth', 'pending-terms', SSOid], queryFn: () => loadPendingTerms(api), enabled: SSOid !== undefined, staleTime: 0 });
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [failed, setFailed] = useState(false);

  const act = async (what: 'accept' | 'decline') => {
    setBusy(what);
    setFailed(false);
    try {
      const next = what === 'accept' ? await acceptPendingTerms(api, prefix) : await declinePendingTerms({ api: api, bus: getBus() }, prefix);
      page.assign(next);
    } catch (error) {
      console.warn(`[mf-auth] the terms could not be ${what === 'accept' ? 'accepted' : 'declined'}`, error);
      setFailed(true);
      setBusy(null);
    }
  };

  if (session === undefined || session.navState === 'NAV_LOADING') return <PageFrame busy />;
  if (!session.profile) return <SignInFirst title={t('updatedTerms.title')} body={t('updatedTerms.signIn')} />;
  if (pending.isPending) return <PageFrame title={t('updatedTerms.title')} busy />;
  if (pending.isError) {
    return (
      <PageFrame title={t('updatedTerms.title')}>
        <p role="alert" className={formStyles.notice}>
          {t('notices.unexpected')}
        </p>
        <Button onClick={() => void pending.refetch()}>{t('pages.retry')}</Button>
      </PageFrame>
    );
  }
  if (pending.data === null) {
    return (
      <PageFrame title={t('updatedTerms.upToDateTitle')} intro={t('updatedTerms.upToDate')}>
        <a
          className={buttonClassName({ variant: 'primary', fullWidth: true })}
          href={sitePath(prefix, '/')}
          onClick={(event) => {
            event.preventDefault();
            page.assign(takeReturnTarget(prefix));
          }}
        >
          {t('updatedTerms.continue')}
        </a>
      </PageFrame>
    );
  }
  const published = dateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(pending.data.published_at));
  return (
    <PageFrame title={t('updatedTerms.title')} intro={t('updatedTerms.intro', { date: published, version: pending.data.version })}>
      <h2 className={pageStyles.subtitle}>{t('updatedTerms.whatChanged')}</h2>
      <ul className={pageStyles.list}>
        {CHANGES.map((key) => (
          <li key={key}>{t(`updatedTerms.changes.${key}`)}</li>
        ))}
      </ul>
      <p className={pageStyles.message}>
        <a href={sitePath(prefix, '/legal/terms')} target="_blank" rel="noreferrer">
          {t('updatedTerms.readFull')}
        </a>
      </p>
      {failed && (
        <p role="alert" className={formStyles.notice}>
          {t('notices.unexpected')}
        </p>
      )}
      <div className={pageStyles.actions}>
        <Button onClick={() => void act('accept')} loading={busy === 'accept'} disabled={busy !== null}>
          {t('updatedTerms.accept')}
        </Button>
        <Button variant="secondary" onClick={() => void act('decline')} loading={busy === 'decline'} disabled={busy !== null}>
          {t('updatedTerms.decline')}
        </Button>
      </div>
    </PageFrame>
  );
}
