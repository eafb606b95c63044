import { ResponseCache, queryKey, type CacheTopic } from './response-cache';

function cache(options: Partial<{ maxEntries: number; maxBytes: number; ttlMs: number }> = {}) {
  let now = 1_000_000;
  const made = new ResponseCache({ maxEntries: 100, maxBytes: 1_000_000, ttlMs: 30_000, now: () => now, ...options });
  return { cache: made, tick: (ms: number) => (now += ms) };
}

const body = (text: string) => Buffer.from(text);
function put(c: ResponseCache, key: string, text: string, topics: CacheTopic[] = ['spaces']) {
  c.set(key, body(text), c.stamp(topics));
}

describe('ResponseCache', () => {
  it('keeps an answer until a topic it was read from is bumped', () => {
    const { cache: c } = cache();
    put(c, 'search', 'a', ['spaces', 'availability']);
    put(c, 'page', 'b', ['spaces', 'hosts', 'space:7']);
    c.bump(['space:8']);
    expect(c.get('search')?.toString()).toBe('a');
    expect(c.get('page')?.toString()).toBe('b');
    c.bump(['availability']);
    expect(c.get('search')).toBeUndefined();
    expect(c.get('page')?.toString()).toBe('b');
    c.bump(['space:7']);
    expect(c.get('page')).toBeUndefined();
  });

  it('does not store an answer read before a write that bumped what it read (the read raced the write)', () => {
    const { cache: c } = cache();
    const stamp = c.stamp(['spaces', 'availability']);
    c.bump(['availability']);
    c.set('search', body('stale'), stamp);
    expect(c.get('search')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('expires an answer after the TTL', () => {
    const { cache: c, tick } = cache({ ttlMs: 1000 });
    put(c, 'k', 'v');
    tick(999);
    expect(c.get('k')?.toString()).toBe('v');
    tick(1);
    expect(c.get('k')).toBeUndefined();
  });

  it('drops the least recently used answer past the entry and byte bounds', () => {
    const { cache: c } = cache({ maxEntries: 2 });
    put(c, 'a', '1');
    put(c, 'b', '2');
    c.get('a');
    put(c, 'c', '3');
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')?.toString()).toBe('1');
    expect(c.get('c')?.toString()).toBe('3');

    const small = cache({ maxBytes: 4000 }).cache;
    for (let i = 0; i < 10; i++) put(small, `k${i}`, 'x'.repeat(500));
    expect(small.size).toBeLessThan(10);
    expect(small.get('k9')).toBeDefined();
    expect(small.get('k0')).toBeUndefined();
    // An answer larger than a quarter of the budget is not kept at all.
    put(small, 'huge', 'x'.repeat(2000));
    expect(small.get('huge')).toBeUndefined();
  });

  it('keeps nothing when turned off or deaf to other processes', () => {
    const off = cache({ maxEntries: 0 }).cache;
    put(off, 'k', 'v');
    expect(off.get('k')).toBeUndefined();
    const { cache: c } = cache();
    put(c, 'k', 'v');
    c.disable();
    expect(c.get('k')).toBeUndefined();
    put(c, 'k', 'v');
    expect(c.get('k')).toBeUndefined();
  });

  it('hears other processes on the bus, not its own echo nor unknown topics, and forgets everything on clear', async () => {
    const { cache: c } = cache();
    const sent: string[] = [];
    c.connect({ notify: async (payload) => sent.push(payload) });
    put(c, 'search', 'a', ['spaces', 'availability']);
    put(c, 'page', 'b', ['spaces', 'hosts', 'space:3']);
    await c.invalidate(['space:3']);
    expect(sent).toEqual([`${c.origin}|space:3`]);
    expect(c.get('page')).toBeUndefined();
    put(c, 'page', 'b', ['spaces', 'hosts', 'space:3']);
    c.receive(`${c.origin}|availability`);
    expect(c.get('search')?.toString()).toBe('a');
    c.receive('other|nonsense,space:x');
    expect(c.get('search')?.toString()).toBe('a');
    c.receive('other|availability');
    expect(c.get('search')).toBeUndefined();
    expect(c.get('page')?.toString()).toBe('b');
    c.clear();
    expect(c.get('page')).toBeUndefined();
  });

  it('still answers when the bus fails (the write already happened)', async () => {
    const { cache: c } = cache();
    c.connect({ notify: () => Promise.reject(new Error('down')) });
    put(c, 'k', 'v');
    await expect(c.invalidate(['spaces'])).resolves.toBeUndefined();
    expect(c.get('k')).toBeUndefined();
  });
});

describe('queryKey', () => {
  it('is the same for the same parameters in any order, and differs for different values', () => {
    expect(queryKey({ a: '1', b: '2' })).toBe(queryKey({ b: '2', a: '1' }));
    expect(queryKey({ a: '1' })).not.toBe(queryKey({ a: '2' }));
    expect(queryKey({ a: ['1', '2'] })).not.toBe(queryKey({ a: '1' }));
    expect(queryKey({ 'a;"b': '1' })).not.toBe(queryKey({ a: ';"b:1' }));
    expect(queryKey(undefined)).toBe('');
  });
});
