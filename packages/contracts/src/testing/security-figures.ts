import { appendFileSync } from 'node:fs';

/**
 * Records one figure (payloads tried, 5xx seen, milliseconds) for the hardening table. The
 * jest workspace config names a file per run in HOURSPACE_SECURITY_FIGURES before its
 * workers start; its reporter prints the table when the run ends. Outside such a run
 * (a single project run without the reporter) nothing is written.
 */
export function recordFigure(suite: string, label: string, value: number | string): void {
  const file = process.env.HOURSPACE_SECURITY_FIGURES;
  if (file) appendFileSync(file, `${JSON.stringify({ suite, label, value })}\n`);
}
