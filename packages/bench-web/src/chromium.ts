import fs from 'node:fs';

/** Where Debian and Ubuntu put Chromium (the e2e suite looks in the same places: e2e/src/chromium.ts). */
const CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

function isExecutable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROMIUM_PATH if set, else the first usual path; throws with what to do when there is none. */
export function findChromium(env: Record<string, string | undefined> = process.env): string {
  const named = env.CHROMIUM_PATH;
  if (named) {
    if (isExecutable(named)) return named;
    throw new Error(`CHROMIUM_PATH is set to ${named}, which is not an executable file`);
  }
  const found = CANDIDATES.find(isExecutable);
  if (!found) throw new Error("no Chromium found: run `npm run chromium -w e2e` (installs Debian's chromium as root; npm run bench:web does) or set CHROMIUM_PATH");
  return found;
}

/** The flags every measured browser starts with (toolchain.md, "Lighthouse"). */
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
