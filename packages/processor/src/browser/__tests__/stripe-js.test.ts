/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8100/account/payments"}
 */
import { browserRoute } from '../index';
import { STRINGS } from '../i18n';

const PROCESSOR = 'http://localhost:8130';
const PK = 'pk_test_hourspace_local';
const SETUP_SECRET = 'seti_123_secret_abc';

/* eslint-disable @typescript-eslint/no-explicit-any -- the script under test is untyped browser JavaScript */
/** The `window.Stripe` the script defines (not @stripe/stripe-js's typing of it). */
const Stripe = (...args: unknown[]): any => (window as unknown as { Stripe: (...a: unknown[]) => any }).Stripe(...args);

const fetchMock = jest.fn();

beforeAll(() => {
  window.fetch = fetchMock;
  new Function(browserRoute('GET', '/v3/', new URLSearchParams(), PROCESSOR)!.body)();
});

afterEach(() => {
  fetchMock.mockReset();
  document.body.innerHTML = '';
});

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

/** A message as the processor's frames send it. */
function fromFrame(frame: HTMLIFrameElement | Window | null, data: Record<string, unknown>, origin = PROCESSOR) {
  const source = frame && 'contentWindow' in frame ? frame.contentWindow : frame;
  window.dispatchEvent(new MessageEvent('message', { data: { source: 'hourspace-processor', ...data }, origin, source: source as Window }));
}

function mountCard(elementsOptions: Record<string, unknown> = {}, cardOptions: Record<string, unknown> = {}) {
  const stripe = Stripe(PK);
  const elements = stripe.elements(elementsOptions);
  const card = elements.create('card', cardOptions);
  const container = document.createElement('div');
  document.body.appendChild(container);
  card.mount(container);
  const frame = container.querySelector('iframe')!;
  const id = new URL(frame.src).searchParams.get('id')!;
  const posted = jest.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  return { stripe, elements, card, container, frame, id, posted };
}

describe('window.Stripe', () => {
  it('passes the checks @stripe/react-stripe-js makes on a Stripe object', () => {
    const stripe = Stripe(PK, { locale: 'fr' });
    for (const method of [
      'elements',
      'createToken',
      'createPaymentMethod',
      'confirmCardPayment',
      'confirmCardSetup',
      'handleCardAction',
      'retrieveSetupIntent',
      'retrievePaymentIntent',
      '_registerWrapper',
      'registerAppInfo',
    ]) {
      expect(typeof stripe[method]).toBe('function');
    }
    expect(() => stripe._registerWrapper({ name: 'react-stripe-js', version: '7.0.1' })).not.toThrow();
  });

  it('refuses a secret key', () => {
    expect(() => Stripe('sk_test_hourspace_local')).toThrow(/secret key/);
  });
});

