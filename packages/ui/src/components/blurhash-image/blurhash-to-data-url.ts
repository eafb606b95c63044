import { decode, isBlurhashValid } from 'blurhash';

/**
 * Longest side of the decoded placeholder, in px: a BlurHash holds a few colour waves only, so
 * the browser's smooth scaling of 16 px looks the same as 32, and the data URL stays near 1 KB
 * (it is written into every first-screen photo's box in the home page's HTML:
 * docs/decisions/compose-time-ssr.md).
 */
const PLACEHOLDER_SIDE = 16;
const CACHE_LIMIT = 200;
const cache = new Map<string, string | null>();

/**
 * Encodes RGBA pixels as an uncompressed 24-bit BMP. No canvas needed, so it
 * works the same in every browser, on a server and in jsdom; BMP is understood
 * by every image decoder and needs no compression code.
 */
function rgbaToBmp(pixels: Uint8ClampedArray, width: number, height: number): Uint8Array {
  const rowSize = Math.ceil((width * 3) / 4) * 4;
  const imageSize = rowSize * height;
  const bytes = new Uint8Array(54 + imageSize);
  const view = new DataView(bytes.buffer);
  bytes[0] = 0x42; // 'B'
  bytes[1] = 0x4d; // 'M'
  view.setUint32(2, bytes.length, true);
  view.setUint32(10, 54, true); // pixel data offset
  view.setUint32(14, 40, true); // BITMAPINFOHEADER size
  view.setInt32(18, width, true);
  view.setInt32(22, height, true); // positive: rows stored bottom-up
  view.setUint16(26, 1, true); // planes
  view.setUint16(28, 24, true); // bits per pixel
  view.setUint32(34, imageSize, true);
  view.setUint32(38, 2835, true); // 72 dpi
  view.setUint32(42, 2835, true);
  for (let y = 0; y < height; y += 1) {
    const rowStart = 54 + (height - 1 - y) * rowSize;
    for (let x = 0; x < width; x += 1) {
      const source = (y * width + x) * 4;
      const target = rowStart + x * 3;
      bytes[target] = pixels[source + 2] ?? 0;
      bytes[target + 1] = pixels[source + 1] ?? 0;
      bytes[target + 2] = pixels[source] ?? 0;
    }
  }
  return bytes;
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return btoa(binary);
}

/** Decoded placeholder size for an image of this aspect ratio (longest side {@link PLACEHOLDER_SIDE}). */
export function placeholderSize(aspectWidth: number, aspectHeight: number): { width: number; height: number } {
  if (!(aspectWidth > 0) || !(aspectHeight > 0)) return { width: PLACEHOLDER_SIDE, height: PLACEHOLDER_SIDE };
  const scale = PLACEHOLDER_SIDE / Math.max(aspectWidth, aspectHeight);
  return { width: Math.max(1, Math.round(aspectWidth * scale)), height: Math.max(1, Math.round(aspectHeight * scale)) };
}

/**
 * Decodes a BlurHash into a small `data:image/bmp` URL to show while the real
 * image loads, shaped like the image (`aspectWidth` × `aspectHeight`). Returns
 * null for a missing or malformed hash, so a bad hash costs the placeholder,
 * never the image. Results are cached.
 */
export function blurHashToDataUrl(blurHash: string | null | undefined, aspectWidth = 1, aspectHeight = 1, punch = 1): string | null {
  if (!blurHash) return null;
  const { width, height } = placeholderSize(aspectWidth, aspectHeight);
  const key = `${blurHash}|${width}x${height}|${punch}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let url: string | null = null;
  if (isBlurhashValid(blurHash).result) {
    url = `data:image/bmp;base64,${toBase64(rgbaToBmp(decode(blurHash, width, height, punch), width, height))}`;
  }
  if (cache.size >= CACHE_LIMIT) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  cache.set(key, url);
  return url;
}
