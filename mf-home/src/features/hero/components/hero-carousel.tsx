import { useTranslation } from 'react-i18next';
import { HomeCarousel } from '../../../components/home-carousel';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage } from '../../../lib/section-model';
import styles from './hero.module.css';

/** Spec §4/§9: the hero carousel moves on every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/**
 * The hero's photos: one per view, advancing every 5 s, paused while hovered or focused
 * (hovering a slide selects it), with a pause button. Each caption links to a search for
 * its activity and city. Only the first photo loads eagerly and with high priority: it is
 * the largest thing the visitor sees first.
 */
export function HeroCarousel({ images }: { images: readonly HomeImage[] }) {
  const { t } = useTranslation('mf-home');
  return (
    <HomeCarousel
      label={t('hero.carouselLabel')}
      items={images}
      getKey={(image) => image.key}
      slideLabel={(index, count) => t('carousel.slideOf', { index: index + 1, count })}
      previousLabel={t('carousel.previous')}
      nextLabel={t('carousel.next')}
      rotationLabels={{ pause: t('carousel.pause'), play: t('carousel.play') }}
      intervalMs={HERO_INTERVAL_MS}
      renderSlide={(image, { index }) => (
        <figure className={styles.slide}>
          <SectionImage image={image} priority={index === 0} className={styles.slideImage} />
          {image.title || image.location ? (
            <figcaption className={styles.caption}>
              {image.href ? (
                <a href={image.href} className={styles.captionLink}>
                  {image.title || image.location}
                </a>
              ) : (
                <span className={styles.captionTitle}>{image.title || image.location}</span>
              )}
              {image.title && image.location ? <span className={styles.captionLocation}>{image.location}</span> : null}
            </figcaption>
          ) : null}
        </figure>
      )}
    />
  );
}
