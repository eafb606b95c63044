import { createRng, type Rng } from '../../src/lib/rng';

/** One endpoint to fuzz: its method, path (with `:param` holes) and whether it reads a body. */
export interface FuzzTarget {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** Field names the endpoint reads, so malformed bodies hit real fields with wrong values. */
  fields?: string[];
  /** Query keys the endpoint reads. */
  query?: string[];
}

export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const WEIRD_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\u0000\u0001\u0002',
  '💥🔥',
  '\ud800',
  'x\udfffy',
  'é'.repeat(50),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '"; DROP TABLE profiles; --',
  '../../etc/passwd',
  '%00',
  '%ZZ',
  '\\u0000',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '9'.repeat(40),
  '0x10',
  'true',
  '[]',
  '{}',
  'a@b',
  'a@b.c',
  '+1 (555) 010-0000',
  '2030-02-30T25:61:00',
  '40.7,-74,2030-01-01T10:00:00',
  'gn:999999999',
  'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2ln',
  '__proto__',
  'constructor',
];

/** A value of a random wrong (or right-looking) type. */
function value(rng: Rng, depth = 0): unknown {
  const pick = rng.int(0, 13);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return rng.chance(0.5);
    case 2:
      return rng.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 4, 1000, 100001]);
    case 3:
      return rng.pick(WEIRD_STRINGS);
    case 4:
      return 'x'.repeat(rng.pick([256, 5000, 70_000]));
    case 5:
      return depth < 3 ? Array.from({ length: rng.int(0, 4) }, () => value(rng, depth + 1)) : [];
    case 6:
      return depth < 3 ? { [rng.pick(['a', '__proto__', 'constructor', 'toString', 'email'])]: value(rng, depth + 1) } : {};
    case 7:
      return String(rng.int(0, 9999)).padStart(4, '0');
    case 8:
      return `user${rng.int(0, 1e6)}@example.com`;
    case 9:
      return 'Marketplace1';
    case 10:
      return rng.pick(['google', 'apple', 'facebook', 'myspace', 'signup', 'social_signup', 'password', 'social_login', 'refresh_token']);
    case 11:
      return rng.pick(['US', 'GB', 'DE', 'xx', 'us', 'FR', 'ZZ']);
    case 12:
      return '00000000-0000-4000-8000-000000000000';
    default:
      return rng.pick(['en-US', 'fr-CA', 'xx-YY', 'de-DE']);
  }
}

/** encodeURIComponent that survives lone surrogates (sent as the raw, invalid UTF-8 they would be). */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

/** A value as text, whatever it is (objects may carry their own `toString` key). */
function text(v: unknown): string {
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? 'null');
}

function malformedBody(rng: Rng, fields: string[]): { body: string | Buffer; type: string | undefined } {
  const kind = rng.int(0, 15);
  const object = () => {
    const out: Record<string, unknown> = {};
    for (const f of fields) if (rng.chance(0.7)) out[f] = value(rng);
    if (rng.chance(0.2)) out[rng.pick(['extra', '__proto__', 'constructor', 'prototype'])] = value(rng);
    return out;
  };
  switch (kind) {
    case 0:
      return { body: '{"unterminated": ', type: 'application/json' };
    case 1:
      return { body: rng.pick(['[]', '1', '"text"', 'null', 'true', '[{"a":1}]']), type: 'application/json' };
    case 2:
      return { body: '{'.repeat(2000) + '}'.repeat(2000), type: 'application/json' };
    case 3:
      return { body: JSON.stringify(object()), type: 'text/plain' };
    case 4:
      return { body: new URLSearchParams(Object.fromEntries(fields.map((f) => [f, text(value(rng))]))).toString(), type: 'application/x-www-form-urlencoded' };
    case 5:
      return { body: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nnot really\r\n', type: 'multipart/form-data; boundary=xyz' };
    case 6:
      return { body: Buffer.from([0xff, 0xfe, 0x00, 0x80, 0xc3]), type: 'application/json' };
    case 7:
      return { body: JSON.stringify(object()), type: undefined };
    case 8:
      return rng.chance(0.1) ? { body: `{"a":"${'x'.repeat(1_100_000)}"}`, type: 'application/json' } : { body: JSON.stringify(object()), type: 'application/json' };
    case 9:
      return { body: '', type: 'application/json' };
    case 10:
      return { body: JSON.stringify(object()), type: 'application/xml' };
    default:
      return { body: JSON.stringify(object()), type: 'application/json' };
  }
}

function malformedQuery(rng: Rng, keys: string[]): string {
  const kind = rng.int(0, 6);
  if (kind === 0) return '';
  if (kind === 1) return `?${'%ZZ'.repeat(rng.int(1, 4))}=${'%'}`;
  if (kind === 2) return `?${keys.map((k) => `${k}=${encode(text(value(rng)))}&${k}=${encode(text(value(rng)))}`).join('&')}`;
  if (kind === 3) return `?${rng.pick(keys.length ? keys : ['q'])}[a][b][c]=1&${'a'.repeat(3000)}=1`;
  if (kind === 4) return `?${encode(rng.pick(keys.length ? keys : ['q']))}=${'x'.repeat(rng.pick([10, 5000]))}`;
  return `?${keys
    .filter(() => rng.chance(0.6))
    .map((k) => `${k}=${encode(text(value(rng)))}`)
    .join('&')}`;
}

function fillPath(rng: Rng, path: string, ids: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    if (rng.chance(0.5) && ids[name]) return ids[name] as string;
    return encode(text(value(rng))).slice(0, 600) || '%20';
  });
}

/**
 * `count` seeded malformed requests for one endpoint: wrong methods, missing or wrong-typed
 * fields, huge strings, bad JSON, odd content types, bad query strings, junk path
 * parameters and bad Authorization headers.
 */
export function fuzzRequests(target: FuzzTarget, count: number, seed: number, auth: { token: string; basicKey: string; ids: Record<string, string> }): FuzzRequest[] {
  const rng = createRng(seed);
  const out: FuzzRequest[] = [];
  for (let i = 0; i < count; i++) {
    const method = rng.chance(0.15) ? rng.pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) : target.method;
    const headers: Record<string, string> = {};
    const authKind = rng.int(0, 5);
    if (authKind <= 1) headers.authorization = `Bearer ${auth.token}`;
    else if (authKind === 2) headers.authorization = `Bearer ${auth.basicKey}`;
    // Header values must be Latin-1 without control characters, or the client refuses to send them.
    else if (authKind === 3)
      headers.authorization =
        rng
          .pick(['Bearer', 'Basic abc', `Bearer ${text(value(rng)).slice(0, 200)}`, 'Bearer a.b.c', `Bearer ${auth.token.slice(0, -3)}xyz`])
          .replace(/[^\x21-\x7e ]/g, '')
          .trim() || 'Bearer';
    let path = fillPath(rng, target.path, auth.ids) + malformedQuery(rng, target.query ?? []);
    if (rng.chance(0.03)) path = `${path}/${'x'.repeat(rng.int(1, 40))}`;
    const request: FuzzRequest = { method, path, headers };
    if (method !== 'GET' && method !== 'OPTIONS' && rng.chance(0.9)) {
      const { body, type } = malformedBody(rng, target.fields ?? []);
      request.body = body;
      if (type) headers['content-type'] = type;
    }
    out.push(request);
  }
  return out;
}
