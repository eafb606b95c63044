/**
 * The system under test, started the way `npm start` and the e2e suite start it — `release
 * serve` (publish the builds as local artifacts, compose the manifests and pages, serve the
 * shell on :8080, each remote on its own origin, and start the API on :8120 in development
 * mode, seeded) — and the monolith's site beside it on its own port, against the same API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type http from 'node:http';
import { originSecurityHeaders } from '@hourspace/contracts/security-headers';
import { parseLocalePath, LOCALES } from '@hourspace/i18n';
import { PREVIEW_SHELL_PORTS } from '@hourspace/contracts/registry';
import { API_PORT, createStaticServer, listen, manifestsDir, pageFile, REMOTES, REMOTE_NAMES, SHELL_PORT, shellPageHeadersFor } from '@hourspace/release';
import { firstScreenFiles, type ManifestForPages } from './first-screen';
import { monolithPage, preloadsFrom, preloadTags } from './monolith-page';
import { CACHE_DIR, CHUNK_GROUPS_FILE, MONOLITH_DIST, REPO_ROOT } from './paths';

const CHANNEL = 'local';
/** Each remote's Module Federation container name (the registry's). */
const CONTAINERS = Object.fromEntries(REMOTE_NAMES.map((remote) => [remote, REMOTES[remote]!.container]));
const STARTUP_TIMEOUT_MS = 240_000;

/** Entry files, manifests and pages are never cached (the same rule as `release serve`). */
const MUTABLE = /(^\/$|\.html$|\/remoteEntry\.js$|\/mf-manifest\.json$|^\/manifests\/|\/artifact\.json$)/;
const noStore = (p: string) => MUTABLE.test(p) || p === '/index.html' || !/\.[0-9a-f]{10}\.(js|css)$|\.(svg|png|webp)$/.test(p);

/** Every origin a page may call the API from: the defaults (shell and remote ports) and the monolith's. */
export function corsOrigins(ports: readonly number[]): string {
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]).join(',');
}

/** True when something answers on the port (another `npm start`, an e2e run…). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(url: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`release serve stopped (code ${child.exitCode}) before ${url} answered: see ${log}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s: see ${log}`);
}

export interface RunningSystem {
  siteOrigin: string;
  monolithOrigin: string;
  apiOrigin: string;
  basicKey: string;
  /**
   * Makes the monolith answer these page paths with the page the federated site serves for
   * each (fetched from :8080, then turned into the monolith's: see monolith-page.ts), so both
   * builds get the same page, whatever the composition writes for that route.
   */
  mirrorPages: (paths: readonly string[]) => Promise<void>;
  stop: () => Promise<void>;
}

/** The federated page's headers the monolith sends too (its security policy); the rest the static server sets. */
const MIRRORED_HEADERS = ['content-security-policy', 'content-security-policy-report-only', 'cross-origin-opener-policy'];

/** Writes the monolith's page of every locale (from the composed pages) and returns where they are. */
function writeMonolithPages(remoteOrigins: string[]): string {
  const dir = path.join(CACHE_DIR, 'monolith-pages');
  fs.mkdirSync(dir, { recursive: true });
  const shellIndex = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
  const monolithIndex = fs.readFileSync(path.join(MONOLITH_DIST, 'index.html'), 'utf8');
  for (const { locale } of LOCALES) {
    const composed = pageFile(CHANNEL, locale);
    if (!fs.existsSync(composed)) continue;
    fs.writeFileSync(path.join(dir, `${locale}.html`), monolithPage(fs.readFileSync(composed, 'utf8'), shellIndex, monolithIndex, remoteOrigins));
  }
  return dir;
}

/**
 * Starts the system. `monolith: false` (the interactions, measured on the federated site only)
 * starts neither the monolith's server nor needs its build; `monolithOrigin` is then empty and
 * `mirrorPages` does nothing.
 */
