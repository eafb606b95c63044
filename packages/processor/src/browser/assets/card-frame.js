// The card element's frame, on the processor's origin (docs/decisions/payments-provider.md: the
// page never has a card number). It formats and validates the three fields, tells the page only
// empty / complete / brand / error, and itself sends the number to the processor when the page
// asks it to confirm. It listens to its parent page only, on the origin named in its URL.

const { elementId, parentOrigin, strings: ALL_STRINGS } = hs.config;
const client = { origin: window.location.origin, key: hs.config.key, stripeAccount: hs.config.stripeAccount, connectionMessage: '' };
let locale = hs.config.locale;
let options = hs.config.options || {};
const form = document.getElementById('hs-card');
const fields = {
  number: document.getElementById('hs-number'),
  expiry: document.getElementById('hs-expiry'),
  cvc: document.getElementById('hs-cvc'),
  postal: document.getElementById('hs-postal'),
};
const ORDER = ['number', 'expiry', 'cvc', 'postal'];
const touched = { number: false, expiry: false, cvc: false, postal: false };
let focused = false;
let lastChange = '';
/** Stripe's card element sends no `change` before the person types: the start-up state is only noted. */
let silent = true;

const strings = () => ALL_STRINGS[locale] || ALL_STRINGS.en;
const post = (type, data) => window.parent.postMessage({ source: 'hourspace-processor', elementId, type, ...data }, parentOrigin);
const postalShown = () => options.hidePostalCode === false;
const activeFields = () => ORDER.filter((name) => name !== 'postal' || postalShown());

/** Every field's state; `confirming` makes empty and short fields errors, as a confirm does. */
function readCard(confirming) {
  const digits = hs.digitsOf(fields.number.value);
  const brand = hs.brandInfo(digits).brand;
  const checks = {
    number: hs.checkNumber(digits, confirming || touched.number),
    expiry: hs.checkExpiry(fields.expiry.value, confirming || touched.expiry, new Date()),
    cvc: hs.checkCvc(fields.cvc.value, brand, confirming || touched.cvc),
    postal: hs.checkPostal(fields.postal.value, confirming || touched.postal),
  };
  const names = activeFields();
  for (const name of names) if (checks[name].empty && !confirming) checks[name].error = null;
  const failing = names.find((name) => checks[name].error);
  const code = failing ? checks[failing].error : null;
  return {
    digits,
    brand,
    checks,
    empty: names.every((name) => checks[name].empty),
    complete: names.every((name) => checks[name].complete),
    error: code ? { type: 'validation_error', code, message: strings().errors[code] } : undefined,
  };
}

function showState(card) {
  for (const name of ORDER) {
    const invalid = Boolean(card.checks[name].error) && activeFields().includes(name);
    fields[name].classList.toggle('invalid', invalid);
    if (invalid) fields[name].setAttribute('aria-invalid', 'true');
    else fields[name].removeAttribute('aria-invalid');
  }
  const badge = document.getElementById('hs-brand');
  badge.dataset.brand = card.brand;
}

/** Posts `change` when what the page may know (never the number) has changed. */
function changed(confirming) {
  const card = readCard(confirming);
  showState(card);
  const event = { elementType: 'card', empty: card.empty, complete: card.complete, brand: card.brand, value: postalShown() ? { postalCode: fields.postal.value.trim() } : {} };
  if (card.error) event.error = card.error;
  const serialized = JSON.stringify(event);
  if (serialized !== lastChange) {
    lastChange = serialized;
    if (!silent) post('change', { event });
  }
  return card;
}

function placeCaret(input, formatted, digitsBefore) {
  let position = 0;
  let seen = 0;
  while (position < formatted.length && seen < digitsBefore) {
    if (/\d/.test(formatted[position])) seen += 1;
    position += 1;
  }
  if (document.activeElement === input) input.setSelectionRange(position, position);
}

