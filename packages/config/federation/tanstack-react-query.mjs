// What the page shares as `@tanstack/react-query` (see SHARED_FACADES in ../webpack-preset.mjs
// and docs/decisions/size-budgets.md, "Shared facades"): the names the repo imports, so the
// shared chunk leaves out what no build uses (useQueries and its observer, infinite queries'
// hooks, streamed queries, HydrationBoundary, useMutationState, useIsFetching).
// `facade-imports.test.ts` keeps every import from '@tanstack/react-query' to these names.
export {
  dehydrate,
  hydrate,
  keepPreviousData,
  notifyManager,
  QueryClient,
  QueryClientProvider,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from 'hourspace-tanstack-react-query-full';
