/**
 * `npm run bench:web -- --interactions`: lab INP per interaction (docs/decisions/bench-web.md,
 * "Interactions"). This module is the pure part: which interactions there are, what a timespan
 * report says about one, the medians and the table. The browser part is interaction-flow.ts.
 */
import { describeSettings, type MeasuredSettings } from './lighthouse-settings';
import { ReportError, type LighthouseResult } from './report';
import { median } from './stats';
import { layout } from './table';

/** Every interaction measured, in the order they run and print. */
export const INTERACTION_IDS = [
  'home-activity-tray',
  'home-location-tray',
  'home-date-tray',
  'home-search-modal',
  'results-filters',
  'space-booking-open',
  'space-booking-date',
  'space-booking-time',
  'space-gallery-photo',
] as const;
export type InteractionId = (typeof INTERACTION_IDS)[number];

/** The page each interaction starts on: a path, or `space` for the space page found at run time (as `--page space`). */
export const INTERACTION_PAGES: Readonly<Record<InteractionId, string>> = {
  'home-activity-tray': '/us/',
  'home-location-tray': '/us/',
  'home-date-tray': '/us/',
  'home-search-modal': '/us/',
  'results-filters': '/us/s/?activity=party&location=new+york%2C+ny',
  'space-booking-open': 'space',
  'space-booking-date': 'space',
  'space-booking-time': 'space',
  'space-gallery-photo': 'space',
};

/** What each interaction does, for `--help` and the table's legend. */
export const INTERACTION_DESCRIPTIONS: Readonly<Record<InteractionId, string>> = {
  'home-activity-tray': "/us/: tap the hero search's Activity field, until its tray shows",
  'home-location-tray': "/us/: tap the hero search's Location field, until its tray shows",
  'home-date-tray': "/us/: tap the hero search's When field, until the date tray shows",
  'home-search-modal': '/us/: tap a "find a space" link (#a=search), until the search modal shows',
  'results-filters': '/us/s/?…: tap Filters, until the filters panel shows',
  'space-booking-open': 'space page: tap "Request to book", until the booking tray shows',
  'space-booking-date': 'space page, booking tray open: type a date into the Date field, until the field holds it',
  'space-booking-time': 'space page, booking tray open, date set: ArrowDown on Start time, until it changes',
  'space-gallery-photo': 'space page: tap "Show all photos", until the full-screen photo dialog shows',
};

/** INP's thresholds for these interactions (docs/requirements.md): each must respond within 200 ms, the goal is 100. */
export const INP_LIMIT_MS = 200;
export const INP_GOAL_MS = 100;

export function isInteractionId(value: string): value is InteractionId {
  return (INTERACTION_IDS as readonly string[]).includes(value);
}

/** What one timespan report says about its interaction. Times in ms. */
export interface InteractionMetrics {
  /** Lab INP: `interaction-to-next-paint`'s value; NaN when Lighthouse saw no interaction in the timespan. */
  inp: number;
  /** Total blocking time during the timespan (`total-blocking-time`, observed under the devtools throttling). */
  tbt: number;
  /** INP's phases, from `work-during-interaction` (NaN when absent). */
  inputDelay: number;
  processing: number;
  presentationDelay: number;
  /** From the press to the tray, dialog or value the interaction waits for, read in the page (`performance.now()`). */
  shown: number;
}

interface PhaseRow {
  phase?: unknown;
  total?: unknown;
}

/** `work-during-interaction`'s phase rows (Lighthouse 12, English report: "Input delay", "Processing duration", "Presentation delay"). */
const PHASES = { inputDelay: 'input delay', processing: 'processing duration', presentationDelay: 'presentation delay' } as const;

function phases(lhr: LighthouseResult): Record<keyof typeof PHASES, number> {
  // A list of tables: the event target's, then the phases' (`{ phase, total, subItems }` rows).
  const details = lhr.audits['work-during-interaction']?.details as { items?: Array<{ items?: unknown }> } | undefined;
  const rows = (details?.items ?? []).flatMap((table) => (Array.isArray(table.items) ? (table.items as PhaseRow[]) : []));
  const find = (name: string) => {
    const total = rows.find((row) => typeof row.phase === 'string' && row.phase.toLowerCase() === name)?.total;
    return typeof total === 'number' ? total : Number.NaN;
  };
  return { inputDelay: find(PHASES.inputDelay), processing: find(PHASES.processing), presentationDelay: find(PHASES.presentationDelay) };
}

/**
 * INP, TBT and INP's phases from one timespan report (Lighthouse 12, user-flow timespan step);
 * throws when Lighthouse could not measure, or when the report is a navigation's.
 */
