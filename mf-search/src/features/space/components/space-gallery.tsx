import { safeHref } from '@hourspace/contracts';
import { BlurhashImage, Carousel, Modal } from '@hourspace/ui';
import { useEffect, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SpaceDetail } from '../../../lib/api/get-space';
import { pageBase } from '../../../lib/page-base';
import styles from './space.module.css';
import gallery from './space-gallery.module.css';

type Photo = SpaceDetail['photos'][number] & { url: string };

/**
 * The photos in a keen-slider carousel, each showing its BlurHash until it loads, and "Show all
 * photos" (at the start of the carousel's controls row): the same photos full screen in a dialog (focus trapped, Escape closes and focus returns
 * to the button, the arrow keys move, a "3 of 12" counter), opened at the photo on show.
 */
export function SpaceGallery({ space }: { space: SpaceDetail }) {
  const { t } = useTranslation('mf-search');
  const [current, setCurrent] = useState(0);
  const [fullScreen, setFullScreen] = useState(false);
  // Photo URLs come from the API: only http(s) or same-site ones are shown (the shared link check).
  const base = pageBase();
  const photos: Photo[] = space.photos.flatMap((p) => {
    const url = safeHref(p.url, base);
    return url ? [{ ...p, url }] : [];
  });
  if (photos.length === 0) return <div className={styles.galleryEmpty} />;
  return (
    <div className={`${styles.gallery} ${gallery.inline}`}>
      <Carousel
        label={t('space.gallery', { title: space.title })}
        items={photos}
        getKey={(p) => p.url}
        autoplay={false}
        index={current}
        onSelect={setCurrent}
        selectOnHover={false}
        renderSlide={(photo, { index }) => (
          <BlurhashImage
            src={photo.url}
            alt={photo.alt ?? t('space.photoAlt', { title: space.title, index: index + 1, count: photos.length })}
            width={photo.width}
            height={photo.height}
            blurHash={photo.blurHash}
            loading={index === 0 ? 'eager' : 'lazy'}
            // The first photo is the page's LCP: rendered on request, its hint leads the head (docs/decisions/request-time-ssr.md).
            fetchPriority={index === 0 ? 'high' : undefined}
            className={styles.photo}
          />
        )}
        slideLabel={(i, n) => t('space.slideOf', { index: i + 1, count: n })}
        roleDescriptions={{ carousel: t('space.roleCarousel'), slide: t('space.roleSlide') }}
        previousLabel={t('space.previousPhoto')}
        nextLabel={t('space.nextPhoto')}
        // In the controls row, not laid over the photos: over them it covered the previous and
        // next buttons (docs/decisions/phone-layout-and-text-zoom.md).
        controlsStart={
          <button type="button" className={gallery.showAll} aria-haspopup="dialog" onClick={() => setFullScreen(true)}>
            {t('space.photos.showAll')}
          </button>
        }
      />
      <Modal
        open={fullScreen}
        onClose={() => setFullScreen(false)}
        title={t('space.gallery', { title: space.title })}
        closeLabel={t('space.photos.close')}
        fullScreen
        className={gallery.dialog}
      >
        {fullScreen && <FullScreenPhotos space={space} photos={photos} index={current} onSelect={setCurrent} />}
      </Modal>
    </div>
  );
}

/** The dialog's carousel: the arrow keys move it wherever the focus is in the dialog; the counter says which photo shows. */
function FullScreenPhotos({ space, photos, index, onSelect }: { space: SpaceDetail; photos: Photo[]; index: number; onSelect: (index: number) => void }) {
  const { t } = useTranslation('mf-search');
  const count = photos.length;

  // The listener reads the photo on screen from a ref set as each render commits: a listener
  // re-made in an effect would, between the paint and the effect, still hold the previous index
  // and drop a key pressed then (a quick ArrowRight, ArrowLeft did on a loaded CI machine).
  const latest = useRef({ index, count, onSelect });
  useLayoutEffect(() => {
    latest.current = { index, count, onSelect };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // The carousel moves itself when the focus is in it (and marks the event handled).
      if (event.defaultPrevented || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      if (event.target instanceof Element && event.target.closest('input, textarea, select')) return;
      const { index: shown, count: total, onSelect: select } = latest.current;
      const next = event.key === 'ArrowLeft' ? shown - 1 : shown + 1;
      if (next < 0 || next >= total) return;
      event.preventDefault();
      select(next);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={gallery.stage}>
      <Carousel
        label={t('space.photos.fullScreen')}
        items={photos}
        getKey={(p) => p.url}
        autoplay={false}
        index={index}
        onSelect={onSelect}
        selectOnHover={false}
        preloadDistance={1}
        renderSlide={(photo, { index: i }) => (
          <div className={gallery.frame} style={{ '--hs-photo-ratio': photo.width / photo.height } as CSSProperties}>
            <BlurhashImage
              src={photo.url}
              alt={photo.alt ?? t('space.photoAlt', { title: space.title, index: i + 1, count })}
              width={photo.width}
              height={photo.height}
              blurHash={photo.blurHash}
              loading={i === index ? 'eager' : 'lazy'}
              fit="contain"
              className={gallery.photo}
            />
          </div>
        )}
        slideLabel={(i, n) => t('space.slideOf', { index: i + 1, count: n })}
        roleDescriptions={{ carousel: t('space.roleCarousel'), slide: t('space.roleSlide') }}
        previousLabel={t('space.previousPhoto')}
        nextLabel={t('space.nextPhoto')}
      />
      <p className={gallery.counter} aria-live="polite">
        {t('space.photos.counter', { index: index + 1, count })}
      </p>
    </div>
  );
}
