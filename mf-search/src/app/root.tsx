import { ResultsPage } from '../features/results/components/results-page';
import { SearchForm } from '../features/search-form/components/search-form';
import type { SearchFormInitial } from '../lib/search-form-initial';

/** The results page's bar: the search form showing the search the URL ran. */
function ResultsSearchBar({ initial }: { initial: SearchFormInitial }) {
  return <SearchForm variant="bar" initial={initial} />;
}

/** The page application: the results page and the plan pages share one view. */
export function Root() {
  return <ResultsPage SearchBar={ResultsSearchBar} />;
}
