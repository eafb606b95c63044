// `stripe.elements()` and the card element on the page (docs/decisions/payments-provider.md): the
// element is a frame on the processor's origin; this side keeps the listeners, the container's
// classes and the frame's height, and passes requests to the frame. It never sees the number.

/** Card elements by id, for the message router in stripe.js. */
hs.cards = new Map();
hs.newId = (prefix) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;

/** Two REST calls from the frame take milliseconds locally; this only ends a wait that cannot end. */
const REQUEST_TIMEOUT_MS = 30_000;

const DEFAULT_CLASSES = {
  base: 'StripeElement',
  complete: 'StripeElement--complete',
  empty: 'StripeElement--empty',
  focus: 'StripeElement--focus',
  invalid: 'StripeElement--invalid',
  webkitAutofill: 'StripeElement--webkit-autofill',
};

/** What of the element's options goes to the frame: plain data only (functions and DOM nodes cannot be posted). */
const frameOptions = (options) => {
  const picked = {};
  for (const flag of ['hidePostalCode', 'hideIcon', 'disabled']) if (typeof options[flag] === 'boolean') picked[flag] = options[flag];
  if (options.style && typeof options.style === 'object') picked.style = JSON.parse(JSON.stringify(options.style));
  if (options.value && typeof options.value.postalCode === 'string') picked.value = { postalCode: options.value.postalCode };
  return picked;
};

