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

  it('frees the slot of a task that fails', async () => {
    const work = new PasswordWork({ concurrency: 1, perSource: 2, total: 4 });
    const failing = work.run('a', () => Promise.reject(new Error('scrypt failed')));
    const next = work.run('b', async () => 'ran');
    await expect(failing).rejects.toThrow('scrypt failed');
    await expect(next).resolves.toBe('ran');
  });
});
