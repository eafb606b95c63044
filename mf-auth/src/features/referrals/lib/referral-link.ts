import { sameSiteTarget } from '@hourspace/contracts';
import { sitePath } from '../../../lib/page';
import { numberFormat } from '@hourspace/i18n';

/**
 * The person's shareable link: the API's site-relative path ('/?ref=CODE') under this page's
 * origin and locale prefix, only when it passes the one same-site check; else null.
 */
export function referralLink(path: string, prefix: string, base: string = window.location.href): string | null {
  const target = sameSiteTarget(sitePath(prefix, path), base);
  return target === null ? null : new URL(target, base).href;
}

/** An amount of money in the page's locale ('$50', '50 $US'). */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return numberFormat(locale, { style: 'currency', currency, maximumFractionDigits: Number.isInteger(amount) ? 0 : 2 }).format(amount);
}

/** Copies text to the clipboard; false when the browser refuses (no permission, insecure context). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
