import { type ParsedQs } from 'qs';
import { invalid, missingParam } from './errors';

/** A request's parameters after `qs` parsed Stripe's bracket notation. */
export type Params = ParsedQs;
type Value = Params[string];

export function isParams(v: Value): v is ParsedQs {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function obj(p: Params, key: string): Params {
  const v = p[key];
  if (v === undefined || v === '') return {};
  if (isParams(v)) return v;
  throw invalid(`Invalid object: ${key} must be a hash.`, key);
}

export function optStr(p: Params, key: string, param = key): string | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (typeof v !== 'string') throw invalid(`Invalid string: ${param} must be a string.`, param);
  return v;
}

export function str(p: Params, key: string, param = key): string {
  const v = optStr(p, key, param);
  if (v === undefined || v === '') throw missingParam(param);
  return v;
}

export function optInt(p: Params, key: string, param = key): number | undefined {
  const v = optStr(p, key, param);
  if (v === undefined || v === '') return undefined;
  if (!/^-?\d+$/.test(v)) throw invalid(`Invalid integer: ${v}`, param);
  return Number(v);
}

export function optBool(p: Params, key: string, param = key): boolean | undefined {
  const v = optStr(p, key, param);
  if (v === undefined || v === '') return undefined;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw invalid(`Invalid boolean: ${v}`, param);
}

/** `a[0]=x&a[1]=y` and `a[]=x` both arrive as arrays; `qs` turns large indexes into objects. */
export function strList(p: Params, key: string): string[] | undefined {
  const v = p[key];
  if (v === undefined) return undefined;
  if (v === '') return [];
  const items = Array.isArray(v) ? v : isParams(v) ? Object.values(v) : [v];
  return items.map((item) => {
    if (typeof item !== 'string') throw invalid(`Invalid array: ${key} must hold strings.`, key);
    return item;
  });
}

/** `metadata[k]=v` merged over existing metadata; an empty value removes a key, as Stripe does. */
export function metadata(p: Params, current: Record<string, string> = {}): Record<string, string> {
  const v = p.metadata;
  if (v === undefined) return current;
  if (v === '') return {};
  if (!isParams(v)) throw invalid('Invalid object: metadata must be a hash.', 'metadata');
  const out = { ...current };
  for (const [k, val] of Object.entries(v)) {
    if (typeof val !== 'string') throw invalid(`Invalid metadata value for ${k}.`, `metadata[${k}]`);
    if (val === '') delete out[k];
    else out[k] = val;
  }
  return out;
}
