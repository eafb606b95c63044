import type { CalendarBooking, HostCalendar, OpeningHoursAnswer } from '@hourspace/api-client';
import { Button } from '@hourspace/ui';
import { WEEKDAYS } from '@hourspace/validation';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Confirmation, ErrorCard } from '../../../components/error-card';
import { HostOnly, localHref } from '../../../components/host-only';
import { Skeleton } from '../../../components/skeleton';
import { useHostCalendarQuery, useHostListingQuery, useUnblockDay } from '../api/hosting';
import { editHash } from '../lib/edit-target';
import { timeOfDay } from '../../../lib/time-of-day';
import { addDays, addMonths, dayLabel, hoursLabel, monthGrid, monthLabel, monthOf, weekdayIndex, weekdayLongNames, weekdayNames } from '../lib/format';
import { BlockDayDialog } from './block-day-dialog';
import { SpacePage } from './space-page';
import styles from './hosting.module.css';

/** The bookings of a space that touch a day (local wall-clock stamps). */
function bookingsOn(calendar: HostCalendar, day: string): CalendarBooking[] {
  const next = `${addDays(day, 1)}T00:00:00`;
  return calendar.bookings.filter((b) => b.starts_at < next && b.ends_at > `${day}T00:00:00`);
}

type OpeningDay = OpeningHoursAnswer['mon'];

/** A day's hours ('9:00 AM – 10:00 PM') in the page's locale. */
function openRange(day: NonNullable<OpeningDay>, locale: string): string {
  return `${timeOfDay(day.opens, locale)} – ${timeOfDay(day.closes, locale)}`;
}

/** The space's hours on a date: its weekday's, null when that weekday is closed, undefined while they are not known. */
function hoursOn(hours: OpeningHoursAnswer | null | undefined, day: string): OpeningDay | undefined {
  const weekday = WEEKDAYS[weekdayIndex(day)];
  return hours && weekday ? hours[weekday] : undefined;
}

/**
 * The space's opening hours per weekday (docs/decisions/listing-publish.md: a seeded space's are
 * seven equal days), with a link to change them in the listing's edit view (docs/decisions/my-listings-page.md).
 */
function OpeningHours({ spaceId, locale }: { spaceId: number; locale: string }) {
  const { t } = useTranslation('mf-account');
  const listing = useHostListingQuery(spaceId);
  const hours = listing.data?.opening_hours;
  const names = weekdayLongNames(locale);
  return (
    <section className={styles.hours} aria-labelledby="calendar-hours-title">
      <h2 id="calendar-hours-title" className={styles.sectionTitle}>
        {t('hosting.calendar.hoursTitle')}
      </h2>
      {listing.isPending ? (
        <Skeleton lines={2} />
      ) : listing.isError ? (
        <ErrorCard onRetry={() => void listing.refetch()} retrying={listing.isFetching} />
      ) : !hours ? (
        <p>{t('hosting.calendar.hoursUnset')}</p>
      ) : (
        <dl className={styles.hoursList}>
          {WEEKDAYS.map((weekday, i) => {
            const day = hours[weekday];
            return (
              <div key={weekday} className={styles.hoursRow} data-closed={day ? undefined : 'true'}>
                <dt>{names[i]}</dt>
                <dd>{day ? openRange(day, locale) : t('hosting.calendar.closed')}</dd>
              </div>
            );
          })}
        </dl>
      )}
      <p>
        <a href={`${localHref('/mylistings')}${editHash(spaceId)}`}>{t('hosting.calendar.hoursEdit')}</a>
      </p>
    </section>
  );
}

/** The state a booking shows under: the word /bookings uses for it (a paid, accepted booking is "Confirmed"). */
const stateOf = (b: CalendarBooking) => b.status;

