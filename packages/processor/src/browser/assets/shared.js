// What the page's Stripe.js, the card frame and the challenge page share: Stripe's form encoding
// and one way to call the processor's REST API with the publishable key
// (docs/decisions/payments-provider.md: bracket notation, `Authorization: Bearer pk_…`).

/** `{ card: { number: '4242' }, tags: ['a'] }` → `card[number]=4242&tags[0]=a`; null and undefined are left out. */
hs.encodeForm = (params) => {
  const pairs = [];
  const walk = (value, key) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, `${key}[${index}]`));
    else if (typeof value === 'object') Object.keys(value).forEach((name) => walk(value[name], key ? `${key}[${name}]` : name));
    else pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  };
  walk(params, '');
  return pairs.join('&');
};

/** 'auto', a language or a tag ('fr-CA') → one of our four languages; anything else is English. */
hs.resolveLocale = (value) => {
  const language = String(value || '')
    .trim()
    .toLowerCase()
    .split(/[-_]/)[0];
  return ['en', 'fr', 'es', 'de'].includes(language) ? language : 'en';
};

/**
 * One REST call. Resolves `{ body }` with the answer or `{ error }` with Stripe's error object;
 * it never rejects, as Stripe.js reports a decline or a network failure as `{ error }`.
 * `client` is `{ origin, key, stripeAccount, connectionMessage }`.
 */
hs.api = async (client, method, path, params) => {
  const headers = { Authorization: `Bearer ${client.key}` };
  if (client.stripeAccount) headers['Stripe-Account'] = client.stripeAccount;
  let url = `${client.origin}${path}`;
  let body;
  if (method === 'GET') {
    const query = params ? hs.encodeForm(params) : '';
    if (query) url += `?${query}`;
  } else {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = hs.encodeForm(params || {});
  }
  let response;
  try {
    response = await fetch(url, { method, headers, body, credentials: 'omit', cache: 'no-store' });
  } catch {
    return { error: { type: 'api_connection_error', message: client.connectionMessage } };
  }
  let json = null;
  try {
    json = await response.json();
  } catch {
    json = null;
  }
  if (!response.ok || !json || typeof json !== 'object' || json.error) {
    const error = json && typeof json === 'object' && json.error && typeof json.error === 'object' ? json.error : { type: 'api_error', message: `HTTP ${response.status}` };
    return { error };
  }
  return { body: json };
};