fields.number.addEventListener('input', () => {
  const input = fields.number;
  const caret = input.selectionStart ?? input.value.length;
  const atEnd = caret >= input.value.length;
  const digitsBefore = hs.digitsOf(input.value.slice(0, caret)).length;
  const formatted = hs.formatNumber(hs.digitsOf(input.value));
  input.value = formatted;
  placeCaret(input, formatted, digitsBefore);
  const info = hs.brandInfo(hs.digitsOf(formatted));
  fields.cvc.maxLength = info.cvc;
  const card = changed(false);
  if (atEnd && card.checks.number.complete && card.digits.length === info.advanceAt) fields.expiry.focus();
});

fields.expiry.addEventListener('input', (event) => {
  const deleting = typeof event.inputType === 'string' && event.inputType.startsWith('delete');
  fields.expiry.value = hs.formatExpiry(fields.expiry.value, deleting);
  const card = changed(false);
  if (!deleting && card.checks.expiry.complete) fields.cvc.focus();
});

fields.cvc.addEventListener('input', () => {
  fields.cvc.value = hs.digitsOf(fields.cvc.value).slice(0, fields.cvc.maxLength > 0 ? fields.cvc.maxLength : 4);
  const card = changed(false);
  const brandCvc = hs.brandInfo(card.digits).cvc;
  if (postalShown() && card.checks.cvc.complete && hs.digitsOf(fields.cvc.value).length === brandCvc) fields.postal.focus();
});

fields.postal.addEventListener('input', () => changed(false));

form.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') {
    post('escape', {});
    return;
  }
  // Backspace in an empty field goes back to the one before, as in Stripe's card element.
  if (event.key === 'Backspace' && event.target.value === '') {
    const index = activeFields().indexOf(event.target.dataset.field);
    if (index > 0) {
      event.preventDefault();
      fields[activeFields()[index - 1]].focus();
    }
  }
});

form.addEventListener('submit', (event) => event.preventDefault());

form.addEventListener('focusin', () => {
  if (focused) return;
  focused = true;
  post('focus', {});
});

form.addEventListener('focusout', (event) => {
  const left = event.target.dataset.field;
  if (left && event.target.value !== '') touched[left] = true;
  changed(false);
  if (event.relatedTarget && form.contains(event.relatedTarget)) return;
  focused = false;
  post('blur', {});
});

function applyStyle(style) {
  const root = document.documentElement.style;
  const base = (style && style.base) || {};
  const set = (name, value) => {
    if (typeof value === 'string' && value.length < 200 && !/[;{}<>\\]/.test(value)) root.setProperty(name, value);
    else root.removeProperty(name);
  };
  set('--hs-color', base.color);
  set('--hs-font-size', base.fontSize);
  set('--hs-font-family', base.fontFamily);
  set('--hs-font-weight', typeof base.fontWeight === 'number' ? String(base.fontWeight) : base.fontWeight);
  set('--hs-line-height', base.lineHeight);
  set('--hs-letter-spacing', base.letterSpacing);
  set('--hs-placeholder', base['::placeholder'] && base['::placeholder'].color);
  set('--hs-invalid', style && style.invalid && style.invalid.color);
  set('--hs-complete', style && style.complete && style.complete.color);
}

function applyLocale(next) {
  locale = ALL_STRINGS[next] ? next : 'en';
  const text = strings();
  document.documentElement.lang = locale;
  document.getElementById('hs-number-label').textContent = text.cardNumber;
  document.getElementById('hs-expiry-label').textContent = text.expiry;
  document.getElementById('hs-cvc-label').textContent = text.securityCode;
  document.getElementById('hs-postal-label').textContent = text.postalCode;
  fields.expiry.placeholder = text.expiryPlaceholder;
  fields.cvc.placeholder = text.cvcPlaceholder;
  fields.postal.placeholder = text.postalPlaceholder;
  client.connectionMessage = text.errors.api_connection_error;
}

