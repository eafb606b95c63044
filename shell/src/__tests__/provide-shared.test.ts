import { provideShared } from '../provide-shared';
import { inNextTask, nextTask } from '../tasks';

describe('the shared libraries the shell provides as the page starts', () => {
  it('starts each one in a step of its own, and none before its step runs', async () => {
    const steps: Array<() => void> = [];
    let settled = false;
    const all = provideShared((step) => steps.push(step)).then(() => {
      settled = true;
    });
    expect(steps).toHaveLength(8);
    await Promise.resolve();
    expect(settled).toBe(false);
    for (const step of steps.slice(0, -1)) step();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    steps.at(-1)!();
    await all;
    expect(settled).toBe(true);
  });

  it('runs a step in a later task, not in the current one nor as a microtask', async () => {
    const order: string[] = [];
    inNextTask(() => order.push('next task'));
    await Promise.resolve();
    order.push('microtask');
    expect(order).toEqual(['microtask']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['microtask', 'next task']);
  });

  it('awaits a later task with nextTask', async () => {
    const order: string[] = [];
    const waited = nextTask().then(() => order.push('after the task'));
    setTimeout(() => order.push('a task queued after it'), 0);
    await Promise.resolve();
    expect(order).toEqual([]);
    await waited;
    expect(order).toEqual(['after the task']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['after the task', 'a task queued after it']);
  });
});
