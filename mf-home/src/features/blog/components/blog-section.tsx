import { breakpoints, mediaUp, useMediaQuery } from '@hourspace/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCta } from '../../../components/cta-link';
import { SectionFrame, SectionHeader } from '../../../components/section-frame';
import { SectionImage } from '../../../components/section-image';
import { chunk } from '../../../lib/chunk';
import { homePath } from '../../../lib/links';
import { usePageLocale } from '../../../lib/use-page-locale';
import type { HomeImage, HomeSection } from '../../../lib/section-model';
import styles from './blog.module.css';
import { HomeCarousel } from '../../../components/home-carousel';

/** Spec §2: a blog item without its own link goes to the blog ('/resources', under the page's locale prefix). */
export const BLOG_FALLBACK_LINK = '/resources';

/**
 * A blog link as this page uses it: none goes to the blog; a link to the blog written without
 * a locale prefix (`/resources/…`, as older data has it) gets the page's prefix, since the blog
 * is written per locale. Every other link is left as the section model checked it.
 */
export function blogHref(href: string | null, prefix: string): string {
  const home = homePath(prefix);
  if (!href) return `${home}${BLOG_FALLBACK_LINK.slice(1)}`;
  if (home !== '/' && (href === BLOG_FALLBACK_LINK || href.startsWith(`${BLOG_FALLBACK_LINK}/`) || href.startsWith(`${BLOG_FALLBACK_LINK}?`))) return `${home}${href.slice(1)}`;
  return href;
}
/** Spec §9: on mobile the blog groups 3 posts per column. */
export const BLOG_PER_COLUMN = 3;

type Post = HomeImage & { href: string };

/**
 * The blog carousel (spec §2, §9). Wider than 744 px: cards, 2.1 per view under 1120 px and
 * 3.1 from there. At 744 px or less: columns of 3 compact posts, 1.1 per view up to 644 px
 * and 1.5 from 645 px.
 */
export function BlogSection({ section }: { section: HomeSection }) {
  const { t } = useTranslation('mf-home');
  const headingId = useId();
  const wide = useMediaQuery(mediaUp(breakpoints.blog + 1));
  const heading = section.heading1 || t('sections.blog');
  const { prefix } = usePageLocale();
  const posts: Post[] = section.images.map((image) => ({ ...image, href: blogHref(image.href, prefix) }));
  const cta = section.cta ? { ...section.cta, href: blogHref(section.cta.href, prefix) } : null;
  const common = {
    label: t('blog.carouselLabel'),
    autoplay: false,
    slideLabel: (index: number, count: number) => t('carousel.slideOf', { index: index + 1, count }),
    previousLabel: t('carousel.previous'),
    nextLabel: t('carousel.next'),
  };
  return (
    <SectionFrame name="blog" headingId={headingId}>
      <SectionHeader id={headingId} heading={heading} kicker={section.heading2} lines={section.lines} />
      {posts.length === 0 ? null : wide ? (
        <HomeCarousel
          {...common}
          items={posts}
          getKey={(post) => post.key}
          slidesPerView={{ base: 2.1, from: { [breakpoints.desktop]: 3.1 } }}
          renderSlide={(post) => <BlogCard post={post} />}
        />
      ) : (
        <HomeCarousel
          {...common}
          items={chunk(posts, BLOG_PER_COLUMN)}
          getKey={(column) => column.map((post) => post.key).join('|')}
          slidesPerView={{ base: 1.1, from: { [breakpoints.compact]: 1.5 } }}
          renderSlide={(column) => (
            <ul className={styles.column}>
              {column.map((post) => (
                <li key={post.key}>
                  <BlogRow post={post} />
                </li>
              ))}
            </ul>
          )}
        />
      )}
      <SectionCta cta={cta} variant="secondary" />
    </SectionFrame>
  );
}

function BlogCard({ post }: { post: Post }) {
  return (
    <article className={styles.card}>
      <a href={post.href} className={styles.cardLink}>
        <SectionImage image={post} presentational className={styles.cardImage} />
        {post.label ? <span className={styles.label}>{post.label}</span> : null}
        <h3 className={styles.title}>{post.title || post.alt}</h3>
      </a>
    </article>
  );
}

function BlogRow({ post }: { post: Post }) {
  return (
    <article>
      <a href={post.href} className={styles.row}>
        <SectionImage image={post} presentational className={styles.rowImage} />
        <span className={styles.rowText}>
          {post.label ? <span className={styles.label}>{post.label}</span> : null}
          <h3 className={styles.rowTitle}>{post.title || post.alt}</h3>
        </span>
      </a>
    </article>
  );
}
