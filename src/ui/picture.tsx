// A picture as the build planned it: an SVG as it is; a photo as AVIF and WebP at several widths and one fallback, over
// its own average colour until it arrives. Only the build renders it (inside <Static>), so no script carries it.
import { css } from '@linaria/core';
import type { CasePicture } from '../content/types';
import { imageManifest } from '../lib/image-manifest';
import { fallbackWidth, modernFormats, pictureKey, variantUrl, type RasterEntry } from '../lib/image-variants.mjs';
import { contents, narrowWidth } from './kit';

/** The slot most pictures fill: the full width on a phone, half the page (at most 600 px) when wide. */
export const defaultSizes = `${narrowWidth} 100vw, (max-width: 75em) 50vw, 600px`;

const srcSet = (entry: RasterEntry, format: string) =>
  entry.widths.map((width) => `${variantUrl(entry, width, format)} ${width}w`).join(', ');

export function Picture({
  picture,
  priority = false,
  sizes = defaultSizes,
  framed = false,
  className = '',
}: {
  picture: CasePicture;
  /** The route's likely LCP image: fetched first, at high priority, and decoded with the page. */
  priority?: boolean;
  /** How wide the picture is drawn, as the `sizes` attribute says it; only rasters use it. */
  sizes?: string;
  /** Drawn whole in a 3:2 frame, whatever its own shape, the frame's rest in its average colour. */
  framed?: boolean;
  className?: string;
}) {
  const entry = imageManifest[pictureKey(picture)];
  const box = `${framed ? frame : ''} ${className}`.trim() || undefined;
  const raster = entry && 'base' in entry ? entry : undefined;
  const img = (
    <img
      className={raster ? photo : box}
      // Every browser the site supports takes AVIF or WebP from a <source>: the rest get one fallback.
      src={
        raster
          ? variantUrl(raster, fallbackWidth(raster), raster.fallback)
          : ((entry && 'src' in entry ? entry.src : undefined) ?? ('src' in picture ? picture.src : undefined))
      }
      alt={picture.alt}
      width={entry?.width}
      height={entry?.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The likely LCP image is decoded with the page, as browsers do by default.
      decoding={priority ? undefined : 'async'}
    />
  );
  if (!raster) return img;
  return (
    <span className={`${layers} ${box ?? ''}`}>
      {raster.placeholder && <img className={placeholder} src={raster.placeholder} alt="" />}
      <picture className={contents}>
        {modernFormats.map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSet(raster, format)} sizes={sizes} />
        ))}
        {img}
      </picture>
    </span>
  );
}

/** The photo over its placeholder, both cut to the box's rounded corners. */
const layers = css`
  display: block;
  position: relative;
  overflow: hidden;
`;

/** Covers the slot it is given; with no height of its own, its own shape sets the height. */
const photo = css`
  position: relative;
  display: block;
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

const placeholder = css`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
`;

const frame = css`
  display: block;
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: contain;
  .${photo} {
    object-fit: contain;
  }
`;
