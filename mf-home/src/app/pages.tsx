import type { ComponentType } from 'react';
import type { PageProps } from '../lib/page-props';

export type { PageProps };

type PageLoader = () => Promise<ComponentType<PageProps>>;

/**
 * Page name (the `page` of a route in this remote's registry entry) → the loader of its
 * component, fetched on demand so the home page never loads their code. 'home' is not
 * here: the home page is the remote's own first chunk.
 */
export const PAGES: Partial<Record<string, PageLoader>> = {
  legal: () => import(/* webpackChunkName: "legal-page" */ '../features/legal/components/legal-page').then((module) => module.LegalPage),
  resources: () => import(/* webpackChunkName: "resources-page" */ '../features/resources/components/resources-page').then((module) => module.ResourcesPage),
  article: () => import(/* webpackChunkName: "article-page" */ '../features/resources/components/article-page').then((module) => module.ArticlePage),
  locations: () => import(/* webpackChunkName: "locations-page" */ '../features/locations/components/locations-page').then((module) => module.LocationsPage),
  host: () => import(/* webpackChunkName: "host-page" */ '../features/host/components/host-page').then((module) => module.HostPage),
};
