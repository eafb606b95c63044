import { formatDateTimeSummary, recompute, type TimeValue } from '@hourspace/time';

/** The "When" field's text (spec §4): 'Anytime' with no date, else the short date and the times. */
export function summarizeDateTime(state: { date: string | null; startTime: TimeValue; endTime: TimeValue }, locale: string, anytime: string): string {
  return formatDateTimeSummary(recompute({ date: state.date, startTime: state.startTime, endTime: state.endTime }), locale, anytime);
}
