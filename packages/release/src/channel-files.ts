import fs from 'node:fs';
import path from 'node:path';
import { artifactsRoot } from './paths';

/**
 * Where a channel's composition lives (`artifacts/manifests/<channel>/`): each locale's
 * manifest, its shell pages, their headers, and its page rendered ahead. Every file is
 * written whole or not at all.
 */

export function manifestsDir(channel: string): string {
  return path.join(artifactsRoot(), 'manifests', channel);
}

/** Writes a file whole or not at all: a reader never sees half of it. */
export function writeTextAtomic(file: string, text: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, text);
  fs.renameSync(temp, file);
}

export function writeJsonAtomic(file: string, value: unknown): void {
  writeTextAtomic(file, `${JSON.stringify(value, null, 2)}\n`);
}

/** The headers the static server sends with a locale's shell page: `<locale>.headers.json` beside its manifest. */
export function headersFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.headers.json`);
}

/**
 * A locale's shell page, as `compose` writes it from the shell's build: `<locale>.<app>.html`
 * beside its manifest for the routes of a page application, `<locale>.html` for any other path.
 */
export function pageFile(channel: string, locale: string, app?: string): string {
  return path.join(manifestsDir(channel), app ? `${locale}.${app}.html` : `${locale}.html`);
}

/** A locale's release manifest in a channel's folder: what compose writes last. */
export function manifestFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.json`);
}

/**
 * A locale's home page with its first screen rendered to HTML (`release prerender`), and the
 * headers it is served with (its CSP allows its markup's style attributes): written after
 * compose, removed by the next compose, which makes them out of date.
 */
export function ssrPageFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.index.ssr.html`);
}

export function ssrHeadersFile(channel: string, locale: string): string {
  return path.join(manifestsDir(channel), `${locale}.index.ssr.headers.json`);
}

/** Removes a locale's page rendered ahead and its headers, if there are any. */
export function removeSsrPage(channel: string, locale: string): void {
  for (const file of [ssrPageFile(channel, locale), ssrHeadersFile(channel, locale)]) fs.rmSync(file, { force: true });
}

/** Every page file of a locale in a channel's folder. */
export function localePageFiles(channel: string, locale: string): string[] {
  const dir = manifestsDir(channel);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => file === `${locale}.html` || (file.startsWith(`${locale}.`) && file.endsWith('.html') && /^[a-z][a-z0-9-]*$/.test(file.slice(locale.length + 1, -5))))
    .map((file) => path.join(dir, file));
}
