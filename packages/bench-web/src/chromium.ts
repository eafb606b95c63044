import fs from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_CANDIDATES, findSystemChromium } from '@hourspace/contracts/system-chromium';

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * CHROMIUM_PATH if set, else the first usual path of a full Chromium (the search the e2e suite
 * shares, without its headless shell: Lighthouse needs the full browser); throws with what to do
 * when there is none.
 */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const found = findSystemChromium({ env, isExecutable }, CHROMIUM_CANDIDATES);
  if (found && 'error' in found) throw new Error(found.error);
  if (!found) throw new Error("no Chromium found: run `npm run chromium -w e2e` (installs Debian's chromium as root; npm run bench:web does) or set CHROMIUM_PATH");
  return found.path;
}

/** The flags every measured browser starts with: the tooling's shared ones, headless (toolchain.md, "Lighthouse"). */
export const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
