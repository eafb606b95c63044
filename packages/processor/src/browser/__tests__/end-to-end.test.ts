// The whole card flow without a browser: the page's Stripe.js, the card frame and the challenge page
// each in their own jsdom window, their postMessage bridged as a browser would (origin and source
// set by the sender's window), against the real processor on a free port. The lead's Playwright run
// covers Chromium itself (docs/decisions/payments-provider.md).
import { JSDOM } from 'jsdom';
import { startProcessor, type Processor } from '../../index';
import { browserRoute } from '../index';

const PAGE = 'http://localhost:8100';
const SK = 'sk_test_hourspace_local';
let processor: Processor;

beforeAll(async () => {
  processor = await startProcessor({ port: 0, dataFile: null, browserRoutes: browserRoute, log: () => undefined });
});
afterAll(() => processor.close());

async function api(path: string, params: Record<string, string> = {}) {
  const response = await fetch(`${processor.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SK}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params).toString(),
  });
  return (await response.json()) as { id: string; client_secret: string };
}

const until = async <T>(find: () => T | null | undefined): Promise<T> => {
  for (let i = 0; i < 200; i += 1) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('timed out');
};

type Win = JSDOM['window'];

/** Loads a processor page as the frame `iframe` of `page` would, with the two directions of postMessage bridged. */
async function frameFor(page: Win, iframe: HTMLIFrameElement): Promise<Win> {
  const response = await fetch(iframe.src);
  expect(response.status).toBe(200);
  const html = await response.text();
  let frame: Win | null = null;
  const child = iframe.contentWindow!;
  child.postMessage = ((data: unknown, targetOrigin: string) => {
    if (targetOrigin === processor.url) frame!.dispatchEvent(new frame!.MessageEvent('message', { data: structuredClone(data), origin: PAGE, source: frame as unknown as Window }));
  }) as Window['postMessage'];
  frame = new JSDOM(html, {
    url: iframe.src,
    runScripts: 'dangerously',
    beforeParse(window) {
      frame = window;
      window.fetch = fetch;
      // The frame's `window.parent` is itself here: what it posts there goes to the page, from the iframe.
      window.postMessage = ((data: unknown, targetOrigin: string) => {
        if (targetOrigin === PAGE) page.dispatchEvent(new page.MessageEvent('message', { data: structuredClone(data), origin: processor.url, source: child }));
      }) as Window['postMessage'];
    },
  }).window;
  return frame;
}

function type(frame: Win, id: string, text: string) {
  const input = frame.document.getElementById(id) as HTMLInputElement;
  input.focus();
  for (const char of text) {
    input.value += char;
    input.dispatchEvent(new frame.InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
  }
}

async function pageWithCard() {
  const page = new JSDOM('<!doctype html><html><body><div id="card"></div><button id="save">Save</button></body></html>', {
    url: `${PAGE}/account/payments`,
    runScripts: 'dangerously',
  }).window;
  page.fetch = fetch;
  const script = await fetch(`${processor.url}/v3/`);
  expect(script.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
  page.eval(await script.text());
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the script under test is untyped browser JavaScript
  const stripe = (page as unknown as { Stripe: (key: string) => any }).Stripe('pk_test_hourspace_local');
  const card = stripe.elements({ locale: 'fr' }).create('card');
  const changes: Array<Record<string, unknown>> = [];
  card.on('change', (event: Record<string, unknown>) => changes.push(event));
  const ready = new Promise((resolve) => card.on('ready', resolve));
  card.mount('#card');
  const frame = await frameFor(page, page.document.querySelector('#card iframe') as HTMLIFrameElement);
  await ready;
  return { page, stripe, card, frame, changes };
}

async function setupIntent() {
  const customer = await api('/v1/customers', { email: 'ada@example.com' });
  return api('/v1/setup_intents', { customer: customer.id, 'payment_method_types[0]': 'card' });
}

describe('the card flow end to end', () => {
  it('saves 4242 4242 4242 4242 and the page only learns it is a complete Visa', async () => {
    const { stripe, card, frame, changes } = await pageWithCard();
    type(frame, 'hs-number', '4242424242424242');
    type(frame, 'hs-expiry', '1234');
    type(frame, 'hs-cvc', '123');
    expect(changes.at(-1)).toEqual({ elementType: 'card', empty: false, complete: true, brand: 'visa', value: {} });
    expect(JSON.stringify(changes)).not.toContain('4242');
    const intent = await setupIntent();
    const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card, billing_details: { name: 'Ada Lovelace' } } });
    expect(result.error).toBeUndefined();
    expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
  });

  it('declines 4000 0000 0000 0002 with an error, not a rejection', async () => {
    const { stripe, card, frame } = await pageWithCard();
    type(frame, 'hs-number', '4000000000000002');
    type(frame, 'hs-expiry', '1234');
    type(frame, 'hs-cvc', '123');
    const intent = await setupIntent();
    const result = await stripe.confirmCardSetup(intent.client_secret, { payment_method: { card } });
    expect(result.error).toMatchObject({ type: 'card_error', code: 'card_declined' });
  });

  it.each([
    ['completes', 'Valider', 'succeeded'],
    ['fails', 'Faire échouer', 'failed'],
  ])('asks 4000 0027 6000 3184 for 3-D Secure in a dialog, and %s it', async (_name, buttonStart, outcome) => {
    const { page, stripe, card, frame } = await pageWithCard();
    type(frame, 'hs-number', '4000002760003184');
    type(frame, 'hs-expiry', '1234');
    type(frame, 'hs-cvc', '123');
    const intent = await setupIntent();
    const save = page.document.getElementById('save') as HTMLButtonElement;
    save.focus();
    const pending = stripe.confirmCardSetup(intent.client_secret, { payment_method: { card } });
    const dialog = await until(() => page.document.querySelector('[role="dialog"]'));
    expect(dialog.getAttribute('aria-label')).toBe('Authentification 3D Secure');
    const challenge = await frameFor(page, dialog.querySelector('iframe') as HTMLIFrameElement);
    const button = Array.from(challenge.document.querySelectorAll('button')).find((b) => (b.textContent ?? '').startsWith(buttonStart))!;
    button.click();
    const result = await pending;
    expect(page.document.querySelector('[role="dialog"]')).toBeNull();
    expect(page.document.activeElement).toBe(save);
    if (outcome === 'succeeded') expect(result.setupIntent).toMatchObject({ id: intent.id, status: 'succeeded' });
    else expect(result.error).toMatchObject({ code: 'setup_intent_authentication_failure', setup_intent: { id: intent.id } });
  });

  it('pays with 4000 0084 0000 1629: authenticated, then declined', async () => {
    const { page, stripe, card, frame } = await pageWithCard();
    type(frame, 'hs-number', '4000008400001629');
    type(frame, 'hs-expiry', '1234');
    type(frame, 'hs-cvc', '123');
    const customer = await api('/v1/customers', { email: 'bo@example.com' });
    const intent = await api('/v1/payment_intents', { amount: '2500', currency: 'eur', customer: customer.id, 'payment_method_types[0]': 'card' });
    const pending = stripe.confirmCardPayment(intent.client_secret, { payment_method: { card } });
    const dialog = await until(() => page.document.querySelector('[role="dialog"]'));
    const challenge = await frameFor(page, dialog.querySelector('iframe') as HTMLIFrameElement);
    (challenge.document.getElementById('hs-complete') as HTMLButtonElement).click();
    const result = await pending;
    expect(result.error).toMatchObject({ code: 'card_declined', payment_intent: { id: intent.id } });
  });
});
