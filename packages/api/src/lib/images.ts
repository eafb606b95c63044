import { encode } from 'blurhash';
import sharp from 'sharp';

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

/** The blurHash of an image (4x3 components over a 32 px wide thumbnail). */
export async function blurHashOf(image: Buffer): Promise<string> {
  const { data, info } = await sharp(image).resize(32, 32, { fit: 'inside' }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return encode(new Uint8ClampedArray(data), info.width, info.height, 4, 3);
}

/** A round avatar with initials, PNG, for the fake providers' profile pictures. */
export async function initialsAvatar(initials: string, hue: number, size = 256): Promise<Buffer> {
  const safe = initials
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" fill="${hsl(hue, 55, 55)}"/><text x="50%" y="54%" font-family="sans-serif" font-size="${size * 0.42}" fill="#fff" text-anchor="middle" dominant-baseline="middle">${safe}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
