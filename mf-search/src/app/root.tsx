import { ResultsPage } from '../features/results/results-page';

/** The page application: the results page and the plan pages share one view. */
export function Root() {
  return <ResultsPage />;
}
