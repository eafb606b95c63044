import { type Handler } from './core';

export type Auth = 'secret' | 'publishable' | 'none';

/** One endpoint: `publishable` accepts either key; the handler then checks the client secret. */
export interface Route {
  method: 'GET' | 'POST' | 'DELETE';
  pattern: RegExp;
  names: string[];
  auth: Auth;
  handler: Handler;
}

export function route(method: Route['method'], path: string, auth: Auth, handler: Handler): Route {
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  return { method, pattern: new RegExp(`^${source}$`), names, auth, handler };
}

export function match(routes: Route[], method: string, pathname: string): { route: Route; path: Record<string, string> } | null {
  for (const r of routes) {
    if (r.method !== method) continue;
    const m = r.pattern.exec(pathname);
    if (!m) continue;
    const path: Record<string, string> = {};
    r.names.forEach((name, i) => (path[name] = decodeURIComponent(m[i + 1]!)));
    return { route: r, path };
  }
  return null;
}
