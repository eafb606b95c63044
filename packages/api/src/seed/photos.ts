import { encode } from 'blurhash';
import sharp from 'sharp';
import { createRng, type Rng } from '../lib/rng';

/** A generated space photo. */
export interface GeneratedPhoto {
  id: string;
  style: PhotoStyle;
  data: Buffer;
  width: number;
  height: number;
  blurHash: string;
}

export const PHOTO_STYLES = ['loft', 'studio', 'garden', 'rooftop', 'boardroom', 'gallery', 'bar', 'kitchen'] as const;
export type PhotoStyle = (typeof PHOTO_STYLES)[number];

export const PHOTO_WIDTH = 640;
export const PHOTO_HEIGHT = 427;

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/**
 * An SVG "room": wall and floor in perspective, windows or skyline, furniture blocks and
 * a light, coloured by style. Cheap to render with librsvg and varied enough that a grid
 * of results does not look repeated.
 */
export function roomSvg(style: PhotoStyle, rng: Rng, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): string {
  const base = { loft: 30, studio: 210, garden: 110, rooftop: 200, boardroom: 220, gallery: 40, bar: 300, kitchen: 25 }[style] + rng.int(-20, 20);
  const outdoor = style === 'garden' || style === 'rooftop';
  const horizon = height * (0.55 + rng.next() * 0.12);
  const parts: string[] = [];
  parts.push(
    `<defs><linearGradient id="w" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${outdoor ? hsl(base + 10, 60, 78) : hsl(base, 25, 82)}"/><stop offset="1" stop-color="${outdoor ? hsl(base + 30, 45, 88) : hsl(base + 15, 20, 64)}"/></linearGradient>` +
      `<linearGradient id="f" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${hsl(base + 180, 20, outdoor ? 40 : 45)}"/><stop offset="1" stop-color="${hsl(base + 170, 25, outdoor ? 25 : 28)}"/></linearGradient>` +
      `<radialGradient id="l" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>`,
  );
  parts.push(`<rect width="${width}" height="${height}" fill="url(#w)"/>`);
  if (outdoor) {
    // Skyline or tree line along the horizon.
    let x = 0;
    while (x < width) {
      const w = rng.int(30, 90);
      const h = style === 'rooftop' ? rng.int(40, 160) : rng.int(30, 80);
      const shape =
        style === 'rooftop'
          ? `<rect x="${x}" y="${horizon - h}" width="${w}" height="${h}" fill="${hsl(base + 200, 15, 35 + rng.int(0, 20))}"/>`
          : `<ellipse cx="${x + w / 2}" cy="${horizon - h / 2}" rx="${w / 1.6}" ry="${h / 1.4}" fill="${hsl(100 + rng.int(-20, 30), 45, 30 + rng.int(0, 15))}"/>`;
      parts.push(shape);
      x += w - 5;
    }
    parts.push(`<circle cx="${rng.int(60, width - 60)}" cy="${rng.int(40, 110)}" r="${rng.int(22, 38)}" fill="${hsl(45, 95, 85)}" opacity="0.9"/>`);
  } else {
    // Windows along the back wall.
    const count = rng.int(1, 4);
    const ww = (width * 0.7) / count;
    for (let i = 0; i < count; i++) {
      const x = width * 0.15 + i * ww + ww * 0.12;
      parts.push(
        `<rect x="${x}" y="${height * 0.12}" width="${ww * 0.76}" height="${horizon - height * 0.2}" rx="4" fill="${hsl(200, 60, 88)}" stroke="${hsl(base, 15, 30)}" stroke-width="6"/>`,
      );
    }
  }
  parts.push(`<polygon points="0,${height} ${width},${height} ${width * 0.85},${horizon} ${width * 0.15},${horizon}" fill="url(#f)"/>`);
  if (!outdoor) parts.push(`<rect x="0" y="${horizon - 4}" width="${width}" height="6" fill="${hsl(base, 15, 40)}" opacity="0.5"/>`);
  // Furniture: tables, sofas, plants.
  const items = rng.int(2, 5);
  for (let i = 0; i < items; i++) {
    const w = rng.int(60, 180);
    const h = rng.int(25, 70);
    const x = rng.int(20, width - w - 20);
    const y = horizon + rng.int(10, Math.max(12, height - horizon - h - 10));
    const kind = rng.int(0, 2);
    if (kind === 0) parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="${hsl(base + rng.int(120, 240), 45, 45)}"/>`);
    else if (kind === 1)
      parts.push(
        `<rect x="${x}" y="${y}" width="${w}" height="${h / 3}" fill="${hsl(base + 20, 30, 30)}"/><rect x="${x + 6}" y="${y + h / 3}" width="6" height="${h * 0.6}" fill="${hsl(base + 20, 30, 25)}"/><rect x="${x + w - 12}" y="${y + h / 3}" width="6" height="${h * 0.6}" fill="${hsl(base + 20, 30, 25)}"/>`,
      );
    else
      parts.push(
        `<rect x="${x}" y="${y + h * 0.5}" width="${h * 0.6}" height="${h * 0.5}" fill="${hsl(20, 40, 40)}"/><circle cx="${x + h * 0.3}" cy="${y + h * 0.3}" r="${h * 0.45}" fill="${hsl(120 + rng.int(-20, 20), 45, 35)}"/>`,
      );
  }
  if (style === 'gallery') {
    for (let i = 0; i < 3; i++)
      parts.push(
        `<rect x="${width * (0.2 + i * 0.22)}" y="${height * 0.2}" width="${width * 0.14}" height="${height * 0.22}" fill="${hsl(rng.int(0, 359), 60, 55)}" stroke="#222" stroke-width="4"/>`,
      );
  }
  if (style === 'bar') parts.push(`<rect x="${width * 0.1}" y="${height * 0.18}" width="${width * 0.8}" height="10" rx="5" fill="${hsl(base, 100, 65)}" opacity="0.85"/>`);
  // A pendant light or lamp glow.
  parts.push(
    `<circle cx="${rng.int(80, width - 80)}" cy="${rng.int(50, Math.round(horizon) - 40)}" r="${rng.int(60, 120)}" fill="url(#l)" opacity="${(0.25 + rng.next() * 0.4).toFixed(2)}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}

async function renderPhoto(index: number, seed: number): Promise<GeneratedPhoto> {
  const rng = createRng(seed + index * 7919);
  const style = PHOTO_STYLES[index % PHOTO_STYLES.length] as PhotoStyle;
  // Render the SVG once; the WebP and the blurHash both start from the raw pixels.
  const { data: pixels, info } = await sharp(Buffer.from(roomSvg(style, rng)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  // effort 2 encodes ~40% faster than the default for ~6% more bytes: first start matters more.
  const data = await sharp(pixels, raw).webp({ quality: 72, effort: 2 }).toBuffer();
  const small = await sharp(pixels, raw).resize(32, 32, { fit: 'inside' }).raw().toBuffer({ resolveWithObject: true });
  const blurHash = encode(new Uint8ClampedArray(small.data), small.info.width, small.info.height, 4, 3);
  return { id: `ph-${String(index).padStart(4, '0')}`, style, data, width: PHOTO_WIDTH, height: PHOTO_HEIGHT, blurHash };
}

/**
 * A pool of `count` generated photos, deterministic for a seed. Spaces share the pool
 * (several spaces per photo) so first start stays fast; see README "Demo data".
 */
export async function generatePhotoPool(count: number, seed = 20240501, concurrency = 4): Promise<GeneratedPhoto[]> {
  const out: GeneratedPhoto[] = new Array(count);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const i = next++;
      out[i] = await renderPhoto(i, seed);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, Math.max(1, count)) }, worker));
  return out;
}
