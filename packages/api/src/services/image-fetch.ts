import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { ApiConfig } from '../config/env';
import { systemClock, type Clock } from '../lib/clock';

/**
 * Downloads for POST /v1/images/fetch (a social provider's picture), guarded against SSRF:
 * the URL's host must be on the configured allow-list (never compared with the request's
 * Host), every address it resolves to must be public unless configuration allows private
 * ones, the connection goes to the address that was checked (no second DNS answer), every
 * redirect is checked the same way, and size and time are bounded. Every refusal and
 * failure is one `ImageFetchRefused`, so the caller can answer one uniform error.
 */

/** Why a fetch was refused; for the log only, never for the client. */
export class ImageFetchRefused extends Error {
  constructor(readonly reason: string) {
    super(`image fetch refused: ${reason}`);
  }
}

export interface ImageFetchLimits {
  maxBytes: number;
  /** The whole download, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

export const IMAGE_FETCH_LIMITS: ImageFetchLimits = { maxBytes: 8_000_000, timeoutMs: 5000, maxRedirects: 3 };

/** Addresses no picture host has: loopback, private, shared, link-local (cloud metadata), documentation, multicast, reserved. */
const NON_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NON_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  // IPv4-mapped and NAT64 addresses reach IPv4 networks: refused whole rather than decoded.
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NON_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !NON_PUBLIC.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Whether the URL's host is on the allow-list: `host` or `host:port` exactly, `*.domain` (default port), or `self` (the origin of publicUrl). */
export function isAllowedHost(url: URL, config: Pick<ApiConfig, 'imageFetch' | 'publicUrl'>): boolean {
  const host = url.host.toLowerCase();
  return config.imageFetch.hosts.some((raw) => {
    const entry = raw.toLowerCase();
    if (entry === 'self') return url.origin === new URL(config.publicUrl).origin;
    if (entry.startsWith('*.')) return url.port === '' && url.hostname.toLowerCase().endsWith(entry.slice(1));
    return host === entry;
  });
}

/** A DNS lookup that answers only addresses the configuration allows, so the socket connects to a checked address. */
function checkedLookup(privateAddresses: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      if (addresses.length === 0) return callback(new ImageFetchRefused(`${hostname} has no address`), '', 0);
      const refused = addresses.find((a) => !privateAddresses && !isPublicAddress(a.address));
      if (refused) return callback(new ImageFetchRefused(`${hostname} resolves to ${refused.address}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, list: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** Checks one URL before any connection: scheme, no credentials, allow-listed host, and an IP literal's address. */
function checkUrl(url: URL, config: Pick<ApiConfig, 'imageFetch' | 'publicUrl'>): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ImageFetchRefused(`scheme ${url.protocol}`);
  if (url.username || url.password) throw new ImageFetchRefused('credentials in the URL');
  if (!isAllowedHost(url, config)) throw new ImageFetchRefused(`host ${url.host} is not allowed`);
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !config.imageFetch.privateAddresses && !isPublicAddress(literal)) throw new ImageFetchRefused(`address ${literal} is not public`);
}

function get(url: URL, privateAddresses: boolean, signal: AbortSignal): Promise<IncomingMessage> {
  const options: RequestOptions = { method: 'GET', lookup: checkedLookup(privateAddresses), signal, headers: { accept: 'image/png, image/jpeg' }, agent: false };
  return new Promise((resolve, reject) => {
    const req = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, options, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new ImageFetchRefused(`declared size ${declared}`);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      throw new ImageFetchRefused(`larger than ${maxBytes} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Downloads an image URL under the SSRF rules above; throws ImageFetchRefused for anything else. */
export async function fetchImageBytes(
  raw: string,
  config: Pick<ApiConfig, 'imageFetch' | 'publicUrl'>,
  limits: ImageFetchLimits = IMAGE_FETCH_LIMITS,
  clock: Clock = systemClock,
): Promise<Buffer> {
  // The whole fetch (redirects and body included) ends at the deadline on the API's clock.
  const signal = clock.timeout(limits.timeoutMs);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ImageFetchRefused('not a URL');
  }
  try {
    for (let hop = 0; ; hop++) {
      checkUrl(url, config);
      const response = await get(url, config.imageFetch.privateAddresses, signal);
      const status = response.statusCode ?? 0;
      if (status >= 300 && status < 400 && response.headers.location) {
        response.resume();
        if (hop >= limits.maxRedirects) throw new ImageFetchRefused('too many redirects');
        url = new URL(response.headers.location, url);
        continue;
      }
      if (status !== 200) {
        response.resume();
        throw new ImageFetchRefused(`status ${status}`);
      }
      return await readBody(response, limits.maxBytes);
    }
  } catch (error) {
    if (error instanceof ImageFetchRefused) throw error;
    throw new ImageFetchRefused(signal.aborted ? 'timed out' : `failed: ${(error as Error).message}`);
  }
}
