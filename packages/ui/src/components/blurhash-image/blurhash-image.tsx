import '../../tokens/tokens.css';
import { startTransition, useEffect, useMemo, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import styles from './blurhash-image.module.css';
import { blurHashToDataUrl } from './blurhash-to-data-url';

/** Props of {@link BlurhashImage}: native `<img>` attributes plus these. */
export interface BlurhashImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'loading' | 'fetchPriority' | 'placeholder'> {
  src: string;
  /** Text alternative, required: pass "" only for a purely decorative image. */
  alt: string;
  /** Intrinsic size in px: reserves the box (aspect ratio) before anything loads, so nothing shifts. */
  width: number;
  height: number;
  /** BlurHash of the image (the API's `blurHash`); a missing or malformed one gives a plain grey box. */
  blurHash?: string | null;
  /** `lazy` (default) for images below the fold; `eager` for the first, largest image. */
  loading?: 'lazy' | 'eager';
  /** `high` for the largest image in the first view (hero), so the browser fetches it first. */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** How the image fills its box. Default `cover`. */
  fit?: 'cover' | 'contain';
  /** Class of the box (size it here); `imgClassName` goes on the `<img>`. */
  className?: string;
  imgClassName?: string;
}

/**
 * An image that shows its BlurHash as a blurred placeholder until the real
 * `<img>` has loaded, then fades it in (the first view's largest image, `fetchPriority="high"`,
 * shows as it loads, without waiting for a script). The box keeps the image's aspect ratio
 * from the first paint (no layout shift). Accessible name: `alt`.
 */
export function BlurhashImage({
  src,
  alt,
  width,
  height,
  blurHash,
  loading = 'lazy',
  fetchPriority,
  fit = 'cover',
  className,
  imgClassName,
  style,
  onLoad,
  ...imgProps
}: BlurhashImageProps) {
  const validSize = Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;
  useEffect(() => {
    if (!validSize) {
      console.error(`[@hourspace/ui] BlurhashImage: width and height must be positive numbers of px (got ${width} × ${height}) for ${src}; the box cannot reserve its space.`);
    }
  }, [validSize, width, height, src]);
  const placeholder = useMemo(() => blurHashToDataUrl(blurHash, width, height), [blurHash, width, height]);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const loaded = loadedSrc === src;

  // An image already in the cache (or loaded before hydration) may never fire `load` for us. Read
  // after the commit and set in a transition: a state set by a ref callback is rendered at once,
  // synchronously, in the same task as the page's first render
  // (docs/decisions/hydration-transitions.md).
  const imgRef = useRef<HTMLImageElement | null>(null);
  useEffect(() => {
    const img = imgRef.current;
    if (!img?.complete || img.naturalWidth === 0) return;
    const loadedNow = img.getAttribute('src');
    startTransition(() => setLoadedSrc(loadedNow));
  }, [src]);
  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setLoadedSrc(event.currentTarget.getAttribute('src'));
    onLoad?.(event);
  };

  return (
    <span
      className={className ? `${styles.root} ${className}` : styles.root}
      data-loaded={loaded}
      style={{
        aspectRatio: validSize ? `${width} / ${height}` : undefined,
        backgroundImage: placeholder ? `url("${placeholder}")` : undefined,
      }}
    >
      <img
        {...imgProps}
        ref={imgRef}
        src={src}
        alt={alt}
        width={validSize ? width : undefined}
        height={validSize ? height : undefined}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onLoad={handleLoad}
        style={style}
        // The first view's largest image (`fetchPriority="high"`) is not faded in: its fade waits for
        // React, which on a page rendered on the server is after hydration, seconds after the photo
        // arrived (docs/benchmarks.md, 2 December). It paints over the placeholder as it loads.
        className={[styles.img, styles[fit], loaded && styles.loaded, fetchPriority === 'high' && styles.instant, imgClassName].filter(Boolean).join(' ')}
      />
    </span>
  );
}
