import type { OpeningDayBody } from '@hourspace/api-client';
import { useShellServices } from '@hourspace/remote';
import { Checkbox, Select, TextField } from '@hourspace/ui';
import {
  LISTING_CANCELLATION_POLICIES,
  LISTING_LIMITS,
  ListingBufferSchema,
  ListingDescriptionSchema,
  ListingDiscountSchema,
  ListingHourlyPriceSchema,
  ListingHouseRulesSchema,
  ListingMinHoursSchema,
  ListingNoticeSchema,
  ListingPolicySchema,
  ListingWindowSchema,
  MESSAGES,
  OpeningHoursSchema,
  WEEKDAYS,
  timeMinutes,
  translateMessage,
  type Weekday,
} from '@hourspace/validation';
import { useForm } from '@hourspace/validation/react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { TextAreaField } from '../../../../components/text-area-field';
import { timeOfDay } from '../../../../lib/time-of-day';
import styles from '../add-space.module.css';
import { Counter, minorText, numberText, ServerError, StepActions, StepForm, type StepFormProps } from './step-parts';
import { numberFormat, dateTimeFormat } from '@hourspace/i18n';

/** The longest open day of a week in minutes (0 when every day is closed or the week is not set). */
export function longestDayMinutes(week: Partial<Record<Weekday, OpeningDayBody>> | null | undefined): number {
  if (!week) return 0;
  return Math.max(0, ...WEEKDAYS.map((day) => week[day]).map((hours) => (hours ? timeMinutes(hours.closes) - timeMinutes(hours.opens) : 0)));
}

/** A money field in major units to minor units (two decimals at most). */
function toMinor(text: string): number {
  return Math.round(Number(text.trim().replace(',', '.')) * 100);
}

/** The cleaning fee as typed, in major units: empty means none, else 0 to 10,000 with two decimals at most. */
const CleaningFeeTextSchema = v.pipe(
  v.string(),
  v.check((text) => {
    const trimmed = text.trim().replace(',', '.');
    if (trimmed === '') return true;
    const n = Number(trimmed);
    return /^\d+(\.\d{1,2})?$/.test(trimmed) && n >= 0 && n * 100 <= LISTING_LIMITS.cleaningFeeMaxMinor;
  }, MESSAGES['listing.cleaningFee.range']),
);

const PRICE = { hourly_price: ListingHourlyPriceSchema, min_hours: ListingMinHoursSchema, cleaning_fee: CleaningFeeTextSchema, discount: ListingDiscountSchema };
type PriceField = keyof typeof PRICE;

function formatMoney(minor: number, currency: string, locale: string): string {
  try {
    return numberFormat(locale, { style: 'currency', currency }).format(minor / 100);
  } catch {
    return `${(minor / 100).toFixed(2)} ${currency}`;
  }
}

/** What the host earns before fees for a booking of `hours`, as the guest's quote adds it up (docs/decisions/listing-publish.md). */
function exampleTotal(hours: number, hourlyMinor: number, cleaningMinor: number, discountPercent: number) {
  const hoursAmount = hours * hourlyMinor;
  const discount = hours >= LISTING_LIMITS.discountFromHours ? Math.round((hoursAmount * discountPercent) / 100) : 0;
  return { hoursAmount, discount, total: hoursAmount - discount + cleaningMinor };
}

