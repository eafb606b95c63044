import { safeHref } from '@hourspace/contracts';
import { BlurhashImage, Carousel } from '@hourspace/ui';
import { useTranslation } from 'react-i18next';
import type { SpaceDetail } from '../../../lib/api/get-space';
import styles from './space.module.css';

/** The photos in a keen-slider carousel, each showing its BlurHash until it loads. */
export function SpaceGallery({ space }: { space: SpaceDetail }) {
  const { t } = useTranslation('mf-search');
  // Photo URLs come from the API: only http(s) or same-site ones are shown (the shared link check).
  const photos = space.photos.flatMap((p) => {
    const url = safeHref(p.url, window.location.href);
    return url ? [{ ...p, url }] : [];
  });
  if (photos.length === 0) return <div className={styles.galleryEmpty} />;
  return (
    <div className={styles.gallery}>
      <Carousel
        label={t('space.gallery', { title: space.title })}
        items={photos}
        getKey={(p) => p.url}
        autoplay={false}
        renderSlide={(photo, { index }) => (
          <BlurhashImage
            src={photo.url}
            alt={t('space.photoAlt', { title: space.title, index: index + 1, count: photos.length })}
            width={photo.width}
            height={photo.height}
            blurHash={photo.blurHash}
            loading={index === 0 ? 'eager' : 'lazy'}
            className={styles.photo}
          />
        )}
        slideLabel={(i, n) => t('space.slideOf', { index: i + 1, count: n })}
        roleDescriptions={{ carousel: t('space.roleCarousel'), slide: t('space.roleSlide') }}
        previousLabel={t('space.previousPhoto')}
        nextLabel={t('space.nextPhoto')}
      />
    </div>
  );
}
