/**
 * One interaction measured with Lighthouse's user flow in a fresh Chromium (new profile: an
 * empty cache): the page loaded with the mobile preset's screen and user agent, waited for
 * until the element to press is interactive and the main thread is quiet, then a timespan
 * (`startTimespan`, the press, the tray or value showing, `endTimespan`) under devtools
 * throttling with the mobile preset's values (4× CPU). docs/decisions/bench-web.md, "Interactions".
 */
import { startFlow } from 'lighthouse';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { TimeoutError, type ElementHandle, type Page } from 'puppeteer-core';
import { CHROME_FLAGS } from './chromium';
import { INTERACTION_STEPS, type ShownCheck } from './interaction-steps';
import type { InteractionId } from './interactions';
import { interactionFlowFlags } from './lighthouse-settings';
import type { LighthouseResult } from './report';

const LOAD_TIMEOUT_MS = 90_000;
const NETWORK_IDLE_TIMEOUT_MS = 20_000;
const READY_TIMEOUT_MS = 60_000;
/** The main thread counts as quiet after this long without a long task (Lighthouse's own CPU quiet threshold is 1 s too). */
const QUIET_MS = 1_000;
const QUIET_TIMEOUT_MS = 30_000;
const SHOWN_TIMEOUT_MS = 30_000;
/** After the tray shows, the timespan goes on this long: the work the press started (a lazy chunk, a render) counts in its TBT. */
const SETTLE_MS = 1_000;

export interface InteractionResult {
  /** The timespan step's report. */
  lhr: LighthouseResult & { gatherMode?: string };
  /** The whole flow result (one timespan step), as JSON. */
  flowJson: string;
  /** The timespan's trace (Chrome's trace event format: open it in DevTools' Performance panel). */
  traceJson: string;
  /** From the press to the tray, dialog or value showing, in the page's own clock (ms). */
  shown: number;
}

/**
 * Why the element cannot take the press yet, or '' when it can: it must be in the page and
 * laid out, not disabled, no longer inside markup rendered ahead of its application
 * (`data-hs-ssr`, removed when the application hydrates it: docs/decisions/compose-time-ssr.md),
 * and carry React's props (its handlers are bound: hydrated or mounted).
 */
function notInteractive(element: Element): string {
  if (!element.isConnected || element.getClientRects().length === 0) return 'not laid out';
  if ((element as HTMLButtonElement).disabled) return 'disabled';
  if (element.closest('[data-hs-ssr]')) return 'still in markup rendered ahead (data-hs-ssr)';
  return Object.keys(element).some((key) => key.startsWith('__reactProps$')) ? '' : 'not rendered by React yet';
}

