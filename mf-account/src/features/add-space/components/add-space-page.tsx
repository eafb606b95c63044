import type { ListingDraft } from '@hourspace/api-client';
import { parseLocalePath } from '@hourspace/i18n';
import { useShellServices } from '@hourspace/remote';
import { Button, buttonClassName } from '@hourspace/ui';
import type { ListingStep } from '@hourspace/validation';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useActivities, useListingDrafts, useSaveDraft } from '../api/listing-drafts';
import styles from './add-space.module.css';
import cardStyles from '../../../components/cards.module.css';
import { BasicsStep, DescriptionStep, PriceStep, STEP_ORDER, type StepSave } from './step-forms';

type Screen = ListingStep | 'review';
type View = { kind: 'list' } | { kind: 'edit'; draftId: number | null; screen: Screen };

/** The first step a draft has not saved yet; the review screen when every step is saved. */
export function resumeScreen(draft: ListingDraft): Screen {
  return STEP_ORDER.find((step) => !draft.steps[step]) ?? 'review';
}

/** The site path under the page's locale prefix. */
function localePath(path: string): string {
  const prefix = parseLocalePath(window.location.pathname).prefix;
  return `${prefix ? `/${prefix}` : ''}${path}`;
}

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

function money(amount: number | null, currency: string | null, locale: string): string {
  if (amount === null) return '';
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: currency ?? 'USD' }).format(amount);
  } catch {
    return `${amount} ${currency ?? ''}`;
  }
}

