import type { ListingDraft, ListingFieldsBody } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Button } from '@hourspace/ui';
import { LISTING_LIMITS, type ListingStep } from '@hourspace/validation';
import { useMessageLanguage } from '@hourspace/validation/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { useListingDrafts, useSaveDraft } from '../api/listing-drafts';
import styles from './add-space.module.css';
import { GoLive } from './go-live';
import { PhotosStep } from './photos-step';
import { nextScreen, previousScreen, SCREENS, type Screen } from './screens';
import { STEP_FORMS } from './step-forms';
import { dateTimeFormat } from '@hourspace/i18n';

type View = { kind: 'list' } | { kind: 'edit'; draftId: number | null; screen: Screen; resume?: boolean };

/** The first screen a draft has not done yet (a step not saved, fewer than five photos); going live when all are. */
export function resumeScreen(draft: ListingDraft): Screen {
  return SCREENS.find((screen) => (screen === 'photos' ? (draft.photos?.length ?? 0) < LISTING_LIMITS.photosMin : screen !== 'golive' && !draft.steps[screen])) ?? 'golive';
}

function formatDate(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
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

/** The draft and screen a `#draft=<id>&step=<screen>` hash names (a link from `/mylistings`, or a reload). */
export function readHash(hash: string): { draftId: number; screen: Screen | null } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const draftId = Number(params.get('draft'));
  if (!Number.isSafeInteger(draftId) || draftId <= 0) return null;
  const step = params.get('step');
  return { draftId, screen: SCREENS.includes(step as Screen) ? (step as Screen) : null };
}

/** Keeps the screen in the address (replaced, not pushed), so a reload or another device resumes it; `#s=spaces` is kept. */
function writeHash(draftId: number | null, screen: Screen | null): void {
  const params = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  params.delete('draft');
  params.delete('step');
  if (draftId !== null) params.set('draft', String(draftId));
  if (draftId !== null && screen) params.set('step', screen);
  const hash = params.toString();
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash ? `#${hash}` : ''}`);
}

/**
 * `/app/ps` (spec §2 "host adds a space"; docs/decisions/listing-wizard.md): the seven steps of a listing,
 * its photos and going live, each step saved to the API as you go so it can be continued on another
 * device. A person with drafts sees them first, to continue one; `#draft=<id>` opens one directly.
 */
