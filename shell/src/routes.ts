/** Which page application owns a path (the part after the locale prefix). */
export type PageName = 'home' | 'search' | 'account' | 'not-found';

const ACCOUNT_ROUTES = ['/profile', '/account', '/account/host', '/account/methods', '/account/verify'];

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The page of a path. Everything no remote owns yet gets the shell's not-found page. */
export function pageFor(rest: string): PageName {
  const path = trimSlash(rest.split(/[?#]/)[0] || '/');
  if (path === '/') return 'home';
  if (path === '/s' || path.startsWith('/s/') || /^\/plan\/[^/]+$/.test(path)) return 'search';
  if (ACCOUNT_ROUTES.includes(path)) return 'account';
  return 'not-found';
}
