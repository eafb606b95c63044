import { FIRST_SCREEN_URL_ATTRIBUTE, PARCEL_ATTRIBUTE, PARCEL_MEDIA_ATTRIBUTE, parcelStateKey, SERVER_MARKUP_ATTRIBUTE, serverStateId } from '@hourspace/contracts';
import { escapeHtml, jsonForScript } from './page-html';
import type { FirstScreen } from './server-build';

/**
 * A locale's plain page with first-screen markup written in: the application's in its slot,
 * other applications' in theirs, parcels' in their elements, with their state, stylesheets and
 * the rules that keep a wrong layout from the first paint (docs/decisions/compose-time-ssr.md,
 * parcel-markup-ahead.md, nav-markup-ahead.md).
 */

/**
 * React writes the resource hints of what it renders first (the LCP photo's preload) ahead of
 * the markup when there is no `<head>` to put them in: they go to the page's head instead.
 */
export function splitHoistedLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link\b[^<>]*\/?>)+/.exec(html);
  return match ? { links: match[0], body: html.slice(match[0].length) } : { links: '', body: html };
}

/** A parcel's markup rendered ahead by the build the locale runs, for its element in the application's markup. */
export interface RenderedParcel {
  name: string;
  /** The entry of the build that rendered it (the page checks it is the one it loads). */
  entry: string;
  screen: FirstScreen;
}

const PARCEL_ELEMENT = new RegExp(`<div\\b([^<>]*?)\\s${PARCEL_ATTRIBUTE}="([^"<>]+)"([^<>]*)></div>`, 'g');

/** The names of the parcels whose (empty) elements an application's markup holds, in order, each once. */
export function parcelSlots(html: string): string[] {
  return [...new Set([...html.matchAll(PARCEL_ELEMENT)].map((m) => m[2]!))];
}

/** Another application of the page rendered ahead into its own slot (the nav), by the build the locale runs. */
export interface RenderedApp {
  app: string;
  /** Its slot's element id, e.g. `hs-nav`. */
  slot: string;
  entry: string;
  screen: FirstScreen;
}

/**
 * For each application rendered ahead with a media condition: its markup hidden from the first
 * paint where the condition does not hold (the shell drops it there), and where it holds, the
 * early nav compose wrote in the same slot hidden while the application's container is shown,
 * rendered ahead, hydrating or hydrated (the shell hides the container and shows its fallback
 * if the application cannot load). Not keyed to `data-hs-ssr`, which the remote removes as it
 * starts hydrating: the early nav would show for the few frames before the shell removes it.
 */
export function appMediaRules(apps: readonly RenderedApp[]): string {
  return apps
    .filter((other) => other.screen.media !== undefined)
    .map(
      (other) =>
        `@media not all and ${other.screen.media!}{[data-hs-app="${other.app}"][${PARCEL_MEDIA_ATTRIBUTE}]>*{display:none}}` +
        `@media ${other.screen.media!}{#${other.slot}:has(>[data-hs-app="${other.app}"]:not([hidden]))>[data-hs-early]{display:none}}`,
    )
    .join('');
}

/**
 * The rule that hides each parcel's markup from the first paint where it is not the parcel's
 * first render (the complement of its media condition): no wrong layout shows on a wide
 * screen before the page drops it; the element keeps the box the application gives it.
 */
export function parcelMediaRules(parcels: readonly RenderedParcel[]): string {
  return parcels
    .filter((parcel) => parcel.screen.media !== undefined)
    .map((parcel) => `@media not all and ${parcel.screen.media!}{[${PARCEL_ATTRIBUTE}="${parcel.name}"][${PARCEL_MEDIA_ATTRIBUTE}]>*{display:none}}`)
    .join('');
}

/**
 * An application's markup with each rendered parcel's markup written into its element, which
 * is marked with the entry that rendered it and, when the markup is right on some screens
 * only, their media query. An element of a parcel not rendered stays empty: the parcel
 * renders in the page as before.
 */
export function withParcelMarkup(html: string, parcels: readonly RenderedParcel[]): string {
  const byName = new Map(parcels.map((parcel) => [parcel.name, parcel]));
  const e = escapeHtml;
  return html.replace(PARCEL_ELEMENT, (whole, before: string, name: string, after: string) => {
    const parcel = byName.get(name);
    if (!parcel) return whole;
    byName.delete(name);
    const media = parcel.screen.media === undefined ? '' : ` ${PARCEL_MEDIA_ATTRIBUTE}="${e(parcel.screen.media)}"`;
    return `<div${before} ${PARCEL_ATTRIBUTE}="${name}"${after} ${SERVER_MARKUP_ATTRIBUTE}="${e(parcel.entry)}"${media}>${parcel.screen.html}</div>`;
  });
}

/** One of the remote's stylesheets for the page: its URL, and its text when it is written into the page. */
export interface PageStylesheet {
  href: string;
  css?: string;
}

/**
 * The locale's page with the application's first screen in it: the markup in the
 * application's container in its slot (marked with the entry that rendered it, which the
 * shell checks before handing it over), its data as a JSON block, the hoisted hints, and the
 * remote's stylesheets (preloaded as styles in the plain page) in the head, so the markup
 * paints styled: written into the page when their text is given (one request fewer before the
 * first paint; `data-href` tells the remote's CSS loader the sheet is there), linked otherwise.
 */