function MonthGrid({ spaceId, locale }: { spaceId: number; locale: string }) {
  const { t } = useTranslation('mf-account');
  const today = new Date().toISOString().slice(0, 10);
  const [month, setMonth] = useState(() => {
    const asked = new URLSearchParams(window.location.search).get('month');
    return asked && /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : monthOf(new Date());
  });
  const [selected, setSelected] = useState(() => (today.startsWith(month) ? today : `${month}-01`));
  const [blocking, setBlocking] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const query = useHostCalendarQuery(spaceId, month);
  const hours = useHostListingQuery(spaceId).data?.opening_hours;
  const unblock = useUnblockDay(spaceId);
  const grid = useRef<HTMLTableElement>(null);
  const focusDay = useRef(false);

  useEffect(() => {
    if (!focusDay.current) return;
    // An arrow past the month's edge loads the next month first: focus its day once it is drawn.
    const day = grid.current?.querySelector<HTMLButtonElement>(`[data-day="${selected}"]`);
    if (!day) return;
    focusDay.current = false;
    day.focus();
  });

  const goMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    setSelected(`${next}-01`);
    setNote(null);
  };
  const move = (day: string) => {
    if (!day.startsWith(month)) setMonth(day.slice(0, 7));
    setSelected(day);
    setNote(null);
    focusDay.current = true;
  };
  const onKey = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const steps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      move(addDays(day, step));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      const days = monthGrid(month).filter((d): d is string => d !== null);
      move((event.key === 'Home' ? days[0] : days.at(-1)) ?? day);
    } else if (event.key === 'PageUp' || event.key === 'PageDown') {
      event.preventDefault();
      const target = addMonths(day.slice(0, 7), event.key === 'PageUp' ? -1 : 1);
      const lastDay = monthGrid(target).filter((d) => d !== null).length;
      move(`${target}-${String(Math.min(Number(day.slice(8)), lastDay)).padStart(2, '0')}`);
    }
  };

  const cells = monthGrid(month);
  const weeks: Array<Array<string | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push([...cells.slice(i, i + 7), ...Array.from({ length: Math.max(0, i + 7 - cells.length) }, () => null)]);
  const names = weekdayNames(locale);
  const calendar = query.data;
  const blockedOn = (day: string) => calendar?.blocked.find((b) => b.day === day);
  const selectedBookings = calendar ? bookingsOn(calendar, selected) : [];
  const selectedBlock = blockedOn(selected);
  const selectedHours = hoursOn(hours, selected);

  return (
    <div className={styles.calendar}>
      <OpeningHours spaceId={spaceId} locale={locale} />
      <div className={styles.monthBar}>
        <Button variant="secondary" onClick={() => goMonth(-1)}>
          {t('hosting.calendar.previous')}
        </Button>
        <h2 id="calendar-month" className={styles.monthTitle} aria-live="polite">
          {monthLabel(month, locale)}
        </h2>
        <Button variant="secondary" onClick={() => goMonth(1)}>
          {t('hosting.calendar.next')}
        </Button>
      </div>
      {query.isPending ? (
        <Skeleton />
      ) : query.isError ? (
        <ErrorCard onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : (
        <>
          <p className={styles.hint}>{t('hosting.calendar.keys')}</p>
          <div className={styles.gridScroll}>
            <table ref={grid} className={styles.grid} role="grid" aria-labelledby="calendar-month">
              <thead>
                <tr>
                  {names.map((name, i) => (
                    <th key={name} scope="col" data-closed={hours && hours[WEEKDAYS[i] ?? 'mon'] === null ? 'true' : undefined}>
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {weeks.map((week, w) => (
                  <tr key={w}>
                    {week.map((day, d) => {
                      if (day === null) return <td key={`empty-${w}-${d}`} className={styles.emptyDay} />;
                      const dayBookings = calendar ? bookingsOn(calendar, day) : [];
                      const blocked = blockedOn(day);
                      const closed = hoursOn(hours, day) === null;
                      const summary = [
                        dayLabel(day, locale),
                        closed ? t('hosting.calendar.closed') : null,
                        blocked ? t('hosting.calendar.blockedAs', { title: blocked.title }) : null,
                        dayBookings.length ? t('hosting.calendar.bookingCount', { count: dayBookings.length }) : null,
                      ]
                        .filter(Boolean)
                        .join(', ');
                      return (
                        <td key={day} className={styles.day} data-blocked={blocked ? 'true' : undefined} data-closed={closed ? 'true' : undefined} aria-selected={day === selected}>
                          <button
                            type="button"
                            className={styles.dayButton}
                            data-day={day}
                            tabIndex={day === selected ? 0 : -1}
                            aria-label={summary}
                            aria-current={day === today ? 'date' : undefined}
                            onClick={() => {
                              setSelected(day);
                              setNote(null);
                            }}
                            onKeyDown={(event) => onKey(event, day)}
                          >
                            <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
                            {closed && <span className={styles.closedChip}>{t('hosting.calendar.closed')}</span>}
                            {blocked && <span className={styles.blockedChip}>{blocked.title}</span>}
                            {dayBookings.slice(0, 2).map((b) => (
                              <span key={b.id} className={styles.bookingChip} data-state={stateOf(b)}>
                                {b.guest_first_name || t(`bookingsPage.states.${stateOf(b)}`, { defaultValue: stateOf(b) })}
                              </span>
                            ))}
                            {dayBookings.length > 2 && <span className={styles.more}>{t('hosting.calendar.more', { count: dayBookings.length - 2 })}</span>}
                          </button>
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <section className={styles.dayPanel} aria-labelledby="calendar-day-title">
            <h3 id="calendar-day-title" className={styles.dayTitle}>
              {dayLabel(selected, locale)}
            </h3>
            {note && <Confirmation>{note}</Confirmation>}
            {selectedHours !== undefined && <p>{selectedHours ? t('hosting.calendar.openOn', { hours: openRange(selectedHours, locale) }) : t('hosting.calendar.closedOn')}</p>}
            {selectedBlock && (
              <div className={styles.blockedNote}>
                <p>{t('hosting.calendar.blockedAs', { title: selectedBlock.title })}</p>
                <Button
                  variant="secondary"
                  loading={unblock.isPending}
                  onClick={() => unblock.mutate(selectedBlock.id, { onSuccess: () => setNote(t('hosting.calendar.unblocked')) })}
                >
                  {t('hosting.calendar.unblock')}
                </Button>
              </div>
            )}
            {unblock.isError && (
              <p role="alert" className={styles.error}>
                {t('common.unexpected')}
              </p>
            )}
            {selectedBookings.length === 0 ? (
              <p>{t('hosting.calendar.noBookings')}</p>
            ) : (
              <ul className={styles.dayBookings}>
                {selectedBookings.map((b) => (
                  <li key={b.id}>
                    <span className={styles.state} data-state={stateOf(b)}>
                      {t(`bookingsPage.states.${stateOf(b)}`, { defaultValue: stateOf(b) })}
                    </span>{' '}
                    {hoursLabel(b.starts_at, b.ends_at, locale)} · {t('hosting.calendar.guest', { name: b.guest_first_name || t('hosting.calendar.someone') })}
                    {b.attendees !== null && ` · ${t('bookingsPage.attendees', { count: b.attendees })}`}
                    {b.thread_id && (
                      <>
                        {' · '}
                        <a href={localHref(`/inbox?thread=${encodeURIComponent(b.thread_id)}`)}>{t('hosting.calendar.openThread')}</a>
                      </>
                    )}
                  </li>
                ))}
              </ul>
            )}
            {!selectedBlock && selected >= today && <Button onClick={() => setBlocking(true)}>{t('hosting.calendar.block')}</Button>}
          </section>
        </>
      )}
      {blocking && (
        <BlockDayDialog
          spaceId={spaceId}
          day={selected}
          locale={locale}
          onClose={() => setBlocking(false)}
          onBlocked={() => {
            setBlocking(false);
            setNote(t('hosting.calendar.blocked'));
          }}
        />
      )}
    </div>
  );
}

/** `/calendar`: a space's opening hours, and a month grid with its bookings, blocked days and closed weekdays; block a day (required title) or unblock it. */
export function CalendarPage() {
  return (
    <HostOnly strings="hosting.hostOnly">
      <SpacePage>{(space, locale) => <MonthGrid key={space.id} spaceId={space.id} locale={locale} />}</SpacePage>
    </HostOnly>
  );
}
