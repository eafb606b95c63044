/** The real machine's answers for `planChromium` (kept apart so the decision stays testable). */
import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { planChromium, type ChromiumHost } from './chromium';

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

export function hostFacts(env: NodeJS.ProcessEnv = process.env): ChromiumHost {
  return {
    env,
    isExecutable,
    isRoot: process.getuid?.() === 0,
    hasAptGet: (env.PATH ?? '').split(delimiter).some((dir) => dir !== '' && isExecutable(join(dir, 'apt-get'))),
  };
}

/**
 * The Chromium for playwright.config.ts, which needs a path when it loads. Throws the same
 * instructions as the ensure step when there is none (someone ran `playwright test`
 * directly on a machine without Chromium).
 */
export function chromiumForConfig(): string {
  const plan = planChromium(hostFacts());
  if (plan.kind === 'found') return plan.path;
  if (plan.kind === 'missing') throw new Error(plan.message);
  throw new Error("No Chromium found. Run `npm test -w e2e`, which installs Debian's chromium package first (this machine allows it), or set CHROMIUM_PATH.");
}
