import * as v from 'valibot';
import {
  HOW_HEARD_LABELS,
  HOW_HEARD_OPTIONS,
  HOW_HEARD_VALUES,
  HowHeardSchema,
  US_TIME_ZONES,
  browserInUsTimeZone,
  howHeardOptions,
  isUsTimeZone,
  isUsUtcOffset,
  marketingDefault,
  unsubscribeFor,
  type MessageLanguage,
} from '../index';
import { messageOf } from './expect-message';

describe('how did you hear options', () => {
  it('lists the spec §9 options in order with Hourspace for {product}', () => {
    expect(HOW_HEARD_OPTIONS.map((o) => o.label)).toEqual([
      'Online search',
      'Social media',
      'Was in a Hourspace location',
      'Friend or family',
      'Hourspace contacted me',
      'Radio or television',
      'Other',
    ]);
    expect(HOW_HEARD_OPTIONS.map((o) => o.value)).toEqual([...HOW_HEARD_VALUES]);
  });

  it('has a distinct translated label for every value in fr, es and de', () => {
    for (const language of ['fr', 'es', 'de'] as const) {
      const labels = howHeardOptions(language).map((o) => o.label);
      expect(new Set(labels).size).toBe(HOW_HEARD_VALUES.length);
      for (const value of HOW_HEARD_VALUES) expect(HOW_HEARD_LABELS[language][value]).not.toBe(HOW_HEARD_LABELS.en[value]);
    }
    expect(howHeardOptions('de')[2]).toEqual({ value: 'hourspace_location', label: 'War an einem Hourspace-Ort' });
  });

  it('falls back to English for an unknown language', () => {
    expect(howHeardOptions('it' as MessageLanguage)).toEqual(HOW_HEARD_OPTIONS);
  });

  it('accepts only the stable values', () => {
    expect(v.parse(HowHeardSchema, 'other')).toBe('other');
    expect(messageOf(HowHeardSchema, 'Other')).toBe('Please select an option from the list.');
  });
});

describe('marketingDefault', () => {
  it.each([
    'America/New_York',
    'America/Chicago',
    'America/Denver',
    'America/Phoenix',
    'America/Los_Angeles',
    'America/Anchorage',
    'America/Adak',
    'Pacific/Honolulu',
    'America/Detroit',
    'America/Indiana/Knox',
    'America/Kentucky/Monticello',
    'America/Boise',
    'America/Juneau',
    'America/Puerto_Rico',
    'US/Eastern',
    'America/Indianapolis',
  ])('gives the opt-out box, unticked and still subscribed, in %s', (zone) => {
    expect(marketingDefault(zone)).toEqual({
      region: 'opt-out',
      labelKey: 'marketing.optOutLabel',
      label: "I don't want to receive marketing emails",
      checked: false,
      unsubscribe: false,
    });
  });

  it.each(['Europe/Paris', 'Europe/London', 'America/Toronto', 'America/Mexico_City', 'Australia/Sydney', 'UTC', 'Etc/GMT+5'])(
    'gives the opt-in box, unticked and unsubscribed, in %s',
    (zone) => {
      expect(marketingDefault(zone)).toEqual({
        region: 'opt-in',
        labelKey: 'marketing.optInLabel',
        label: "I'd like to receive marketing emails",
        checked: false,
        unsubscribe: true,
      });
    },
  );

  it('treats a missing or unknown time zone as opt-in without throwing', () => {
    expect(marketingDefault(undefined).region).toBe('opt-in');
    expect(marketingDefault('Mars/Olympus_Mons').region).toBe('opt-in');
    expect(isUsTimeZone('')).toBe(false);
  });

  it('matches time zone names whatever their case', () => {
    expect(isUsTimeZone('america/chicago')).toBe(true);
  });

  it("reads the browser's time zone by default", () => {
    expect(marketingDefault()).toEqual(marketingDefault(Intl.DateTimeFormat().resolvedOptions().timeZone));
  });

  it('lists only real time zone names, all of them recognised as US', () => {
    for (const zone of US_TIME_ZONES) {
      expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
      expect(isUsTimeZone(zone)).toBe(true);
    }
  });

  it('covers every canonical US zone the runtime knows in the Indiana, Kentucky and North Dakota families', () => {
    const families = Intl.supportedValuesOf('timeZone').filter((z) => /^America\/(Indiana|Kentucky|North_Dakota)\//.test(z));
    expect(families.length).toBeGreaterThan(0);
    for (const zone of families) expect([zone, isUsTimeZone(zone)]).toEqual([zone, true]);
  });
});

describe('unsubscribeFor', () => {
  it('unsubscribes when the opt-out box is ticked or the opt-in box is not', () => {
    expect(unsubscribeFor('opt-out', true)).toBe(true);
    expect(unsubscribeFor('opt-out', false)).toBe(false);
    expect(unsubscribeFor('opt-in', true)).toBe(false);
    expect(unsubscribeFor('opt-in', false)).toBe(true);
  });
});

/** Minutes behind UTC, as `Date#getTimezoneOffset` counts, of `timeZone` at `date`. */
function minutesBehindUtc(timeZone: string, date: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /^GMT(?:([+-])(\d{2}):(\d{2}))?$/.exec(name);
  if (!match) throw new Error(`no offset in "${name}" for ${timeZone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '+' ? -minutes : minutes;
}

describe('the browser in a US time zone, offsets first', () => {
  afterEach(() => jest.restoreAllMocks());

  it('knows every offset every US zone has in winter and in summer', () => {
    for (const zone of US_TIME_ZONES) {
      for (const date of [new Date(Date.UTC(2026, 0, 1, 12)), new Date(Date.UTC(2026, 6, 1, 12))]) {
        expect([zone, isUsUtcOffset(minutesBehindUtc(zone, date))]).toEqual([zone, true]);
      }
    }
  });

  it('knows offsets of other zones are not US ones', () => {
    for (const zone of ['UTC', 'Europe/London', 'Europe/Berlin', 'Asia/Tokyo', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Auckland']) {
      const january = minutesBehindUtc(zone, new Date(Date.UTC(2026, 0, 1, 12)));
      const july = minutesBehindUtc(zone, new Date(Date.UTC(2026, 6, 1, 12)));
      expect([zone, isUsUtcOffset(january) && isUsUtcOffset(july)]).toEqual([zone, false]);
    }
  });

  it("does not ask for the zone's name when its offsets are no US zone's", () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(-60);
    const format = jest.spyOn(Intl, 'DateTimeFormat');
    expect(browserInUsTimeZone()).toBe(false);
    expect(format).not.toHaveBeenCalled();
  });

  it("asks for the zone's name when a US zone has its offsets", () => {
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    const resolved = (timeZone: string) => jest.spyOn(Intl, 'DateTimeFormat').mockReturnValue({ resolvedOptions: () => ({ timeZone }) } as unknown as Intl.DateTimeFormat);
    resolved('America/Chicago');
    expect(browserInUsTimeZone()).toBe(true);
    jest.restoreAllMocks();
    jest.spyOn(Date.prototype, 'getTimezoneOffset').mockReturnValue(300);
    resolved('America/Bogota');
    expect(browserInUsTimeZone()).toBe(false);
  });
});