function DraftList({ drafts, locale, onContinue, onNew }: { drafts: ListingDraft[]; locale: string; onContinue: (draft: ListingDraft) => void; onNew: () => void }) {
  const { t } = useTranslation('mf-account');
  return (
    <section aria-labelledby="add-space-drafts" className={styles.page}>
      <h2 id="add-space-drafts" className={styles.heading} tabIndex={-1}>
        {t('addSpace.drafts.heading')}
      </h2>
      <ul className={styles.list}>
        {drafts.map((draft) => {
          const title = draft.title ?? t('addSpace.drafts.untitled');
          return (
            <li key={draft.id} className={styles.item} aria-labelledby={`add-space-draft-${draft.id}`}>
              <h3 id={`add-space-draft-${draft.id}`}>{title}</h3>
              <span className={styles.badge}>{t('addSpace.drafts.draft')}</span>
              <p>{[draft.city, t('addSpace.drafts.updated', { date: formatDate(draft.updated_at, locale) })].filter(Boolean).join(' · ')}</p>
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => onContinue(draft)}>
                  {draft.status === 'submitted' ? t('addSpace.drafts.open', { title }) : t('addSpace.drafts.continue', { title })}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div className={styles.actions}>
        <Button onClick={onNew}>{t('addSpace.drafts.new')}</Button>
      </div>
    </section>
  );
}

function ReviewScreen({ draft, busy, error, onSubmit, onEdit }: { draft: ListingDraft; busy: boolean; error: unknown; onSubmit: () => void; onEdit: (step: ListingStep) => void }) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const activities = useActivities(locale);
  const activityNames = draft.activities.map((id) => activities.data?.find((a) => String(a.id) === id)?.dropdown ?? id).join(', ');
  const rows: [string, string, ListingStep][] = [
    [t('addSpace.fields.title'), draft.title ?? '', 'basics'],
    [t('addSpace.fields.activity'), activityNames, 'basics'],
    [t('addSpace.fields.city'), [draft.city, draft.state].filter(Boolean).join(', '), 'basics'],
    [t('addSpace.fields.capacity'), draft.capacity === null ? '' : t('addSpace.review.people', { count: draft.capacity }), 'basics'],
    [t('addSpace.review.price'), money(draft.hourly_price, draft.currency, locale), 'price'],
    [t('addSpace.fields.minHours'), draft.min_hours === null ? '' : t('addSpace.review.hours', { count: draft.min_hours }), 'price'],
    [t('addSpace.fields.description'), draft.description ?? '', 'description'],
  ];
  return (
    <section aria-labelledby="add-space-review" className={styles.page}>
      <h2 id="add-space-review" className={styles.heading} tabIndex={-1}>
        {t('addSpace.steps.review')}
      </h2>
      <dl className={styles.summary}>
        {rows.map(([label, value]) => (
          <div key={label} className={styles.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        {STEP_ORDER.map((step) => (
          <Button key={step} variant="ghost" onClick={() => onEdit(step)} disabled={busy}>
            {t('addSpace.review.edit', { step: t(`addSpace.steps.${step}`) })}
          </Button>
        ))}
      </div>
      <h3 className={styles.heading}>{t('addSpace.review.nextHeading')}</h3>
      <ol className={styles.next}>
        <li>{t('addSpace.review.nextPhotos')}</li>
        <li>{t('addSpace.review.nextVerify')}</li>
        <li>{t('addSpace.review.nextDraft')}</li>
      </ol>
      {draft.status === 'submitted' ? (
        <>
          <Confirmation>{t('addSpace.review.submitted')}</Confirmation>
          <a className={buttonClassName({ variant: 'secondary' })} href={localePath('/mylistings')}>
            {t('addSpace.review.listings')}
          </a>
        </>
      ) : (
        <>
          {Boolean(error) && (
            <p className={cardStyles.formMessage} role="alert">
              {t('common.unexpected')}
            </p>
          )}
          <div className={styles.actions}>
            <Button onClick={onSubmit} loading={busy}>
              {t('addSpace.review.submit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

/**
 * `/app/ps` (spec §2 "host adds a space"; docs/decisions/reviews-and-listing-drafts.md): a space in three saved steps
 * (basics, price, description) and a review screen that says what comes next. Each step is
 * saved to the API as a draft; a person with drafts sees them first, to continue one.
 */
export function AddSpacePage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const drafts = useListingDrafts();
  const save = useSaveDraft();
  const [view, setView] = useState<View | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  // Each new screen starts at its top, its heading announced by the focus move.
  const screenKey = view ? `${view.kind}-${view.kind === 'edit' ? view.screen : ''}` : '';
  useEffect(() => {
    if (screenKey) top.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [screenKey]);

  if (drafts.isPending) return <Skeleton lines={5} />;
  if (drafts.isError) return <ErrorCard onRetry={() => void drafts.refetch()} retrying={drafts.isFetching} />;

  const current: View = view ?? (drafts.data.length > 0 ? { kind: 'list' } : { kind: 'edit', draftId: null, screen: 'basics' });
  const draft = current.kind === 'edit' && current.draftId !== null ? (drafts.data.find((d) => d.id === current.draftId) ?? null) : null;
  const go = (next: View) => {
    save.reset();
    setSavedNotice(false);
    setView(next);
  };
  const stepIndex = current.kind === 'edit' ? (current.screen === 'review' ? STEP_ORDER.length : STEP_ORDER.indexOf(current.screen)) : 0;

  const saveStep =
    (step: ListingStep): StepSave =>
    (body) =>
      save.mutate(
        { id: draft?.id ?? null, body },
        {
          onSuccess: (saved) => {
            setSavedNotice(true);
            const next = STEP_ORDER[STEP_ORDER.indexOf(step) + 1] ?? 'review';
            setView({ kind: 'edit', draftId: saved.id, screen: next });
          },
        },
      );
  const back = (step: ListingStep) => () => go({ kind: 'edit', draftId: draft?.id ?? null, screen: STEP_ORDER[STEP_ORDER.indexOf(step) - 1] ?? 'basics' });

  return (
    <div className={styles.page} ref={top}>
      <p className={styles.intro}>{t('addSpace.intro')}</p>
      {current.kind === 'list' ? (
        <DraftList
          drafts={drafts.data}
          locale={locale}
          onContinue={(d) => {
            go({ kind: 'edit', draftId: d.id, screen: resumeScreen(d) });
          }}
          onNew={() => go({ kind: 'edit', draftId: null, screen: 'basics' })}
        />
      ) : (
        <>
          <p className={styles.progress}>{t('addSpace.progress', { step: stepIndex + 1, total: STEP_ORDER.length + 1 })}</p>
          {savedNotice && save.isSuccess && <Confirmation>{t('addSpace.saved')}</Confirmation>}
          {current.screen === 'basics' && <BasicsStep key={`basics-${draft?.id ?? 'new'}`} draft={draft} busy={save.isPending} error={save.error} onSave={saveStep('basics')} />}
          {current.screen === 'price' && (
            <PriceStep key={`price-${draft?.id}`} draft={draft} busy={save.isPending} error={save.error} onSave={saveStep('price')} onBack={back('price')} />
          )}
          {current.screen === 'description' && (
            <DescriptionStep
              key={`description-${draft?.id}`}
              draft={draft}
              busy={save.isPending}
              error={save.error}
              onSave={saveStep('description')}
              onBack={back('description')}
            />
          )}
          {current.screen === 'review' && draft && (
            <ReviewScreen
              draft={draft}
              busy={save.isPending}
              error={save.error}
              onEdit={(step) => go({ kind: 'edit', draftId: draft.id, screen: step })}
              onSubmit={() => save.mutate({ id: draft.id, body: { status: 'submitted' } }, { onSuccess: () => setSavedNotice(false) })}
            />
          )}
          {drafts.data.length > 0 && (
            <div className={styles.actions}>
              <Button variant="ghost" onClick={() => go({ kind: 'list' })} disabled={save.isPending}>
                {t('addSpace.drafts.all')}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