export function AddSpacePage() {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const language = useMessageLanguage();
  const drafts = useListingDrafts();
  const save = useSaveDraft();
  const [view, setView] = useState<View | null>(() => {
    const named = readHash(window.location.hash);
    return named ? { kind: 'edit', draftId: named.draftId, screen: named.screen ?? 'basics', resume: named.screen === null } : null;
  });
  const [savedNotice, setSavedNotice] = useState(false);
  const top = useRef<HTMLDivElement>(null);

  // Each new screen starts at its top, its heading announced by the focus move.
  const screenKey = view ? `${view.kind}-${view.kind === 'edit' ? view.screen : ''}` : '';
  useEffect(() => {
    if (screenKey) top.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [screenKey]);
  useEffect(() => {
    if (view?.kind === 'edit' && !view.resume) writeHash(view.draftId, view.screen);
    else if (view?.kind !== 'edit') writeHash(null, null);
  }, [view]);
  // A draft named in the address: opened at its first screen not done (no screen named), or, when it
  // is not (or no longer) this person's, their list instead.
  useEffect(() => {
    if (!drafts.data || view?.kind !== 'edit' || view.draftId === null) return;
    const named = drafts.data.find((d) => d.id === view.draftId);
    if (!named) setView(null);
    else if (view.resume) setView({ kind: 'edit', draftId: named.id, screen: resumeScreen(named) });
  }, [drafts.data, view]);

  if (drafts.isPending) return <Skeleton lines={5} />;
  if (drafts.isError) return <ErrorCard onRetry={() => void drafts.refetch()} retrying={drafts.isFetching} />;

  const current: View = view ?? (drafts.data.length > 0 ? { kind: 'list' } : { kind: 'edit', draftId: null, screen: 'basics' });
  const namedId = current.kind === 'edit' ? current.draftId : null;
  const draft = namedId !== null ? (drafts.data.find((d) => d.id === namedId) ?? null) : null;
  if (namedId !== null && (!draft || (current.kind === 'edit' && current.resume))) return <Skeleton lines={5} />;
  const go = (next: View) => {
    save.reset();
    setSavedNotice(false);
    setView(next);
  };
  const screen = current.kind === 'edit' ? current.screen : 'basics';
  const open = (next: Screen) => go({ kind: 'edit', draftId: draft?.id ?? null, screen: next });
  const back = previousScreen(screen);

  const saveStep = (step: ListingStep) => (body: ListingFieldsBody) =>
    save.mutate(
      { id: draft?.id ?? null, body },
      {
        onSuccess: (saved) => {
          setSavedNotice(true);
          setView({ kind: 'edit', draftId: saved.id, screen: nextScreen(step) });
        },
      },
    );

  const StepFormOf = current.kind === 'edit' && screen !== 'photos' && screen !== 'golive' ? STEP_FORMS[screen] : null;
  const needsDraft = screen !== 'basics';

  return (
    <div className={styles.page} ref={top}>
      <p className={styles.intro}>{t('addSpace.intro')}</p>
      {current.kind === 'list' ? (
        <DraftList
          drafts={drafts.data}
          locale={locale}
          onContinue={(d) => go({ kind: 'edit', draftId: d.id, screen: resumeScreen(d) })}
          onNew={() => go({ kind: 'edit', draftId: null, screen: 'basics' })}
        />
      ) : (
        <>
          <StepNav draft={draft} screen={screen} onOpen={open} />
          {savedNotice && save.isSuccess && <Confirmation>{t('addSpace.saved')}</Confirmation>}
          {StepFormOf && (!needsDraft || draft) && (
            <StepFormOf
              key={`${screen}-${draft?.id ?? 'new'}`}
              values={draft}
              busy={save.isPending}
              error={save.error}
              submitLabel={t('addSpace.next')}
              onSave={saveStep(screen as ListingStep)}
              onBack={back ? () => open(back) : undefined}
            />
          )}
          {screen === 'photos' && draft && <PhotosStep draft={draft} language={language} onNext={() => open(nextScreen('photos'))} onBack={() => open('location')} />}
          {screen === 'golive' && draft && <GoLive draft={draft} language={language} onOpen={open} onPublished={() => setSavedNotice(false)} />}
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

/** The steps as a list of links-as-buttons: where the host is, which are done, and a way to any step of a saved draft. */
function StepNav({ draft, screen, onOpen }: { draft: ListingDraft | null; screen: Screen; onOpen: (screen: Screen) => void }) {
  const { t } = useTranslation('mf-account');
  const index = SCREENS.indexOf(screen);
  const done = (s: Screen) => (s === 'photos' ? (draft?.photos?.length ?? 0) >= LISTING_LIMITS.photosMin : s === 'golive' ? Boolean(draft?.space_id) : Boolean(draft?.steps[s]));
  return (
    <nav aria-label={t('addSpace.stepsLabel')} className={styles.stepNav}>
      <p className={styles.progress}>{t('addSpace.progress', { step: index + 1, total: SCREENS.length })}</p>
      <ol className={styles.stepList}>
        {SCREENS.map((s) => (
          <li key={s}>
            <button type="button" className={styles.stepLink} aria-current={s === screen ? 'step' : undefined} disabled={!draft && s !== 'basics'} onClick={() => onOpen(s)}>
              {t(`addSpace.steps.${s}`)}
              {done(s) && <span className={styles.done}> {t('addSpace.stepDone')}</span>}
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
