import { spaceRest } from '@hourspace/contracts';
import { parseLocalePath } from '@hourspace/i18n';

export { spaceSlug } from '@hourspace/contracts';

/**
 * The space page's URL under the current page's locale prefix: `/{prefix}/space/{id}/{slug}`
 * (docs/decisions/space-page.md). Only the id is read back; the slug is for people.
 */
export function spacePath(id: string | number, title: string, pathname: string = window.location.pathname): string {
  const { prefix } = parseLocalePath(pathname);
  return `${prefix ? `/${prefix}` : ''}${spaceRest(id, title)}`;
}

/** The space id a space page's path names, or null when it names none. */
export function spaceIdOf(pathname: string): string | null {
  const match = /^\/space\/(\d{1,9})(?:\/|$)/.exec(parseLocalePath(pathname).rest);
  return match?.[1] ?? null;
}
