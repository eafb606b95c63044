import { REGISTRY } from '@hourspace/contracts/registry';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { findFreeSlot, makePerson, makeSpace, requestBooking, signIn, type Person, type Slot, type Space, type SpaceTerms } from './src/test-data';

export type { Person, Slot, Space };

/** The remotes and the origin each is served from by `npm start` (ports from the registry). */
export const REMOTE_ORIGINS: Readonly<Record<string, string>> = Object.fromEntries(Object.entries(REGISTRY).map(([name, { port }]) => [name, `http://localhost:${port}`]));

type BusRecord = { kind: 'event' | 'state' | 'request'; topic: string; payload: unknown };

/**
 * Records every event, sticky value and request sent on the page's bus, installed before
 * any page script runs: it wraps the bus the first time the shell creates it on its
 * globalThis key.
 */
async function installBusRecorder(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const key = Symbol.for('hourspace.bus.v1');
    const records: Array<{ kind: string; topic: string; payload: unknown }> = [];
    (window as unknown as { __busRecords: typeof records }).__busRecords = records;
    let bus: Record<string, (...args: unknown[]) => unknown> | undefined;
    Object.defineProperty(globalThis, key, {
      configurable: true,
      get: () => bus,
      set: () => undefined,
    });
    const realDefine = Object.defineProperty;
    Object.defineProperty = function (target: object, property: PropertyKey, descriptor: PropertyDescriptor) {
      if (target === globalThis && property === key && descriptor.value) {
        bus = descriptor.value as typeof bus;
        const publish = bus!.publish!.bind(bus);
        const setState = bus!.setState!.bind(bus);
        const request = bus!.request!.bind(bus);
        bus!.publish = (topic: unknown, payload: unknown) => {
          records.push({ kind: 'event', topic: String(topic), payload });
          return publish(topic, payload);
        };
        bus!.setState = (topic: unknown, payload: unknown) => {
          records.push({ kind: 'state', topic: String(topic), payload });
          return setState(topic, payload);
        };
        bus!.request = (topic: unknown, payload: unknown) => {
          records.push({ kind: 'request', topic: String(topic), payload });
          return request(topic, payload);
        };
        return target;
      }
      return realDefine(target, property, descriptor);
    } as typeof Object.defineProperty;
  });
}

/** A fake React DevTools hook that counts the renderers react-dom registers. */
async function installRendererCounter(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: unknown) {
        const id = renderers.size + 1;
        renderers.set(id, renderer);
        return id;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

/** One Content-Security-Policy violation as the page saw it. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  page: string;
  sample: string;
}

/**
 * Collects every `securitypolicyviolation` of every page and popup of the test's context
 * (an init script, so it listens before any page script runs), and hands each to the test
 * through a binding, so a violation on a page that navigated away is not lost.
 */
async function installCspCollector(context: BrowserContext, violations: CspViolation[]): Promise<void> {
  await context.exposeBinding('__hsCspViolation', (_source, violation: CspViolation) => {
    violations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { __hsCspViolation?: (v: unknown) => Promise<void> }).__hsCspViolation;
        void report?.({
          directive: event.effectiveDirective || event.violatedDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
          line: event.lineNumber,
          page: event.documentURI,
          sample: event.sample,
        });
      },
      true,
    );
  });
}

export const test = base.extend<{
  /** Uncaught page errors; each test ends by asserting there were none. */
  pageErrors: string[];
  busRecords: () => Promise<BusRecord[]>;
  rendererCount: () => Promise<number>;
  /**
   * Every CSP violation of the test's pages (zero over the whole suite: docs/decisions/platform-overrides-and-csp.md). Automatic:
   * a test with any violation fails when it ends, naming each.
   */
  cspViolations: CspViolation[];
  /** A new person of the role made through the API for this test, not signed in anywhere (src/test-data.ts). */
  aPerson: (role: Person['role']) => Promise<Person>;
  /**
   * A new person of the role (or the given one) signed in to `context` (the test's own unless
   * another is given) as the app's log-in would: no test signs in as a demo account to change it.
   */
  signedInAs: (who: Person['role'] | Person, context?: BrowserContext) => Promise<Person>;
  /** A new space of the host (a copy of a demo space, its first reviews unanswered); the person becomes a host. */
  aSpaceOf: (host: Person, terms?: SpaceTerms) => Promise<Space>;
  /** Three free hours of the space; each call of a test gives another day. */
  aFreeSlot: (space: Space) => Promise<Slot>;
  /**
   * A new host with a new space, and a new guest who asks to book a free slot of it with the
   * message: the request the host answers in /inbox.
   */
  aBookingRequest: (message: string) => Promise<{ host: Person; space: Space; guest: Person; slot: Slot; booking: { id: number; thread_id: string } }>;
}>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await installCspCollector(context, violations);
      await use(violations);
      // Under this CSP no page script can run without a URL, so a style inserted by code with
      // no source file is the test's own (axe-core, which Playwright evaluates in the page,
      // adds <style> elements): not the product's. Everything else fails the test.
      const product = violations.filter((v) => !(v.source === '' && v.directive.startsWith('style-src')));
      expect(
        product,
        `Content-Security-Policy violations:\n${product.map((v) => `  ${v.directive} blocked ${v.blocked || '(inline)'} on ${v.page} (${v.source}:${v.line}) ${v.sample}`).join('\n')}`,
      ).toEqual([]);
    },
    { auto: true },
  ],
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  busRecords: async ({ page }, use) => {
    await installBusRecorder(page);
    await use(() => page.evaluate(() => (window as unknown as { __busRecords: BusRecord[] }).__busRecords));
  },
  aPerson: async ({ request }, use) => {
    await use((role) => makePerson(request, role));
  },
  signedInAs: async ({ request, context }, use) => {
    await use(async (who, into = context) => {
      const person = typeof who === 'string' ? await makePerson(request, who) : who;
      await signIn(into, person);
      return person;
    });
  },
  aSpaceOf: async ({ request }, use) => {
    await use((host, terms) => makeSpace(request, host, terms));
  },
  aFreeSlot: async ({ request }, use) => {
    const given = new Map<number, number>();
    await use(async (space) => {
      const nth = given.get(space.id) ?? 0;
      given.set(space.id, nth + 1);
      return findFreeSlot(request, space, nth);
    });
  },
  aBookingRequest: async ({ request, aPerson, aSpaceOf, aFreeSlot }, use) => {
    await use(async (message) => {
      const host = await aPerson('host');
      const space = await aSpaceOf(host);
      const guest = await aPerson('guest');
      const slot = await aFreeSlot(space);
      return { host, space, guest, slot, booking: await requestBooking(request, guest, space, slot, message) };
    });
  },
  rendererCount: async ({ page }, use) => {
    await installRendererCounter(page);
    await use(() => page.evaluate(() => (window as unknown as Record<string, { renderers: Map<number, unknown> }>).__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.size ?? 0));
  },
});

export { expect };
