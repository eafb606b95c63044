// `window.Stripe`: the subset of Stripe.js our pages and @stripe/react-stripe-js use, on the local
// processor (docs/decisions/payments-provider.md). Card numbers stay in the card frame; this side
// calls the REST API itself only for what carries no card data (a saved `pm_…`, reading an intent).
// Like Stripe.js, a decline or a failed authentication resolves `{ error }`; only misuse throws.

const INTENTS = {
  setup: { prefix: 'seti_', path: 'setup_intents', key: 'setupIntent', errorKey: 'setup_intent', lastError: 'last_setup_error', failure: 'setup_intent_authentication_failure' },
  payment: {
    prefix: 'pi_',
    path: 'payment_intents',
    key: 'paymentIntent',
    errorKey: 'payment_intent',
    lastError: 'last_payment_error',
    failure: 'payment_intent_authentication_failure',
  },
};

const intentIdOf = (kind, clientSecret, method) => {
  if (typeof clientSecret !== 'string' || !clientSecret.startsWith(kind.prefix) || !clientSecret.includes('_secret_')) {
    throw new Error(`Invalid value for ${method}: the first argument should be a ${kind.key} client_secret ("${kind.prefix}…_secret_…").`);
  }
  return clientSecret.split('_secret_')[0];
};

/** Page data as the frame can receive it: plain JSON (a function or a DOM node cannot be posted). */
const plain = (value) => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

const isCardElement = (value) => Boolean(value && typeof value === 'object' && value.elementType === 'card' && typeof value._request === 'function');

const needsChallenge = (intent) => intent && intent.status === 'requires_action' && intent.next_action && intent.next_action.type === 'use_stripe_sdk';

/** What Stripe.js resolves for an intent: the intent, or its last error when it needs another card. */
const intentResult = (stripe, kind, intent) => {
  const lastError = intent[kind.lastError];
  if (intent.status === 'requires_payment_method' && lastError) return { error: { type: 'card_error', ...lastError, [kind.errorKey]: intent } };
  if (intent.status === 'requires_action') {
    const message = hs.config.strings[stripe.locale3ds()].errors.authentication_failure;
    return { error: { type: 'invalid_request_error', code: kind.failure, message, [kind.errorKey]: intent } };
  }
  return { [kind.key]: intent };
};

const retrieveIntent = (stripe, kind, clientSecret) =>
  hs.api(stripe.client(), 'GET', `/v1/${kind.path}/${encodeURIComponent(clientSecret.split('_secret_')[0])}`, { client_secret: clientSecret });

/** After a confirm: the challenge when the processor asks for one, then the intent as it stands. */
const settleIntent = async (stripe, kind, clientSecret, outcome, handleActions) => {
  if (outcome.error) return { error: outcome.error };
  let intent = outcome.body;
  if (handleActions !== false && needsChallenge(intent)) {
    await hs.openChallenge(stripe, intent.id, clientSecret);
    const again = await retrieveIntent(stripe, kind, clientSecret);
    if (again.error) return { error: again.error };
    intent = again.body;
  }
  if (handleActions === false && intent.status === 'requires_action') return { [kind.key]: intent };
  return intentResult(stripe, kind, intent);
};

/** confirmCardSetup / confirmCardPayment: with the card element (the frame confirms), a saved `pm_…`, or the intent's own method. */
const confirmCard = async (stripe, kind, method, clientSecret, data, confirmOptions) => {
  const id = intentIdOf(kind, clientSecret, method);
  const { payment_method: paymentMethod, ...params } = data && typeof data === 'object' ? data : {};
  let outcome;
  if (paymentMethod && typeof paymentMethod === 'object' && isCardElement(paymentMethod.card)) {
    outcome = await paymentMethod.card._request(kind === INTENTS.setup ? 'confirm-setup' : 'confirm-payment', {
      clientSecret,
      billing_details: plain(paymentMethod.billing_details),
      params: plain({ ...params, payment_method_data: paymentMethod.metadata ? { metadata: paymentMethod.metadata } : undefined }),
    });
  } else if (paymentMethod === undefined || typeof paymentMethod === 'string') {
    outcome = await hs.api(stripe.client(), 'POST', `/v1/${kind.path}/${encodeURIComponent(id)}/confirm`, {
      ...params,
      payment_method: paymentMethod,
      client_secret: clientSecret,
    });
  } else {
    throw new Error(`Invalid value for ${method}: payment_method should be a 'pm_…' id or { card: cardElement, billing_details }.`);
  }
  return settleIntent(stripe, kind, clientSecret, outcome, confirmOptions && confirmOptions.handleActions);
};

/** handleCardAction / handleNextAction: the challenge for an intent the server confirmed. */
const handleAction = async (stripe, kind, clientSecret) => {
  const outcome = await retrieveIntent(stripe, kind, clientSecret);
  return settleIntent(stripe, kind, clientSecret, outcome, true);
};

