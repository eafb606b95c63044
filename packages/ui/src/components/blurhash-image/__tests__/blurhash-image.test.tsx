import { fireEvent, render, screen } from '@testing-library/react';
import { decode } from 'blurhash';
import { BlurhashImage } from '../blurhash-image';
import { blurHashToDataUrl, placeholderSize } from '../blurhash-to-data-url';
import { expectNoAxeViolations } from '../../../test-utils/axe';

const HASH = 'LEHV6nWB2yk8pyo0adR*.7kCMdnj';

function bmpBytes(dataUrl: string): Buffer {
  const [prefix, base64] = dataUrl.split(',');
  expect(prefix).toBe('data:image/bmp;base64');
  return Buffer.from(base64!, 'base64');
}

describe('blurHashToDataUrl', () => {
  it('encodes the decoded pixels as a BMP shaped like the image', () => {
    const url = blurHashToDataUrl(HASH, 400, 300);
    const bytes = bmpBytes(url!);
    const { width, height } = placeholderSize(400, 300);
    expect({ width, height }).toEqual({ width: 16, height: 12 });
    expect(bytes.toString('ascii', 0, 2)).toBe('BM');
    expect(bytes.readUInt32LE(2)).toBe(bytes.length);
    expect(bytes.readInt32LE(18)).toBe(16);
    expect(bytes.readInt32LE(22)).toBe(12);
    expect(bytes.readUInt16LE(28)).toBe(24);

    // Top-left pixel of the decode is the first pixel of the last stored row (BMP rows go bottom-up), in BGR.
    const pixels = decode(HASH, 16, 12);
    const rowSize = 16 * 3;
    const topLeft = 54 + 11 * rowSize;
    expect([bytes[topLeft + 2], bytes[topLeft + 1], bytes[topLeft]]).toEqual([pixels[0], pixels[1], pixels[2]]);
    const bottomRight = 54 + 15 * 3;
    const last = (12 * 16 - 1) * 4;
    expect([bytes[bottomRight + 2], bytes[bottomRight + 1], bytes[bottomRight]]).toEqual([pixels[last], pixels[last + 1], pixels[last + 2]]);
  });

  it('pads rows to 4 bytes when the width needs it', () => {
    const bytes = bmpBytes(blurHashToDataUrl(HASH, 300, 1000)!);
    const { width, height } = placeholderSize(300, 1000);
    expect(width).toBe(5);
    // 5 px × 3 bytes = 15, padded to 16.
    expect(bytes.length).toBe(54 + 16 * height);
  });

  it('returns null for a missing or malformed hash', () => {
    expect(blurHashToDataUrl(undefined)).toBeNull();
    expect(blurHashToDataUrl('')).toBeNull();
    expect(blurHashToDataUrl('not a hash')).toBeNull();
  });
});

describe('BlurhashImage', () => {
  it('is an image named by its alt, with its size reserved before it loads', async () => {
    const { container } = render(<BlurhashImage src="/space.jpg" alt="A loft with a long table" width={400} height={300} blurHash={HASH} />);
    const img = screen.getByRole('img', { name: 'A loft with a long table' });
    expect(img).toHaveAttribute('width', '400');
    expect(img).toHaveAttribute('height', '300');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.parentElement).toHaveStyle({ aspectRatio: '400 / 300' });
    await expectNoAxeViolations(container);
  });

  it('shows the blurred placeholder until the image loads, then reveals the image', () => {
    render(<BlurhashImage src="/space.jpg" alt="Loft" width={400} height={300} blurHash={HASH} />);
    const img = screen.getByRole('img', { name: 'Loft' });
    const box = img.parentElement!;
    expect(box.style.backgroundImage).toContain('data:image/bmp;base64,');
    expect(box).toHaveAttribute('data-loaded', 'false');
    expect(img).not.toHaveClass('loaded');
    fireEvent.load(img);
    expect(box).toHaveAttribute('data-loaded', 'true');
    expect(img).toHaveClass('loaded');
  });

  it('shows the placeholder again while a new source loads', () => {
    const { rerender } = render(<BlurhashImage src="/a.jpg" alt="Loft" width={4} height={3} blurHash={HASH} />);
    fireEvent.load(screen.getByRole('img'));
    rerender(<BlurhashImage src="/b.jpg" alt="Loft" width={4} height={3} blurHash={HASH} />);
    expect(screen.getByRole('img')).not.toHaveClass('loaded');
  });

  it('keeps the placeholder when the image fails, and passes the error on', () => {
    const onError = jest.fn();
    render(<BlurhashImage src="/missing.jpg" alt="Loft" width={4} height={3} blurHash={HASH} onError={onError} />);
    fireEvent.error(screen.getByRole('img'));
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img')).not.toHaveClass('loaded');
    expect(screen.getByRole('img').parentElement!.style.backgroundImage).toContain('data:image/bmp');
  });

  it('passes loading and fetchPriority through for the hero image', () => {
    render(<BlurhashImage src="/hero.jpg" alt="Hero" width={1600} height={900} loading="eager" fetchPriority="high" />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    // Shown as it loads, not after a script marks it loaded: rendered on a server, that is after hydration.
    expect(img).toHaveClass('instant');
    expect(img.parentElement).toHaveAttribute('data-loaded', 'false');
  });

  it('renders a plain box for a malformed hash instead of failing', () => {
    render(<BlurhashImage src="/space.jpg" alt="Loft" width={4} height={3} blurHash="###" />);
    expect(screen.getByRole('img', { name: 'Loft' }).parentElement!.style.backgroundImage).toBe('');
  });

  it('reports a size that cannot reserve space, and still shows the image', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<BlurhashImage src="/space.jpg" alt="Loft" width={0} height={Number.NaN} />);
    expect(screen.getByRole('img', { name: 'Loft' })).not.toHaveAttribute('width');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('width and height must be positive numbers'));
    error.mockRestore();
  });
});
