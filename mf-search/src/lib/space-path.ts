import { parseLocalePath } from '@hourspace/i18n';

/** The title as URL words: lower-case ASCII letters and digits joined by hyphens, at most 60 characters. */
export function spaceSlug(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/**
 * The space page's URL under the current page's locale prefix: `/{prefix}/space/{id}/{slug}`
 * (docs/decisions/space-page.md). Only the id is read back; the slug is for people.
 */
export function spacePath(id: string | number, title: string, pathname: string = window.location.pathname): string {
  const { prefix } = parseLocalePath(pathname);
  const slug = spaceSlug(title);
  return `${prefix ? `/${prefix}` : ''}/space/${encodeURIComponent(String(id))}${slug ? `/${slug}` : ''}`;
}

/** The space id a space page's path names, or null when it names none. */
export function spaceIdOf(pathname: string): string | null {
  const match = /^\/space\/(\d{1,9})(?:\/|$)/.exec(parseLocalePath(pathname).rest);
  return match?.[1] ?? null;
}
