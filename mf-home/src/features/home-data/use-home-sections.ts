import { useCallback, useEffect } from 'react';
import { usePageLocale } from '../../lib/use-page-locale';
import { useHomeApi } from './home-api';
import { useHomeDataStore, type Resource } from './home-data-store';
import type { HomeContent } from './section-model';

const LOADING: Resource<HomeContent> = { status: 'loading' };

/** The page locale's home sections, loading them on first use; `retry` after a failure. */
export function useHomeSections(): { resource: Resource<HomeContent>; retry: () => void } {
  const { locale, prefix } = usePageLocale();
  const api = useHomeApi();
  const resource = useHomeDataStore((state) => state.sections[locale]) ?? LOADING;
  const load = useHomeDataStore((state) => state.loadSections);
  useEffect(() => load(api, locale, prefix), [load, api, locale, prefix]);
  const retry = useCallback(() => load(api, locale, prefix), [load, api, locale, prefix]);
  return { resource, retry };
}
