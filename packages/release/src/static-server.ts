import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { contentTypeOf } from './content-types';

const COMPRESSIBLE = /^(text\/|application\/json|image\/svg)/;

export interface StaticServerOptions {
  /** A URL path prefix → folder mapping, tried in order. */
  mounts: Array<{ prefix: string; dir: string }>;
  /** Serve this file for a path with no file (a single-page app's deep links). */
  spaFallback?: string;
  /**
   * The page for a path without an extension (`/`, `/de/s/`), before any file lookup: the
   * shell's per-locale page. Null falls through to the files and `spaFallback`.
   */
  page?: (urlPath: string) => string | null;
  cors?: boolean;
  /** Files that must never be cached (entries, manifests, the page). */
  noStore: (urlPath: string) => boolean;
  /** Headers every response of this origin carries (`originSecurityHeaders`). */
  securityHeaders?: Record<string, string>;
  /**
   * Headers of an HTML page, by the URL path asked for (the shell's CSP for that locale).
   * Throwing refuses the page (503): a page is never served without its policy.
   */
  pageHeaders?: (urlPath: string) => Record<string, string>;
  /**
   * A page rendered on request for a path without an extension (`request-render.ts`), before
   * `page`: its HTML and headers, or null to serve the files as without it. Such a page may be
   * kept by a shared cache for `renderedMaxAge` seconds (docs/decisions/request-time-ssr.md).
   */
  renderPage?: (urlPath: string, search: string) => Promise<{ html: string; headers: Record<string, string> } | null>;
  renderedMaxAge?: number;
}

function cacheControl(urlPath: string, options: StaticServerOptions): string {
  if (options.noStore(urlPath)) return 'no-store';
  // Content-hashed chunks and everything inside a versioned artifact folder never change.
  return 'public, max-age=31536000, immutable';
}

/**
 * A small static server for the shell and the remotes' artifacts: gzip on the fly (kept
 * in memory per file version), long caching for immutable files and `no-store` for the
 * mutable ones, read from disk on every request so a recomposed manifest is served at once.
 */
export function createStaticServer(options: StaticServerOptions): http.Server {
  return http.createServer(createStaticHandler(options));
}

/** {@link createStaticServer}'s request handler, for a server that routes some paths elsewhere (same-origin-remotes.ts). */
export function createStaticHandler(options: StaticServerOptions): http.RequestListener {
  const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

  function resolve(urlPath: string): string | null {
    for (const { prefix, dir } of options.mounts) {
      if (!urlPath.startsWith(prefix)) continue;
      const relative = decodeURIComponent(urlPath.slice(prefix.length));
      const file = path.resolve(dir, `.${path.posix.normalize(`/${relative}`)}`);
      if (!file.startsWith(path.resolve(dir))) return null;
      try {
        const stat = fs.statSync(file);
        if (stat.isFile()) return file;
        if (stat.isDirectory() && fs.existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
      } catch {
        // Not in this mount; try the next.
      }
    }
    return null;
  }

  return (req, res) => {
    const method = req.method ?? 'GET';
    for (const [name, value] of Object.entries(options.securityHeaders ?? {})) res.setHeader(name, value);
    if (options.cors) {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Timing-Allow-Origin', '*');
    }
    if (method === 'OPTIONS') {
      res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' }).end();
      return;
    }
    let urlPath: string;
    try {
      urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
      decodeURIComponent(urlPath);
    } catch {
      res.writeHead(400).end('Bad request');
      return;
    }
    if (options.renderPage && !path.extname(urlPath)) {
      const search = new URL(req.url ?? '/', 'http://localhost').search;
      options.renderPage(urlPath, search).then(
        (rendered) => (rendered ? sendRendered(req, res, rendered, method) : serveFile(req, res, urlPath, method)),
        () => serveFile(req, res, urlPath, method),
      );
      return;
    }
    serveFile(req, res, urlPath, method);
  };

  /** A page rendered on request: a shared cache may keep it briefly, a browser does not (it carries the composition's builds). */
  function sendRendered(req: http.IncomingMessage, res: http.ServerResponse, rendered: { html: string; headers: Record<string, string> }, method: string): void {
    const raw = Buffer.from(rendered.html, 'utf8');
    const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = gzip ? zlib.gzipSync(raw, { level: 6 }) : raw;
    const headers: Record<string, string> = {
      ...rendered.headers,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': `public, max-age=0, s-maxage=${options.renderedMaxAge ?? 0}`,
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
      'Content-Length': String(body.length),
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    };
    res.writeHead(200, headers);
    res.end(method === 'HEAD' ? undefined : body);
  }

  function serveFile(req: http.IncomingMessage, res: http.ServerResponse, urlPath: string, method: string): void {
    let file = options.page && !path.extname(urlPath) ? options.page(urlPath) : null;
    let servedPath = file ? '/index.html' : urlPath;
    file ??= resolve(urlPath);
    if (!file && options.spaFallback && !path.extname(urlPath)) {
      file = options.spaFallback;
      servedPath = '/index.html';
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    const type = contentTypeOf(file);
    let page: Record<string, string> = {};
    if (type.startsWith('text/html') && options.pageHeaders) {
      try {
        page = options.pageHeaders(urlPath);
      } catch (error) {
        res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' }).end(`No security policy for this page: ${(error as Error).message}`);
        return;
      }
    }
    const headers: Record<string, string> = {
      ...page,
      'Content-Type': type,
      'Cache-Control': cacheControl(servedPath, options),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    let body: Buffer;
    try {
      const stat = fs.statSync(file);
      const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? '')) && stat.size > 512;
      if (gzip) {
        const cached = gzipCache.get(file);
        if (cached && cached.mtimeMs === stat.mtimeMs) body = cached.body;
        else {
          body = zlib.gzipSync(fs.readFileSync(file), { level: 6 });
          gzipCache.set(file, { mtimeMs: stat.mtimeMs, body });
        }
        headers['Content-Encoding'] = 'gzip';
      } else {
        body = fs.readFileSync(file);
      }
    } catch {
      res.writeHead(404, { 'Cache-Control': 'no-store' }).end('Not found');
      return;
    }
    headers['Content-Length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(method === 'HEAD' ? undefined : body);
  }
}

/** Listens on a port of the loopback, failing with a clear message when it is taken. */
export function listen(server: http.Server, port: number, label: string, host = '127.0.0.1'): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(new Error(error.code === 'EADDRINUSE' ? `${label}: port ${port} is already in use (is another \`npm start\` running?)` : `${label}: ${error.message}`));
    });
    server.listen(port, host, () => resolve());
  });
}