export function ssrPageHtml(
  page: string,
  input: {
    app: string;
    slot: string;
    entry: string;
    screen: FirstScreen;
    stylesheets: readonly PageStylesheet[];
    parcels?: readonly RenderedParcel[];
    apps?: readonly RenderedApp[];
    /**
     * Rendered on request: the page's path and query the markup was rendered for, on the
     * container, so the application hydrates it only at that address (docs/decisions/request-time-ssr.md).
     */
    url?: string;
  },
): string {
  const parcels = input.parcels ?? [];
  const others = input.apps ?? [];
  const hoisted = splitHoistedLinks(input.screen.html);
  const links = hoisted.links;
  const body = withParcelMarkup(hoisted.body, parcels);
  const e = escapeHtml;
  let html = page;
  if (input.screen.title !== undefined) {
    const title = `<title>${e(input.screen.title)}</title>`;
    html = /<title>[^<]*<\/title>/.test(html) ? html.replace(/<title>[^<]*<\/title>/, () => title) : html;
  }
  for (const { href, css } of input.stylesheets) {
    const preload = `<link rel="preload" as="style" href="${e(href)}">`;
    const sheet = css !== undefined && !/<\/style/i.test(css) ? `<style data-href="${e(href)}">${css}</style>` : `<link rel="stylesheet" href="${e(href)}">`;
    html = html.includes(preload) ? html.replace(preload, () => sheet) : html.replace(/<\/head>/, () => `${sheet}</head>`);
  }
  // The first paint needs the markup, its stylesheets and its photo, no script: the scripts'
  // preloads would share the first round trips with the photo, so the page leaves them to the
  // shell's script, which asks for the same files as it starts (hydration comes a little later),
  // and that script comes after the photo. Where the markup is not used (the complement of its
  // media condition) the page renders from its scripts, as the plain page, so their preloads stay
  // there, in place; the script stays at low priority on every screen (docs/decisions/request-time-ssr.md).
  const media = input.screen.media;
  html = html
    .replace(SCRIPT_PRELOAD, (tag) => (media === undefined ? '' : withMediaAttribute(tag, `not all and ${media}`)))
    .replace(/<script defer(?= )/g, '<script defer fetchpriority="low"');
  const state = [
    { id: serverStateId(input.app), state: input.screen.state },
    ...parcels.map((parcel) => ({ id: serverStateId(parcelStateKey(parcel.name)), state: parcel.screen.state })),
    ...others.map((other) => ({ id: serverStateId(other.app), state: other.screen.state })),
  ]
    .map((block) => `<script type="application/json" id="${e(block.id)}">${jsonForScript(block.state)}</script>`)
    .join('');
  // The photo's hint first of all: the parser asks for it before anything else it finds.
  const charset = /<meta charset="?[^">\s]*"?\s*\/?>/i;
  html = charset.test(html) ? html.replace(charset, (tag) => `${tag}${links}`) : html.replace(/<head>/, () => `<head>${links}`);
  // The application's own markup, when it is right on some screens only (the space page's booking
  // panel is laid out for phones): hidden from the first paint elsewhere, where the shell drops it.
  const ownMedia = input.screen.media === undefined ? '' : `@media not all and ${input.screen.media}{[data-hs-app="${input.app}"][${PARCEL_MEDIA_ATTRIBUTE}]>*{display:none}}`;
  const rules = ownMedia + parcelMediaRules(parcels) + appMediaRules(others);
  // No frame before the slot's markup is whole: the parser may paint wherever the bytes run out,
  // and a paint between the hero's text and its carousel (first on a phone, after the text in the
  // markup) moved the text down when the carousel came: CLS 0.27 on a slow connection every time,
  // 0.04 to 0.2 in about one fast load of fifteen. Chromium lifts the block once the target is
  // in the document, so the target is an inert marker after the slot, not the slot itself.
  // Browsers without `rel=expect` paint as before.
  const end = `${input.slot}-end`;
  const expect = `<link rel="expect" href="#${e(end)}" blocking="render">`;
  html = html.replace(/<\/head>/, () => `${rules ? `<style data-hs-parcel-media>${rules}</style>` : ''}${state}${expect}</head>`);
  const slot = new RegExp(`<div id="?${input.slot}"?></div>`);
  const url =
    (input.url === undefined ? '' : ` ${FIRST_SCREEN_URL_ATTRIBUTE}="${e(input.url)}"`) +
    (input.screen.media === undefined ? '' : ` ${PARCEL_MEDIA_ATTRIBUTE}="${e(input.screen.media)}"`);
  if (!slot.test(html)) throw new Error(`the page has no empty #${input.slot}`);
  html = html.replace(
    slot,
    () => `<div id="${input.slot}"><div data-hs-app="${e(input.app)}" ${SERVER_MARKUP_ATTRIBUTE}="${e(input.entry)}"${url}>${body}</div></div><template id="${e(end)}"></template>`,
  );
  // Another application's markup goes first in its slot, before what compose wrote there (the early nav).
  for (const other of others) {
    const opening = new RegExp(`<div id="?${other.slot}"?>`);
    if (!opening.test(html)) throw new Error(`the page has no #${other.slot}`);
    const media = other.screen.media === undefined ? '' : ` ${PARCEL_MEDIA_ATTRIBUTE}="${e(other.screen.media)}"`;
    html = html.replace(
      opening,
      () => `<div id="${other.slot}"><div data-hs-app="${e(other.app)}" ${SERVER_MARKUP_ATTRIBUTE}="${e(other.entry)}"${media}>${other.screen.html}</div>`,
    );
  }
  return html;
}

/** A script's preload, as compose writes it or as the shell's build minifies it. */
const SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="?preload"?[\s>])(?=[^>]*\bas="?script"?[\s>])[^>]*>/g;

/** `tag` (a `<link …>`) with a `media` attribute first, the rest of it as it was, whatever its end. */
function withMediaAttribute(tag: string, media: string): string {
  return `<link media="${escapeHtml(media)}"${tag.slice('<link'.length)}`;
}
