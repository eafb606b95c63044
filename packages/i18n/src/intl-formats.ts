/**
 * `Intl` formatters made once per locale and options and kept for the page's life
 * (docs/decisions/intl-formatters.md): making one costs a hundred times what formatting with
 * it does. A constructor that throws (an unknown currency or time zone) throws here too,
 * uncached.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** The formatter kept for `locale` and `options`, made by `make` the first time. */
function kept<T>(formats: Map<string, T>, locale: string | undefined, options: object, make: () => T): T {
  const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return kept(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
}

/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  return kept(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
}

const warmed = new Set<string>();
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Makes the locale's money and time-of-day formatters in a task of their own, then resolves in
 * the next task (docs/decisions/intl-formatters.md). The page's first `Intl` formatter loads the
 * browser's number and calendar data: about 30 ms on this machine, four times that on the
 * phone Lighthouse simulates. Inside the render that hydrates a page it lengthens an already
 * long task by all of it; on its own it blocks for its length less 50 ms.
 */
export async function warmIntlFormats(locale: string, currency: string): Promise<void> {
  if (warmed.has(locale)) return;
  warmed.add(locale);
  await nextTask();
  try {
    numberFormat(locale, { style: 'currency', currency }).format(0);
    dateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(0);
  } catch {
    // A locale or currency Intl refuses: the page's own formatting falls back as it does anyway.
  }
  await nextTask();
}