export async function startSystem(options: { monolithPort: number; log: (line: string) => void; previewCors?: boolean; monolith?: boolean }): Promise<RunningSystem> {
  const withMonolith = options.monolith ?? true;
  if (withMonolith && !fs.existsSync(path.join(MONOLITH_DIST, 'index.html')))
    throw new Error('the monolith has no build: run `npm run build:monolith -w @hourspace/bench-web` (npm run bench:web does)');
  const remotePorts = REMOTE_NAMES.map((remote) => REMOTES[remote]!.port);
  const ports = [SHELL_PORT, ...remotePorts, API_PORT, ...(withMonolith ? [options.monolithPort] : [])];
  const busy: number[] = [];
  for (const port of ports) if (await portInUse(port)) busy.push(port);
  if (busy.length) throw new Error(`port ${busy.join(', ')} already in use: stop \`npm start\`, \`npm run dev\` or an e2e run first (the benchmark starts its own system)`);

  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const logFile = path.join(CACHE_DIR, 'serve.log');
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [path.join(REPO_ROOT, 'packages/release/bin/release.mjs'), 'serve'], {
    cwd: REPO_ROOT,
    // The API answers the monolith's origin too (CORS); everything else as `npm start`.
    // With --same-origin, the preview ports too: the same-origin row's pages call it from there.
    env: {
      ...process.env,
      API_MODE: 'development',
      CORS_ORIGINS: corsOrigins([SHELL_PORT, ...remotePorts, options.monolithPort, ...(options.previewCors ? PREVIEW_SHELL_PORTS : [])]),
    },
    stdio: ['ignore', out, out],
    detached: true,
  });
  fs.closeSync(out);
  let monolithServer: http.Server | null = null;
  const stop = async () => {
    monolithServer?.close();
    if (child.exitCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    // The whole group: release serve and the API it started.
    process.kill(-child.pid, 'SIGTERM');
    const timer = setTimeout(() => {
      if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
    }, 10_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    const siteOrigin = `http://localhost:${SHELL_PORT}`;
    options.log(`starting the system (release serve; log in ${path.relative(REPO_ROOT, logFile)})`);
    await waitFor(`http://localhost:${API_PORT}/health`, child, logFile);
    await waitFor(`${siteOrigin}/manifests/en-US.json`, child, logFile);
    const manifest = JSON.parse(fs.readFileSync(path.join(manifestsDir(CHANNEL), 'en-US.json'), 'utf8')) as ManifestForPages;
    if (!withMonolith) {
      options.log(`federated ${siteOrigin}/us/  ·  API ${manifest.environment.apiOrigin}`);
      return { siteOrigin, monolithOrigin: '', apiOrigin: manifest.environment.apiOrigin, basicKey: manifest.environment.basicKey, mirrorPages: async () => undefined, stop };
    }
    const remoteOrigins = [...new Set(Object.values(manifest.remotes).map((remote) => new URL(remote.entry).origin))];
    const pages = writeMonolithPages(remoteOrigins);
    const mirrored = new Map<string, { file: string; headers: Record<string, string> }>();
    const mirrorPages = async (paths: readonly string[]) => {
      const dir = path.join(pages, 'by-path');
      fs.mkdirSync(dir, { recursive: true });
      const shellIndex = fs.readFileSync(path.join(REPO_ROOT, 'shell', 'dist', 'index.html'), 'utf8');
      const monolithIndex = fs.readFileSync(path.join(MONOLITH_DIST, 'index.html'), 'utf8');
      const groupsFile = path.join(MONOLITH_DIST, CHUNK_GROUPS_FILE);
      const chunkGroups = fs.existsSync(groupsFile) ? (JSON.parse(fs.readFileSync(groupsFile, 'utf8')) as Record<string, string[]>) : {};
      for (const [i, page] of paths.entries()) {
        const response = await fetch(`${siteOrigin}${page}`, { signal: AbortSignal.timeout(30_000) });
        if (!response.ok || !(response.headers.get('content-type') ?? '').startsWith('text/html'))
          throw new Error(`${siteOrigin}${page} answered ${response.status} ${response.headers.get('content-type') ?? ''}`);
        const file = path.join(dir, `${i}.html`);
        const composed = await response.text();
        // Where the composition preloads the first screen's remote chunks, the monolith preloads its own for the same applications.
        const preloads = preloadsFrom(composed, remoteOrigins) ? preloadTags(firstScreenFiles(manifest, new URL(page, siteOrigin).pathname, chunkGroups, CONTAINERS)) : '';
        fs.writeFileSync(file, monolithPage(composed, shellIndex, monolithIndex, remoteOrigins, preloads));
        const headers = Object.fromEntries(MIRRORED_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
        mirrored.set(new URL(page, siteOrigin).pathname, { file, headers });
      }
    };
    monolithServer = createStaticServer({
      mounts: [
        { prefix: '/manifests/', dir: manifestsDir(CHANNEL) },
        { prefix: '/', dir: MONOLITH_DIST },
      ],
      page: (urlPath) => {
        const mirror = mirrored.get(urlPath);
        if (mirror) return mirror.file;
        const file = path.join(pages, `${parseLocalePath(urlPath).locale.locale}.html`);
        return fs.existsSync(file) ? file : null;
      },
      spaFallback: path.join(MONOLITH_DIST, 'index.html'),
      securityHeaders: originSecurityHeaders('shell'),
      pageHeaders: (urlPath) => ({ ...shellPageHeadersFor(CHANNEL, urlPath), ...mirrored.get(urlPath)?.headers }),
      noStore,
    });
    await listen(monolithServer, options.monolithPort, 'monolith');
    const monolithOrigin = `http://localhost:${options.monolithPort}`;
    options.log(`federated ${siteOrigin}/us/  ·  monolith ${monolithOrigin}/us/  ·  API ${manifest.environment.apiOrigin}`);
    return { siteOrigin, monolithOrigin, apiOrigin: manifest.environment.apiOrigin, basicKey: manifest.environment.basicKey, mirrorPages, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