describe('the card element', () => {
  it("mounts as a titled frame on the processor's origin that knows the page's origin and language", () => {
    const { frame, container } = mountCard({ locale: 'de' }, { style: { base: { color: '#111' } } });
    const url = new URL(frame.src);
    expect(url.origin + url.pathname).toBe(`${PROCESSOR}/elements/card`);
    expect(url.searchParams.get('parent')).toBe('http://localhost:8100');
    expect(url.searchParams.get('key')).toBe(PK);
    expect(url.searchParams.get('locale')).toBe('de');
    expect(JSON.parse(url.searchParams.get('options')!)).toEqual({ hidePostalCode: true, style: { base: { color: '#111' } } });
    expect(frame.title).toBe(STRINGS.de.frameTitle);
    expect(frame.getAttribute('allow')).toBe('payment *');
    expect(container).toHaveClass('StripeElement', 'StripeElement--empty');
  });

  it('mounts on a selector and refuses one that matches nothing', () => {
    document.body.innerHTML = '<div id="card-here"></div>';
    const card = Stripe(PK).elements().create('card');
    expect(() => card.mount('#nowhere')).toThrow(/no DOM elements/);
    card.mount('#card-here');
    expect(document.querySelector('#card-here iframe')).not.toBeNull();
  });

  it('passes on a change only from its own frame on the processor origin', () => {
    const { card, frame, id, container } = mountCard();
    const onChange = jest.fn();
    card.on('change', onChange);
    const event = { elementType: 'card', empty: false, complete: true, brand: 'visa', value: {} };
    fromFrame(frame, { type: 'change', elementId: id, event }, 'http://evil.test');
    fromFrame(window, { type: 'change', elementId: id, event });
    fromFrame(frame, { type: 'change', elementId: 'another', event });
    expect(onChange).not.toHaveBeenCalled();
    fromFrame(frame, { type: 'change', elementId: id, event });
    expect(onChange).toHaveBeenCalledWith(event);
    expect(container).toHaveClass('StripeElement--complete');
    expect(container).not.toHaveClass('StripeElement--empty');
  });

  it('reports a validation error and marks the container invalid', () => {
    const { card, frame, id, container } = mountCard();
    const onChange = jest.fn();
    card.on('change', onChange);
    const error = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
    fromFrame(frame, { type: 'change', elementId: id, event: { empty: false, complete: false, brand: 'visa', value: {}, error } });
    expect(onChange.mock.calls[0][0].error).toEqual(error);
    expect(container).toHaveClass('StripeElement--invalid');
  });

  it('fires ready, focus, blur and escape; once fires once and off stops a handler', () => {
    const { card, frame, id, container } = mountCard();
    const seen: string[] = [];
    card.once('ready', () => seen.push('ready'));
    const onFocus = () => seen.push('focus');
    card.on('focus', onFocus);
    card.on('blur', () => seen.push('blur'));
    card.on('escape', () => seen.push('escape'));
    fromFrame(frame, { type: 'ready', elementId: id });
    fromFrame(frame, { type: 'ready', elementId: id });
    fromFrame(frame, { type: 'focus', elementId: id });
    expect(container).toHaveClass('StripeElement--focus');
    card.off('focus', onFocus);
    fromFrame(frame, { type: 'focus', elementId: id });
    fromFrame(frame, { type: 'blur', elementId: id });
    fromFrame(frame, { type: 'escape', elementId: id });
    expect(seen).toEqual(['ready', 'focus', 'blur', 'escape']);
  });

  it("takes the frame's height from the frame", () => {
    const { frame, id } = mountCard();
    fromFrame(frame, { type: 'resize', elementId: id, height: 44 });
    expect(frame.style.height).toBe('44px');
  });

  it('holds messages for the frame until it is ready, then sends them to the processor origin only', () => {
    const { card, frame, id, posted } = mountCard();
    card.update({ disabled: true });
    expect(posted).not.toHaveBeenCalled();
    fromFrame(frame, { type: 'ready', elementId: id });
    expect(posted).toHaveBeenCalledWith({ source: 'hourspace-stripe-js', elementId: id, type: 'update', options: { disabled: true } }, PROCESSOR);
  });

  it('is one per elements group until destroyed, and found by type or by the React component', () => {
    const elements = Stripe(PK).elements();
    const card = elements.create('card');
    expect(() => elements.create('card')).toThrow(/one Element of type card/);
    expect(elements.getElement('card')).toBe(card);
    expect(elements.getElement({ __elementType: 'card' })).toBe(card);
    card.destroy();
    expect(elements.getElement('card')).toBeNull();
    expect(() => elements.create('payment')).toThrow(/only the 'card' Element/);
    expect(elements.create('card')).not.toBe(card);
  });

  it('removes its frame and container classes on unmount', () => {
    const { card, container } = mountCard();
    card.unmount();
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.className).toBe('');
  });
});

