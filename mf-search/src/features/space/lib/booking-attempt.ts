/**
 * The `Idempotency-Key` of a booking attempt (docs/decisions/checkout-flow.md): made once for a
 * request's content and kept in this tab's sessionStorage, so a retry after a timeout, a double
 * click and a reload send the same key and the API answers the one booking it made. It is
 * forgotten once the booking exists, or when the API refused the card (a new attempt then).
 * See docs/decisions/checkout-panel.md.
 */

const KEY = 'hs:booking-attempts';
/** Attempts kept at most; the oldest go first. */
const MAX_ATTEMPTS = 20;

type Attempts = Record<string, string>;

function read(): Attempts {
  try {
    const raw = sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string' && isIdempotencyKey(e[1])));
  } catch {
    return {};
  }
}

function write(attempts: Attempts): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(attempts));
  } catch {
    // Storage may be off: the key then lives as long as the page (a reload makes a new one).
  }
}

/** The contract's key format: 8–255 characters of A-Z a-z 0-9 - _ : . */
export function isIdempotencyKey(key: string): boolean {
  return /^[A-Za-z0-9\-_:.]{8,255}$/.test(key);
}

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `book-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The same text for the same request, whatever the order its fields were written in. */
export function attemptContent(body: object): string {
  return JSON.stringify(Object.entries(body).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const inMemory = new Map<string, string>();

/** The key of this request's attempt: the kept one, or a new one kept from now on. */
export function idempotencyKeyFor(body: object): string {
  const content = attemptContent(body);
  const attempts = read();
  const kept = attempts[content] ?? inMemory.get(content);
  if (kept) return kept;
  const key = newKey();
  inMemory.set(content, key);
  const entries = Object.entries({ ...attempts, [content]: key });
  write(Object.fromEntries(entries.slice(-MAX_ATTEMPTS)));
  return key;
}

/** Forgets the attempt of this request: its booking exists, or the card was refused. */
export function forgetAttempt(body: object): void {
  const content = attemptContent(body);
  inMemory.delete(content);
  const attempts = read();
  if (!(content in attempts)) return;
  delete attempts[content];
  write(attempts);
}