/** The price: hourly rate, minimum hours, cleaning fee and the 8-hour discount, with what a guest would see for two example bookings. */
export function PriceStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const form = useForm<PriceField>(PRICE);
  const currency = values?.currency ?? 'USD';
  const [price, setPrice] = useState(values?.hourly_price_minor != null ? minorText(values.hourly_price_minor) : numberText(values?.hourly_price));
  const [minHours, setMinHours] = useState(numberText(values?.min_hours, '1'));
  const [fee, setFee] = useState(minorText(values?.cleaning_fee_minor, ''));
  const [discount, setDiscount] = useState(numberText(values?.long_discount_percent, '0'));
  const fields = { hourly_price: price, min_hours: minHours, cleaning_fee: fee, discount };
  const [tooLong, setTooLong] = useState<string | null>(null);
  const submit = () => {
    if (busy || !form.validator.validateAll(fields).valid) return;
    // A minimum longer than every day the space is open could never be booked.
    const longest = longestDayMinutes(values?.opening_hours as Week | null | undefined);
    const minimum = v.parse(ListingMinHoursSchema, minHours);
    setTooLong(longest > 0 && minimum * 60 > longest ? t('addSpace.fields.minLongerThanHours', { count: minimum }) : null);
    if (longest > 0 && minimum * 60 > longest) return;
    onSave({
      hourly_price_minor: Math.round(v.parse(ListingHourlyPriceSchema, price) * 100),
      min_hours: v.parse(ListingMinHoursSchema, minHours),
      cleaning_fee_minor: fee.trim() === '' ? 0 : toMinor(fee),
      long_discount_percent: v.parse(ListingDiscountSchema, discount),
    });
  };
  const parsed = v.safeParse(ListingHourlyPriceSchema, price);
  const feeOk = v.safeParse(CleaningFeeTextSchema, fee).success;
  const discountParsed = v.safeParse(ListingDiscountSchema, discount);
  const minParsed = v.safeParse(ListingMinHoursSchema, minHours);
  const examples =
    parsed.success && feeOk && discountParsed.success
      ? [Math.max(minParsed.success ? minParsed.output : 1, 4), LISTING_LIMITS.discountFromHours].map((hours) => ({
          hours,
          ...exampleTotal(hours, Math.round(parsed.output * 100), fee.trim() === '' ? 0 : toMinor(fee), discountParsed.output),
        }))
      : [];
  const bind = (name: PriceField, value: string, set: (value: string) => void) => ({ ...form.control(name, value, set), disabled: busy });
  return (
    <StepForm step="price" onSubmit={submit}>
      <TextField label={t('addSpace.fields.price', { currency })} inputMode="decimal" maxLength={10} required {...bind('hourly_price', price, setPrice)} />
      <TextField label={t('addSpace.fields.minHours')} inputMode="numeric" maxLength={2} required {...bind('min_hours', minHours, setMinHours)} />
      {tooLong && (
        <p className={styles.fieldError} role="alert">
          {tooLong}
        </p>
      )}
      <TextField
        label={t('addSpace.fields.cleaningFee', { currency })}
        hint={t('addSpace.fields.cleaningFeeHint')}
        inputMode="decimal"
        maxLength={9}
        {...bind('cleaning_fee', fee, setFee)}
      />
      <TextField
        label={t('addSpace.fields.discount', { hours: LISTING_LIMITS.discountFromHours })}
        hint={t('addSpace.fields.discountHint', { max: LISTING_LIMITS.discountMaxPercent })}
        inputMode="numeric"
        maxLength={2}
        {...bind('discount', discount, setDiscount)}
      />
      {examples.length > 0 && (
        <section className={styles.example} aria-label={t('addSpace.example.heading')}>
          <h3 className={styles.subheading}>{t('addSpace.example.heading')}</h3>
          <ul>
            {examples.map((example) => (
              <li key={example.hours}>
                {t('addSpace.example.line', {
                  count: example.hours,
                  hours: formatMoney(example.hoursAmount, currency, locale),
                  total: formatMoney(example.total, currency, locale),
                })}
                {example.discount > 0 && ` ${t('addSpace.example.discount', { amount: formatMoney(example.discount, currency, locale) })}`}
              </li>
            ))}
          </ul>
          <p className={styles.hint}>{t('addSpace.example.fees')}</p>
        </section>
      )}
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}

/** Every half hour of a day as 'HH:MM', and midnight at its end as '24:00' (for a closing time). */
const TIMES = Array.from({ length: 49 }, (_, i) => `${String(Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`);

type Week = Record<Weekday, OpeningDayBody>;
const DEFAULT_DAY = { opens: '09:00', closes: '21:00' };

/** A time of the week's form; midnight at the end of a day reads with its '(+1)', as timetables write it. */
function timeLabel(time: string, locale: string): string {
  const text = timeOfDay(time, locale);
  return timeMinutes(time) === 24 * 60 ? `${text} (+1)` : text;
}

const AVAILABILITY = { buffer_minutes: ListingBufferSchema, booking_window_days: ListingWindowSchema, notice_hours: ListingNoticeSchema };
type AvailabilityField = keyof typeof AVAILABILITY;

