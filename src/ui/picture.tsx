// A responsive picture from the build's image manifest (AVIF, WebP, fallback), lazy unless it is the first visual.
import type { Picture as PictureData } from '../content/types';
import { imageManifest } from '../lib/image-manifest';
import { modernFormats, variantUrl, type RasterEntry } from '../lib/image-variants.mjs';
import { contents } from './kit';

/** The slot most pictures fill: the full width on a phone, half the page (at most 600 px) when wide. */
export const defaultSizes = '(max-width: 767.98px) 100vw, (max-width: 1200px) 50vw, 600px';

const srcSet = (entry: RasterEntry, format: string) =>
  entry.widths.map((width) => `${variantUrl(entry, width, format)} ${width}w`).join(', ');

export function Picture({
  picture,
  priority = false,
  sizes = defaultSizes,
  className,
  onError,
}: {
  picture: PictureData;
  /** The route's likely LCP image: fetched first, at high priority, and decoded with the page. */
  priority?: boolean;
  /** How wide the picture is drawn, as the `sizes` attribute says it; only rasters use it. */
  sizes?: string;
  className?: string;
  onError?: () => void;
}) {
  const entry: RasterEntry | undefined = imageManifest[picture.src];
  const img = (
    <img
      className={className}
      src={entry ? variantUrl(entry, fallbackWidth(entry), entry.fallback) : picture.src}
      srcSet={entry ? srcSet(entry, entry.fallback) : undefined}
      sizes={entry ? sizes : undefined}
      alt={picture.alt}
      width={picture.width}
      height={picture.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'auto' : 'async'}
      onError={onError}
    />
  );
  if (!entry) return img;
  return (
    <picture className={contents}>
      {modernFormats.map((format) => (
        <source key={format} type={`image/${format}`} srcSet={srcSet(entry, format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** The width of the plain `src`, for browsers that ignore srcset: the largest up to 1200 px. */
const fallbackWidth = (entry: RasterEntry) => entry.widths.filter((w) => w <= 1200).at(-1) ?? entry.widths[0];
