import { list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { metadata, obj, optStr, str } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';
import { bankToken } from './banks';
import { createPaymentMethod, createToken } from './cards';

/** Customers, payment methods and tokens. */
export const customerRoutes = [
  route('POST', '/v1/customers', 'secret', (ctx) => {
    const { core, body } = ctx;
    const customer: StripeObject = {
      id: newId('cus'),
      object: 'customer',
      balance: 0,
      created: core.seconds(),
      currency: null,
      default_source: null,
      delinquent: false,
      description: optStr(body, 'description') ?? null,
      email: optStr(body, 'email') ?? null,
      invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
      livemode: false,
      metadata: metadata(body),
      name: optStr(body, 'name') ?? null,
      phone: optStr(body, 'phone') ?? null,
      preferred_locales: [],
    };
    core.store.put('customer', customer);
    core.emit('customer.created', customer, { ctx });
    return customer;
  }),

  route('GET', '/v1/customers', 'secret', ({ core, body }) => {
    const email = optStr(body, 'email');
    return list(
      Object.values(core.store.table('customer')).filter((c) => !email || c.email === email),
      body,
      '/v1/customers',
    );
  }),

  route('GET', '/v1/customers/:id', 'secret', ({ core, path }) => core.find('customer', path.id!)),

  route('POST', '/v1/customers/:id', 'secret', (ctx) => {
    const { core, path, body } = ctx;
    const customer = core.find('customer', path.id!);
    const before = structuredClone(customer);
    for (const field of ['email', 'name', 'description', 'phone']) {
      const v = optStr(body, field);
      if (v !== undefined) customer[field] = v === '' ? null : v;
    }
    customer.metadata = metadata(body, customer.metadata as Record<string, string>);
    const settings = obj(body, 'invoice_settings');
    const pm = optStr(settings, 'default_payment_method');
    if (pm !== undefined) {
      if (pm && core.find('payment_method', pm, 'PaymentMethod', 'invoice_settings[default_payment_method]').customer !== customer.id) {
        throw invalid(`The PaymentMethod ${pm} is not attached to customer ${customer.id}.`, 'invoice_settings[default_payment_method]');
      }
      customer.invoice_settings = { ...(customer.invoice_settings as object), default_payment_method: pm || null };
    }
    core.store.changed();
    const previous = Object.fromEntries(
      Object.keys(customer)
        .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(customer[k]))
        .map((k) => [k, before[k]]),
    );
    if (Object.keys(previous).length) core.emit('customer.updated', customer, { previous, ctx });
    return customer;
  }),

  route('GET', '/v1/customers/:id/payment_methods', 'secret', ({ core, path, body }) => {
    core.find('customer', path.id!);
    const type = optStr(body, 'type');
    if (type && type !== 'card') return list([], body, `/v1/customers/${path.id}/payment_methods`);
    const methods = Object.values(core.store.table('payment_method')).filter((pm) => pm.customer === path.id);
    return list(methods, body, `/v1/customers/${path.id}/payment_methods`);
  }),

  route('POST', '/v1/payment_methods', 'publishable', ({ core, body }) => createPaymentMethod(core, body)),

  route('GET', '/v1/payment_methods/:id', 'secret', ({ core, path }) => core.find('payment_method', path.id!, 'PaymentMethod')),

  route('POST', '/v1/payment_methods/:id', 'secret', ({ core, path, body }) => {
    const pm = core.find('payment_method', path.id!, 'PaymentMethod');
    pm.metadata = metadata(body, pm.metadata as Record<string, string>);
    core.store.changed();
    return pm;
  }),

  route('POST', '/v1/payment_methods/:id/attach', 'secret', ({ core, path, body }) => {
    const pm = core.find('payment_method', path.id!, 'PaymentMethod');
    const customer = core.find('customer', str(body, 'customer'), 'customer', 'customer');
    if (pm.customer && pm.customer !== customer.id) throw invalid('The payment method you provided has already been attached to a customer.', 'payment_method');
    pm.customer = customer.id;
    core.store.changed();
    core.emit('payment_method.attached', pm);
    return pm;
  }),

  route('POST', '/v1/payment_methods/:id/detach', 'secret', ({ core, path }) => {
    const pm = core.find('payment_method', path.id!, 'PaymentMethod');
    if (!pm.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.', 'payment_method');
    const previous = { customer: pm.customer };
    pm.customer = null;
    core.store.changed();
    core.emit('payment_method.detached', pm, { previous });
    return pm;
  }),

  route('POST', '/v1/tokens', 'publishable', ({ core, body }) => (body.bank_account !== undefined ? bankToken(core, obj(body, 'bank_account')) : createToken(core, body))),
  route('GET', '/v1/tokens/:id', 'secret', ({ core, path }) => core.find('token', path.id!, 'token')),
];