describe('confirming with the card element', () => {
  const ready = (frame: HTMLIFrameElement, id: string) => fromFrame(frame, { type: 'ready', elementId: id });
  const lastRequest = (posted: jest.SpyInstance) => posted.mock.calls.at(-1)![0] as Record<string, any>;

  it('asks the frame to confirm and resolves the set-up intent it answers', async () => {
    const { stripe, card, frame, id, posted } = mountCard();
    ready(frame, id);
    const result = stripe.confirmCardSetup(SETUP_SECRET, { payment_method: { card, billing_details: { name: 'Ada Lovelace' } } });
    await tick();
    const request = lastRequest(posted);
    expect(request).toMatchObject({ source: 'hourspace-stripe-js', elementId: id, type: 'confirm-setup', clientSecret: SETUP_SECRET, billing_details: { name: 'Ada Lovelace' } });
    expect(posted.mock.calls.at(-1)![1]).toBe(PROCESSOR);
    fromFrame(frame, { type: 'result', elementId: id, requestId: request.requestId, result: { body: { id: 'seti_123', object: 'setup_intent', status: 'succeeded' } } });
    await expect(result).resolves.toEqual({ setupIntent: { id: 'seti_123', object: 'setup_intent', status: 'succeeded' } });
  });

  it('resolves a decline as { error }, never a rejection', async () => {
    const { stripe, card, frame, id, posted } = mountCard();
    ready(frame, id);
    const result = stripe.confirmCardPayment('pi_9_secret_x', { payment_method: { card } });
    await tick();
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    fromFrame(frame, { type: 'result', elementId: id, requestId: lastRequest(posted).requestId, result: { error } });
    await expect(result).resolves.toEqual({ error });
    expect(lastRequest(posted).type).toBe('confirm-payment');
  });

  it('creates a payment method and a token through the frame, in both argument forms', async () => {
    const { stripe, card, frame, id, posted } = mountCard();
    ready(frame, id);
    const answer = (body: unknown) => fromFrame(frame, { type: 'result', elementId: id, requestId: lastRequest(posted).requestId, result: { body } });

    const modern = stripe.createPaymentMethod({ type: 'card', card, billing_details: { name: 'Ada' } });
    await tick();
    expect(lastRequest(posted)).toMatchObject({ type: 'create-payment-method', billing_details: { name: 'Ada' } });
    answer({ id: 'pm_1' });
    await expect(modern).resolves.toEqual({ paymentMethod: { id: 'pm_1' } });

    const legacy = stripe.createPaymentMethod('card', card, { billing_details: { name: 'Bo' } });
    await tick();
    expect(lastRequest(posted)).toMatchObject({ type: 'create-payment-method', billing_details: { name: 'Bo' } });
    answer({ id: 'pm_2' });
    await expect(legacy).resolves.toEqual({ paymentMethod: { id: 'pm_2' } });

    const token = stripe.createToken(card, { name: 'Ada' });
    await tick();
    expect(lastRequest(posted)).toMatchObject({ type: 'create-token', tokenData: { name: 'Ada' } });
    answer({ id: 'tok_1' });
    await expect(token).resolves.toEqual({ token: { id: 'tok_1' } });
  });

  it('gives up with a connection error when the frame never answers', async () => {
    jest.useFakeTimers();
    try {
      const { stripe, card } = mountCard();
      const result = stripe.createPaymentMethod({ type: 'card', card });
      await jest.advanceTimersByTimeAsync(30_000);
      await expect(result).resolves.toEqual({ error: { type: 'api_connection_error', message: STRINGS.en.errors.api_connection_error } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers an error when the card element is no longer mounted', async () => {
    const { stripe, card } = mountCard();
    card.unmount();
    const result = await stripe.confirmCardSetup(SETUP_SECRET, { payment_method: { card } });
    expect(result.error.code).toBe('element_missing');
  });
});

describe('3-D Secure', () => {
  async function challengeFor(intentStatus: Record<string, unknown>, locale = 'en') {
    const { stripe, card, frame, id, posted } = mountCard({ locale });
    const button = document.createElement('button');
    document.body.appendChild(button);
    button.focus();
    fromFrame(frame, { type: 'ready', elementId: id });
    const result = stripe.confirmCardSetup(SETUP_SECRET, { payment_method: { card } });
    await tick();
    const requestId = (posted.mock.calls.at(-1)![0] as { requestId: string }).requestId;
    fetchMock.mockImplementation(() => json(200, { id: 'seti_123', ...intentStatus }));
    const requiresAction = { id: 'seti_123', status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: {} } };
    fromFrame(frame, { type: 'result', elementId: id, requestId, result: { body: requiresAction } });
    await tick();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    const challenge = dialog.querySelector('iframe')!;
    return { result, dialog, challenge, button };
  }

  it('opens a labelled modal dialog framing the test page, focused', async () => {
    const { dialog, challenge } = await challengeFor({ status: 'succeeded' }, 'es');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('aria-label', STRINGS.es.dialogLabel);
    expect(challenge.title).toBe(STRINGS.es.challengeFrameTitle);
    const url = new URL(challenge.src);
    expect(url.origin + url.pathname).toBe(`${PROCESSOR}/3ds/challenge`);
    expect(Object.fromEntries(url.searchParams)).toEqual({ intent: 'seti_123', client_secret: SETUP_SECRET, locale: 'es', parent: 'http://localhost:8100', key: PK });
    expect(document.activeElement).toBe(challenge);
  });

  it('closes when the test page is done, gives focus back and resolves the intent the processor then holds', async () => {
    const { result, challenge, button } = await challengeFor({ status: 'succeeded' });
    fromFrame(challenge, { type: '3ds-done', intent: 'seti_other' });
    fromFrame(window, { type: '3ds-done', intent: 'seti_123' });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
    fromFrame(challenge, { type: '3ds-done', intent: 'seti_123' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    await expect(result).resolves.toEqual({ setupIntent: { id: 'seti_123', status: 'succeeded' } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${PROCESSOR}/v1/setup_intents/seti_123?client_secret=${SETUP_SECRET}`);
    expect(init).toMatchObject({ method: 'GET', headers: { Authorization: `Bearer ${PK}` } });
  });

  it("resolves a failed authentication as the intent's last error", async () => {
    const lastError = { type: 'invalid_request_error', code: 'setup_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' };
    const { result, challenge } = await challengeFor({ status: 'requires_payment_method', last_setup_error: lastError });
    fromFrame(challenge, { type: '3ds-done', intent: 'seti_123' });
    const { error } = await result;
    expect(error).toMatchObject(lastError);
    expect(error.setup_intent.id).toBe('seti_123');
  });

  it('fails the authentication on Escape', async () => {
    const { challenge } = await challengeFor({ status: 'requires_payment_method' });
    const posted = jest.spyOn(challenge.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    fromFrame(challenge, { type: '3ds-ready', intent: 'seti_123' });
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(posted).toHaveBeenCalledWith({ source: 'hourspace-stripe-js', type: '3ds-fail', intent: 'seti_123' }, PROCESSOR);
  });

  it('keeps Tab on the page inside the dialog', async () => {
    const { challenge, button } = await challengeFor({ status: 'succeeded' });
    button.focus();
    expect(document.activeElement).toBe(challenge);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement).toBe(challenge);
  });
});

describe('calls without the card element', () => {
  it('confirms with a saved payment method over the REST API with the publishable key', async () => {
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
    fetchMock.mockImplementation(() => json(402, { error }));
    const result = await Stripe(PK).confirmCardPayment('pi_7_secret_q', { payment_method: 'pm_saved' });
    expect(result).toEqual({ error });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`${PROCESSOR}/v1/payment_intents/pi_7/confirm`);
    expect(init).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${PK}`, 'Content-Type': 'application/x-www-form-urlencoded' } });
    expect(init.body).toBe('payment_method=pm_saved&client_secret=pi_7_secret_q');
  });

  it('reads intents back', async () => {
    fetchMock.mockImplementation(() => json(200, { id: 'seti_123', status: 'succeeded' }));
    await expect(Stripe(PK).retrieveSetupIntent(SETUP_SECRET)).resolves.toEqual({ setupIntent: { id: 'seti_123', status: 'succeeded' } });
    fetchMock.mockImplementation(() => json(200, { id: 'pi_7', status: 'requires_capture' }));
    await expect(Stripe(PK).handleCardAction('pi_7_secret_q')).resolves.toEqual({ paymentIntent: { id: 'pi_7', status: 'requires_capture' } });
  });

  it('reports an unreachable processor as an api_connection_error in the page language', async () => {
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    const { error } = await Stripe(PK, { locale: 'fr' }).retrievePaymentIntent('pi_7_secret_q');
    expect(error).toEqual({ type: 'api_connection_error', message: STRINGS.fr.errors.api_connection_error });
  });

  it('refuses a client secret of the wrong kind', async () => {
    await expect(Stripe(PK).confirmCardSetup('pi_7_secret_q')).rejects.toThrow(/client_secret/);
  });
});
