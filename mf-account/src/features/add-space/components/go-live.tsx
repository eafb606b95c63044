import type { ChecklistItem, ListingDraft } from '@hourspace/api-client';
import { spaceRest } from '@hourspace/contracts';
import { Button, buttonClassName } from '@hourspace/ui';
import type { ListingStep } from '@hourspace/validation';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { getBus } from '@hourspace/bus';
import { useSession } from '../../../events/session';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { localHref } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { callErrorMessage } from '../../../lib/call-error';
import { useChecklist, usePublish } from '../api/listing-drafts';
import styles from './add-space.module.css';
import cardStyles from '../../../components/cards.module.css';
import type { Screen } from './screens';

/** Where each checklist item is fixed: a wizard screen, or another page of the account. */
function fixOf(item: ChecklistItem): { screen: Screen } | { href: string } | { auth: 'phone' | 'verify-email' } {
  if (item.code === 'email_unverified') return { auth: 'verify-email' };
  if (item.code === 'phone_unverified') return { auth: 'phone' };
  if (item.code === 'payouts') return { href: localHref('/account/host') };
  if (item.code === 'photos') return { screen: 'photos' };
  return { screen: (item.step ?? item.code.replace(/^step_/, '')) as ListingStep };
}

/**
 * The last screen: what still stands between the draft and going live (the API's checklist, each item
 * with a link to where it is fixed) and "Publish", allowed only once the list is empty. Publishing
 * makes the person a host: the page asks the shell to read the session again, so the nav shows the
 * host menu without a reload (docs/decisions/listing-wizard.md).
 */
export function GoLive({
  draft,
  language,
  onOpen,
  onPublished,
}: {
  draft: ListingDraft;
  language: Parameters<typeof callErrorMessage>[1];
  onOpen: (screen: Screen) => void;
  onPublished: (spaceId: number) => void;
}) {
  const { t } = useTranslation('mf-account');
  const checklist = useChecklist(draft.id);
  const publish = usePublish();
  // A phone or email verified in mf-auth's modal refreshes the session: read the checklist again then.
  const profile = useSession()?.profile;
  const refetch = checklist.refetch;
  useEffect(() => {
    if (profile) void refetch();
  }, [profile, refetch]);
  if (draft.space_id) {
    return (
      <section aria-labelledby="add-space-live" className={styles.page}>
        <h2 id="add-space-live" className={styles.heading} tabIndex={-1}>
          {t('addSpace.goLive.liveHeading')}
        </h2>
        <Confirmation>{t('addSpace.goLive.live', { title: draft.title ?? '' })}</Confirmation>
        <div className={styles.actions}>
          <a className={buttonClassName({ variant: 'primary' })} href={localHref(spaceRest(draft.space_id, draft.title ?? ''))}>
            {t('addSpace.goLive.view')}
          </a>
          <a className={buttonClassName({ variant: 'secondary' })} href={localHref('/mylistings')}>
            {t('addSpace.review.listings')}
          </a>
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby="add-space-golive" className={styles.page}>
      <h2 id="add-space-golive" className={styles.heading} tabIndex={-1}>
        {t('addSpace.steps.golive')}
      </h2>
      {checklist.isPending ? (
        <Skeleton lines={3} />
      ) : checklist.isError ? (
        <ErrorCard onRetry={() => void checklist.refetch()} retrying={checklist.isFetching} />
      ) : checklist.data.items.length === 0 ? (
        <p>{t('addSpace.goLive.ready')}</p>
      ) : (
        <>
          <p>{t('addSpace.goLive.missing', { count: checklist.data.items.length })}</p>
          <ul className={styles.checklist} aria-label={t('addSpace.goLive.checklist')}>
            {checklist.data.items.map((item) => {
              const fix = fixOf(item);
              const text =
                item.code === 'photos'
                  ? t('addSpace.goLive.photos', { have: item.have ?? 0, need: item.need ?? 5 })
                  : callErrorMessage({ description: item.message }, language, item.message);
              return (
                <li key={item.code} data-code={item.code}>
                  <span>{text}</span>{' '}
                  {'href' in fix ? (
                    <a href={fix.href}>{t('addSpace.goLive.fix.payouts')}</a>
                  ) : 'auth' in fix ? (
                    <Button variant="ghost" onClick={() => getBus().request('auth:open', { view: fix.auth, source: 'listing' })}>
                      {t(`addSpace.goLive.fix.${fix.auth === 'phone' ? 'phone' : 'email'}`)}
                    </Button>
                  ) : (
                    <Button variant="ghost" onClick={() => onOpen(fix.screen)}>
                      {t('addSpace.goLive.fix.open', { step: t(`addSpace.steps.${fix.screen}`) })}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
          <Button variant="secondary" onClick={() => void checklist.refetch()} loading={checklist.isFetching}>
            {t('addSpace.goLive.check')}
          </Button>
        </>
      )}
      {publish.isError && (
        <p className={cardStyles.formMessage} role="alert">
          {callErrorMessage(publish.error, language, t('common.unexpected'))}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          onClick={() => publish.mutate(draft.id, { onSuccess: (answer) => onPublished(answer.space_id), onError: () => void checklist.refetch() })}
          loading={publish.isPending}
          disabled={!checklist.isSuccess || checklist.data.items.length > 0}
        >
          {t('addSpace.goLive.publish')}
        </Button>
      </div>
    </section>
  );
}
