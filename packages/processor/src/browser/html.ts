import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Text for an HTML text node or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * JSON that is also safe inside an inline `<script>`: no `</script>`, no `<!--`, and the two
 * line separators JavaScript once refused in strings.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `value` when it is exactly an http(s) origin ("https://app.example", no path, no credentials), else null. */
export function httpOrigin(value: string | null): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value ? value : null;
  } catch {
    return null;
  }
}

const assets = new Map<string, string>();

/** A browser script of ./assets, read once; they are plain JavaScript sent as written. */
function asset(name: string): string {
  let text = assets.get(name);
  if (text === undefined) {
    text = readFileSync(join(__dirname, 'assets', name), 'utf8');
    assets.set(name, text);
  }
  return text;
}

/**
 * One script from asset files that share a scope: each file adds to `hs`, and `hs.config` is
 * what the server decided for this answer. Nothing leaks to the page's globals but what a file
 * assigns to `window` itself.
 */
export function bundle(files: string[], config: unknown): string {
  const source = `(() => {\n'use strict';\nconst hs = { config: ${scriptJson(config)} };\n${files.map(asset).join('\n')}\n})();\n`;
  // Inlined in HTML by the frame pages: a closing tag in a string would end the script early.
  if (/<\/script/i.test(source)) throw new Error('A browser asset contains "</script"; write it as "<\\/script".');
  return source;
}
