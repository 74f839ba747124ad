// How an encoded raster variant is named: the build writes files by it, <Picture> links them by it.

/**
 * What the build made of one raster source image: the URL stem of every variant ("/assets/images/interior/reception-
 * 1a2b3c4d"), the encoded widths, ascending, each in every format, and the format for browsers with neither AVIF nor
 * WebP (png when the source has transparency).
 * @typedef {{ base: string, widths: number[], fallback: 'jpg' | 'png' }} RasterEntry
 */

/** Every raster source image the build encoded, by its path as content names it ("/images/…"). */
/** @typedef {Record<string, RasterEntry>} ImageManifest */

/** The formats every raster is encoded to, best first; browsers take the first they support. */
export const modernFormats = /** @type {const} */ (['avif', 'webp']);

/** The URL of one variant of a raster, e.g. "/assets/images/interior/reception-1a2b3c4d-800.avif". */
export const variantUrl = (
  /** @type {RasterEntry} */ entry,
  /** @type {number} */ width,
  /** @type {string} */ format,
) => `${entry.base}-${width}.${format}`;
