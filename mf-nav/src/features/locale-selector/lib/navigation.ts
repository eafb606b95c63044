/** A full page load of `url` (a locale change must load the new locale's release manifest). */
export function loadPage(url: string): void {
  window.location.assign(url);
}
