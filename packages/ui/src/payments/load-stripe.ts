import type { Stripe, StripeConstructor, StripeElementLocale } from '@stripe/stripe-js';

/** The languages our pages speak, as Stripe.js names them. */
export type StripeLocale = Extract<StripeElementLocale, 'en' | 'fr' | 'es' | 'de'>;

/** The page environment's `payments` entry that Stripe.js needs (docs/decisions/payments-provider.md). */
export interface StripeChannel {
  publishableKey: string;
  jsUrl: string;
}

/** Stripe.js's language for an i18next language or locale ('fr-CA' → 'fr'); English for anything else. */
export function stripeLocaleOf(language: string | undefined): StripeLocale {
  const base = (language ?? 'en').slice(0, 2).toLowerCase();
  return base === 'fr' || base === 'es' || base === 'de' ? base : 'en';
}

/** Stripe.js did not load (network, CSP, a script that defines no `Stripe`): card entry offers a retry. */
export class StripeLoadError extends Error {
  override name = 'StripeLoadError';
}

/** How long a script may take before the form stops waiting and offers a retry. */
const LOAD_TIMEOUT_MS = 20_000;

const scripts = new Map<string, Promise<StripeConstructor>>();
const instances = new Map<string, Stripe>();

function stripeGlobal(): StripeConstructor | undefined {
  return (globalThis as { Stripe?: StripeConstructor }).Stripe;
}

/**
 * Injects `<script src={jsUrl}>` once per page and resolves Stripe.js's constructor. Not
 * `loadStripe` of `@stripe/stripe-js`, which only loads js.stripe.com: the script's address is
 * the channel's (docs/decisions/payments-provider.md; the local processor serves the same
 * subset). A failed load is forgotten, script element included, so a retry loads afresh.
 */
export function loadStripeScript(jsUrl: string, doc: Document = document): Promise<StripeConstructor> {
  const ready = stripeGlobal();
  if (ready) return Promise.resolve(ready);
  const pending = scripts.get(jsUrl);
  if (pending) return pending;
  const script = doc.createElement('script');
  const loading = new Promise<StripeConstructor>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StripeLoadError(`Stripe.js did not load from ${jsUrl} within ${LOAD_TIMEOUT_MS / 1000} s`)), LOAD_TIMEOUT_MS);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      const constructor = stripeGlobal();
      if (constructor) resolve(constructor);
      else reject(new StripeLoadError(`${jsUrl} loaded but defined no Stripe`));
    });
    script.addEventListener('error', () => {
      clearTimeout(timer);
      reject(new StripeLoadError(`Stripe.js could not be loaded from ${jsUrl}`));
    });
  });
  script.src = jsUrl;
  script.async = true;
  doc.head.append(script);
  scripts.set(jsUrl, loading);
  loading.catch(() => {
    scripts.delete(jsUrl);
    script.remove();
  });
  return loading;
}

/**
 * Stripe.js for the channel's publishable key in the page's language: one instance per key and
 * language, so reopening the card form does not make another.
 */
export async function loadStripe(payments: StripeChannel, locale: StripeLocale): Promise<Stripe> {
  const key = `${payments.publishableKey} ${locale}`;
  const known = instances.get(key);
  if (known) return known;
  const Stripe = await loadStripeScript(payments.jsUrl);
  const stripe = Stripe(payments.publishableKey, { locale });
  instances.set(key, stripe);
  return stripe;
}

/** Forgets every load and instance (tests). */
export function resetStripeLoader(): void {
  scripts.clear();
  instances.clear();
}
