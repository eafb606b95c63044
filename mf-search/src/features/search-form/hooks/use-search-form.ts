import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { SearchFormActions, SearchFormState, SearchFormStore } from '../stores/search-form-store';

/** The store of the form this field belongs to. */
export const SearchFormStoreContext = createContext<SearchFormStore | null>(null);

/** Reads (a slice of) the enclosing form's state; re-renders only when the slice changes. */
export function useSearchForm<T>(selector: (state: SearchFormState & SearchFormActions) => T): T {
  const store = useContext(SearchFormStoreContext);
  if (!store) throw new Error('[mf-search] a search field was rendered outside a SearchForm');
  return useStore(store, selector);
}
