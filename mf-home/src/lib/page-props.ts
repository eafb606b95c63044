import type { RouteParams } from '@hourspace/contracts';

/** What a content page gets from its route: the path parameters (`:document`, `:slug`) and the route's pattern. */
export interface PageProps {
  params: RouteParams;
  /** The route's path pattern, e.g. `/legal/terms/:document`. */
  path: string;
}
