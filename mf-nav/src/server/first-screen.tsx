import { createFirstScreenRenderer } from '@hourspace/remote/server';
import { mediaDown } from '@hourspace/ui';
import { definition } from '../app/definition';

/**
 * mf-nav's bar rendered to HTML when a release is composed (the preset's server build, run by
 * `release prerender`), for the home page rendered ahead: the bar of a page whose session is
 * not known yet (the loading nav: the logo and the profile menu's place), laid out for a screen
 * of the nav's breakpoint or narrower, since the bar lays itself out by `useMediaQuery`, whose
 * server answer here is the compact bar. The shell hydrates it once the page's application has
 * mounted, or at once when the person presses something in it (docs/decisions/nav-markup-ahead.md).
 */
export const renderFirstScreen = createFirstScreenRenderer(definition, {
  paths: ['/'],
  media: mediaDown('nav'),
});
