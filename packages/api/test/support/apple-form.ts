/** The hidden inputs of an HTML form (Apple's form_post page and the callback's), entities decoded. */
export function hiddenInputs(html: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    out[m[1] as string] = (m[2] as string)
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  }
  return out;
}

/** The `name=value` of the Apple binding cookie an answer sets, as the browser would send it back. */
export function bindingCookie(headers: Headers): string | undefined {
  return headers
    .getSetCookie()
    .map((c) => c.split(';')[0] as string)
    .find((c) => c.startsWith('hs_apple_binding='));
}
