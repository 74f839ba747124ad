// How an encoded raster variant is named: the build writes files by it, <Picture> links them by it.

/**
 * What the build made of one raster source image.
 * @typedef {object} RasterEntry
 * @property {string} base URL stem of every variant, e.g. "/assets/images/interior/reception-1a2b3c4d".
 * @property {number[]} widths The encoded widths, ascending; each exists in every format.
 * @property {'jpg' | 'png'} fallback The format for browsers with neither AVIF nor WebP: png when the source has
 * transparency.
 */

/**
 * Every raster source image the build encoded, by its path as content names it ("/images/…").
 * @typedef {Record<string, RasterEntry>} ImageManifest
 */

/** The formats every raster is encoded to, best first; browsers take the first they support. */
export const modernFormats = /** @type {const} */ (['avif', 'webp']);

/**
 * The URL of one variant of a raster, e.g. "/assets/images/interior/reception-1a2b3c4d-800.avif".
 * @param {RasterEntry} entry
 * @param {number} width
 * @param {string} format
 * @returns {string}
 */
export const variantUrl = (entry, width, format) => `${entry.base}-${width}.${format}`;
