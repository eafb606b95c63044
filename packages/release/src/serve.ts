import fs from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { publish } from './artifacts';
import { defaultOrigins, localEnvironment, webEnvironmentOf } from './channel-environment';
import { headersFile, manifestFile, manifestsDir, pageFile, ssrHeadersFile, ssrPageFile } from './channel-files';
import { channelExists, createChannel, readChannel, writeChannel } from './channel-store';
import { compose } from './compose';
import { answers, startLocalApi, startLocalProcessor } from './local-services';
import { prerender } from './prerender';
import { createRequestRenderer, RENDER_TTL_MS, type RequestRenderer } from './request-render';
import { artifactsRoot, PREVIEW_SHELL_PORTS, REMOTE_NAMES, REMOTES, REPO_ROOT, SHELL_PORT } from './paths';
import { channelTransportHeaders } from './shell-headers';
import { createShellServer } from './same-origin-remotes';
import { createStaticServer, listen } from './static-server';
import { openerPolicyFor, originSecurityHeaders } from '@hourspace/contracts/security-headers';
import { parseLocalePath } from '@hourspace/i18n';
import { routeOwner, type ReleaseManifest } from '@hourspace/contracts';

/** Entry files and manifests change under a stable name: never cache them. */
const MUTABLE = /(^\/$|\.html$|\/remoteEntry\.js$|\/mf-manifest\.json$|^\/manifests\/|\/artifact\.json$)/;

const log = (message: string) => console.log(`[release] ${message}`);

/**
 * Publishes every remote's current build as a local artifact and points the `local`
 * channel's defaults at them (keeping any per-locale overrides a tester made).
 */
export function publishLocal(channelName = 'local'): void {
  const versions = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, publish(remote, { local: true }).version]));
  if (!channelExists(channelName)) createChannel(channelName, versions, defaultOrigins(), localEnvironment());
  else {
    const channel = readChannel(channelName);
    channel.defaults = versions;
    channel.origins = defaultOrigins();
    channel.environment = { ...localEnvironment(), ...channel.environment };
    writeChannel(channel);
  }
  compose(channelName);
  for (const [remote, version] of Object.entries(versions)) log(`${remote} → ${version}`);
}

/**
 * The headers of a shell page: its locale's CSP as `compose` wrote it beside the manifest
 * (read on every request, so a recomposed channel applies at once), and the opener policy
 * for its path.
 */
export function shellPageHeadersFor(channel: string, urlPath: string): Record<string, string> {
  const { locale } = parseLocalePath(urlPath);
  const ssr = ssrPageFor(channel, urlPath);
  const headers = JSON.parse(fs.readFileSync(ssr ? ssr.headers : headersFile(channel, locale.locale), 'utf8')) as Record<string, string>;
  return { ...headers, 'Cross-Origin-Opener-Policy': openerPolicyFor(urlPath) };
}

/**
 * The page file for a path: its locale's page for the page application that owns the route
 * (that page preloads what the application's first screen loads), else the locale's plain
 * page; null when `compose` wrote none. The route is resolved on the live manifest, as the
 * shell will resolve it.
 */
export function shellPageFor(channel: string, urlPath: string): string | null {
  const ssr = ssrPageFor(channel, urlPath);
  if (ssr) return ssr.page;
  const { locale, rest } = parseLocalePath(urlPath);
  const manifest = readManifest(manifestFile(channel, locale.locale));
  const owner = manifest
    ? routeOwner(
        Object.values(manifest.remotes).flatMap((release) => release.apps),
        rest,
      )
    : null;
  for (const file of [owner ? pageFile(channel, locale.locale, owner.name) : null, pageFile(channel, locale.locale)]) if (file && fs.existsSync(file)) return file;
  return null;
}

