/**
 * How each interaction is done in the browser: what to prepare on the page before the
 * timespan (outside the measurement), which element to press, how to press it, and what
 * shows that it answered. Elements are found by stable attributes of the components
 * (mf-search's search form and results filters, the booking panel, the gallery) or by
 * accessible role and name. See docs/decisions/bench-web.md, "Interactions".
 */
import type { ElementHandle, Page } from 'puppeteer-core';
import type { InteractionId } from './interactions';

/** A visible element matching `selector` means the interaction answered; `changed`: the element's value differs from before the press. */
export type ShownCheck = { kind: 'visible'; selector: string } | { kind: 'changed'; selector: string } | { kind: 'value'; selector: string; value: string };

/** Waits until the element `selector` finds is interactive (interaction-flow.ts) and returns it. */
export type Ready = (selector: string) => Promise<ElementHandle>;

export interface InteractionSteps {
  /** The element pressed; waited for until it is interactive (interaction-flow.ts). */
  target: string;
  /**
   * Before the timespan: brings the page to where the interaction starts (a tray opened, a
   * date typed). `ready` waits until an element is interactive and returns it.
   */
  prepare?: (page: Page, ready: Ready) => Promise<void>;
  /** The press itself, inside the timespan. */
  press: (page: Page, target: ElementHandle) => Promise<void>;
  shown: ShownCheck;
}

const MODAL = '[role="dialog"][aria-modal="true"]';
/** The hero's search form (mf-search's `hero-search` parcel in mf-home's intro section); each field's button id ends with the field's name. */
const HERO_FORM = '[data-section="intro"] form[role="search"]';
/** mf-home's "find a space" links (`/us/#a=search`). */
const SEARCH_LINK = 'main a[href*="#a=search"]';
const BOOK_BUTTON = '::-p-aria([name="Request to book"][role="button"])';
const BOOKING_DATE = `${MODAL} form input[type="date"]`;
const BOOKING_START = `${MODAL} form select`;

const tap = async (_page: Page, target: ElementHandle) => target.tap();

/** A date `days` ahead in the browser's local calendar: ISO (the input's value) and as typed into an en-US date field (MMDDYYYY). */
export function dateAhead(days: number, from: Date = new Date()): { iso: string; typed: string } {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate() + days);
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  const yyyy = String(date.getFullYear());
  return { iso: `${yyyy}-${mm}-${dd}`, typed: `${mm}${dd}${yyyy}` };
}

const BOOKING_DATE_VALUE = dateAhead(45);

async function openBookingTray(ready: Ready): Promise<void> {
  await (await ready(BOOK_BUTTON)).tap();
}

async function focus(ready: Ready, selector: string): Promise<void> {
  // Focus from script is no interaction: only the keys pressed next are measured.
  await (await ready(selector)).evaluate((node) => (node as HTMLElement).focus());
}

async function typeBookingDate(page: Page): Promise<void> {
  await page.keyboard.type(BOOKING_DATE_VALUE.typed);
}

async function checkBookingDate(page: Page): Promise<void> {
  const value = await page.$eval(BOOKING_DATE, (node) => (node as HTMLInputElement).value);
  if (value !== BOOKING_DATE_VALUE.iso)
    throw new Error(`typing ${BOOKING_DATE_VALUE.typed} into the booking date gave "${value}", not ${BOOKING_DATE_VALUE.iso} (is Chromium's locale en-US?)`);
}

export const INTERACTION_STEPS: Readonly<Record<InteractionId, InteractionSteps>> = {
  'home-activity-tray': { target: `${HERO_FORM} button[id$="-activity"]`, press: tap, shown: { kind: 'visible', selector: MODAL } },
  'home-location-tray': { target: `${HERO_FORM} button[id$="-location"]`, press: tap, shown: { kind: 'visible', selector: MODAL } },
  'home-date-tray': { target: `${HERO_FORM} button[id$="-when"]`, press: tap, shown: { kind: 'visible', selector: MODAL } },
  'home-search-modal': {
    // mf-home's "find a space" links carry the hash action (`/us/#a=search`); the shell opens mf-search's modal on the hash change.
    target: SEARCH_LINK,
    prepare: async (page, ready) => {
      // The links are below the fold, which mf-home renders once it nears the viewport: scrolled
      // down a screen at a time until one is there (scrolling is no interaction, and this is before the timespan).
      for (let screens = 0; screens < 40 && !(await page.$(SEARCH_LINK)); screens += 1) {
        await page.evaluate('window.scrollBy(0, window.innerHeight)');
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      await (await ready(SEARCH_LINK)).evaluate((node) => node.scrollIntoView({ block: 'center' }));
    },
    press: tap,
    shown: { kind: 'visible', selector: `${MODAL} form[role="search"]` },
  },
  'results-filters': {
    target: 'button[aria-controls="hs-results-filters"]',
    press: tap,
    // Collapsed on a phone (display: none) until the toggle opens it.
    shown: { kind: 'visible', selector: '#hs-results-filters' },
  },
  'space-booking-open': { target: BOOK_BUTTON, press: tap, shown: { kind: 'visible', selector: BOOKING_DATE } },
  'space-booking-date': {
    target: BOOKING_DATE,
    prepare: async (_page, ready) => {
      await openBookingTray(ready);
      await focus(ready, BOOKING_DATE);
    },
    press: typeBookingDate,
    shown: { kind: 'value', selector: BOOKING_DATE, value: BOOKING_DATE_VALUE.iso },
  },
  'space-booking-time': {
    target: `${BOOKING_START}:not([disabled])`,
    prepare: async (page, ready) => {
      await openBookingTray(ready);
      await focus(ready, BOOKING_DATE);
      await typeBookingDate(page);
      await checkBookingDate(page);
      await focus(ready, `${BOOKING_START}:not([disabled])`);
    },
    // The start time's next option: on Linux, ArrowDown on a closed select changes it without opening the list.
    press: async (page) => page.keyboard.press('ArrowDown'),
    shown: { kind: 'changed', selector: BOOKING_START },
  },
  'space-gallery-photo': {
    target: '::-p-aria([name="Show all photos"][role="button"])',
    press: tap,
    shown: { kind: 'visible', selector: MODAL },
  },
};
