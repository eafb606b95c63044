import { MESSAGES, type MessageKey } from './messages';

/**
 * IANA time zones of the United States: every zone the tz database lists for
 * US in zone1970.tab/zone.tab, the inhabited territories (CAN-SPAM, the
 * opt-out regime, covers them too), and the backward-compatible aliases a
 * browser may still report (US/Eastern, America/Indianapolis, EST5EDT …).
 */
export const US_TIME_ZONES: readonly string[] = [
  // Eastern
  'America/New_York',
  'America/Detroit',
  'America/Kentucky/Louisville',
  'America/Kentucky/Monticello',
  'America/Indiana/Indianapolis',
  'America/Indiana/Vincennes',
  'America/Indiana/Winamac',
  'America/Indiana/Marengo',
  'America/Indiana/Petersburg',
  'America/Indiana/Vevay',
  // Central
  'America/Chicago',
  'America/Indiana/Tell_City',
  'America/Indiana/Knox',
  'America/Menominee',
  'America/North_Dakota/Center',
  'America/North_Dakota/New_Salem',
  'America/North_Dakota/Beulah',
  // Mountain
  'America/Denver',
  'America/Boise',
  'America/Phoenix',
  // Pacific
  'America/Los_Angeles',
  // Alaska
  'America/Anchorage',
  'America/Juneau',
  'America/Sitka',
  'America/Metlakatla',
  'America/Yakutat',
  'America/Nome',
  // Hawaii-Aleutian
  'America/Adak',
  'Pacific/Honolulu',
  // Territories
  'America/Puerto_Rico',
  'America/St_Thomas',
  'America/Virgin',
  'Pacific/Guam',
  'Pacific/Saipan',
  'Pacific/Pago_Pago',
  'Pacific/Samoa',
  'Pacific/Midway',
  'Pacific/Wake',
  // Backward-compatible names
  'America/Atka',
  'America/Fort_Wayne',
  'America/Indianapolis',
  'America/Knox_IN',
  'America/Louisville',
  'America/Shiprock',
  'Navajo',
  'Pacific/Johnston',
  'US/Alaska',
  'US/Aleutian',
  'US/Arizona',
  'US/Central',
  'US/East-Indiana',
  'US/Eastern',
  'US/Hawaii',
  'US/Indiana-Starke',
  'US/Michigan',
  'US/Mountain',
  'US/Pacific',
  'US/Samoa',
  'EST5EDT',
  'CST6CDT',
  'MST7MDT',
  'PST8PDT',
];

const US_ZONE_SET: ReadonlySet<string> = new Set(US_TIME_ZONES.map((zone) => zone.toLowerCase()));

/** True when `timeZone` is a US time zone. Case-insensitive; aliases resolve through Intl. */
export function isUsTimeZone(timeZone: string | undefined | null): boolean {
  if (typeof timeZone !== 'string' || timeZone === '') return false;
  if (US_ZONE_SET.has(timeZone.toLowerCase())) return true;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
    return US_ZONE_SET.has(canonical.toLowerCase());
  } catch {
    return false; // not a time zone name at all
  }
}

/** 'opt-out': marketing by default, a box to refuse it. 'opt-in': none by default, a box to ask for it. */
export type MarketingRegion = 'opt-out' | 'opt-in';

/** The sign-up form's marketing checkbox, as it starts. */
export interface MarketingDefault {
  region: MarketingRegion;
  /** Message key of the label, for translation. */
  labelKey: Extract<MessageKey, 'marketing.optOutLabel' | 'marketing.optInLabel'>;
  /** The English label (spec §5, verbatim). */
  label: string;
  /** The box starts unticked in both regions. */
  checked: false;
  /** The sign-up payload's flag for the unticked box. */
  unsubscribe: boolean;
}

/**
 * The sign-up payload's `unsubscribe` flag for a box state. In the opt-out
 * region the box says "I don't want …", so ticking it unsubscribes; in the
 * opt-in region it says "I'd like …", so ticking it subscribes.
 */
export function unsubscribeFor(region: MarketingRegion, checked: boolean): boolean {
  return region === 'opt-out' ? checked : !checked;
}

function browserTimeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/**
 * Whether some US zone is this many minutes behind UTC (as `Date#getTimezoneOffset` counts)
 * in winter or in summer: UTC−4 to UTC−11 (the states, Puerto Rico, the Virgin Islands,
 * American Samoa, Midway), UTC+10 (Guam, the Northern Mariana Islands) and UTC+12 (Wake
 * Island). A test checks every zone of
 * {@link US_TIME_ZONES} against it.
 */
export function isUsUtcOffset(minutesBehindUtc: number): boolean {
  return (minutesBehindUtc >= 240 && minutesBehindUtc <= 660) || minutesBehindUtc === -600 || minutesBehindUtc === -720;
}

/**
 * Whether the browser's time zone is a US zone, as {@link isUsTimeZone} of its name. The
 * zone's offsets in January and July are read first, which costs nothing: a browser whose
 * offsets no US zone has is not in one, and never asks for the zone's name. That needs the
 * page's first `Intl.DateTimeFormat`, which loads the browser's time zone and calendar data
 * (15 to 25 ms on this machine, four times that on Lighthouse's phone:
 * docs/decisions/main-thread-tasks.md).
 */
export function browserInUsTimeZone(now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const offsets = [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset()];
  if (!offsets.every(isUsUtcOffset)) return false;
  return isUsTimeZone(browserTimeZone());
}

/**
 * The marketing opt-out default from the browser's time zone (spec §5): a US
 * zone gives the opt-out region (subscribed unless the box is ticked,
 * unsubscribe false); anywhere else the opt-in region (not subscribed unless
 * the box is ticked, unsubscribe true). See
 * docs/decisions/validation-marketing-default.md.
 */
export function marketingDefault(timeZone: string | undefined = browserTimeZone()): MarketingDefault {
  const region: MarketingRegion = isUsTimeZone(timeZone) ? 'opt-out' : 'opt-in';
  const labelKey = region === 'opt-out' ? 'marketing.optOutLabel' : 'marketing.optInLabel';
  return { region, labelKey, label: MESSAGES[labelKey], checked: false, unsubscribe: unsubscribeFor(region, false) };
}