function applyOptions(next) {
  options = { ...options, ...next };
  for (const name of ORDER) fields[name].disabled = Boolean(options.disabled);
  document.getElementById('hs-postal-field').hidden = !postalShown();
  if (next.value && typeof next.value.postalCode === 'string') fields.postal.value = next.value.postalCode;
  if ('style' in next) applyStyle(options.style);
  if ('hideIcon' in next || 'hidePostalCode' in next) document.getElementById('hs-brand').hidden = Boolean(options.hideIcon);
  // Like Stripe's element, an update sends `change` only when what it reports changed (showing
  // the postal code, say): locking the fields while a confirm runs must not look like typing.
  changed(false);
}

function clear() {
  for (const name of ORDER) {
    fields[name].value = '';
    touched[name] = false;
  }
  fields.cvc.maxLength = 4;
  changed(false);
}

function cardParams(card) {
  const expiry = card.checks.expiry;
  return { number: card.digits, exp_month: expiry.month, exp_year: expiry.year, cvc: hs.digitsOf(fields.cvc.value) };
}

function withPostal(billing) {
  if (!postalShown()) return billing;
  const details = billing && typeof billing === 'object' ? billing : {};
  const address = { ...(details.address || {}), postal_code: fields.postal.value.trim() };
  return { ...details, address };
}

/** A confirm, a payment method or a token for the page: the number goes from here to the processor only. */
async function handleRequest(message) {
  const reply = (result) => post('result', { requestId: message.requestId, result });
  touched.number = touched.expiry = touched.cvc = touched.postal = true;
  lastChange = '';
  const card = changed(true);
  if (card.error) return reply({ error: card.error });
  const params = message.params && typeof message.params === 'object' ? message.params : {};
  if (message.type === 'create-token') {
    const data = message.tokenData && typeof message.tokenData === 'object' ? message.tokenData : {};
    const tokenCard = { ...data, ...cardParams(card) };
    if (postalShown()) tokenCard.address_zip = fields.postal.value.trim();
    return reply(await hs.api(client, 'POST', '/v1/tokens', { card: tokenCard }));
  }
  const method = await hs.api(client, 'POST', '/v1/payment_methods', {
    ...params.payment_method_data,
    type: 'card',
    card: cardParams(card),
    billing_details: withPostal(message.billing_details),
  });
  if (message.type === 'create-payment-method' || method.error) return reply(method);
  const clientSecret = String(message.clientSecret || '');
  const id = clientSecret.split('_secret_')[0];
  const kind = message.type === 'confirm-setup' ? 'setup_intents' : 'payment_intents';
  const { payment_method_data: _unused, ...confirmParams } = params;
  return reply(await hs.api(client, 'POST', `/v1/${kind}/${encodeURIComponent(id)}/confirm`, { ...confirmParams, payment_method: method.body.id, client_secret: clientSecret }));
}

window.addEventListener('message', (event) => {
  if (event.source !== window.parent || event.origin !== parentOrigin) return;
  const message = event.data;
  if (!message || typeof message !== 'object' || message.source !== 'hourspace-stripe-js' || message.elementId !== elementId) return;
  switch (message.type) {
    case 'focus':
      fields[activeFields().find((name) => !readCard(false).checks[name].complete) || 'number'].focus();
      break;
    case 'blur':
      if (document.activeElement && form.contains(document.activeElement)) document.activeElement.blur();
      break;
    case 'clear':
      clear();
      break;
    case 'update':
      if (message.locale) applyLocale(message.locale);
      if (message.options && typeof message.options === 'object') applyOptions(message.options);
      else changed(false);
      break;
    case 'confirm-setup':
    case 'confirm-payment':
    case 'create-payment-method':
    case 'create-token':
      handleRequest(message).catch(() =>
        post('result', { requestId: message.requestId, result: { error: { type: 'api_error', message: strings().errors.api_connection_error } } }),
      );
      break;
    default:
      break;
  }
});

const reportHeight = () => post('resize', { height: Math.ceil(form.getBoundingClientRect().height) });
if (typeof ResizeObserver === 'function') new ResizeObserver(reportHeight).observe(form);
applyLocale(locale);
applyOptions(options);
reportHeight();
silent = false;
post('ready', {});
