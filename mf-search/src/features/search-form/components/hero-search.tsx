import { SearchForm } from './search-form';

/** The hero search form, placed by mf-home as the `hero-search` parcel. */
export function HeroSearch() {
  return <SearchForm variant="hero" />;
}
