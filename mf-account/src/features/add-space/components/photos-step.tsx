import type { ListingDraft } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import type { MessageLanguage } from '@hourspace/validation';
import { useTranslation } from 'react-i18next';
import { useAccountServices } from '../../../lib/account-api';
import { useWriteDraft } from '../api/listing-drafts';
import styles from './add-space.module.css';
import { PhotoManager, type PhotoCalls } from './photo-manager';

/** The wizard's photos screen: the draft's photos in the shared {@link PhotoManager}, then on to the price. */
export function PhotosStep({ draft, language, onNext, onBack }: { draft: ListingDraft; language: MessageLanguage; onNext: () => void; onBack: () => void }) {
  const { t } = useTranslation('mf-account');
  const { api } = useAccountServices();
  const write = useWriteDraft();
  const calls: PhotoCalls = {
    upload: (file, options) => api.listingDrafts.uploadPhoto(draft.id, file, options),
    arrange: async (body) => (await api.listingDrafts.arrangePhotos(draft.id, body)).photos ?? [],
    remove: async (photoId) => (await api.listingDrafts.deletePhoto(draft.id, photoId)).photos ?? [],
  };
  return (
    <section aria-labelledby="add-space-photos" className={styles.page}>
      <h2 id="add-space-photos" className={styles.heading} tabIndex={-1}>
        {t('addSpace.steps.photos')}
      </h2>
      <PhotoManager photos={draft.photos ?? []} calls={calls} onPhotos={(photos) => void write({ ...draft, photos })} language={language} />
      <div className={styles.actions}>
        <Button onClick={onNext}>{t('addSpace.next')}</Button>
        <Button variant="ghost" onClick={onBack}>
          {t('addSpace.back')}
        </Button>
      </div>
    </section>
  );
}
