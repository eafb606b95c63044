import type { BrowseNode } from '@hourspace/api-client';
import { queryOptions, useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { NavApi } from '../../../lib/nav-api';
import { useNavApi } from '../../../lib/nav-api';

/** Query keys of the browse tree, under the remote's name (docs/decisions/server-state.md). */
export const browseTreeKeys = {
  all: ['mf-nav', 'browse-tree'] as const,
  locale: (locale: string) => [...browseTreeKeys.all, locale] as const,
};

/** GET /v1/browse/{locale}: the logged-out menu's browse tree. */
export function getBrowseTree(api: Pick<NavApi, 'getBrowseTree'>, locale: string): Promise<BrowseNode[]> {
  return api.getBrowseTree(locale);
}

/**
 * The tree is read while a menu shows it and dropped when none does (gcTime 0): the nav
 * has always read it afresh on each mount. Two menus mounted together share one request.
 */
export function browseTreeQuery(api: Pick<NavApi, 'getBrowseTree'>, locale: string) {
  return queryOptions({ queryKey: browseTreeKeys.locale(locale), queryFn: () => getBrowseTree(api, locale), staleTime: 0, gcTime: 0 });
}

/** The logged-out menu's browse tree, read only while `enabled`. */
export function useBrowseTreeQuery(locale: string, enabled: boolean): UseQueryResult<BrowseNode[]> {
  const api = useNavApi();
  return useQuery({ ...browseTreeQuery(api, locale), enabled });
}