function mtimeMs(file: string): number | null {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * The locale's home page rendered ahead and its headers (`release prerender`), when the path is
 * that page, both are there and the page is newer than the locale's manifest: a page rendered
 * before the last compose (a prerender that raced it) carries the builds before it, and the plain
 * page is served until the next prerender.
 */
function ssrPageFor(channel: string, urlPath: string): { page: string; headers: string } | null {
  const { locale, rest } = parseLocalePath(urlPath);
  if (rest !== '/') return null;
  const found = { page: ssrPageFile(channel, locale.locale), headers: ssrHeadersFile(channel, locale.locale) };
  const rendered = mtimeMs(found.page);
  const composed = mtimeMs(manifestFile(channel, locale.locale));
  if (rendered === null || composed === null || rendered < composed || mtimeMs(found.headers) === null) return null;
  return found;
}

/** A manifest as compose wrote it, read again only when the file changed; null when missing or unreadable. */
const manifestCache = new Map<string, { mtimeMs: number; manifest: ReleaseManifest | null }>();
function readManifest(file: string): ReleaseManifest | null {
  const modified = mtimeMs(file);
  if (modified === null) return null;
  const cached = manifestCache.get(file);
  if (cached?.mtimeMs === modified) return cached.manifest;
  let manifest: ReleaseManifest | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseManifest;
  } catch {
    manifest = null;
  }
  manifestCache.set(file, { mtimeMs: modified, manifest });
  return manifest;
}

/**
 * Renders each locale's home page ahead (`release prerender`) once the channel's API answers;
 * when it does not within `waitMs`, the site serves the plain pages, which load the data themselves.
 */
async function prerenderWhenUp(channel: string, waitMs: number): Promise<void> {
  const { apiOrigin } = webEnvironmentOf(readChannel(channel));
  if (!(await answers(`${apiOrigin}/health`, waitMs))) {
    log(`the API at ${apiOrigin} did not answer within ${waitMs / 1000} s: home pages are not rendered ahead`);
    return;
  }
  const outcomes = await prerender(channel);
  const rendered = outcomes.filter((o) => o.result === 'rendered').length;
  log(`home pages rendered ahead: ${rendered} of ${outcomes.length} locales`);
  for (const o of outcomes) if (o.result !== 'rendered') log(`  ${o.locale}: ${o.result}${o.detail ? ` (${o.detail})` : ''}`);
}

/**
 * Renders the home pages ahead again after every compose of the channel while the site is
 * served (a promote, a rollback, a canary: `compose` removes the pages it makes out of date),
 * and forgets the pages rendered on request (`onCompose`). One run at a time; changes during a
 * run start one more after it.
 */
function prerenderOnCompose(channel: string, onCompose: () => void = () => {}): () => void {
  const dir = manifestsDir(channel);
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let again = false;
  const run = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        const outcomes = await prerender(channel);
        log(`home pages rendered ahead again: ${outcomes.filter((o) => o.result === 'rendered').length} of ${outcomes.length} locales`);
      } while (again);
    } catch (error) {
      log(`rendering the home pages ahead failed: ${(error as Error).message}`);
    } finally {
      running = false;
    }
  };
  const watcher = fs.watch(dir, (_event, file) => {
    // A locale's manifest is what compose writes last.
    if (!file || !/^[a-z]{2}-[A-Z]{2}\.json$/.test(String(file))) return;
    onCompose();
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void run(), 300);
  });
  return () => {
    if (timer) clearTimeout(timer);
    watcher.close();
  };
}

/** A page rendered on request with the opener policy for its path, as a plain page has it (`shellPageHeadersFor`). */
export function renderedPageFor(renderer: RequestRenderer) {
  return async (urlPath: string, search: string) => {
    const rendered = await renderer.page(urlPath, search);
    return rendered && { html: rendered.html, headers: { ...rendered.headers, 'Cross-Origin-Opener-Policy': openerPolicyFor(urlPath) } };
  };
}

/** Listens on the first of `ports` that is free and says which; fails when none is. */
async function listenOnFirstFree(server: Server, ports: readonly number[], label: string): Promise<number> {
  for (const port of ports) {
    try {
      await listen(server, port, label);
      return port;
    } catch {
      // Taken: the next one.
    }
  }
  throw new Error(`${label}: every preview port is taken (${ports.join(', ')})`);
}

