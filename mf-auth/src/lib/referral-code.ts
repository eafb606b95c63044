/** Where the `?ref=` code of the link a visitor arrived by is kept until they sign up (this tab only). */
const STORAGE_KEY = 'hs.referral-code';

/**
 * Remembers a referral code (the shell's `?ref=` sign-up request) for this tab, so the sign-up
 * that follows carries it, even one made later on another page or after Apple's full-page
 * return. Only a short, printable code is kept; the API decides whether it is known.
 */
export function rememberReferralCode(code: string | undefined): void {
  const value = code?.trim();
  if (!value || value.length > 64 || !/^[\w-]+$/.test(value)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Storage refused (private mode, quota): the sign-up simply goes without a code.
  }
}

/** The remembered referral code, if any. */
export function readReferralCode(): string | undefined {
  try {
    return window.sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
