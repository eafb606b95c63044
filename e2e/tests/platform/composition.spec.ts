import { expect, REMOTE_ORIGINS, test } from '../../fixtures';

const remoteEntry = (url: string) => /\/remoteEntry\.js$/.test(url);

test.describe('@platform the composed page', () => {
  // One page load for the checks of the composed home page and a client-side move from it
  // (docs/decisions/test-suite-time.md): each is a step of its own, so a failure still names it.
  test('/us/ has a navigation and a main landmark and fetches only the remotes it shows; /us/account then fetches all five from five origins, with one react-dom renderer for all', async ({
    page,
    rendererCount,
    pageErrors,
  }) => {
    const entries: string[] = [];
    page.on('request', (request) => {
      if (remoteEntry(request.url())) entries.push(request.url());
    });
    await page.goto('/us/');
    await test.step('/us/ has a navigation landmark and a main landmark', async () => {
      await expect(page.getByRole('navigation').first()).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    });
    await test.step('the home page fetches only the remotes it shows', async () => {
      await expect(page.getByRole('search')).toBeAttached();
      const onHome = entries.map((u) => new URL(u).origin);
      expect(onHome).not.toContain(REMOTE_ORIGINS['mf-account']);
    });
    await test.step('after a client-side move to /us/account, all five remotes from five origins and one react-dom renderer', async () => {
      // A client-side move, as a link in the app makes it: single-spa reroutes, no reload.
      await page.evaluate(() => window.history.pushState(null, '', '/us/account'));
      await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeVisible();
      const origins = new Set(entries.map((u) => new URL(u).origin));
      expect([...origins].sort()).toEqual(Object.values(REMOTE_ORIGINS).sort());
      expect(await rendererCount()).toBe(1);
    });
    expect(pageErrors).toEqual([]);
  });

  test("each page preloads its route's remote and the nav's, not the footer's nor the auth host's, and each preloaded file is fetched once", async ({ page, pageErrors }) => {
    const requested = new Map<string, number>();
    page.on('request', (request) => requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1));
    // One of the home application's pages the browser renders (the home page itself is rendered ahead, without script preloads: server-markup.spec.ts).
    await page.goto('/us/resources');
    await expect(page.locator('main[data-remote="mf-home"]')).toBeVisible();
    const manifest = (await (await page.request.get('/manifests/en-US.json')).json()) as {
      remotes: Record<string, { entry: string; integrity: string; apps: Array<{ name: string; slot: string; always?: true }> }>;
    };
    const releases = Object.values(manifest.remotes);
    const runs = (app: string) => releases.find((r) => r.apps.some((a) => a.name === app))!;
    // The nav is on every first screen; the footer and mf-auth's modal host come after it (docs/decisions/first-screen-first.md).
    const everyPage = releases.filter((r) => r.apps.some((a) => a.always && a.slot === 'nav'));
    const preloads = await page
      .locator('head link[rel="preload"]')
      .evaluateAll((links) => links.map((link) => ({ href: (link as HTMLLinkElement).href, integrity: link.getAttribute('integrity') })));
    const shellOrigin = new URL(page.url()).origin;
    const ofRemotes = preloads.filter((p) => new URL(p.href).origin !== shellOrigin);
    // The entries first: the route's remote (the home application's), then the nav's; an entry carries its integrity.
    expect(ofRemotes.slice(0, 1 + everyPage.length)).toEqual([runs('home'), ...everyPage].map((r) => ({ href: r.entry, integrity: r.integrity })));
    expect(ofRemotes.length).toBeGreaterThan(1 + everyPage.length);
    expect(preloads.some((p) => p.href.startsWith(new URL(runs('account').entry).origin))).toBe(false);
    expect(preloads.some((p) => p.href.startsWith(new URL(runs('auth').entry).origin))).toBe(false);
    // ...and each comes once the home page has mounted: the footer in its slot, mf-auth's entry fetched.
    await expect(page.locator('#hs-footer').getByRole('contentinfo')).toBeVisible();
    await expect.poll(() => requested.get(runs('auth').entry) ?? 0).toBe(1);
    // The shell's own first chunks too: its start with the shared libraries, and react-dom (docs/decisions/shell-startup-chunks.md).
    const shellChunks = preloads.filter((p) => p.href.startsWith(`${shellOrigin}/chunks/`)).map((p) => p.href);
    expect(shellChunks).toEqual(expect.arrayContaining([expect.stringContaining('/chunks/startup.'), expect.stringContaining('/chunks/react-dom.')]));
    // Reused by the script that needs it (same integrity and CORS mode), not fetched again.
    for (const { href } of preloads) expect.soft(requested.get(href), href).toBe(1);

    // Another route's page preloads its own remote instead (the activities page: the results and
    // space pages are rendered on request, their script preloads for wide screens only, docs/decisions/request-time-ssr.md).
    await page.goto('/us/plan/activities');
    const searchPreloads = await page.locator('head link[rel="preload"][as="script"][integrity]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(searchPreloads[0]).toBe(runs('search').entry);
    expect(searchPreloads).not.toContain(runs('home').entry);
    expect(pageErrors).toEqual([]);
  });

  test('every preloaded file is used: a script, stylesheet or image of the page asks for each, and the browser reports none left unused', async ({ page, pageErrors }) => {
    // Every script and stylesheet the page adds, as it adds them (webpack removes a chunk's script once it ran), and the images it shows.
    await page.addInitScript(() => {
      const asked: string[] = [];
      (window as unknown as { __hsAsked: string[] }).__hsAsked = asked;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) asked.push(node.src);
            if (node instanceof HTMLLinkElement && node.rel === 'stylesheet') asked.push(node.href);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const unused: string[] = [];
    page.on('console', (message) => {
      if (/preloaded using link preload but not used/i.test(message.text())) unused.push(message.text());
    });
    await page.goto('/us/resources');
    await expect(page.locator('main[data-remote="mf-home"]')).toBeVisible();
    const preloads = await page.locator('head link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(preloads.length).toBeGreaterThan(10);
    await expect
      .poll(async () => {
        // An image preload is used by the image that shows it.
        const asked = await page.evaluate(() => [
          ...(window as unknown as { __hsAsked: string[] }).__hsAsked,
          ...[...document.images].flatMap((image) => [image.src, image.currentSrc]),
        ]);
        return preloads.filter((href) => !asked.includes(href));
      })
      .toEqual([]);
    expect(unused).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  // Each locale with mf-nav's "Log in" in its language (`items.login`): the page reads that language.
  for (const [prefix, lang, logIn] of [
    ['fr', 'fr-FR', 'Se connecter'],
    ['de', 'de-DE', 'Anmelden'],
    ['es', 'es-ES', 'Iniciar sesión'],
    ['gb', 'en-GB', 'Log in'],
    ['fr-ca', 'fr-CA', 'Se connecter'],
  ] as const) {
    test(`/${prefix}/ sets <html lang="${lang}"> and loads that locale's strings ('${logIn}')`, async ({ page, pageErrors }) => {
      await page.goto(`/${prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('link', { name: logIn, exact: true })).toBeVisible();
      expect(pageErrors).toEqual([]);
    });
  }

  test('a path with no prefix is en-US', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('main')).toBeVisible();
  });

  test('a route no remote owns gets the not-found page with a way home', async ({ page, pageErrors }) => {
    await page.goto('/us/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: "We can't find that page" })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/us\/$/);
    expect(pageErrors).toEqual([]);
  });

  test('the release manifest and remote entries are never cached; chunks are', async ({ request }) => {
    const manifest = await request.get('/manifests/en-US.json');
    expect(manifest.headers()['cache-control']).toBe('no-store');
    const body = (await manifest.json()) as { remotes: Record<string, { entry: string; version: string }> };
    expect(body.remotes['mf-home']?.entry).toMatch(/^http:\/\/localhost:8081\/.+\/remoteEntry\.js$/);
    const entry = await request.get(body.remotes['mf-home']!.entry);
    expect(entry.headers()['cache-control']).toBe('no-store');
    expect(entry.headers()['access-control-allow-origin']).toBe('*');
  });
});
