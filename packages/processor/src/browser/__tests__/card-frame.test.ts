/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://localhost:8130/elements/card"}
 */
import { browserRoute } from '../index';
import { STRINGS } from '../i18n';

const PAGE = 'http://localhost:8100';
const PK = 'pk_test_hourspace_local';
const ID = 'card1';
const fetchMock = jest.fn();
let posted: jest.SpyInstance;

/** The frame page as the processor serves it, run in this document; its parent is this window, its parent origin PAGE. */
beforeAll(() => {
  const params = new URLSearchParams({ id: ID, key: PK, parent: PAGE, locale: 'fr' });
  const html = browserRoute('GET', '/elements/card', params, 'http://localhost:8130')!.body;
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const script = parsed.querySelector('script')!.textContent!;
  parsed.querySelector('script')!.remove();
  document.documentElement.lang = parsed.documentElement.lang;
  document.body.innerHTML = parsed.body.innerHTML;
  window.fetch = fetchMock;
  posted = jest.spyOn(window, 'postMessage').mockImplementation(() => undefined);
  new Function(script)();
});

beforeEach(() => {
  fromPage({ type: 'clear' });
  posted.mockClear();
  fetchMock.mockReset();
});

const field = (name: 'number' | 'expiry' | 'cvc' | 'postal') => document.getElementById(`hs-${name}`) as HTMLInputElement;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- messages are untyped postMessage data
type Message = Record<string, any>;
const messages = (): Message[] => posted.mock.calls.map(([data, origin]) => ({ ...(data as Message), origin }));
const lastOf = (type: string) =>
  messages()
    .filter((m) => m.type === type)
    .at(-1) as Message | undefined;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
const json = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

function fromPage(data: Record<string, unknown>, origin = PAGE) {
  window.dispatchEvent(new MessageEvent('message', { data: { source: 'hourspace-stripe-js', elementId: ID, ...data }, origin, source: window }));
}

function type(input: HTMLInputElement, text: string) {
  input.focus();
  for (const char of text) {
    input.value += char;
    input.setSelectionRange(input.value.length, input.value.length);
    input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: char }));
  }
}

function typeCard(number = '4242424242424242', expiry = '1234', cvc = '123') {
  type(field('number'), number);
  type(field('expiry'), expiry);
  type(field('cvc'), cvc);
}

