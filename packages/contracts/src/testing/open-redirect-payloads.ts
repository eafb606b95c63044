/**
 * Open-redirect payloads for the hardening suite (docs/decisions/security-redirects-and-links.md): every `dest`, `reqFromPath`,
 * `turls` and return path is tried with each, by the function (`sameSiteTarget`) and by
 * every consumer's wrapper. The first six sent the browser off-site after a log-in before
 * the check resolved URLs. Test-only; no production code imports this file.
 */

/** The six payloads of the issue that left the site after a log-in through the modal. */
export const ISSUE_REDIRECT_PAYLOADS = [
  '/.//evil.example',
  '/x/..//evil.example',
  '/%2e//evil.example',
  '/%252e//evil.example',
  '/us/..//evil.example',
  '/..//evil.example',
] as const;

/** Every payload: none may ever resolve to another origin or to a path read as `//host`. */
export const OPEN_REDIRECT_PAYLOADS: readonly string[] = [
  ...ISSUE_REDIRECT_PAYLOADS,
  // protocol-relative and backslash forms
  '//evil.example',
  '///evil.example',
  '////evil.example/us/',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  ' //evil.example',
  // absolute URLs elsewhere
  'https://evil.example',
  'http://evil.example/us/',
  'HTTPS://EVIL.EXAMPLE/',
  'https:evil.example',
  'https://evil.example:8080/',
  'http://localhost:8081/',
  'http://127.0.0.1:8080/us/',
  'https://localhost:8080.evil.example/',
  // userinfo
  'https://localhost:8080@evil.example',
  '//localhost:8080@evil.example',
  'http://localhost:8080@evil.example/us/',
  'https://evil.example\\@localhost:8080',
  'https://evil.example#@localhost:8080',
  'https://evil.example?@localhost:8080/',
  // script and data schemes
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\tjavascript:alert(1)',
  ' javascript:alert(1)',
  '\u0000javascript:alert(1)',
  'javascript://%0aalert(1)',
  'javascript%3Aalert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  // encoded layers
  '/%2F%2Fevil.example',
  '%2F%2Fevil.example',
  '/%5Cevil.example',
  '/%5C%5Cevil.example',
  '/%09/evil.example',
  '/%2e%2e//evil.example',
  '/.%2e//evil.example',
  '/%25252e//evil.example',
  '/us/%2e%2e/%2e%2e//evil.example',
  '/..%2f..%2f/evil.example',
  '/%0d%0aLocation:%20https://evil.example',
  '%2Fjavascript:alert(1)',
  // look-alikes
  '\uff0f\uff0fevil.example',
  '/\u3002/evil.example',
];

/** Same-site targets the check must keep (and normalise), so it cannot pass by refusing all. */
export const SAME_SITE_TARGETS: readonly (readonly [string, string])[] = [
  ['/us/account', '/us/account'],
  ['/us/s/?q=loft&page=2', '/us/s/?q=loft&page=2'],
  ['/fr/', '/fr/'],
  ['/us/plan/caf%C3%A9', '/us/plan/caf%C3%A9'],
  ['/us/./account', '/us/account'],
  ['/us/x/../bookings#top', '/us/bookings#top'],
  ['http://localhost:8080/us/bookings', '/us/bookings'],
];

/** The site the payloads are tried against (`npm start`'s shell). */
export const SITE_ORIGIN = 'http://localhost:8080';
