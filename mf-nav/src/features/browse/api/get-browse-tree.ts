import { BrowseNodeSchema, ROUTES, fillPath, type BrowseNode } from '@hourspace/api-client';
import * as v from 'valibot';
import type { NavApi } from '../../../app/nav-api';
import { useNavApi } from '../../../app/nav-api';
import { useResource, type Resource } from '../../../app/use-resource';

/**
 * The answer of GET /v1/browse/{locale} as the API sends it: `{ locale, tree }`. (The
 * shared client's getBrowseTree expects a bare array, so the nav reads it itself.)
 */
export const BrowseAnswerSchema = v.looseObject({ tree: v.array(BrowseNodeSchema) });

/** The logged-out menu's browse tree for a locale. */
export async function fetchBrowseTree(api: Pick<NavApi, 'request'>, locale: string): Promise<BrowseNode[]> {
  const answer = await api.request({ method: 'GET', path: fillPath(ROUTES.browseTree, { locale }), schema: BrowseAnswerSchema });
  return answer.tree;
}

/** The browse tree, read only while `enabled` (logged out). */
export function useBrowseTree(locale: string, enabled: boolean): Resource<BrowseNode[]> {
  const api = useNavApi();
  return useResource(enabled ? `browse:${locale}` : null, () => fetchBrowseTree(api, locale));
}
