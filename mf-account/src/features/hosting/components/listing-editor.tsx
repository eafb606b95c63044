import { isApiError, type ArrangePhotosBody, type DraftPhoto, type HostListing, type ListingFieldsBody, type PhotoUploadOptions } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import type { ListingStep } from '@hourspace/validation';
import { useMessageLanguage } from '@hourspace/validation/react';
import type { MessageLanguage } from '@hourspace/validation';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type JSX } from 'react';
import { useAccountServices } from '../../../lib/account-api';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { Skeleton } from '../../../components/skeleton';
import { hostingKeys, useHostListingQuery, useUpdateListing } from '../api/hosting';
import { LISTING_STEP_ORDER, spaceHref } from './listing-cards';
import styles from './hosting.module.css';

/** What a step's form of the add-space wizard takes, here with a published listing's values. */
export interface ListingStepFormProps {
  values: HostListing;
  busy: boolean;
  /** The failed save, whose field messages the form shows. */
  error: unknown;
  submitLabel: string;
  onSave: (body: ListingFieldsBody) => void;
  onBack?: () => void;
}

/**
 * The wizard's form of each step. A feature does not import another (docs/decisions/remote-skeleton.md),
 * so app/ passes them in (app/pages.tsx), loaded only once the edit view opens
 * (docs/decisions/my-listings-page.md).
 */
export type ListingStepForms = Record<ListingStep, (props: ListingStepFormProps) => JSX.Element>;

/** What the wizard's photo manager takes (docs/decisions/listing-wizard.md), here with a published listing's photo calls. */
export interface ListingPhotoManagerProps {
  photos: readonly DraftPhoto[];
  calls: {
    upload: (file: File, options: PhotoUploadOptions) => Promise<DraftPhoto>;
    arrange: (body: ArrangePhotosBody) => Promise<DraftPhoto[]>;
    remove: (photoId: string) => Promise<DraftPhoto[]>;
  };
  onPhotos: (photos: DraftPhoto[]) => void;
  language: MessageLanguage;
}
export type ListingPhotoManager = (props: ListingPhotoManagerProps) => JSX.Element;

/** The step forms' (or the photo manager's) code, loaded on first use; a failed load can be tried again. */
function useStepForms<T = ListingStepForms>(load: () => Promise<T>) {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ forms: T | null; failed: boolean }>({ forms: null, failed: false });
  useEffect(() => {
    let live = true;
    load().then(
      (forms) => {
        if (live) setState({ forms, failed: false });
      },
      (error: unknown) => {
        console.error('[mf-account] loading the listing forms failed', error);
        if (live) setState({ forms: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [load, attempt]);
  return { ...state, retry: () => setAttempt((n) => n + 1) };
}

const noPhotoManager = () => Promise.resolve(null);

/**
 * `/mylistings#edit=<spaceId>`: every section of a published listing in the wizard's forms, each
 * saved on its own with the listing's rules (PUT /v1/hosts/me/spaces/{space},
 * docs/decisions/listing-publish.md); a saved section says so, a refused one shows the API's
 * messages on its fields.
 */
export function ListingEditor({
  spaceId,
  loadStepForms,
  loadPhotoManager = noPhotoManager,
  onBack,
}: {
  spaceId: number;
  loadStepForms: () => Promise<ListingStepForms>;
  /** The wizard's photo manager (app/pages.tsx passes it in); without it the photos section is not shown. */
  loadPhotoManager?: () => Promise<ListingPhotoManager | null>;
  onBack: () => void;
}) {
  const { t } = useTranslation('mf-account');
  const { api } = useAccountServices();
  const client = useQueryClient();
  const language = useMessageLanguage();
  const listing = useHostListingQuery(spaceId);
  const forms = useStepForms(loadStepForms);
  const photoManager = useStepForms(loadPhotoManager);
  const update = useUpdateListing(spaceId);
  const [active, setActive] = useState<ListingStep | null>(null);
  const [saved, setSaved] = useState<ListingStep | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // The view replaces the list in the same page: its heading takes the focus, as a new page's would.
  useEffect(() => heading.current?.focus(), []);

  const save = (step: ListingStep) => (body: ListingFieldsBody) => {
    setActive(step);
    setSaved(null);
    update.mutate(body, { onSuccess: () => setSaved(step) });
  };

  const data = listing.data;
  const title = data?.title;
  let content: JSX.Element;
  if (listing.isPending) content = <Skeleton />;
  else if (listing.isError)
    content =
      isApiError(listing.error) && listing.error.status === 404 ? (
        <p role="alert">{t('hosting.edit.notFound')}</p>
      ) : (
        <ErrorCard onRetry={() => void listing.refetch()} retrying={listing.isFetching} />
      );
  else if (forms.failed) content = <ErrorCard onRetry={forms.retry} />;
  else if (!forms.forms || !data) content = <Skeleton />;
  else {
    const stepForms = forms.forms;
    const PhotoManager = photoManager.forms;
    content = (
      <>
        <p>{t('hosting.edit.intro')}</p>
        {data.status === 'paused' && <p>{t('hosting.listings.pausedNote')}</p>}
        {LISTING_STEP_ORDER.map((step) => {
          const Form = stepForms[step];
          return (
            <div key={step} className={styles.editSection}>
              <Form
                values={data}
                busy={update.isPending && active === step}
                error={active === step ? update.error : null}
                submitLabel={t(`hosting.edit.save.${step}`)}
                onSave={save(step)}
              />
              {saved === step && <Confirmation>{t('hosting.edit.saved')}</Confirmation>}
              {step === 'location' && PhotoManager && (
                <section className={styles.editSection} aria-labelledby="listing-edit-photos">
                  <h3 id="listing-edit-photos" className={styles.sectionTitle}>
                    {t('hosting.edit.photos')}
                  </h3>
                  <PhotoManager
                    photos={data.photos ?? []}
                    calls={{
                      upload: (file, options) => api.hostListings.uploadPhoto(spaceId, file, options),
                      arrange: async (body) => (await api.hostListings.arrangePhotos(spaceId, body)).photos,
                      remove: async (photoId) => (await api.hostListings.deletePhoto(spaceId, photoId)).photos,
                    }}
                    onPhotos={(photos) => client.setQueryData<HostListing>(hostingKeys.listing(spaceId), (current) => (current ? { ...current, photos } : current))}
                    language={language}
                  />
                </section>
              )}
            </div>
          );
        })}
      </>
    );
  }

  return (
    <section className={styles.page} aria-labelledby="listing-edit-title">
      <div className={styles.editBar}>
        <h2 id="listing-edit-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {title ? t('hosting.edit.title', { title }) : t('hosting.listings.edit')}
        </h2>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={onBack}>
            {t('hosting.edit.back')}
          </Button>
          {title && <a href={spaceHref(spaceId, title)}>{t('hosting.edit.view')}</a>}
        </div>
      </div>
      {content}
    </section>
  );
}
