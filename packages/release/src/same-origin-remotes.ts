import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { originSecurityHeaders } from '@hourspace/contracts/security-headers';
import * as v from 'valibot';
import { readChannel, type Channel } from './channel-store';
import { artifactsRoot, REMOTE_NAMES, type RemoteName } from './paths';
import { channelTransportHeaders } from './shell-headers';
import { createStaticHandler, type StaticServerOptions } from './static-server';

/**
 * Same-origin remotes (docs/decisions/same-origin-remotes.md): a channel may serve every
 * remote's artifacts under a path of the shell's own origin (`/_remotes/<remote>/<version>/…`)
 * instead of each remote's origin, so a cold browser opens one connection for the page and
 * every remote instead of one more per remote. The manifest then carries root-relative entry
 * URLs: the page and its remotes share whatever host serves them (a preview port, a CDN's
 * hostname), so no origin is written anywhere.
 */

/** The path prefix a channel serves its remotes under when it names none. */
export const DEFAULT_REMOTES_PREFIX = '/_remotes';

/**
 * A prefix is plain lower-case segments after a slash, the first starting with `_`: no `..`, no
 * `//` (which a browser reads as another host), no scheme, query or encoded character, and never
 * a path the shell serves itself (its files, `/manifests/`, a locale's pages: none starts with `_`).
 */
const PREFIX = /^\/_[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;

export const SameOriginRemotesSchema = v.strictObject({
  prefix: v.pipe(v.string(), v.maxLength(64), v.regex(PREFIX, 'the prefix is a path of plain lower-case segments whose first starts with "_", e.g. /_remotes')),
});

/** The channel's same-origin setting: where under the shell's origin its remotes are served. */
export type SameOriginRemotes = v.InferOutput<typeof SameOriginRemotesSchema>;

/** Why a channel's same-origin setting is refused; none when it has none or it is valid. */
export function sameOriginProblems(channel: Pick<Channel, 'sameOriginRemotes'>): string[] {
  if (channel.sameOriginRemotes === undefined) return [];
  const checked = v.safeParse(SameOriginRemotesSchema, channel.sameOriginRemotes);
  return checked.success ? [] : [`the channel's sameOriginRemotes is invalid: ${v.summarize(checked.issues)}`];
}

/** The prefix the channel serves its remotes under, or null when each remote has its own origin. */
export function remotesPrefix(channel: Pick<Channel, 'sameOriginRemotes'>): string | null {
  return channel.sameOriginRemotes ? channel.sameOriginRemotes.prefix : null;
}

/** A build's entry URL as the manifest carries it: on the remote's origin, or root-relative under the channel's prefix. */
export function entryUrl(channel: Pick<Channel, 'origins' | 'sameOriginRemotes'>, remote: RemoteName, version: string, entry: string): string {
  const prefix = remotesPrefix(channel);
  return prefix === null ? `${channel.origins[remote]}/${version}/${entry}` : `${prefix}/${remote}/${version}/${entry}`;
}

/**
 * The headers of a remote's file under the shell's origin: those its own origin sends
 * (`remote-assets`), except that only the page's own origin loads it now, so its resource
 * policy tightens to `same-origin` and no CORS header is sent (the entry's `crossorigin`
 * request is same-origin and needs none).
 */
export function sameOriginRemoteHeaders(channel: Channel): Record<string, string> {
  return { ...originSecurityHeaders('remote-assets'), 'Cross-Origin-Resource-Policy': 'same-origin', ...channelTransportHeaders(channel) };
}

/** The channel as last read, read again only when its file changed (a `release origins` while the site is served). */
function channelReader(name: string): () => Channel | null {
  let cached: { mtimeMs: number; channel: Channel | null } | null = null;
  return () => {
    const file = path.join(artifactsRoot(), 'channels', `${name}.json`);
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(file).mtimeMs;
    } catch {
      return null;
    }
    if (cached?.mtimeMs !== mtimeMs) {
      let channel: Channel | null;
      try {
        channel = readChannel(name);
        if (sameOriginProblems(channel).length) channel = { ...channel, sameOriginRemotes: undefined };
      } catch {
        channel = null;
      }
      cached = { mtimeMs, channel };
    }
    return cached.channel;
  };
}

/** Entries change under a stable name: never cached; everything else in a versioned artifact folder never changes. */
const MUTABLE_REMOTE_FILE = /(\/remoteEntry\.js$|\/mf-manifest\.json$|\/artifact\.json$)/;

/**
 * The shell's request handler with the channel's remotes served under its prefix, when the
 * channel has one (read on every request, so `release origins` applies without a restart):
 * `<prefix>/<remote>/<version>/<file>` from that remote's artifact folder only (never the
 * channels or manifests beside it), with the remote origins' caching; anything else goes to
 * the shell. Without the setting every request goes to the shell as before.
 */
export function withSameOriginRemotes(channelName: string, shell: http.RequestListener): http.RequestListener {
  const channelNow = channelReader(channelName);
  const handlers = new Map<string, http.RequestListener>();
  const remotesHandler = (channel: Channel, prefix: string): http.RequestListener => {
    const headers = sameOriginRemoteHeaders(channel);
    const key = `${prefix} ${JSON.stringify(headers)}`;
    let handler = handlers.get(key);
    if (!handler) {
      handler = createStaticHandler({
        mounts: REMOTE_NAMES.map((remote) => ({ prefix: `${prefix}/${remote}/`, dir: path.join(artifactsRoot(), remote) })),
        securityHeaders: headers,
        noStore: (p) => MUTABLE_REMOTE_FILE.test(p),
      });
      handlers.set(key, handler);
    }
    return handler;
  };
  return (req, res) => {
    const channel = channelNow();
    const prefix = channel ? remotesPrefix(channel) : null;
    let pathname = '';
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      // The shell's handler answers what cannot be parsed.
    }
    if (channel && prefix !== null && (pathname === prefix || pathname.startsWith(`${prefix}/`))) remotesHandler(channel, prefix)(req, res);
    else shell(req, res);
  };
}

/** The shell's static server, serving the channel's remotes under its prefix when the channel has one (`release serve`, `--preview`). */
export function createShellServer(channelName: string, options: StaticServerOptions): http.Server {
  return http.createServer(withSameOriginRemotes(channelName, createStaticHandler(options)));
}
