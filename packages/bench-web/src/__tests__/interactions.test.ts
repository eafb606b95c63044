import fs from 'node:fs';
import path from 'node:path';
import { dateAhead, INTERACTION_STEPS } from '../interaction-steps';
import {
  formatInteractionsTable,
  INTERACTION_DESCRIPTIONS,
  INTERACTION_IDS,
  INTERACTION_PAGES,
  interactionMetrics,
  summarizeInteractions,
  verdict,
  type InteractionMetrics,
  type InteractionRun,
} from '../interactions';
import type { MeasuredSettings } from '../lighthouse-settings';
import { ReportError, type LighthouseResult } from '../report';

/**
 * A real Lighthouse 12.8.2 flow result, trimmed to what is read: one timespan step of
 * interaction-flow.ts on a local page whose button opens a dialog (a tap, mobile screen,
 * devtools throttling at 4× CPU).
 */
const flow = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'flow-timespan-tray.json'), 'utf8')) as {
  steps: Array<{ lhr: LighthouseResult & { gatherMode?: string } }>;
};
const timespan = flow.steps[0]!.lhr;

const metrics = (inp: number, rest: Partial<InteractionMetrics> = {}): InteractionMetrics => ({
  inp,
  tbt: 10,
  inputDelay: 5,
  processing: 20,
  presentationDelay: inp - 25,
  shown: inp + 50,
  ...rest,
});

describe('interactionMetrics', () => {
  it('reads INP, TBT and INP’s three phases from a real timespan report', () => {
    expect(interactionMetrics(timespan, 144)).toEqual({ inp: 151.02, tbt: 81.29500000000002, inputDelay: 23.533, processing: 1.097, presentationDelay: 126.39, shown: 144 });
  });

  it('reads a real timespan of the site: the space page’s "Request to book" tap (2026-12-02, loaded machine)', () => {
    const site = JSON.parse(fs.readFileSync(path.join(__dirname, 'fixtures', 'flow-timespan-space-booking-open.json'), 'utf8')) as typeof flow;
    expect(interactionMetrics(site.steps[0]!.lhr, 991)).toEqual({
      inp: 948.968,
      tbt: 1065.0730000000005,
      inputDelay: 158.099,
      processing: 1.343,
      presentationDelay: 789.526,
      shown: 991,
    });
  });

  it('gives no INP when Lighthouse saw no interaction in the timespan', () => {
    const audits = { ...timespan.audits, 'interaction-to-next-paint': { details: undefined }, 'work-during-interaction': undefined };
    const read = interactionMetrics({ ...timespan, audits });
    expect(read.inp).toBeNaN();
    expect(read.inputDelay).toBeNaN();
    expect(read.shown).toBeNaN();
    expect(read.tbt).toBeCloseTo(81.3, 1);
  });

  it('refuses a navigation report and a failed run', () => {
    expect(() => interactionMetrics({ ...timespan, gatherMode: 'navigation' })).toThrow(ReportError);
    expect(() => interactionMetrics({ ...timespan, runtimeError: { code: 'PROTOCOL_TIMEOUT', message: 'no answer' } })).toThrow(/PROTOCOL_TIMEOUT no answer/);
  });
});

describe('summarizeInteractions', () => {
  const runs: InteractionRun[] = [
    { id: 'results-filters', page: '/us/s/?a=1', metrics: metrics(240) },
    { id: 'home-activity-tray', page: '/us/', metrics: metrics(80, { tbt: 0 }) },
    { id: 'home-activity-tray', page: '/us/', metrics: metrics(120, { tbt: 40 }) },
    { id: 'home-activity-tray', page: '/us/', metrics: metrics(90, { tbt: 30 }) },
    { id: 'results-filters', page: '/us/s/?a=1', metrics: metrics(160) },
  ];

  it('gives each interaction its medians, in the order interactions run, and its verdict against 200 ms', () => {
    const rows = summarizeInteractions(runs);
    expect(rows.map((row) => [row.id, row.inp, row.tbt, row.runs, row.verdict])).toEqual([
      ['home-activity-tray', 90, 30, 3, 'pass'],
      ['results-filters', 200, 10, 2, 'pass'],
    ]);
  });

  it('does not pass an interaction when a run saw no INP, and says “no INP” when none did', () => {
    const rows = summarizeInteractions([
      { id: 'home-date-tray', page: '/us/', metrics: metrics(50) },
      { id: 'home-date-tray', page: '/us/', metrics: metrics(Number.NaN) },
      { id: 'space-gallery-photo', page: '/us/space/1/x', metrics: metrics(Number.NaN) },
    ]);
    expect(rows.map((row) => [row.id, row.inp, row.missing, row.verdict])).toEqual([
      ['home-date-tray', 50, 1, 'fail'],
      ['space-gallery-photo', Number.NaN, 1, 'no INP'],
    ]);
  });

  it('passes at 200 ms and fails above', () => {
    expect([verdict(200), verdict(200.5), verdict(Number.NaN)]).toEqual(['pass', 'fail', 'no INP']);
  });
});

