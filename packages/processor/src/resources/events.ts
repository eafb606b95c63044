import { createdFilter, list } from '../core';
import { invalid } from '../errors';
import { newId } from '../ids';
import { metadata, optStr, str, strList } from '../params';
import { route } from '../router';
import { type StripeObject } from '../state';

/** Events (kept for reconciliation) and webhook endpoints (each adds a forwarding URL). */
export const eventRoutes = [
  route('GET', '/v1/events', 'secret', ({ core, body }) => {
    const types = strList(body, 'types');
    const type = optStr(body, 'type');
    const inRange = createdFilter(body);
    const matches = (t: string): boolean => {
      const wanted = types ?? (type ? [type] : null);
      return !wanted || wanted.some((w) => (w.endsWith('.*') ? t.startsWith(w.slice(0, -1)) : t === w));
    };
    const items = Object.values(core.store.table('event')).filter((e) => matches(String(e.type)) && inRange(e));
    return list(items, body, '/v1/events');
  }),

  route('GET', '/v1/events/:id', 'secret', ({ core, path }) => core.find('event', path.id!, 'event')),

  route('POST', '/v1/webhook_endpoints', 'secret', ({ core, body }) => {
    const url = str(body, 'url');
    try {
      new URL(url);
    } catch {
      throw invalid(`Invalid URL: ${url}`, 'url', 'url_invalid');
    }
    const events = strList(body, 'enabled_events');
    if (!events || events.length === 0) throw invalid('Missing required param: enabled_events.', 'enabled_events', 'parameter_missing');
    return core.store.put<StripeObject>('webhook_endpoint', {
      id: newId('we'),
      object: 'webhook_endpoint',
      api_version: optStr(body, 'api_version') ?? null,
      application: null,
      created: core.seconds(),
      description: optStr(body, 'description') ?? null,
      enabled_events: events,
      livemode: false,
      metadata: metadata(body),
      secret: core.config.webhookSecret,
      status: 'enabled',
      url,
    });
  }),

  route('GET', '/v1/webhook_endpoints', 'secret', ({ core, body }) => {
    const items = Object.values(core.store.table('webhook_endpoint')).map(({ secret: _secret, ...rest }) => rest as StripeObject);
    return list(items, body, '/v1/webhook_endpoints');
  }),

  route('GET', '/v1/webhook_endpoints/:id', 'secret', ({ core, path }) => {
    const { secret: _secret, ...rest } = core.find('webhook_endpoint', path.id!, 'webhook endpoint');
    return rest;
  }),

  route('DELETE', '/v1/webhook_endpoints/:id', 'secret', ({ core, path }) => {
    const endpoint = core.find('webhook_endpoint', path.id!, 'webhook endpoint');
    core.store.remove('webhook_endpoint', endpoint.id);
    return { id: endpoint.id, object: 'webhook_endpoint', deleted: true };
  }),
];