/** Opening hours per weekday (a day open or closed, on the half hour), the buffer between bookings, how far ahead and how late a booking may be made. */
export function AvailabilityStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const locale = useShellServices()?.locale ?? 'en-US';
  const form = useForm<AvailabilityField>(AVAILABILITY);
  const id = useId();
  const [week, setWeek] = useState<Week>(() => (values?.opening_hours as Week | null | undefined) ?? (Object.fromEntries(WEEKDAYS.map((day) => [day, DEFAULT_DAY])) as Week));
  const [buffer, setBuffer] = useState(numberText(values?.buffer_minutes, '0'));
  const [window, setWindow] = useState(numberText(values?.booking_window_days, '365'));
  const [notice, setNotice] = useState(numberText(values?.notice_hours, '0'));
  const [hoursMessage, setHoursMessage] = useState<string | null>(null);
  const weekdayName = (day: Weekday) => dateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
  const setDay = (day: Weekday, next: OpeningDayBody) => {
    setWeek((current) => ({ ...current, [day]: next }));
    setHoursMessage(null);
  };
  const submit = () => {
    const hours = v.safeParse(OpeningHoursSchema, week);
    const minimum = values?.min_hours ?? null;
    const tooShort = hours.success && minimum !== null && minimum * 60 > longestDayMinutes(week);
    setHoursMessage(
      hours.success ? (tooShort ? t('addSpace.fields.minLongerThanHours', { count: minimum ?? 0 }) : null) : translateMessage(hours.issues[0].message, form.language),
    );
    const valid = form.validator.validateAll({ buffer_minutes: buffer, booking_window_days: window, notice_hours: notice }).valid;
    if (busy || !hours.success || tooShort || !valid) return;
    onSave({
      opening_hours: week,
      buffer_minutes: v.parse(ListingBufferSchema, buffer),
      booking_window_days: v.parse(ListingWindowSchema, window),
      notice_hours: v.parse(ListingNoticeSchema, notice),
    });
  };
  const timeOptions = (times: string[]) => times.map((time) => ({ value: time, label: timeLabel(time, locale) }));
  return (
    <StepForm step="availability" onSubmit={submit}>
      <fieldset className={styles.fieldset} aria-describedby={hoursMessage ? `${id}-hours-error` : undefined}>
        <legend className={styles.legend}>{t('addSpace.fields.openingHours')}</legend>
        {WEEKDAYS.map((day) => {
          const hours = week[day];
          const name = weekdayName(day);
          return (
            <div key={day} className={styles.dayRow} role="group" aria-label={name}>
              <Checkbox label={name} checked={hours !== null} disabled={busy} onChange={(event) => setDay(day, event.target.checked ? DEFAULT_DAY : null)} />
              {hours ? (
                <div className={styles.pair}>
                  <Select
                    label={t('addSpace.fields.opens', { day: name })}
                    value={hours.opens}
                    disabled={busy}
                    options={timeOptions(TIMES.slice(0, -1))}
                    onChange={(event) => setDay(day, { ...hours, opens: event.target.value })}
                  />
                  <Select
                    label={t('addSpace.fields.closes', { day: name })}
                    value={hours.closes}
                    disabled={busy}
                    options={timeOptions(TIMES.slice(1))}
                    onChange={(event) => setDay(day, { ...hours, closes: event.target.value })}
                  />
                </div>
              ) : (
                <p className={styles.hint}>{t('addSpace.fields.closed')}</p>
              )}
            </div>
          );
        })}
        {hoursMessage && (
          <p id={`${id}-hours-error`} className={styles.fieldError} role="alert">
            {hoursMessage}
          </p>
        )}
      </fieldset>
      <Select
        label={t('addSpace.fields.buffer')}
        hint={t('addSpace.fields.bufferHint')}
        disabled={busy}
        options={Array.from({ length: LISTING_LIMITS.bufferMaxMinutes / LISTING_LIMITS.bufferStepMinutes + 1 }, (_, i) => {
          const minutes = i * LISTING_LIMITS.bufferStepMinutes;
          return { value: String(minutes), label: t('addSpace.fields.minutes', { count: minutes }) };
        })}
        {...form.control('buffer_minutes', buffer, setBuffer)}
      />
      <TextField
        label={t('addSpace.fields.window')}
        hint={t('addSpace.fields.windowHint', { max: LISTING_LIMITS.windowMaxDays })}
        inputMode="numeric"
        maxLength={3}
        disabled={busy}
        {...form.control('booking_window_days', window, setWindow)}
      />
      <TextField
        label={t('addSpace.fields.notice')}
        hint={t('addSpace.fields.noticeHint', { max: LISTING_LIMITS.noticeMaxHours })}
        inputMode="numeric"
        maxLength={3}
        disabled={busy}
        {...form.control('notice_hours', notice, setNotice)}
      />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}

