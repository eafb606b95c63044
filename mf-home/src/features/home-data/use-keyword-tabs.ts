import { useCallback, useEffect } from 'react';
import { usePageLocale } from '../../lib/use-page-locale';
import { useHomeApi } from './home-api';
import { useHomeDataStore, type Resource } from './home-data-store';
import type { KeywordTab } from './section-model';

const LOADING: Resource<KeywordTab[]> = { status: 'loading' };

/** The page locale's popular keyword tabs, loading them on first use; `retry` after a failure. */
export function useKeywordTabs(): { resource: Resource<KeywordTab[]>; retry: () => void } {
  const { locale, prefix } = usePageLocale();
  const api = useHomeApi();
  const resource = useHomeDataStore((state) => state.keywords[locale]) ?? LOADING;
  const load = useHomeDataStore((state) => state.loadKeywords);
  useEffect(() => load(api, locale, prefix), [load, api, locale, prefix]);
  const retry = useCallback(() => load(api, locale, prefix), [load, api, locale, prefix]);
  return { resource, retry };
}
