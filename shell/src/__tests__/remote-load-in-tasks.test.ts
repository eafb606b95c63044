import { REMOTE_LOAD_IN_TASKS } from '../remote-loader';

describe('loading a remote module in several tasks', () => {
  const settledAfterMicrotasks = async (promise: Promise<unknown>) => {
    let settled = false;
    void promise.then(() => {
      settled = true;
    });
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    return settled;
  };

  it.each([
    ['the container init', () => REMOTE_LOAD_IN_TASKS.beforeInitContainer({ shareScope: 'default' })],
    ['the expose', () => REMOTE_LOAD_IN_TASKS.beforeGetExpose()],
    ['the module factory', () => REMOTE_LOAD_IN_TASKS.beforeExecuteFactory()],
  ])('starts %s in a later task, not in the current one', async (_step, hook) => {
    const step = hook();
    expect(await settledAfterMicrotasks(step)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settledAfterMicrotasks(step)).toBe(true);
  });

  it("hands the container init's options on unchanged", async () => {
    const args = { shareScope: 'default', initScope: [] };
    await expect(REMOTE_LOAD_IN_TASKS.beforeInitContainer(args)).resolves.toBe(args);
  });
});
