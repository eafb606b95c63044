import { BlurhashImage } from '@hourspace/ui';
import type { HomeImage } from '../lib/section-model';
import styles from './section.module.css';

/**
 * The intrinsic size of the API's section photos (3:2). Image items carry no size, so this
 * reserves the box before a photo loads; boxes with another shape crop with `cover`.
 */
export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 427;

/**
 * A section photo with its BlurHash placeholder and reserved box. Lazy unless `priority`:
 * the one priority image on the page is the hero's first (the LCP element), which also
 * skips the fade-in, since its paint is the moment the page counts as loaded.
 * `presentational` hides it from assistive technology where the text beside it already
 * says the same (inside a link named by its text); it keeps its alt text for everyone else.
 */
export function SectionImage({
  image,
  priority = false,
  presentational = false,
  className,
}: {
  image: HomeImage;
  priority?: boolean;
  presentational?: boolean;
  className?: string;
}) {
  const img = (
    <BlurhashImage
      src={image.url}
      alt={image.alt}
      width={PHOTO_WIDTH}
      height={PHOTO_HEIGHT}
      blurHash={image.blurHash}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      className={[presentational ? styles.fill : styles.image, !presentational && className].filter(Boolean).join(' ')}
    />
  );
  if (!presentational) return img;
  return (
    <span aria-hidden="true" className={className ? `${styles.presentational} ${className}` : styles.presentational}>
      {img}
    </span>
  );
}