/** The card element. `group` is its elements() group: `{ stripe, locale(), remove(element) }`. */
hs.createCardElement = (group, createOptions) => {
  const id = hs.newId('card');
  const listeners = [];
  const pending = new Map();
  let options = { hidePostalCode: true, ...createOptions };
  let container = null;
  let wrapper = null;
  let iframe = null;
  let ready = false;
  let destroyed = false;
  let queue = [];
  let state = { empty: true, complete: false, invalid: false, focus: false };

  const classNames = (name) =>
    String((options.classes && options.classes[name]) || DEFAULT_CLASSES[name] || '')
      .split(/\s+/)
      .filter(Boolean);
  const paintClasses = () => {
    if (!container) return;
    for (const name of ['base', 'complete', 'empty', 'focus', 'invalid']) {
      const on = name === 'base' || state[name];
      for (const className of classNames(name)) container.classList.toggle(className, on);
    }
  };
  const clearClasses = () => {
    if (!container) return;
    for (const name of Object.keys(DEFAULT_CLASSES)) for (const className of classNames(name)) container.classList.remove(className);
  };

  const emit = (type, event) => {
    for (const listener of listeners.slice()) {
      if (listener.type !== type) continue;
      if (listener.once) listeners.splice(listeners.indexOf(listener), 1);
      listener.handler(event);
    }
  };

  const send = (message) => {
    const full = { source: 'hourspace-stripe-js', elementId: id, ...message };
    if (ready && iframe && iframe.contentWindow) iframe.contentWindow.postMessage(full, hs.config.origin);
    else queue.push(full);
  };

  const settlePending = () => {
    const text = hs.config.strings[group.locale()];
    for (const resolve of pending.values()) resolve({ error: { type: 'invalid_request_error', code: 'element_missing', message: text.errors.element_missing } });
    pending.clear();
  };

  const frameUrl = () => {
    const query = new URLSearchParams({ id, key: group.stripe.key, locale: group.locale(), parent: window.location.origin, options: JSON.stringify(frameOptions(options)) });
    if (group.stripe.stripeAccount) query.set('account', group.stripe.stripeAccount);
    return `${hs.config.origin}/elements/card?${query.toString()}`;
  };

  const element = {
    elementType: 'card',

    mount(target) {
      if (destroyed) throw new Error('This Element has already been destroyed. Please create a new one.');
      if (iframe) throw new Error('This Element is already mounted. Use `unmount()` to unmount the Element before re-mounting.');
      const node = typeof target === 'string' ? document.querySelector(target) : target;
      if (!node || node.nodeType !== 1) throw new Error(`The selector you specified (${String(target)}) applies to no DOM elements that are currently on the page.`);
      container = node;
      wrapper = document.createElement('div');
      wrapper.className = '__PrivateStripeElement';
      wrapper.style.cssText = 'margin:0;padding:0;border:none;display:block;background:transparent;position:relative;opacity:1';
      iframe = document.createElement('iframe');
      iframe.name = `__privateStripeFrame${id}`;
      iframe.title = hs.config.strings[group.locale()].frameTitle;
      iframe.setAttribute('frameborder', '0');
      iframe.setAttribute('allowtransparency', 'true');
      iframe.setAttribute('scrolling', 'no');
      iframe.setAttribute('allow', 'payment *');
      iframe.style.cssText =
        'border:none;margin:0;padding:0;width:1px;min-width:100%;overflow:hidden;display:block;user-select:none;transform:translate(0);color-scheme:light only;height:28px';
      iframe.src = frameUrl();
      wrapper.appendChild(iframe);
      container.appendChild(wrapper);
      hs.cards.set(id, element);
      paintClasses();
    },

    unmount() {
      if (!iframe) return;
      wrapper.remove();
      clearClasses();
      hs.cards.delete(id);
      settlePending();
      iframe = null;
      wrapper = null;
      container = null;
      ready = false;
      queue = [];
      state = { ...state, focus: false };
    },

    destroy() {
      element.unmount();
      destroyed = true;
      listeners.length = 0;
      group.remove(element);
    },

    on(type, handler) {
      if (typeof handler !== 'function') throw new Error(`The handler for '${type}' must be a function.`);
      listeners.push({ type, handler, once: false });
      return element;
    },

    once(type, handler) {
      if (typeof handler !== 'function') throw new Error(`The handler for '${type}' must be a function.`);
      listeners.push({ type, handler, once: true });
      return element;
    },

    off(type, handler) {
      for (let i = listeners.length - 1; i >= 0; i -= 1) {
        if (listeners[i].type === type && (!handler || listeners[i].handler === handler)) listeners.splice(i, 1);
      }
      return element;
    },

    focus() {
      if (!iframe) return;
      iframe.focus();
      send({ type: 'focus' });
    },

    blur() {
      send({ type: 'blur' });
    },

    clear() {
      send({ type: 'clear' });
    },

    update(next) {
      if (!next || typeof next !== 'object') return;
      options = { ...options, ...next };
      paintClasses();
      send({ type: 'update', options: frameOptions(next) });
    },

    /** The page's side of the protocol: a message from this element's frame (checked by the router). */
    _receive(message) {
      switch (message.type) {
        case 'ready':
          ready = true;
          for (const queued of queue.splice(0)) iframe.contentWindow.postMessage(queued, hs.config.origin);
          emit('ready', { elementType: 'card' });
          break;
        case 'change': {
          const event = message.event && typeof message.event === 'object' ? message.event : {};
          const change = { elementType: 'card', empty: Boolean(event.empty), complete: Boolean(event.complete), brand: String(event.brand || 'unknown'), value: event.value || {} };
          if (event.error) change.error = event.error;
          state = { ...state, empty: change.empty, complete: change.complete, invalid: Boolean(change.error) };
          paintClasses();
          emit('change', change);
          break;
        }
        case 'focus':
        case 'blur':
          state = { ...state, focus: message.type === 'focus' };
          paintClasses();
          emit(message.type, { elementType: 'card' });
          break;
        case 'escape':
          emit('escape', { elementType: 'card' });
          break;
        case 'resize': {
          const height = Number(message.height);
          if (iframe && Number.isFinite(height) && height > 0 && height < 2000) iframe.style.height = `${height}px`;
          break;
        }
        case 'result': {
          const resolve = pending.get(message.requestId);
          if (!resolve) break;
          pending.delete(message.requestId);
          resolve(message.result && typeof message.result === 'object' ? message.result : { error: { type: 'api_error', message: 'Malformed answer from the card frame.' } });
          break;
        }
        default:
          break;
      }
    },

    _frameWindow() {
      return iframe ? iframe.contentWindow : null;
    },

    /** Asks the frame to confirm or create; resolves `{ body }` or `{ error }`, never rejects. */
    _request(type, payload) {
      if (!iframe) {
        const text = hs.config.strings[group.locale()];
        return Promise.resolve({ error: { type: 'invalid_request_error', code: 'element_missing', message: text.errors.element_missing } });
      }
      const requestId = hs.newId('req');
      return new Promise((resolve) => {
        // A frame that never loads (processor down, refused URL) must not leave the page waiting forever.
        const timer = setTimeout(() => {
          if (!pending.delete(requestId)) return;
          resolve({ error: { type: 'api_connection_error', message: hs.config.strings[group.locale()].errors.api_connection_error } });
        }, REQUEST_TIMEOUT_MS);
        pending.set(requestId, (result) => {
          clearTimeout(timer);
          resolve(result);
        });
        send({ type, requestId, ...payload });
      });
    },

    _setLocale(locale) {
      if (iframe) iframe.title = hs.config.strings[locale].frameTitle;
      send({ type: 'update', locale });
    },
  };
  return element;
};

/** `stripe.elements(options)`: one card element at a time, as Stripe allows. */
hs.createElements = (stripe, elementsOptions) => {
  let options = { ...elementsOptions };
  let card = null;
  // The 3-D Secure dialog speaks the language of the page's elements, as Stripe's does.
  if (options.locale) stripe.elementsLocale = options.locale;
  const group = {
    stripe,
    locale: () => hs.resolveLocale(options.locale || stripe.locale),
    remove: (element) => {
      if (card === element) card = null;
    },
  };
  return {
    create(type, createOptions) {
      if (type !== 'card') throw new Error(`The local processor's Stripe.js has only the 'card' Element; '${String(type)}' is not available.`);
      if (card) throw new Error('Can only create one Element of type card.');
      card = hs.createCardElement(group, createOptions || {});
      return card;
    },
    getElement(type) {
      const name = typeof type === 'string' ? type : type && type.__elementType;
      return name === 'card' ? card : null;
    },
    update(next) {
      if (!next || typeof next !== 'object') return;
      const before = group.locale();
      options = { ...options, ...next };
      if (options.locale) stripe.elementsLocale = options.locale;
      if (card && group.locale() !== before) card._setLocale(group.locale());
    },
    fetchUpdates() {
      return Promise.resolve({});
    },
  };
};
