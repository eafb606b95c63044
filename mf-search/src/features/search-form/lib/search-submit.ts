// The submit path (luxon date maths and the results URL), loaded on first use.
export { resolveSearch } from './resolve-search';
export { buildResultsUrl } from '../../../lib/search-url';
