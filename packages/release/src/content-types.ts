import path from 'node:path';

/** The Content-Type of each file extension the builds and the release write. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  // The results map's offline basemap (docs/decisions/search-map.md): JSON, so it is served compressed.
  '.geojson': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** The Content-Type of a file or a bucket key, by its extension. */
export function contentTypeOf(file: string): string {
  return TYPES[path.posix.extname(file)] ?? 'application/octet-stream';
}
