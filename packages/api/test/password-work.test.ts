import { DEVICE_COOKIE, knownDevice, rememberDevice } from '../src/lib/device-cookie';
import { ApiError } from '../src/lib/errors';
import { PasswordWork } from '../src/lib/password';

/** A task that finishes when the test says so, recording when it started. */
function gate(log: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { task: () => (log.push(name), done.then(() => name)), open };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('PasswordWork', () => {
  it('gives a free slot to an address with nothing running before a burst from another', async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 4, total: 10 });
    const started: string[] = [];
    const a1 = gate(started, 'a1');
    const a2 = gate(started, 'a2');
    const a3 = gate(started, 'a3');
    const b1 = gate(started, 'b1');
    const results = [work.run('a', a1.task), work.run('a', a2.task), work.run('a', a3.task), work.run('b', b1.task)];
    expect(started).toEqual(['a1']);
    a1.open();
    await tick();
    expect(started).toEqual(['a1', 'b1']);
    b1.open();
    await tick();
    expect(started).toEqual(['a1', 'b1', 'a2']);
    a2.open();
    a3.open();
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'a3', 'b1']);
    expect(work.stats()).toEqual({ running: 0, waiting: 0, sources: 0 });
  });

  it('refuses at once what one address queues beyond its share (429), and what overflows the server (503)', async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 2, total: 3 });
    const started: string[] = [];
    const gates = Array.from({ length: 6 }, (_, i) => gate(started, `job${i}`));
    const running = work.run('a', gates[0]!.task);
    const queued = [work.run('a', gates[1]!.task), work.run('a', gates[2]!.task)];
    const refused = work.run('a', gates[3]!.task);
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    const other = work.run('b', gates[4]!.task);
    const full = work.run('c', gates[5]!.task);
    await expect(full).rejects.toMatchObject({ statusCode: 503 });
    for (const g of gates) g.open();
    await expect(Promise.all([running, ...queued, other])).resolves.toHaveLength(4);
    expect(started).not.toContain('job3');
    expect(started).not.toContain('job5');
  });

  it("runs a returning user's check before every stranger's waiting log-in and sign-up", async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 4, perAccount: 2, total: 50 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const strangers = Array.from({ length: 6 }, (_, i) => gate(started, `stranger${i}`));
    const signups = Array.from({ length: 3 }, (_, i) => gate(started, `signup${i}`));
    const owner = gate(started, 'owner');
    const results = [work.run('x', first.task, { lane: 'login', account: 'acc-x' })];
    for (const [i, g] of signups.entries()) results.push(work.run(`s${i}`, g.task));
    for (const [i, g] of strangers.entries()) results.push(work.run(`ip${i}`, g.task, { lane: 'login', account: `acc${i}` }));
    results.push(work.run('home', owner.task, { lane: 'returning', account: 'acc-owner' }));
    // The owner does not wait for `first` either: the reserve slot is free.
    expect(started).toEqual(['first', 'owner']);
    first.open();
    await tick();
    // The freed ordinary slot: log-ins before sign-ups.
    expect(started[2]).toBe('stranger0');
    owner.open();
    for (const g of [...strangers, ...signups]) g.open();
    await Promise.all(results);
    expect(started.slice(2, 8)).toEqual(strangers.map((_, i) => `stranger${i}`));
    expect(work.stats()).toEqual({ running: 0, waiting: 0, sources: 0 });
  });

  it("starts a returning user's check at once in the reserve slot while strangers' hashes fill every ordinary slot", async () => {
    const work = new PasswordWork({ concurrency: 2, perSource: 4, perAccount: 2, total: 50 });
    const started: string[] = [];
    const strangers = Array.from({ length: 4 }, (_, i) => gate(started, `stranger${i}`));
    const owners = Array.from({ length: 2 }, (_, i) => gate(started, `owner${i}`));
    const results = strangers.map((g, i) => work.run(`ip${i}`, g.task, { lane: 'login', account: `acc${i}` }));
    expect(started).toEqual(['stranger0', 'stranger1']);
    results.push(work.run('home0', owners[0]!.task, { lane: 'returning', account: 'acc-a' }));
    // The reserve holds one: a second returning user waits for the next slot, still before strangers.
    results.push(work.run('home1', owners[1]!.task, { lane: 'returning', account: 'acc-b' }));
    expect(started).toEqual(['stranger0', 'stranger1', 'owner0']);
    expect(work.stats()).toMatchObject({ running: 3, waiting: 3 });
    strangers[0]!.open();
    await tick();
    // Three still run (the reserve counts): the freed slot goes to the waiting returning user.
    expect(started).toEqual(['stranger0', 'stranger1', 'owner0', 'owner1']);
    owners[0]!.open();
    await tick();
    // Only the ordinary slots serve strangers: two run (stranger1, owner1), so stranger2 waits.
    expect(started).toEqual(['stranger0', 'stranger1', 'owner0', 'owner1']);
    for (const g of [...strangers, ...owners]) g.open();
    await Promise.all(results);
    expect(started.slice(4)).toEqual(['stranger2', 'stranger3']);
    expect(work.stats()).toEqual({ running: 0, waiting: 0, sources: 0 });
  });

  it("caps one account's waiting hashes per lane (429), leaving the owner's returning place", async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 4, perAccount: 2, total: 50 });
    const started: string[] = [];
    const gates = Array.from({ length: 5 }, (_, i) => gate(started, `job${i}`));
    const running = work.run('a', gates[0]!.task, { lane: 'login', account: 'victim' });
    const queued = [work.run('b', gates[1]!.task, { lane: 'login', account: 'victim' }), work.run('c', gates[2]!.task, { lane: 'login', account: 'victim' })];
    const refused = work.run('d', gates[3]!.task, { lane: 'login', account: 'victim' });
    await expect(refused).rejects.toMatchObject({ statusCode: 429 });
    const owner = work.run('home', gates[4]!.task, { lane: 'returning', account: 'victim' });
    expect(started).toEqual(['job0', 'job4']);
    for (const g of gates) g.open();
    await expect(Promise.all([running, ...queued, owner])).resolves.toHaveLength(4);
  });

  it('gives a lane passed over 8 times in a row the next slot', async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 20, perAccount: 20, total: 50 });
    const started: string[] = [];
    const first = gate(started, 'first');
    const signup = gate(started, 'signup');
    // A returning log-in holds the reserve, so the others compete for the one ordinary slot.
    const hold = gate(started, 'hold');
    const results = [work.run('x', first.task), work.run('s', signup.task)];
    const held = work.run('h', hold.task, { lane: 'returning', account: 'held' });
    const returning = Array.from({ length: 12 }, (_, i) => gate(started, `r${i}`));
    for (const [i, g] of returning.entries()) {
      results.push(work.run(`ip${i}`, g.task, { lane: 'returning', account: `acc${i}` }));
      g.open();
    }
    first.open();
    signup.open();
    await Promise.all(results);
    hold.open();
    await held;
    expect(started.slice(0, 2)).toEqual(['first', 'hold']);
    // Eight returning log-ins pass it over, then the sign-up goes.
    expect(started.indexOf('signup')).toBe(10);
  });

  it('frees the slot of a task that fails', async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 2, total: 4 });
    const failing = work.run('a', () => Promise.reject(new Error('scrypt failed')));
    const next = work.run('b', async () => 'ran');
    await expect(failing).rejects.toThrow('scrypt failed');
    await expect(next).resolves.toBe('ran');
  });
});

