import { AwardsSection } from '../features/awards/components/awards-section';
import { BlogSection } from '../features/blog/components/blog-section';
import { CitiesSection } from '../features/cities/components/cities-section';
import type { HomeContent } from '../lib/section-model';
import { HostsSection } from '../features/hosts/components/hosts-section';
import { MadeInSection } from '../features/made-in/components/made-in-section';
import { PopularKeywordsSection } from '../features/popular-keywords/components/popular-keywords-section';
import { WallsTalkSection } from '../features/walls-talk/components/walls-talk-section';
import { WhereExtraordinarySection } from '../features/where-extraordinary/components/where-extraordinary-section';
import { WhyUsSection } from '../features/why-us/components/why-us-section';
import styles from './below-the-fold.module.css';

/**
 * The sections under the hero and activities, in spec order: a chunk of its own, so the
 * first view's code is all that runs before the hero paints. A section the API did not
 * send is left out; 'if walls could talk' has translated copy until the API sends it. Each is
 * rendered once the reader comes near (`useNearViewport` in home-page.tsx), then laid out by the
 * browser only near the viewport (`content-visibility`, see the stylesheet).
 */
export default function BelowTheFold({ content }: { content: HomeContent }) {
  const { blog, cities, hosts, madeIn, whyUs, whereExtraordinary, wallsTalk, popularKeywords, awards } = content.sections;
  return (
    <div className={styles.sections}>
      {blog ? <BlogSection section={blog} /> : null}
      {cities ? <CitiesSection section={cities} /> : null}
      {hosts ? <HostsSection section={hosts} /> : null}
      {madeIn ? <MadeInSection section={madeIn} /> : null}
      {whyUs ? <WhyUsSection section={whyUs} /> : null}
      {whereExtraordinary ? <WhereExtraordinarySection section={whereExtraordinary} /> : null}
      <WallsTalkSection section={wallsTalk} />
      {popularKeywords ? <PopularKeywordsSection section={popularKeywords} /> : null}
      {awards ? <AwardsSection section={awards} /> : null}
    </div>
  );
}
