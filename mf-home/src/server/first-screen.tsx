import { createFirstScreenRenderer } from '@hourspace/remote/server';
import { definition } from '../app/definition';
import { homeSectionsQuery } from '../lib/api/get-home-sections';
import { pageHomeApi } from '../lib/home-api';

/**
 * mf-home's first screen rendered to HTML when a release is composed (the preset's server
 * build, run by `release prerender`): the home page with its sections read from the
 * channel's API, so the hero's heading and first photo are in the page's HTML and the photo
 * is requested by the parser (docs/decisions/compose-time-ssr.md).
 */
export const renderFirstScreen = createFirstScreenRenderer(definition, {
  paths: ['/'],
  load: (client, input) => client.prefetchQuery(homeSectionsQuery(pageHomeApi(), input.locale, input.prefix)),
});