describe('device cookie', () => {
  const id = '0a1b2c3d-0000-4000-8000-00000000abcd';
  const other = '0a1b2c3d-0000-4000-8000-00000000ef01';

  /** A cookie as rememberDevice writes it, made through a fake request and reply. */
  function issue(profileId: string, secret: string, nowSeconds: number, cookie?: string): string {
    let header = '';
    const reply = { header: (_name: string, value: string) => (header = value) };
    rememberDevice({ headers: { cookie }, protocol: 'http' } as never, reply as never, { profileId, secret, nowSeconds, publicUrl: 'http://127.0.0.1:8120' });
    return header.split(';')[0] as string;
  }

  it('knows the account it was issued for, with the right key, until it expires', () => {
    const cookie = issue(id, 'k'.repeat(32), 1_000);
    expect(cookie.startsWith(`${DEVICE_COOKIE}=`)).toBe(true);
    expect(knownDevice(cookie, id, 'k'.repeat(32), 1_000)).toBe(true);
    expect(knownDevice(cookie, other, 'k'.repeat(32), 1_000)).toBe(false);
    expect(knownDevice(cookie, id, 'z'.repeat(32), 1_000)).toBe(false);
    expect(knownDevice(cookie, id, 'k'.repeat(32), 1_000 + 181 * 24 * 3600)).toBe(false);
  });

  it('refuses a tampered entry and keeps other accounts when it renews one', () => {
    const cookie = issue(id, 'k'.repeat(32), 1_000);
    const forged = cookie.replace(id, other);
    expect(knownDevice(forged, other, 'k'.repeat(32), 1_000)).toBe(false);
    const both = issue(other, 'k'.repeat(32), 2_000, cookie);
    expect(knownDevice(both, id, 'k'.repeat(32), 2_000)).toBe(true);
    expect(knownDevice(both, other, 'k'.repeat(32), 2_000)).toBe(true);
  });
});
