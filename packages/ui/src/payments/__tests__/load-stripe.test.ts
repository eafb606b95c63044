import { loadStripe, loadStripeScript, resetStripeLoader, StripeLoadError, stripeLocaleOf } from '../load-stripe';

const JS_URL = 'http://localhost:8130/v3/';
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script')].filter((s) => s.src === JS_URL);

afterEach(() => {
  resetStripeLoader();
  delete (globalThis as { Stripe?: unknown }).Stripe;
  document.head.innerHTML = '';
});

describe('the Stripe.js loader', () => {
  it('injects the channel’s script once and makes Stripe with the publishable key in the page’s language', async () => {
    const instance = { elements: jest.fn() };
    const Stripe = jest.fn(() => instance);
    const first = loadStripe({ publishableKey: 'pk_test_hourspace_local', jsUrl: JS_URL }, 'fr');
    const second = loadStripeScript(JS_URL);
    expect(scripts()).toHaveLength(1);
    (globalThis as { Stripe?: unknown }).Stripe = Stripe;
    scripts()[0]!.dispatchEvent(new Event('load'));
    expect(await first).toBe(instance);
    expect(await second).toBe(Stripe);
    expect(Stripe).toHaveBeenCalledWith('pk_test_hourspace_local', { locale: 'fr' });
    // The same key and language again: the same instance, no second script.
    expect(await loadStripe({ publishableKey: 'pk_test_hourspace_local', jsUrl: JS_URL }, 'fr')).toBe(instance);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects with a load error when the script fails, and loads afresh on the next try', async () => {
    const failing = loadStripeScript(JS_URL);
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toBeInstanceOf(StripeLoadError);
    expect(scripts()).toHaveLength(0);
    void loadStripeScript(JS_URL).catch(() => {});
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script loads but defines no Stripe', async () => {
    const loading = loadStripeScript(JS_URL);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(loading).rejects.toThrow('defined no Stripe');
  });

  it('speaks the page’s language, English for any other', () => {
    expect(stripeLocaleOf('fr-CA')).toBe('fr');
    expect(stripeLocaleOf('de')).toBe('de');
    expect(stripeLocaleOf('es-ES')).toBe('es');
    expect(stripeLocaleOf('en-GB')).toBe('en');
    expect(stripeLocaleOf('it')).toBe('en');
  });
});
