/**
 * The one way the journeys run axe: the serious and critical violations on a page, or within one
 * part of it, each as `rule: target, target`. Accessibility is part of done (docs/requirements.md):
 * a journey that shows a screen expects this list to be empty.
 *
 * axe runs in each frame itself, reporting violations only, with axe-core loaded once per
 * document: about 0.8 s a run on the two-core machine, against 3.5-7 s for
 * `@axe-core/playwright`'s default run (which loads axe again on every call, serialises every
 * passing node and finishes in a new blank page). Frames inside the part checked (the card
 * frame of the payments page) are checked whole, cross-origin ones included
 * (docs/decisions/test-suite-time.md, "axe").
 */
import axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

type AxeWindow = { axe?: typeof axe };

/** One violation as the checks print it. */
interface Found {
  id: string;
  impact: string | null;
  targets: string[];
}

async function violationsIn(frame: Frame, scope: string | undefined): Promise<Found[]> {
  if (!(await frame.evaluate(() => typeof (window as AxeWindow).axe?.run === 'function'))) await frame.evaluate(axe.source);
  return frame.evaluate(async (scope) => {
    // A dialog fading in has the colours of half its opacity: contrast is measured once the
    // animations and transitions that end have ended (a spinner's never does).
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.allSettled(ending.map((a) => a.finished));
    const loaded = (window as AxeWindow).axe as typeof axe;
    // Each frame is run by itself: axe's own frame messaging would skip cross-origin frames.
    const results = await loaded.run(scope ?? document, { resultTypes: ['violations'], iframes: false });
    return results.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, targets: v.nodes.map((n) => n.target.join(' ')) }));
  }, scope);
}

/** Whether the frame's element is inside `scope` of its parent (every frame is, without a scope). */
async function frameWithin(frame: Frame, scope: string | undefined): Promise<boolean> {
  if (!scope) return true;
  try {
    const element = await frame.frameElement();
    return await element.evaluate((el, selector) => (el as Element).closest(selector) !== null, scope);
  } catch {
    return false; // detached while we looked
  }
}

/** The serious and critical axe violations of the page, or of the elements `scope` selects and the frames inside them. */
export async function seriousViolations(page: Page, scope?: string): Promise<string[]> {
  const found = await violationsIn(page.mainFrame(), scope);
  for (const frame of page.mainFrame().childFrames()) if (await frameWithin(frame, scope)) found.push(...(await violationsIn(frame, undefined)));
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.join(', ')}`);
}
