import { Carousel, type CarouselProps } from '@hourspace/ui';
import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { usePerView } from '../lib/use-per-view';
import styles from './home-carousel.module.css';

/** Where the track of a carousel starts: its current slide, kept short of empty space at the end. */
export function trackPosition(index: number, count: number, perView: number, loop: boolean): number {
  if (loop) return index;
  const lastStart = Math.min(count - 1, Math.max(0, Math.ceil(count - perView)));
  return Math.max(0, Math.min(index, lastStart));
}

/**
 * The ui Carousel, kept controlled so this page knows where its track is. That lets the
 * stylesheet move the slides when keen-slider does not: the ui package hands keen-slider
 * its slides as an HTMLCollection, which keen-slider 6.8.6 ignores, so the slider starts
 * with no slides and never positions them. The CSS only applies to slides without
 * keen-slider's inline transform, so it steps aside by itself once that is fixed.
 */
export function HomeCarousel<T>({ frameClassName, ...props }: CarouselProps<T> & { frameClassName?: string }) {
  const { t } = useTranslation('mf-home');
  const [own, setOwn] = useState(props.defaultIndex ?? 0);
  const index = props.index ?? own;
  const perView = usePerView(props.slidesPerView ?? 1);
  const position = trackPosition(index, props.items.length, perView, props.loop ?? false);
  return (
    <div className={frameClassName ? `${styles.frame} ${frameClassName}` : styles.frame} style={{ '--home-carousel-position': position } as CSSProperties}>
      <Carousel
        roleDescriptions={{ carousel: t('carousel.roleCarousel'), slide: t('carousel.roleSlide') }}
        {...props}
        index={index}
        onSelect={(next) => {
          setOwn(next);
          props.onSelect?.(next);
        }}
      />
    </div>
  );
}
