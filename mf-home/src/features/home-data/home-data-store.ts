import { create } from 'zustand';
import type { HomeApi } from './home-api';
import type { HomeContent, KeywordTab } from './section-model';

/** A call's state as the page shows it. */
export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error' };

interface HomeDataState {
  /** Section data by locale code: loaded once per page, kept across remounts. */
  sections: Record<string, Resource<HomeContent>>;
  /** Popular keyword tabs by locale code. */
  keywords: Record<string, Resource<KeywordTab[]>>;
  /** Starts loading a locale's sections unless they are loading or loaded (a failed load is tried again). */
  loadSections(api: HomeApi, locale: string, prefix: string): void;
  /** The same for the popular keywords. */
  loadKeywords(api: HomeApi, locale: string, prefix: string): void;
}

type Slot = 'sections' | 'keywords';

/** The home page's data, owned by mf-home alone (house style: share events, not stores). */
export const useHomeDataStore = create<HomeDataState>()((set, get) => {
  function load(slot: Slot, locale: string, fetch: () => Promise<HomeContent | KeywordTab[]>): void {
    const current = get()[slot][locale];
    if (current && current.status !== 'error') return;
    const put = (resource: Resource<unknown>) => set((state) => ({ [slot]: { ...state[slot], [locale]: resource } }) as Partial<HomeDataState>);
    put({ status: 'loading' });
    fetch().then(
      (data) => put({ status: 'ready', data }),
      (error: unknown) => {
        console.error(`[mf-home] loading the home ${slot} for ${locale} failed`, error);
        put({ status: 'error' });
      },
    );
  }
  return {
    sections: {},
    keywords: {},
    loadSections: (api, locale, prefix) => load('sections', locale, () => api.getSections(locale, prefix)),
    loadKeywords: (api, locale, prefix) => load('keywords', locale, () => api.getKeywords(locale, prefix)),
  };
});
