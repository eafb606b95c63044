import type { RequestMap } from '@hourspace/bus';
import { sameSiteTarget } from '@hourspace/contracts';

/** A parsed hash action of spec §2. */
export type HashAction =
  | { action: 'login'; type?: string; err?: string; dest?: string }
  | { action: 'signup'; source?: string; ref?: string }
  | { action: 'search' }
  | { action: 'activities' }
  | { action: 'promo'; source: string };

const SIGNUP_SOURCE = /^(nav|log|add|host|hostf|fav[\w-]*|msg|fee|feec|referral)$/;

function optional(params: URLSearchParams, key: string): string | undefined {
  const value = params.get(key);
  return value ? value.slice(0, 200) : undefined;
}

/**
 * Reads `#a=login|signup|search|activities|promo` and its parameters, or a `?ref=` referral.
 * Anything else (or a malformed value) is no action. `base` is the page's URL, which a
 * `dest` is resolved against.
 */
export function parseHashAction(hash: string, search = '', base: string = window.location.href): HashAction | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  switch (params.get('a')) {
    case 'login': {
      const action: HashAction = { action: 'login' };
      const type = optional(params, 'type');
      if (type && /^(google|apple|facebook|email)$/.test(type)) action.type = type;
      const err = optional(params, 'err');
      if (err === 'already-taken') action.err = err;
      // `dest` may be given with no value (redirect back here); only a same-site target is
      // kept, resolved and normalised (`/.//evil.example` is not one).
      const dest = sameSiteTarget(params.get('dest'), base);
      if (dest) action.dest = dest;
      return action;
    }
    case 'signup': {
      const source = optional(params, 'source');
      return source && SIGNUP_SOURCE.test(source) ? { action: 'signup', source } : { action: 'signup' };
    }
    case 'search':
      return { action: 'search' };
    case 'activities':
      return { action: 'activities' };
    case 'promo': {
      const source = optional(params, 'source');
      return source ? { action: 'promo', source } : null;
    }
    default: {
      const ref = new URLSearchParams(search).get('ref');
      return ref ? { action: 'signup', source: 'referral', ref: ref.slice(0, 200) } : null;
    }
  }
}

/**
 * Spec §2: an action runs when there is no access cookie, or when it is search or promo;
 * the popular-activities modal (`activities`) is for everyone too, like search.
 */
export function shouldRun(action: HashAction, hasAccessCookie: boolean): boolean {
  return !hasAccessCookie || action.action === 'search' || action.action === 'activities' || action.action === 'promo';
}

/** The bus request a hash action sends (the bus keeps it until its handler subscribes). */
export function toBusRequest(
  action: HashAction,
):
  | { topic: 'auth:open'; payload: RequestMap['auth:open'] }
  | { topic: 'search:open'; payload: RequestMap['search:open'] }
  | { topic: 'search:activities'; payload: RequestMap['search:activities'] }
  | { topic: 'promo:open'; payload: RequestMap['promo:open'] } {
  switch (action.action) {
    case 'login': {
      const { action: _a, ...rest } = action;
      return { topic: 'auth:open', payload: { view: 'login', ...rest } };
    }
    case 'signup': {
      const { action: _a, ...rest } = action;
      return { topic: 'auth:open', payload: { view: 'signup', ...rest } };
    }
    case 'search':
      return { topic: 'search:open', payload: { source: 'hash' } };
    case 'activities':
      return { topic: 'search:activities', payload: { source: 'hash' } };
    case 'promo':
      return { topic: 'promo:open', payload: { source: action.source } };
  }
}
