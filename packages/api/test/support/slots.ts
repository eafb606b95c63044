/** `HH:MM` of a number of minutes after midnight. */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The date `days` from now, YYYY-MM-DD (UTC). */
export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * Hours of a space `days` from now as a booking request names them: from its opening (10:00 at
 * the earliest), `hours` long (its minimum, and three at least, unless told); `endMinute` is
 * when it ends, in minutes after midnight.
 */
export function slotOf(space: { opens_at: number; min_hours: number }, days: number, hours = Math.max(3, space.min_hours)) {
  const day = daysFromNow(days);
  const start = Math.max(space.opens_at, 600);
  const endMinute = start + hours * 60;
  return { day, hours, endMinute, starts_at: `${day}T${clockTime(start)}:00`, ends_at: `${day}T${clockTime(endMinute)}:00` };
}
