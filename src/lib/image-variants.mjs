// How an encoded raster variant is named: the build writes files by it, <Picture> links them by it.

/**
 * One encoded raster: every variant's URL stem ("/assets/images/interior/reception-1a2b3c4d"), its widths ascending,
 * each in every format, and the format for browsers with neither AVIF nor WebP (png for a transparent source).
 * @typedef {{ base: string, widths: number[], fallback: 'jpg' | 'png' }} RasterEntry
 */

/** @typedef {Record<string, RasterEntry>} ImageManifest Keyed by the path content names a raster by ("/images/…"). */

/** Best first: browsers take the first they support. */
export const modernFormats = /** @type {const} */ (['avif', 'webp']);

/** @type {(entry: RasterEntry, width: number, format: string) => string} */
export const variantUrl = (entry, width, format) => `${entry.base}-${width}.${format}`;
