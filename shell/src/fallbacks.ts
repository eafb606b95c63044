import { setPageTitle } from '@hourspace/i18n';
import type { TFunction } from 'i18next';

/**
 * The little UI the shell owns: plain DOM, no framework, so it works when every remote
 * is down. Every string goes through the shell's i18n namespace.
 */

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/** The minimal navigation bar shown when mf-nav cannot load: a skip link to the main content, then logo, log in, sign up. */
export function renderFallbackNav(container: HTMLElement, t: TFunction, prefix: string): void {
  const home = prefix ? `/${prefix}/` : '/';
  const nav = el('nav', { class: 'hs-shell-fallback-nav', 'aria-label': t('mainNavigation'), 'data-hs-fallback': 'nav' });
  nav.append(
    el('a', { href: home, class: 'hs-shell-logo', 'aria-label': t('home') }, t('brand')),
    el('a', { href: `${home}#a=login` }, t('login')),
    el('a', { href: `${home}#a=signup&source=nav` }, t('signup')),
  );
  const skip = el('a', { href: '#main-content', class: 'hs-shell-skip' }, t('skipToContent'));
  // As the ui SkipLink: focus moves into the main content, not only the scroll.
  skip.addEventListener('click', (event) => {
    const main = document.getElementById('main-content');
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
    main.focus();
  });
  container.replaceChildren(skip, nav);
}

/** The error card of a page slot: an alert with a retry button. */
export function renderErrorCard(container: HTMLElement, t: TFunction, onRetry: () => void, options: { landmark: boolean }): void {
  const card = el('div', { role: 'alert', class: 'hs-shell-card', 'data-hs-fallback': 'error' });
  card.append(el('p', {}, t('remoteFailed')), el('p', {}, t('remoteFailedHint')));
  const retry = el('button', { type: 'button' }, t('retry'));
  retry.addEventListener('click', () => onRetry(), { once: true });
  card.append(retry);
  if (options.landmark) {
    const main = el('main', { id: 'main-content' });
    main.append(card);
    container.replaceChildren(main);
  } else {
    container.replaceChildren(card);
  }
}

/** The shell's not-found page, with a way home. */
export function renderNotFound(container: HTMLElement, t: TFunction, prefix: string): void {
  const main = el('main', { id: 'main-content', class: 'hs-shell-card' });
  main.append(el('h1', {}, t('notFoundTitle')), el('p', {}, t('notFoundBody')), el('a', { href: prefix ? `/${prefix}/` : '/', class: 'hs-shell-button' }, t('goHome')));
  container.replaceChildren(main);
  setPageTitle(t('notFoundTitle'));
}

/** A visible note that this browser runs overridden remotes, with a way back. */
export function renderOverridesBadge(t: TFunction, names: string[], onClear: () => void): void {
  if (!names.length) return;
  const badge = el('div', { class: 'hs-shell-overrides', role: 'status' }, `${t('overridesActive', { list: names.join(', ') })} `);
  const clear = el('button', { type: 'button' }, t('clearOverrides'));
  clear.addEventListener('click', onClear, { once: true });
  badge.append(clear);
  document.body.append(badge);
}
