import * as v from 'valibot';
import type { Requester } from '../request';
import { ROUTES, fillPath } from '../routes';

/** One entry of the browse menu; `see_all` entries get their own styling. */
export interface BrowseNode {
  label: string;
  path?: string | null | undefined;
  see_all?: boolean | null | undefined;
  children?: BrowseNode[] | undefined;
  [key: string]: unknown;
}

export const BrowseNodeSchema: v.GenericSchema<BrowseNode> = v.looseObject({
  label: v.string(),
  path: v.nullish(v.string()),
  see_all: v.nullish(v.boolean()),
  children: v.optional(v.array(v.lazy(() => BrowseNodeSchema))),
});
export const BrowseTreeSchema = v.looseObject({ locale: v.string(), tree: v.array(BrowseNodeSchema) });

/** The logged-out navigation's browse tree for a locale (extra route). */
export async function getBrowseTree(request: Requester, locale: string): Promise<BrowseNode[]> {
  const answer = await request({ method: 'GET', path: fillPath(ROUTES.browseTree, { locale }), schema: BrowseTreeSchema });
  return answer.tree;
}
