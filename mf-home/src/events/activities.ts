import { getBus } from '@hourspace/bus';
import type { MouseEvent } from 'react';
import { homePath, pageBase } from '../lib/links';

/**
 * Whether a link goes to this locale's `/plan/activities` page as a whole (no group anchor,
 * no query): the page the popular-activities modal stands for.
 */
export function isActivitiesPage(href: string, prefix: string, base: string = pageBase()): boolean {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin && url.pathname.replace(/\/+$/, '') === `${homePath(prefix)}plan/activities` && url.search === '' && url.hash === '';
  } catch {
    return false;
  }
}

/**
 * The home activities section's call to action: a plain click on its `/plan/activities`
 * link opens the popular-activities modal instead (`search:activities`, mf-search); a
 * modified or middle click, or a page without scripts, follows the link to the page.
 * See docs/decisions/popular-activities-modal.md.
 */
export function openPopularActivities(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  getBus().request('search:activities', { source: 'home' });
}
