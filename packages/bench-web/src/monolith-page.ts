/**
 * The monolith's page per locale, made from the federated site's composed page
 * (`artifacts/manifests/<channel>/<locale>.html`): everything `compose` wrote stays (lang,
 * title, the manifest inline, the early navigation, whatever else a later composition adds),
 * only what belongs to the federated build is swapped:
 * - the shell build's own tags (the ones html-webpack-plugin injected: its script, its
 *   stylesheet, its favicon) become the monolith build's tags, at the same place;
 * - links and scripts pointing at a remote's origin (preconnects, preloads of remote entries
 *   or chunks) are dropped: the monolith loads nothing from there;
 * - the home page's first screen rendered ahead by the remote is dropped (`withoutServerMarkup`).
 */

/** A site-absolute URL ("/main.js?…", not "//host/…"), quoted or not (the built pages are minified). */
const LOCAL_URL = '(?:"\\/(?!\\/)[^"]*"|\\/(?!\\/)[^\\s>"]*)';
/** Tags that reference a file of the build itself: a site-absolute `src` or `href`. */
const LOCAL_ASSET_TAG = new RegExp(`<script\\b[^>]*\\ssrc=${LOCAL_URL}[^>]*>\\s*</script>|<link\\b[^>]*\\shref=${LOCAL_URL}[^>]*>`, 'g');

/** The tags of a build's page that load its own files, in page order. */
export function localAssetTags(html: string): string[] {
  return html.match(LOCAL_ASSET_TAG) ?? [];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Removes every `<link>` and `<script>` whose URL is on one of the origins. */
export function withoutOrigins(html: string, origins: readonly string[]): string {
  if (origins.length === 0) return html;
  const url = `"?(?:${origins.map(escapeRegExp).join('|')})(?=[/"\\s>])[^"\\s>]*"?`;
  const links = new RegExp(`<link\\b[^>]*\\shref=${url}[^>]*>`, 'g');
  const scripts = new RegExp(`<script\\b[^>]*\\ssrc=${url}[^>]*>\\s*</script>`, 'g');
  return html.replace(links, '').replace(scripts, '');
}

/**
 * The page without what `release prerender` added (docs/decisions/compose-time-ssr.md): the
 * first screen's markup in `#hs-main`, its data block, the resource hints React hoisted
 * (self-closing `<link … />`, which compose never writes), the remote's stylesheet written into
 * the page, and the low priority of the shell's script. The monolith has no server build,
 * so it renders its first screen in the browser, as before; markup it cannot hydrate would only
 * be painted unstyled and then replaced.
 */
export function withoutServerMarkup(html: string): string {
  const open = '<div id="hs-main">';
  const start = html.indexOf(open);
  if (start < 0 || !html.startsWith('<div data-hs-app=', start + open.length)) return html;
  const tags = /<div\b[^>]*>|<\/div>/g;
  tags.lastIndex = start + open.length;
  let depth = 0;
  let end = -1;
  for (let match = tags.exec(html); match; match = tags.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = match.index + match[0].length;
      break;
    }
  }
  if (end < 0) throw new MonolithPageError('the server markup in #hs-main does not end: is the page complete?');
  return (html.slice(0, start + open.length) + html.slice(end))
    .replace(/<script type="application\/json" id="hs-ssr-state-[^"]*">[^<]*<\/script>/g, '')
    .replace(/<link rel="preload" as="image"[^>]*\/>/g, '')
    .replace(/<style data-href="[^"]*">[^<]*<\/style>/g, '')
    .replace(/<script defer fetchpriority="low"(?= )/g, '<script defer');
}

export class MonolithPageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MonolithPageError';
  }
}

/** `<link rel="preload">` tags for files of the monolith (site-absolute paths; scripts and stylesheets). */
export function preloadTags(files: readonly string[]): string {
  return files
    .filter((file) => /\.(js|css)$/.test(file))
    .map((file) => `<link rel="preload" as="${file.endsWith('.css') ? 'style' : 'script'}" href="/${file.replace(/^\//, '')}">`)
    .join('');
}

/** True when the page preloads something from one of the origins (the composition wrote first-screen preloads). */
export function preloadsFrom(html: string, origins: readonly string[]): boolean {
  return [...html.matchAll(/<link\b[^>]*\brel="?preload"?[^>]*>/g)].some(([tag]) => origins.some((origin) => tag.includes(`href="${origin}/`) || tag.includes(`href=${origin}/`)));
}

/**
 * @param composed the federated site's page for a locale
 * @param shellIndex the shell build's `index.html` (says which tags are the shell's)
 * @param monolithIndex the monolith build's `index.html` (gives its tags)
 * @param remoteOrigins the remotes' origins, whose links and scripts are dropped
 * @param extraHead tags placed right after the monolith's own (its preloads)
 */
export function monolithPage(composed: string, shellIndex: string, monolithIndex: string, remoteOrigins: readonly string[], extraHead = ''): string {
  const shellTags = localAssetTags(shellIndex);
  const monolithTags = localAssetTags(monolithIndex);
  if (shellTags.length === 0) throw new MonolithPageError("the shell's index.html loads no file of its own: is it a build?");
  if (monolithTags.length === 0) throw new MonolithPageError("the monolith's index.html loads no file of its own: is it a build?");
  let html = withoutServerMarkup(composed);
  let at = -1;
  for (const tag of shellTags) {
    const index = html.indexOf(tag);
    // A page rendered ahead carries no script preloads (release prerender): only the shell's own script and stylesheet must be there.
    if (index < 0 && /^<link\b[^>]*\brel="?preload"?/.test(tag)) continue;
    if (index < 0) throw new MonolithPageError(`the composed page lacks the shell's tag ${tag}: was it composed from this shell build?`);
    if (at < 0 || index < at) at = index;
    html = html.slice(0, index) + html.slice(index + tag.length);
  }
  html = html.slice(0, at) + monolithTags.join('') + extraHead + html.slice(at);
  return withoutOrigins(html, remoteOrigins);
}
