/**
 * Makes sure a Chromium is there before Playwright starts (`npm test -w e2e` runs this
 * first): uses CHROMIUM_PATH or a system Chromium, installs Debian's `chromium` package
 * when running as root on Debian/Ubuntu, otherwise exits 1 saying what to install.
 * Never `playwright install`: its download servers are out of reach here.
 */
import { execSync } from 'node:child_process';
import { planChromium } from '../src/chromium';
import { hostFacts } from '../src/host';

const plan = planChromium(hostFacts());

if (plan.kind === 'found') {
  console.log(`e2e: Chromium ${plan.path}${plan.via === 'env' ? ' (CHROMIUM_PATH)' : ''}`);
} else if (plan.kind === 'missing') {
  console.error(`e2e: ${plan.message}`);
  process.exit(1);
} else {
  console.log(
    `e2e: no Chromium headless shell on this machine; installing Debian's chromium and chromium-headless-shell packages (running as root; a minute or two):\n  ${plan.command}`,
  );
  try {
    // dpkg's progress on stdout runs to hundreds of lines; its errors (and apt-get's) are on stderr.
    execSync(plan.command, { stdio: ['ignore', 'ignore', 'inherit'], shell: '/bin/sh' });
  } catch {
    console.error(`e2e: installing Chromium failed (see apt-get's output above). Install it by hand or set CHROMIUM_PATH=/path/to/chromium.`);
    process.exit(1);
  }
  // Check again rather than trusting apt-get's exit code: the package must have put a
  // binary where the config will look for it.
  const after = planChromium(hostFacts());
  if (after.kind !== 'found') {
    console.error(`e2e: apt-get finished but still no Chromium. ${after.kind === 'missing' ? after.message : ''}`);
    process.exit(1);
  }
  console.log(`e2e: installed Chromium ${after.path}`);
}
