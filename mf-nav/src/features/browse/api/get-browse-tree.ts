import type { BrowseNode } from '@hourspace/api-client';
import { useNavApi } from '../../../app/nav-api';
import { useResource, type Resource } from '../../../app/use-resource';

/** The logged-out menu's browse tree (GET /v1/browse/{locale}), read only while `enabled`. */
export function useBrowseTree(locale: string, enabled: boolean): Resource<BrowseNode[]> {
  const api = useNavApi();
  return useResource(enabled ? `browse:${locale}` : null, () => api.getBrowseTree(locale));
}
