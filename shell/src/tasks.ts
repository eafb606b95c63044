/**
 * Starting the page in tasks of its own (docs/decisions/main-thread-tasks.md): Lighthouse's phone profile runs the
 * CPU four times slower, so each task over about 12 ms here blocks the page for longer than
 * 50 ms there (docs/decisions/main-thread-tasks.md).
 */

/** Runs `step` in a task of its own, after what the page has queued (a macrotask, not a microtask). */
export function inNextTask(step: () => void): void {
  setTimeout(step, 0);
}

/** Resolves in a task of its own: `await nextTask()` ends the current task there. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => inNextTask(resolve));
}
