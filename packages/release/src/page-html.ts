import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseManifest } from '@hourspace/contracts';
import { localeInfo, type LocaleCode } from '@hourspace/i18n';
import { ReleaseError } from './artifacts';
import { entryOrigin } from './entry-urls';
import { REPO_ROOT } from './paths';
import { messagesChunks, type Preload } from './preloads';

/**
 * The shell's page, per locale, written by `compose` beside the locale's manifest.
 *
 * The shell's build gives one language-neutral `index.html`; what a locale's page needs
 * before any script runs is known when a release is composed, so the composition writes it
 * in (docs/decisions/platform-locale-pages.md):
 * - `lang`, title and description in the locale's language;
 * - the release manifest inline (a JSON data block, which the CSP does not treat as
 *   script), so the shell starts loading remotes without one more round trip;
 * - a preconnect to every remote origin and the API;
 * - a preload of each entry and chunk the page's first screen loads at once (`preloads.ts`):
 *   one page per locale and page application, `release serve` picks it by route;
 * - the minimal navigation, hidden by the stylesheet for its first seconds
 *   (`[data-hs-early]` in shell.css): when mf-nav is slow or down, the page still gets a
 *   way to log in and sign up even if the shell's own script is slow to start. The shell
 *   adopts it as the nav slot's fallback and removes it when the real nav's tree is in the page.
 */

/** The shell's strings a page needs before its script runs. */
export interface ShellPageStrings {
  pageTitle: string;
  pageDescription: string;
  brand: string;
  home: string;
  login: string;
  signup: string;
  mainNavigation: string;
  skipToContent: string;
}

const STRING_KEYS: Array<keyof ShellPageStrings> = ['pageTitle', 'pageDescription', 'brand', 'home', 'login', 'signup', 'mainNavigation', 'skipToContent'];

export interface ShellPageInput {
  locale: LocaleCode;
  manifest: ReleaseManifest;
  strings: ShellPageStrings;
  /** Origins the page talks to first: the API (remote origins come from the manifest). */
  apiOrigin: string;
  /** What the first screen loads at once, in the order to ask for it. */
  preloads?: readonly Preload[];
}

/** Escapes text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON inside a `<script type="application/json">`: no `<` at all, so no `</script>` can end it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  if (!pattern.test(html)) throw new ReleaseError(`the shell's index.html has no ${what}: cannot write the locale pages (was the template changed?)`);
  return html.replace(pattern, () => replacement);
}

/**
 * The minimal navigation the page carries before the shell runs (the same markup as the shell's
 * `renderFallbackNav`): first a skip link to the page's `<main id="main-content">`, as mf-nav's
 * bar has, so the keyboard's first stop is the same before and after mf-nav mounts.
 */
export function earlyNavHtml(prefix: string, strings: ShellPageStrings): string {
  const home = prefix ? `/${prefix}/` : '/';
  const e = escapeHtml;
  return (
    `<div data-hs-fallback-for="nav" data-hs-early="">` +
    `<a href="#main-content" class="hs-shell-skip">${e(strings.skipToContent)}</a>` +
    `<nav class="hs-shell-fallback-nav" aria-label="${e(strings.mainNavigation)}" data-hs-fallback="nav">` +
    `<a href="${e(home)}" class="hs-shell-logo" aria-label="${e(strings.home)}">${e(strings.brand)}</a>` +
    `<a href="${e(`${home}#a=login`)}">${e(strings.login)}</a>` +
    `<a href="${e(`${home}#a=signup&source=nav`)}">${e(strings.signup)}</a>` +
    `</nav></div>`
  );
}

/**
 * A preload link. An entry carries its integrity and `crossorigin="anonymous"`, as the shell's
 * script element for it does; a chunk neither, as webpack's chunk loader asks for it.
 */
export function preloadLink(preload: Preload): string {
  const e = escapeHtml;
  const integrity = preload.integrity ? ` integrity="${e(preload.integrity)}" crossorigin="anonymous"` : '';
  return `<link rel="preload" as="${preload.as}" href="${e(preload.href)}"${integrity}>`;
}

/** One locale's page from the shell's built `index.html`. */
export function shellPageHtml(template: string, input: ShellPageInput): string {
  const { locale, manifest, strings } = input;
  const info = localeInfo(locale);
  const e = escapeHtml;
  // A remote served under the page's own origin needs no connection of its own (docs/decisions/same-origin-remotes.md).
  const remoteOrigins = Object.values(manifest.remotes).flatMap((r) => entryOrigin(r.entry) ?? []);
  const origins = [...new Set([...remoteOrigins, new URL(input.apiOrigin).origin])];
  const head = [
    ...origins.map((origin) => `<link rel="preconnect" href="${e(origin)}" crossorigin>`),
    ...(input.preloads ?? []).map(preloadLink),
    `<script type="application/json" id="hs-manifest">${jsonForScript(manifest)}</script>`,
  ].join('');
  let html = template;
  html = replaceOnce(html, /<html\b[^>]*>/, `<html lang="${e(locale)}">`, '<html> tag');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${e(strings.pageTitle)}</title>`, '<title>');
  html = replaceOnce(html, /<meta name="?description"? content="[^"]*"\s*\/?>/, `<meta name="description" content="${e(strings.pageDescription)}">`, 'description <meta>');
  html = replaceOnce(html, /<\/head>/, `${head}</head>`, '</head>');
  html = replaceOnce(html, /<div id="?hs-nav"?><\/div>/, `<div id="hs-nav">${earlyNavHtml(info.url_prefix, strings)}</div>`, 'empty #hs-nav');
  return html;
}

/** The shell's built page, or null when the shell has not been built (unit tests, a release machine composing only). */
export function readShellTemplate(shellDist = path.join(REPO_ROOT, 'shell', 'dist')): string | null {
  const file = path.join(shellDist, 'index.html');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
}

/** The shell's own strings chunks for `languages` (see `messagesChunks`), as the page's preloads. */
export function shellMessagesPreloads(languages: readonly string[], shellDist = path.join(REPO_ROOT, 'shell', 'dist')): Preload[] {
  return messagesChunks(shellDist, languages).map((file) => ({ href: `/${file}`, as: 'script' }));
}

/** The shell's page strings for a locale, from the shell's own translations (by language; en-GB reads en). */
export function shellPageStrings(locale: LocaleCode, i18nDir = path.join(REPO_ROOT, 'shell', 'src', 'i18n')): ShellPageStrings {
  const file = path.join(i18nDir, `${localeInfo(locale).language}.json`);
  const all = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  const missing = STRING_KEYS.filter((key) => typeof all[key] !== 'string' || !(all[key] as string).trim());
  if (missing.length) throw new ReleaseError(`${path.relative(REPO_ROOT, file)} lacks ${missing.join(', ')}: cannot write the ${locale} page`);
  return Object.fromEntries(STRING_KEYS.map((key) => [key, all[key] as string])) as unknown as ShellPageStrings;
}