export function interactionMetrics(lhr: LighthouseResult & { gatherMode?: string }, shown: number = Number.NaN): InteractionMetrics {
  if (lhr.runtimeError)
    throw new ReportError(
      `Lighthouse could not measure the timespan on ${lhr.requestedUrl ?? lhr.finalDisplayedUrl ?? 'the page'}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
    );
  if (lhr.gatherMode !== undefined && lhr.gatherMode !== 'timespan') throw new ReportError(`a ${lhr.gatherMode} report is not an interaction's (timespan) report`);
  const inp = lhr.audits['interaction-to-next-paint']?.numericValue;
  const tbt = lhr.audits['total-blocking-time']?.numericValue;
  return {
    inp: typeof inp === 'number' ? inp : Number.NaN,
    tbt: typeof tbt === 'number' ? tbt : Number.NaN,
    ...phases(lhr),
    shown,
  };
}

/** One measured run of one interaction. */
export interface InteractionRun {
  id: InteractionId;
  page: string;
  metrics: InteractionMetrics;
}

/** The medians of one interaction (each column its own median) and its verdict. */
export interface InteractionRow extends InteractionMetrics {
  id: InteractionId;
  page: string;
  runs: number;
  /** Runs in which Lighthouse saw no interaction (INP missing): such a row cannot pass. */
  missing: number;
  verdict: 'pass' | 'fail' | 'no INP';
}

const COLUMNS = ['inp', 'tbt', 'inputDelay', 'processing', 'presentationDelay', 'shown'] as const;

/** The verdict of a median INP: `pass` within 200 ms, `fail` above, `no INP` when no run measured one. */
export function verdict(inp: number): InteractionRow['verdict'] {
  if (!Number.isFinite(inp)) return 'no INP';
  return inp <= INP_LIMIT_MS ? 'pass' : 'fail';
}

/** Medians per interaction, in `INTERACTION_IDS`' order; interactions without a run are left out. */
export function summarizeInteractions(runs: readonly InteractionRun[]): InteractionRow[] {
  return INTERACTION_IDS.flatMap((id) => {
    const mine = runs.filter((run) => run.id === id);
    if (mine.length === 0) return [];
    const medians = Object.fromEntries(COLUMNS.map((column) => [column, median(mine.map((run) => run.metrics[column]))])) as unknown as InteractionMetrics;
    const missing = mine.filter((run) => !Number.isFinite(run.metrics.inp)).length;
    // A run without INP is not a fast run: with any, the row does not pass.
    const row: InteractionRow = {
      id,
      page: mine[0]!.page,
      runs: mine.length,
      missing,
      ...medians,
      verdict: missing > 0 && Number.isFinite(medians.inp) ? 'fail' : verdict(medians.inp),
    };
    return [row];
  });
}

const dash = '–';
const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : dash);

/**
 * The table `--interactions` prints: a first line naming what Lighthouse emulated (from the
 * reports' settings: devtools throttling, since a timespan cannot be simulated), one row per
 * interaction with the medians (INP and its phases, TBT during the timespan, the time until
 * the tray or dialog showed) and pass/fail against 200 ms, then the legend.
 */
export function formatInteractionsTable(rows: readonly InteractionRow[], settings: MeasuredSettings): string {
  const header = ['interaction', 'result', 'INP ms', 'input', 'process', 'present', 'TBT ms', 'shown ms', 'runs'];
  const body = rows.map((row) => [
    row.id,
    row.verdict === 'pass' && row.inp > INP_GOAL_MS ? 'pass (> goal)' : row.verdict,
    ms(row.inp),
    ms(row.inputDelay),
    ms(row.processing),
    ms(row.presentationDelay),
    ms(row.tbt),
    ms(row.shown),
    row.missing ? `${row.runs} (${row.missing} no INP)` : String(row.runs),
  ]);
  const legend = [
    `federated site only; median per column; pass: INP ≤ ${INP_LIMIT_MS} ms (goal ${INP_GOAL_MS} ms); input/process/present: INP's phases;`,
    'TBT: total blocking time during the timespan; shown: from the press to the tray, dialog or value in the page.',
    ...rows.map((row) => `  ${row.id}: ${INTERACTION_DESCRIPTIONS[row.id]}${INTERACTION_PAGES[row.id] === 'space' ? ` (${row.page})` : ''}`),
  ];
  return `${describeSettings(settings)} (timespan: devtools throttling, not simulated)\n\n${layout(header, body)}\n\n${legend.join('\n')}`;
}