function Stripe(key, stripeOptions) {
  if (typeof key !== 'string' || key === '') throw new Error('Please call Stripe() with your publishable key.');
  if (key.startsWith('sk_')) throw new Error('You should not use your secret key with Stripe.js. Please pass a publishable key instead.');
  if (!key.startsWith('pk_')) throw new Error('Invalid value for Stripe(): apiKey should be a publishable key (pk_…).');
  const options = stripeOptions && typeof stripeOptions === 'object' ? stripeOptions : {};
  const wrappers = [];
  const appInfo = [];

  /** What the elements group, the challenge and the REST calls share. */
  const context = {
    key,
    stripeAccount: typeof options.stripeAccount === 'string' ? options.stripeAccount : undefined,
    locale: options.locale,
    elementsLocale: undefined,
    locale3ds: () => hs.resolveLocale(context.elementsLocale || options.locale),
    client: () => ({ origin: hs.config.origin, key, stripeAccount: context.stripeAccount, connectionMessage: hs.config.strings[context.locale3ds()].errors.api_connection_error }),
  };

  return {
    elements: (elementsOptions) => hs.createElements(context, elementsOptions && typeof elementsOptions === 'object' ? elementsOptions : {}),

    confirmCardSetup: (clientSecret, data, confirmOptions) => confirmCard(context, INTENTS.setup, 'confirmCardSetup', clientSecret, data, confirmOptions),

    confirmCardPayment: (clientSecret, data, confirmOptions) => confirmCard(context, INTENTS.payment, 'confirmCardPayment', clientSecret, data, confirmOptions),

    handleCardAction: async (clientSecret) => {
      intentIdOf(INTENTS.payment, clientSecret, 'handleCardAction');
      return handleAction(context, INTENTS.payment, clientSecret);
    },

    handleNextAction: async ({ clientSecret } = {}) => {
      const kind = typeof clientSecret === 'string' && clientSecret.startsWith('seti_') ? INTENTS.setup : INTENTS.payment;
      intentIdOf(kind, clientSecret, 'handleNextAction');
      return handleAction(context, kind, clientSecret);
    },

    /** `createPaymentMethod({ type: 'card', card, billing_details })`, or the older `('card', card, { billing_details })`. */
    createPaymentMethod: async (first, second, third) => {
      const data = typeof first === 'string' ? { ...(third || {}), type: first, card: second } : first || {};
      if (data.type !== 'card') throw new Error("Invalid value for createPaymentMethod: type should be 'card'.");
      let outcome;
      if (isCardElement(data.card)) {
        outcome = await data.card._request('create-payment-method', {
          billing_details: plain(data.billing_details),
          params: plain({ payment_method_data: data.metadata ? { metadata: data.metadata } : undefined }),
        });
      } else if (data.card && typeof data.card.token === 'string') {
        outcome = await hs.api(context.client(), 'POST', '/v1/payment_methods', {
          type: 'card',
          card: { token: data.card.token },
          billing_details: data.billing_details,
          metadata: data.metadata,
        });
      } else {
        throw new Error('Invalid value for createPaymentMethod: card should be a card Element or { token }.');
      }
      return outcome.error ? { error: outcome.error } : { paymentMethod: outcome.body };
    },

    createToken: async (element, data) => {
      if (!isCardElement(element)) throw new Error('Invalid value for createToken: the first argument should be a card Element.');
      const outcome = await element._request('create-token', { tokenData: data && typeof data === 'object' ? plain(data) : {} });
      return outcome.error ? { error: outcome.error } : { token: outcome.body };
    },

    retrieveSetupIntent: async (clientSecret) => {
      intentIdOf(INTENTS.setup, clientSecret, 'retrieveSetupIntent');
      const outcome = await retrieveIntent(context, INTENTS.setup, clientSecret);
      return outcome.error ? { error: outcome.error } : { setupIntent: outcome.body };
    },

    retrievePaymentIntent: async (clientSecret) => {
      intentIdOf(INTENTS.payment, clientSecret, 'retrievePaymentIntent');
      const outcome = await retrieveIntent(context, INTENTS.payment, clientSecret);
      return outcome.error ? { error: outcome.error } : { paymentIntent: outcome.body };
    },

    registerAppInfo: (info) => {
      appInfo.push(info);
    },

    _registerWrapper: (wrapper) => {
      wrappers.push(wrapper);
    },
  };
}

// The release train @stripe/stripe-js 10 expects, so its loadStripe takes this script without a warning.
Stripe.version = 'endive';
window.Stripe = Stripe;

/** Every message from the processor's frames comes through here: wrong origin or wrong sender is ignored. */
window.addEventListener('message', (event) => {
  if (event.origin !== hs.config.origin) return;
  const message = event.data;
  if (!message || typeof message !== 'object' || message.source !== 'hourspace-processor' || typeof message.type !== 'string') return;
  if (message.type.startsWith('3ds-')) {
    if (hs.challenge) hs.challenge.receive(event);
    return;
  }
  const card = hs.cards.get(message.elementId);
  if (card && event.source === card._frameWindow()) card._receive(message);
});