describe('the card frame', () => {
  it('labels its fields in the page language', () => {
    expect(document.documentElement.lang).toBe('fr');
    expect(field('number').labels![0]!.textContent).toBe(STRINGS.fr.cardNumber);
    expect(field('expiry').labels![0]!.textContent).toBe(STRINGS.fr.expiry);
    expect(field('cvc').labels![0]!.textContent).toBe(STRINGS.fr.securityCode);
    expect(field('expiry').placeholder).toBe('MM / AA');
  });

  it('groups the number, finds the brand and moves on to the expiry', () => {
    type(field('number'), '4242424242424242');
    expect(field('number').value).toBe('4242 4242 4242 4242');
    expect(document.activeElement).toBe(field('expiry'));
    expect(lastOf('change')).toMatchObject({ elementId: ID, origin: PAGE, event: { elementType: 'card', brand: 'visa', empty: false, complete: false, value: {} } });
  });

  it('never tells the page a digit of the card', () => {
    typeCard('4000002760003184', '1230', '987');
    const everything = JSON.stringify(messages());
    for (const secret of ['4000', '3184', '987', '1230']) expect(everything).not.toContain(secret);
  });

  it('reports a complete card without an error', () => {
    typeCard();
    expect(lastOf('change')!.event).toEqual({ elementType: 'card', empty: false, complete: true, brand: 'visa', value: {} });
  });

  it("reports Stripe's codes with messages in the page language", () => {
    type(field('number'), '4242424242424241');
    expect(lastOf('change')!.event.error).toEqual({ type: 'validation_error', code: 'invalid_number', message: STRINGS.fr.errors.invalid_number });
    expect(field('number')).toHaveAttribute('aria-invalid', 'true');
    fromPage({ type: 'clear' });
    type(field('expiry'), '13');
    expect(lastOf('change')!.event.error.code).toBe('invalid_expiry_month');
  });

  it('calls a short number incomplete once the person leaves it', () => {
    type(field('number'), '4242');
    expect(lastOf('change')!.event.error).toBeUndefined();
    field('expiry').focus();
    expect(lastOf('change')!.event.error.code).toBe('incomplete_number');
  });

  it('posts escape, focus and blur', () => {
    field('cvc').dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(lastOf('escape')).toBeDefined();
    field('number').focus();
    field('number').blur();
    expect(lastOf('blur')).toBeDefined();
    posted.mockClear();
    fromPage({ type: 'focus' });
    expect(document.activeElement).toBe(field('number'));
    expect(lastOf('focus')).toBeDefined();
  });

  it('applies the options the page updates', () => {
    fromPage({ type: 'update', options: { disabled: true, hidePostalCode: false, style: { base: { color: 'rgb(1, 2, 3)' }, invalid: { color: 'purple' } } } });
    expect(field('number')).toBeDisabled();
    expect(document.getElementById('hs-postal-field')).toBeVisible();
    expect(document.documentElement.style.getPropertyValue('--hs-color')).toBe('rgb(1, 2, 3)');
    expect(document.documentElement.style.getPropertyValue('--hs-invalid')).toBe('purple');
    fromPage({ type: 'update', options: { disabled: false, hidePostalCode: true, style: { base: { color: 'red;}body{display:none' } } } });
    expect(document.documentElement.style.getPropertyValue('--hs-color')).toBe('');
    expect(document.getElementById('hs-postal-field')).not.toBeVisible();
  });

  it('sends no change when an update alters nothing the page is told (locking the fields while a confirm runs)', () => {
    typeCard();
    posted.mockClear();
    fromPage({ type: 'update', options: { disabled: true } });
    fromPage({ type: 'update', options: { disabled: false } });
    expect(lastOf('change')).toBeUndefined();
    // Showing the postal code does change what is complete: that is reported.
    fromPage({ type: 'update', options: { hidePostalCode: false } });
    expect(lastOf('change')!.event.complete).toBe(false);
    fromPage({ type: 'update', options: { hidePostalCode: true } });
    expect(lastOf('change')!.event.complete).toBe(true);
  });

  it('ignores a page on another origin', async () => {
    typeCard();
    fromPage({ type: 'confirm-setup', clientSecret: 'seti_1_secret_x', requestId: 'r0' }, 'http://evil.test');
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(lastOf('result')).toBeUndefined();
  });

  it('creates the payment method and confirms the set-up with the processor itself', async () => {
    typeCard();
    fetchMock.mockImplementationOnce(() => json(200, { id: 'pm_1', object: 'payment_method' })).mockImplementationOnce(() => json(200, { id: 'seti_1', status: 'succeeded' }));
    fromPage({ type: 'confirm-setup', clientSecret: 'seti_1_secret_x', billing_details: { name: 'Ada Lovelace' }, requestId: 'r1' });
    await tick();
    await tick();
    const [methodUrl, methodInit] = fetchMock.mock.calls[0];
    expect(methodUrl).toBe('http://localhost:8130/v1/payment_methods');
    expect(methodInit.headers).toMatchObject({ Authorization: `Bearer ${PK}`, 'Content-Type': 'application/x-www-form-urlencoded' });
    expect(Object.fromEntries(new URLSearchParams(methodInit.body))).toEqual({
      type: 'card',
      'card[number]': '4242424242424242',
      'card[exp_month]': '12',
      'card[exp_year]': '2034',
      'card[cvc]': '123',
      'billing_details[name]': 'Ada Lovelace',
    });
    const [confirmUrl, confirmInit] = fetchMock.mock.calls[1];
    expect(confirmUrl).toBe('http://localhost:8130/v1/setup_intents/seti_1/confirm');
    expect(Object.fromEntries(new URLSearchParams(confirmInit.body))).toEqual({ payment_method: 'pm_1', client_secret: 'seti_1_secret_x' });
    expect(lastOf('result')).toMatchObject({ requestId: 'r1', origin: PAGE, result: { body: { id: 'seti_1', status: 'succeeded' } } });
  });

  it('answers the processor error of a declined payment', async () => {
    typeCard('4000000000000002');
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    fetchMock.mockImplementationOnce(() => json(200, { id: 'pm_2' })).mockImplementationOnce(() => json(402, { error }));
    fromPage({ type: 'confirm-payment', clientSecret: 'pi_5_secret_y', requestId: 'r2' });
    await tick();
    await tick();
    expect(fetchMock.mock.calls[1][0]).toBe('http://localhost:8130/v1/payment_intents/pi_5/confirm');
    expect(lastOf('result')).toMatchObject({ requestId: 'r2', result: { error } });
  });

  it('answers a validation error without calling the processor when the card is incomplete', async () => {
    type(field('number'), '4242');
    fromPage({ type: 'create-payment-method', requestId: 'r3' });
    await tick();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(lastOf('result')).toMatchObject({ requestId: 'r3', result: { error: { type: 'validation_error', code: 'incomplete_number' } } });
  });

  it('creates a token with the card and the data the page gave', async () => {
    typeCard('378282246310005', '1130', '1234');
    fetchMock.mockImplementationOnce(() => json(200, { id: 'tok_1' }));
    fromPage({ type: 'create-token', tokenData: { name: 'Ada' }, requestId: 'r4' });
    await tick();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('http://localhost:8130/v1/tokens');
    expect(Object.fromEntries(new URLSearchParams(init.body))).toMatchObject({ 'card[number]': '378282246310005', 'card[cvc]': '1234', 'card[name]': 'Ada' });
    expect(lastOf('result')).toMatchObject({ requestId: 'r4', result: { body: { id: 'tok_1' } } });
  });
});
