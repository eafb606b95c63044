import { type Core } from './core';
import { invalid } from './errors';
import { type Params, strList } from './params';
import { type StripeObject } from './state';

const KINDS: Record<string, string> = {
  ch: 'charge',
  pm: 'payment_method',
  cus: 'customer',
  pi: 'payment_intent',
  seti: 'setup_intent',
  acct: 'account',
  tr: 'transfer',
  re: 'refund',
  file: 'file',
};

function expandPath(core: Core, target: Record<string, unknown>, path: string[], full: string): void {
  const [head, ...rest] = path;
  if (!head) return;
  if (head === 'data' && Array.isArray(target.data) && rest.length) {
    for (const item of target.data as Record<string, unknown>[]) expandPath(core, item, rest, full);
    return;
  }
  const value = target[head];
  if (rest.length) {
    if (value && typeof value === 'object') expandPath(core, value as Record<string, unknown>, rest, full);
    return;
  }
  if (typeof value !== 'string') {
    if (value !== null && (typeof value !== 'object' || !(value as StripeObject).id)) throw invalid(`This property cannot be expanded (${full}).`, 'expand');
    return;
  }
  const kind = KINDS[value.split('_')[0]!];
  const found = kind ? core.store.get(kind, value) : undefined;
  if (!found) throw invalid(`This property cannot be expanded (${full}).`, 'expand');
  target[head] = structuredClone(found);
}

/** `expand[]=latest_charge`, `expand[]=data.payment_method`: ids replaced by their objects, as Stripe does. */
export function expand(core: Core, result: Record<string, unknown>, params: Params): Record<string, unknown> {
  const paths = strList(params, 'expand');
  if (!paths?.length) return result;
  const copy = structuredClone(result);
  for (const path of paths) expandPath(core, copy, path.split('.'), path);
  return copy;
}
