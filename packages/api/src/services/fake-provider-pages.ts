import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FakeIdentity } from '../seed/identities';

/**
 * The fake providers' pages and Facebook SDK, kept as files in static/fake-providers so
 * they read (and diff) as HTML and JavaScript. `{{name}}` is replaced HTML-escaped,
 * `{{{name}}}` as is (an already built fragment).
 */
const STATIC_DIR = join(__dirname, '..', '..', 'static', 'fake-providers');

const files = new Map<string, string>();

/** A static file, read once on first use (the routes exist only in development). */
function staticFile(name: string): string {
  let text = files.get(name);
  if (text === undefined) {
    // Editors end files with a newline; the pages never had one between fragments.
    text = readFileSync(join(STATIC_DIR, name), 'utf8').replace(/\n$/, '');
    files.set(name, text);
  }
  return text;
}

export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** Fills a template in one pass, so a value that looks like a placeholder stays text. */
function fill(name: string, values: Record<string, string>): string {
  return staticFile(name).replace(/\{\{\{(\w+)\}\}\}|\{\{(\w+)\}\}/g, (_, raw: string | undefined, escaped: string | undefined) => {
    const key = raw ?? escaped ?? '';
    const value = values[key];
    if (value === undefined) throw new Error(`static/fake-providers/${name} has no value for {{${key}}}`);
    return raw ? value : escapeHtml(value);
  });
}

function page(title: string, body: string): string {
  return fill('page.html', { title, body });
}

function hiddenFields(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([name, value]) => fill('hidden-field.html', { name, value }))
    .join('');
}

function identityButton(identity: FakeIdentity): string {
  const name = [identity.first_name, identity.last_name].filter(Boolean).join(' ') || identity.id;
  return fill('identity-button.html', { id: identity.id, name, email: identity.email ?? 'no email shared', description: identity.description });
}

/** A provider's account chooser: posts the chosen identity (or none, to cancel) with `fields`. */
export function chooserPage(title: string, note: string, fields: Record<string, string>, identities: readonly FakeIdentity[]): string {
  return page(title, fill('chooser.html', { heading: title, note, fields: hiddenFields(fields), identities: identities.map(identityButton).join('') }));
}

/** The page a provider shows for a bad authorize request. */
export function errorPage(message: string): string {
  return page('Sign-in error', fill('error.html', { message }));
}

/** A page that posts `fields` to `action` at once (Apple's form_post response mode). */
export function formPostPage(action: string, fields: Record<string, string>): string {
  return page('Signing in…', fill('form-post.html', { action, fields: hiddenFields(fields) }));
}

/** The local Facebook SDK, talking to `${origin}/dev/facebook`. */
export function facebookSdk(origin: string): string {
  // Function replacements: a '$' in the origin must not act as a replacement pattern.
  const base = JSON.stringify(`${origin}/dev/facebook`);
  return `${staticFile('facebook-sdk.js')
    .replace('__HOURSPACE_ORIGIN__', () => origin)
    .replace('"__HOURSPACE_FACEBOOK_BASE__"', () => base)}\n`;
}

/** The local Google One Tap script (google.accounts.id), talking to `${origin}/dev/google/gsi`. */
export function googleOneTapScript(origin: string): string {
  const base = JSON.stringify(`${origin}/dev/google/gsi`);
  return `${staticFile('google-gsi.js')
    .replace('__HOURSPACE_ORIGIN__', () => origin)
    .replace('__HOURSPACE_ORIGIN__', () => origin)
    .replace('"__HOURSPACE_GSI_BASE__"', () => base)}\n`;
}

/** A short page that tells what happened (the local Google's session page). */
export function messagePage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
