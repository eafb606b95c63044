/**
 * The key a phone number is matched on: its digits, E.164 without the '+'. Numbers typed
 * without a country code are taken as US (the spec's default phone country).
 */
export function phoneKey(input: string): string {
  const trimmed = input.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+') || trimmed.startsWith('00')) return trimmed.startsWith('00') ? digits.slice(2) : digits;
  if (digits.length === 10) return `1${digits}`;
  return digits;
}

/** Whether a value looks like an email rather than a phone number. */
export function isEmailAddress(value: string): boolean {
  return value.includes('@');
}
