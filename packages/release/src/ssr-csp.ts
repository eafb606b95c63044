import crypto from 'node:crypto';

/**
 * The CSP of a page rendered ahead: its markup's style attributes and its `<style>` elements
 * allowed by hash, never by `'unsafe-inline'` (docs/decisions/compose-time-ssr.md).
 */

/** A CSP source allowing exactly `text` (an inline style's value or a `<style>` element's text). */
function cspHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", apos: "'" };

/** The value of every `style` attribute in server markup, as the browser reads it (entities decoded). */
export function styleAttributeValues(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    values.add(match[1]!.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!));
  }
  return [...values];
}

/**
 * The page's CSP with its markup's style attributes allowed by hash: the markup is parsed
 * from HTML, where a `style` attribute counts as inline style (React sets styles through the
 * CSSOM once it renders, which the CSP does not govern). Only these exact values pass;
 * `'unsafe-hashes'` is what CSP 3 asks for hashes to apply to attributes.
 */
export function withStyleAttributeHashes(csp: string, values: readonly string[]): string {
  if (!values.length) return csp;
  const directive = `style-src-attr 'unsafe-hashes' ${values.map(cspHash).join(' ')}`;
  const parts = csp.split(/;\s*/).filter((part) => !part.startsWith('style-src-attr '));
  const at = parts.findIndex((part) => part.startsWith('style-src '));
  parts.splice(at === -1 ? parts.length : at + 1, 0, directive);
  return parts.join('; ');
}

/** The text of every `<style>` element of a page, as the CSP hashes it. */
export function styleElementTexts(html: string): string[] {
  return [...new Set([...html.matchAll(/<style\b[^>]*>([^<]*)<\/style>/g)].map((m) => m[1]!))];
}

/** The page's CSP with its `<style>` elements allowed by hash in `style-src` (no `unsafe-inline`). */
export function withStyleElementHashes(csp: string, texts: readonly string[]): string {
  if (!texts.length) return csp;
  const hashes = texts.map(cspHash).join(' ');
  return csp
    .split(/;\s*/)
    .map((part) => (part.startsWith('style-src ') ? `${part} ${hashes}` : part))
    .join('; ');
}

/** The page's CSP (if it has one) allowing exactly the style attributes and `<style>` elements of `html`. */
export function withStyleHashes(headers: Record<string, string>, html: string): Record<string, string> {
  const csp = headers['Content-Security-Policy'];
  if (csp) headers['Content-Security-Policy'] = withStyleElementHashes(withStyleAttributeHashes(csp, styleAttributeValues(html)), styleElementTexts(html));
  return headers;
}
