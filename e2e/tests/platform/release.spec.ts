import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, REMOTE_ORIGINS, test } from '../../fixtures';
import { ownChannel, releaseCli, type OwnChannel } from '../../src/own-channel';

const REPO = path.resolve(__dirname, '../../..');

/**
 * Per-locale releases on a channel of this file's own, served by a preview shell beside the
 * site (docs/decisions/release-channel-preview.md): its promotions and rollbacks touch no
 * other test's pages, and a bare `rollback` undoes only this file's change.
 */
test.describe('@platform @release per-locale releases', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });
  let channel: OwnChannel;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    channel = await ownChannel('release');
  });
  test.afterAll(async () => channel?.close());

  test('pointing one locale at another build of mf-home changes what it loads and the routes it owns, without rebuilding the shell', async ({ page, pageErrors }) => {
    const shellBefore = fs.readFileSync(path.join(REPO, 'shell/dist/main.js'));
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mf-home-canary-'));
    // This build of mf-home declares one more route than the registry on main: a team
    // trying a new page. Only its own release carries it to the shell.
    const registry = JSON.parse(fs.readFileSync(path.join(REPO, 'packages/contracts/registry.json'), 'utf8'));
    registry.remotes['mf-home'].apps[0].routes.push({ path: '/canary-page', page: 'home' });
    const registryFile = path.join(dist, '..', `${path.basename(dist)}-registry.json`);
    fs.writeFileSync(registryFile, JSON.stringify(registry));
    // Not minified: what a locale loads and which routes it owns do not depend on it, and the
    // minifier is most of a build's time (docs/decisions/test-suite-time.md).
    execFileSync(process.execPath, [path.join(REPO, 'node_modules/webpack-cli/bin/cli.js'), '--mode', 'production', '--no-optimization-minimize'], {
      cwd: path.join(REPO, 'mf-home'),
      env: { ...process.env, HOURSPACE_BUILD_LABEL: 'canary', HOURSPACE_DIST_DIR: dist, HOURSPACE_REGISTRY: registryFile },
      stdio: 'ignore',
    });
    const published = releaseCli('publish', 'mf-home', '--local', '--dist', dist).trim();
    const version = /^mf-home@(\S+)/.exec(published)?.[1];
    expect(version).toBeTruthy();
    try {
      channel.release('promote', `mf-home@${version}`, '--locale', 'de-DE');
      const at = (route: string) => `${channel.origin}${route}`;

      const entries: string[] = [];
      page.on('request', (r) => entries.push(r.url()));
      await page.goto(at('/de/'));
      await expect(page.locator('main[data-remote="mf-home"]')).toHaveAttribute('data-build', /\+canary$/);
      expect(entries).toContain(`${REMOTE_ORIGINS['mf-home']}/${version}/remoteEntry.js`);

      // The route this build declares is live for this locale, and only there.
      await page.goto(at('/de/canary-page'));
      await expect(page.locator('main[data-remote="mf-home"]')).toHaveAttribute('data-build', /\+canary$/);

      // Other locales are untouched.
      await page.goto(at('/us/'));
      await expect(page.locator('main[data-remote="mf-home"]')).not.toHaveAttribute('data-build', /\+canary$/);
      await page.goto(at('/us/canary-page'));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
      await expect(page.locator('main[data-remote="mf-home"]')).toHaveCount(0);

      // Rollback is a manifest swap: the next load of /de/ is back on the default.
      channel.release('rollback');
      await page.goto(at('/de/'));
      await expect(page.locator('main[data-remote="mf-home"]')).not.toHaveAttribute('data-build', /\+canary$/);
      await page.goto(at('/de/canary-page'));
      await expect(page.locator('main[data-remote="mf-home"]')).toHaveCount(0);
    } finally {
      try {
        channel.release('unpin', 'mf-home', '--locale', 'de-DE');
      } catch {
        // Already back on the default.
      }
      fs.rmSync(dist, { recursive: true, force: true });
      fs.rmSync(registryFile, { force: true });
    }
    expect(fs.readFileSync(path.join(REPO, 'shell/dist/main.js')).equals(shellBefore)).toBe(true);
    expect(pageErrors).toEqual([]);
  });
});
