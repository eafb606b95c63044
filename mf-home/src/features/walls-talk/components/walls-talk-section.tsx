import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import styles from './walls-talk.module.css';

/** How many stories the translated copy of the section holds. */
export const WALLS_TALK_STORIES = 3;

interface Story {
  key: string;
  quote: string;
  cite: string;
  image: HomeImage | null;
}

/**
 * If walls could talk (spec §1): stories spaces could tell. Shown from the API's
 * `wallsTalk` section when it sends one (each image item a story: title the quote, label
 * who tells it); the API does not send it yet, so the translated copy is the default.
 */
export function WallsTalkSection({ section }: { section?: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const stories: Story[] =
    section && section.images.length > 0
      ? section.images.map((image) => ({ key: image.key, quote: image.title || image.alt, cite: image.label, image }))
      : Array.from({ length: WALLS_TALK_STORIES }, (_, i) => ({ key: String(i), quote: t(`wallsTalk.story${i + 1}.quote`), cite: t(`wallsTalk.story${i + 1}.cite`), image: null }));
  return (
    <SectionFrame name="wallsTalk" headingId={headingId} muted>
      <SectionHeader id={headingId} heading={section?.heading1 || t('wallsTalk.heading')} kicker={section ? section.heading2 : t('wallsTalk.kicker')} lines={section?.lines} />
      <ul className={styles.stories}>
        {stories.map((story) => (
          <li key={story.key}>
            <figure className={styles.story}>
              {story.image ? <SectionImage image={story.image} className={styles.image} /> : null}
              <blockquote className={styles.quote}>
                <p>{story.quote}</p>
              </blockquote>
              {story.cite ? <figcaption className={styles.cite}>{story.cite}</figcaption> : null}
            </figure>
          </li>
        ))}
      </ul>
      {section ? <SectionCta cta={section.cta} variant="secondary" /> : null}
    </SectionFrame>
  );
}
