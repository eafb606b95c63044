/**
 * Entry URLs as a manifest carries them: absolute on a remote's own origin, or root-relative
 * under the page's own origin when the channel serves its remotes there
 * (docs/decisions/same-origin-remotes.md).
 */

/** The origin an entry is fetched from, or null for a root-relative entry (the page's own origin: `'self'`). */
export function entryOrigin(entry: string): string | null {
  return entry.startsWith('/') && !entry.startsWith('//') ? null : new URL(entry).origin;
}

/** `file` resolved against an entry's folder (`base`, absolute or root-relative), in the same form. */
export function underEntryFolder(file: string, base: string): string {
  if (entryOrigin(base) !== null) return new URL(file, base).href;
  // Resolved on a placeholder origin and taken back as a path, so a `..` in `file` cannot leave the site.
  return new URL(file, `http://same-origin.invalid${base}`).pathname;
}