/**
 * `npm start`: the shell at :8080, each remote from its own origin (:8081–8085) out of its
 * immutable artifact folders, the release manifests per locale, the API at :8120 and the local
 * payment processor at :8130 (local-services.ts).
 *
 * `preview`: only the channel's shell, on the first free preview port (the registry's
 * `shell.previewPorts`), beside a running site whose remote servers and API it uses: a release
 * engineer tries a channel before it goes out, and each release test works on a channel of its
 * own without touching `local` (docs/decisions/release-channel-preview.md).
 */
export async function serve(options: { channel?: string; api?: boolean; composed?: boolean; preview?: boolean } = {}): Promise<void> {
  const channel = options.channel ?? 'local';
  // `composed`: the manifests are already there (pulled from a bucket, `release serve --bucket`).
  if (options.composed) log(`serving channel ${channel} as composed in ${artifactsRoot()}`);
  else if (channel === 'local' && !options.preview) publishLocal(channel);
  else compose(channel);

  const shellDist = path.join(REPO_ROOT, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'index.html'))) throw new Error('shell has no build: run `npm run build` first');
  // The API first: the home pages are rendered ahead from it before the site answers (a
  // composed channel from a bucket brings its own, as prerendered where it was composed).
  const backEnd = options.api === false || options.preview ? [] : [await startLocalProcessor(), startLocalApi()];
  const api = backEnd[1] ?? null;
  // The space page rendered on request (docs/decisions/request-time-ssr.md); a compose makes its pages out of date.
  const renderer = createRequestRenderer(channel);
  const stopPrerendering = options.composed ? null : (await prerenderWhenUp(channel, api ? 60_000 : 5_000), prerenderOnCompose(channel, () => renderer.clear()));
  const shellServer = {
    label: 'shell',
    port: SHELL_PORT,
    server: createShellServer(channel, {
      mounts: [
        { prefix: '/manifests/', dir: manifestsDir(channel) },
        { prefix: '/', dir: shellDist },
      ],
      // Each locale's page as `compose` wrote it (lang, title, inline manifest, early nav, the route's preloads).
      page: (urlPath) => shellPageFor(channel, urlPath),
      spaFallback: path.join(shellDist, 'index.html'),
      // HSTS only for a channel served over https (docs/decisions/several-api-processes.md, "HSTS").
      securityHeaders: { ...originSecurityHeaders('shell'), ...channelTransportHeaders(readChannel(channel)) },
      pageHeaders: (urlPath) => shellPageHeadersFor(channel, urlPath),
      renderPage: renderedPageFor(renderer),
      renderedMaxAge: RENDER_TTL_MS / 1000,
      noStore: (p) => MUTABLE.test(p) || p === '/index.html' || !/\.[0-9a-f]{10}\.(js|css)$|\.(svg|png|webp)$/.test(p),
    }),
  };
  if (options.preview) {
    shellServer.port = await listenOnFirstFree(shellServer.server, PREVIEW_SHELL_PORTS, `preview of ${channel}`);
    log(`preview of channel ${channel}: http://localhost:${shellServer.port}/us/`);
    const stop = () => {
      stopPrerendering?.();
      shellServer.server.close();
      process.exit(0);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    return;
  }
  const servers = [
    shellServer,
    ...REMOTE_NAMES.map((remote) => ({
      label: remote,
      port: REMOTES[remote]!.port,
      server: createStaticServer({
        mounts: [{ prefix: '/', dir: path.join(artifactsRoot(), remote) }],
        cors: true,
        securityHeaders: { ...originSecurityHeaders('remote-assets'), ...channelTransportHeaders(readChannel(channel)) },
        noStore: (p) => MUTABLE.test(p),
      }),
    })),
  ];
  for (const { label, port, server } of servers) {
    await listen(server, port, label);
    log(`${label.padEnd(10)} http://localhost:${port}/`);
  }
  log(`Hourspace is up: http://localhost:${SHELL_PORT}/us/`);

  const stop = () => {
    stopPrerendering?.();
    for (const { server } of servers) server.close();
    for (const child of backEnd) child?.kill('SIGTERM');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