/** The description, with its counter. */
export function DescriptionStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<'description'>({ description: ListingDescriptionSchema });
  const [text, setText] = useState(values?.description ?? '');
  const submit = () => {
    if (busy || !form.validator.validateAll({ description: text }).valid) return;
    onSave({ description: v.parse(ListingDescriptionSchema, text) });
  };
  return (
    <StepForm step="description" onSubmit={submit}>
      <TextAreaField
        label={t('addSpace.fields.description')}
        hint={t('addSpace.fields.descriptionHint')}
        required
        disabled={busy}
        tall
        {...form.control('description', text, setText)}
      />
      <Counter length={text.trim().length} max={LISTING_LIMITS.descriptionMax} />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}

const RULES = { house_rules: ListingHouseRulesSchema, cancellation_policy: ListingPolicySchema };
type RulesField = keyof typeof RULES;

/** House rules, the cancellation policy (the checkout's three) and instant book. */
export function RulesStep({ values, busy, error, submitLabel, onSave, onBack }: StepFormProps) {
  const { t } = useTranslation('mf-account');
  const form = useForm<RulesField>(RULES);
  const id = useId();
  const [rules, setRules] = useState(values?.house_rules ?? '');
  const [policy, setPolicy] = useState<string>(values?.cancellation_policy ?? '');
  const [instant, setInstant] = useState(values?.instant_book ?? false);
  const policyState = form.stateOf('cancellation_policy');
  const submit = () => {
    if (busy || !form.validator.validateAll({ house_rules: rules, cancellation_policy: policy }).valid) return;
    onSave({ house_rules: v.parse(ListingHouseRulesSchema, rules), cancellation_policy: v.parse(ListingPolicySchema, policy), instant_book: instant });
  };
  return (
    <StepForm step="rules" onSubmit={submit}>
      <TextAreaField label={t('addSpace.fields.houseRules')} hint={t('addSpace.fields.houseRulesHint')} disabled={busy} {...form.control('house_rules', rules, setRules)} />
      <Counter length={rules.trim().length} max={LISTING_LIMITS.houseRulesMax} />
      <fieldset className={styles.fieldset} aria-describedby={policyState?.status === 'invalid' ? `${id}-policy-error` : undefined}>
        <legend className={styles.legend}>{t('addSpace.fields.policy')}</legend>
        {LISTING_CANCELLATION_POLICIES.map((name) => (
          <label key={name} className={styles.radio}>
            <input
              type="radio"
              name={`${id}-policy`}
              value={name}
              checked={policy === name}
              disabled={busy}
              onChange={() => {
                setPolicy(name);
                form.validator.change('cancellation_policy', name);
              }}
            />
            <span>
              <strong>{t('addSpace.policyName', { name: t(`addSpace.policies.${name}.name`) })}</strong> {t(`addSpace.policies.${name}.text`)}
            </span>
          </label>
        ))}
        {policyState?.status === 'invalid' && (
          <p id={`${id}-policy-error`} className={styles.fieldError} role="alert">
            {policyState.message}
          </p>
        )}
      </fieldset>
      <Checkbox
        label={t('addSpace.fields.instantBook')}
        hint={t('addSpace.fields.instantBookHint')}
        checked={instant}
        disabled={busy}
        onChange={(event) => setInstant(event.target.checked)}
      />
      <ServerError error={error} language={form.language} />
      <StepActions busy={busy} submitLabel={submitLabel} onBack={onBack} />
    </StepForm>
  );
}
