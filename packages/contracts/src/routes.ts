/**
 * Route patterns as remotes declare them, matched against the part of the path after the
 * locale prefix. A pattern is `/` or segments: a literal (`account`), a parameter
 * (`:keyword`, one non-empty segment) or a final `*` (any rest, even none).
 */
export type RouteParams = Record<string, string>;

/** A route a remote owns: its pattern, and the page name the remote renders for it. */
export interface Route {
  path: string;
  page: string;
}

const PATTERN = /^\/$|^(\/(?:[a-z0-9][a-z0-9-]*|:[a-zA-Z][a-zA-Z0-9]*))*(\/\*)?$/;

/** Whether a string is a route pattern this module understands. */
export function isRoutePattern(pattern: string): boolean {
  return pattern.startsWith('/') && PATTERN.test(pattern);
}

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** The path without query, hash or a trailing slash (`/s/` → `/s`); `/` stays `/`. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] || '/';
  return bare.length > 1 && bare.endsWith('/') ? bare.slice(0, -1) : bare;
}

/** The parameters of `path` under `pattern`, or null when it does not match. */
export function matchRoute(pattern: string, path: string): RouteParams | null {
  const want = segments(pattern);
  const have = segments(normalizePath(path));
  const rest = want[want.length - 1] === '*';
  const fixed = rest ? want.slice(0, -1) : want;
  if (rest ? have.length < fixed.length : have.length !== fixed.length) return null;
  const params: RouteParams = {};
  for (const [i, part] of fixed.entries()) {
    const value = have[i] as string;
    if (part.startsWith(':')) {
      try {
        params[part.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) return null;
  }
  return params;
}

/**
 * How specific a pattern is, so that the most specific of several matches wins: more
 * literal segments first, then more segments, and a rest (`*`) loses to no rest.
 */
export function specificity(pattern: string): number {
  const parts = segments(pattern);
  const literals = parts.filter((p) => p !== '*' && !p.startsWith(':')).length;
  const rest = parts.includes('*') ? 0 : 1;
  return literals * 1000 + parts.length * 10 + rest;
}

/**
 * The application that owns a path among applications of which only some declare routes
 * (the page applications): the shell's choice of page, the release server's choice of the
 * page file, the benchmark's first screen. Null for the not-found page.
 */
export function routeOwner<T extends { routes?: readonly Route[] | undefined }>(apps: readonly T[], path: string): T | null {
  const pages = apps.filter((app): app is T & { routes: readonly Route[] } => app.routes !== undefined);
  return resolveRoute(pages, path)?.owner ?? null;
}

/** The best match among owners' routes (most specific wins), or null. */
export function resolveRoute<T extends { routes: readonly Route[] }>(owners: readonly T[], path: string): { owner: T; route: Route; params: RouteParams } | null {
  let best: { owner: T; route: Route; params: RouteParams; score: number } | null = null;
  for (const owner of owners) {
    for (const route of owner.routes) {
      const params = matchRoute(route.path, path);
      if (!params) continue;
      const score = specificity(route.path);
      if (!best || score > best.score) best = { owner, route, params, score };
    }
  }
  return best && { owner: best.owner, route: best.route, params: best.params };
}