async function ready(page: Page, selector: string): Promise<ElementHandle> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const element = await page.$(selector);
    const why = element ? await element.evaluate(notInteractive) : 'not in the page';
    if (element && !why) return element;
    await element?.dispose();
    if (Date.now() > deadline) throw new Error(`${selector} was not interactive within ${READY_TIMEOUT_MS / 1000} s on ${page.url()}: ${why}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The scripts run in the page, as source text: functions passed to `page.evaluate` would carry
 * the `__name` helper the TypeScript loader (tsx, keepNames) adds to named functions, which the
 * page does not have.
 */

/** Resolves when no long task has run for `quietMs` (hydration, lazy chunks, the first data done); rejects after `timeoutMs`. */
const QUIET_SCRIPT = `(quietMs, timeoutMs) => new Promise((resolve, reject) => {
  let last = performance.now();
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration);
  });
  observer.observe({ type: 'longtask' });
  const started = performance.now();
  const check = () => {
    const now = performance.now();
    if (now - last >= quietMs) { observer.disconnect(); resolve(); }
    else if (now - started > timeoutMs) { observer.disconnect(); reject(new Error('the main thread was still busy after ' + timeoutMs / 1000 + ' s')); }
    else setTimeout(check, 100);
  };
  setTimeout(check, quietMs);
})`;

/**
 * Installs the watcher of the press: notes the first press's event time and, once a frame,
 * whether the check holds; `window.__benchShown` resolves to the time between them. Returns
 * true, installing nothing, when the check holds already.
 */
const WATCH_SCRIPT = `(check, timeoutMs) => {
  const element = () => document.querySelector(check.selector);
  const visible = (node) => !!node && node.getClientRects().length > 0 && getComputedStyle(node).visibility !== 'hidden';
  const before = element()?.value;
  const holds = () => {
    const node = element();
    if (check.kind === 'visible') return visible(node);
    if (check.kind === 'value') return node?.value === check.value;
    return node !== null && node.value !== before;
  };
  if (holds()) return true;
  // Checked once a frame from the press on only, so that it costs the page nothing before.
  window.__benchShown = new Promise((resolve, reject) => {
    let pressedAt = NaN;
    const frame = () => {
      if (holds()) resolve(performance.now() - pressedAt);
      else if (performance.now() - pressedAt > timeoutMs) reject(new Error(check.selector + ' did not ' + (check.kind === 'visible' ? 'show' : 'change') + ' within ' + timeoutMs / 1000 + ' s of the press'));
      else requestAnimationFrame(frame);
    };
    const note = (event) => {
      if (!Number.isNaN(pressedAt)) return;
      pressedAt = event.timeStamp;
      requestAnimationFrame(frame);
    };
    for (const type of ['pointerdown', 'keydown', 'click']) window.addEventListener(type, note, { capture: true, passive: true });
  });
  return false;
}`;

/** Calls a page script with JSON arguments and returns what it resolves to. */
function callInPage<T>(page: Page, script: string, ...args: unknown[]): Promise<T> {
  return page.evaluate(`(${script})(${args.map((arg) => JSON.stringify(arg)).join(', ')})`) as Promise<T>;
}

async function quiet(page: Page): Promise<void> {
  await callInPage(page, QUIET_SCRIPT, QUIET_MS, QUIET_TIMEOUT_MS);
}

/** Before the press; throws when the check holds already (a dialog open before the press would be measured as the interaction's). */
async function watchShown(page: Page, check: ShownCheck): Promise<void> {
  const already = await callInPage<boolean>(page, WATCH_SCRIPT, check, SHOWN_TIMEOUT_MS);
  if (already) throw new Error(`${check.selector} ${check.kind === 'visible' ? 'showed' : 'held its value'} before the press`);
}

/** Measures one interaction on `url` (the interaction's page on the site under test). */
export async function measureInteraction(url: string, id: InteractionId, chromePath: string): Promise<InteractionResult> {
  const steps = INTERACTION_STEPS[id];
  // en-US: the booking date is typed as the en-US date field reads it (MMDDYYYY).
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: [...CHROME_FLAGS, '--lang=en-US'], logLevel: 'silent' });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}`, defaultViewport: null });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    // The phone's screen and user agent from the first request: Lighthouse emulates them only
    // from the timespan on, and a page loaded on a wide screen would lay out (and render) another UI.
    const screen = screenEmulationMetrics.mobile;
    await page.setUserAgent(userAgents.mobile);
    await page.setViewport({ width: screen.width, height: screen.height, deviceScaleFactor: screen.deviceScaleFactor, isMobile: true, hasTouch: true });
    await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    // The page's data and lazy chunks, as far as they settle: a page that keeps a connection
    // busy goes on to the checks below (the element interactive, the main thread quiet), which decide.
    await page.waitForNetworkIdle({ idleTime: 500, concurrency: 2, timeout: NETWORK_IDLE_TIMEOUT_MS }).catch((error: unknown) => {
      if (!(error instanceof TimeoutError)) throw error;
    });
    const wait = (selector: string) => ready(page, selector);
    await steps.prepare?.(page, wait);
    const target = await wait(steps.target);
    await quiet(page);
    await watchShown(page, steps.shown);

    const flow = await startFlow(page, { flags: interactionFlowFlags(), name: id });
    await flow.startTimespan({ name: id });
    // Quiet again under the throttling the timespan applies, so that the press meets a page at rest.
    await quiet(page);
    await steps.press(page, target);
    const shown = (await page.evaluate('window.__benchShown')) as number;
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await flow.endTimespan();

    const result = await flow.createFlowResult();
    const step = result.steps[0];
    if (!step) throw new Error(`Lighthouse returned no timespan step for ${id}`);
    const trace = flow.createArtifactsJson().gatherSteps[0]?.artifacts.Trace;
    return { lhr: step.lhr as unknown as InteractionResult['lhr'], flowJson: JSON.stringify(result), traceJson: JSON.stringify(trace ?? null), shown };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