describe('formatInteractionsTable', () => {
  const settings: MeasuredSettings = {
    formFactor: 'mobile',
    throttlingMethod: 'devtools',
    screenEmulation: { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true },
    throttling: { requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, cpuSlowdownMultiplier: 4 },
  };

  it('prints the emulation, one row per interaction with INP, its phases, TBT, the time to show, pass or fail, and the legend', () => {
    const rows = summarizeInteractions([
      { id: 'home-activity-tray', page: '/us/', metrics: metrics(62.4, { tbt: 0, shown: 140.2 }) },
      { id: 'results-filters', page: '/us/s/?a=1', metrics: metrics(150) },
      { id: 'space-gallery-photo', page: '/us/space/7/loft', metrics: metrics(260.6, { tbt: 310 }) },
      { id: 'space-booking-date', page: '/us/space/7/loft', metrics: metrics(Number.NaN) },
    ]);
    const lines = formatInteractionsTable(rows, settings).split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'Lighthouse mobile: 412×823 at 1.75×, devtools, latency 562.5 ms, 1.4 Mbps, CPU slowdown 4× (timespan: devtools throttling, not simulated)',
      '',
      'interaction          result         INP ms  input  process  present  TBT ms  shown ms          runs',
      '-------------------  -------------  ------  -----  -------  -------  ------  --------  ------------',
      'home-activity-tray   pass               62      5       20       37       0       140             1',
      'results-filters      pass (> goal)     150      5       20      125      10       200             1',
      'space-booking-date   no INP              –      5       20        –      10         –  1 (1 no INP)',
      'space-gallery-photo  fail              261      5       20      236     310       311             1',
    ]);
    expect(lines[9]).toMatch(/^federated site only; .*pass: INP ≤ 200 ms \(goal 100 ms\)/);
    expect(lines).toContain(`  home-activity-tray: ${INTERACTION_DESCRIPTIONS['home-activity-tray']}`);
    expect(lines).toContain(`  space-gallery-photo: ${INTERACTION_DESCRIPTIONS['space-gallery-photo']} (/us/space/7/loft)`);
  });
});

describe('the interactions', () => {
  it('each have a page, a description and steps: a target, a press and what shows it answered', () => {
    for (const id of INTERACTION_IDS) {
      expect(INTERACTION_PAGES[id]).toMatch(/^(\/|space$)/);
      expect(INTERACTION_DESCRIPTIONS[id]).toBeTruthy();
      expect(INTERACTION_STEPS[id].target).toBeTruthy();
      expect(INTERACTION_STEPS[id].shown.selector).toBeTruthy();
    }
  });

  it('cover the hero’s three trays, the search modal, the filters, the booking date and time and the gallery', () => {
    expect(INTERACTION_IDS).toEqual([
      'home-activity-tray',
      'home-location-tray',
      'home-date-tray',
      'home-search-modal',
      'results-filters',
      'space-booking-open',
      'space-booking-date',
      'space-booking-time',
      'space-gallery-photo',
    ]);
  });
});

describe('dateAhead', () => {
  it('gives the date in ISO and as typed into an en-US date field, across a year end', () => {
    expect(dateAhead(45, new Date(2026, 11, 2, 23, 30))).toEqual({ iso: '2027-01-16', typed: '01162027' });
  });
});
