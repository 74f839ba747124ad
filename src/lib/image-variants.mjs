// What the build knows of a picture content names, and how an encoded variant is named: the build writes files by it,
// <Picture> links them by it.

/** @typedef {import('../content/types').CasePicture} PictureSource A picture as content names it: a file or a pair. */

/**
 * An encoded raster: every variant's URL stem ("/assets/images/interior/reception-1a2b3c4d"), its widths ascending, each
 * in AVIF and WebP, the format of its one fallback (png for a transparent source), its size upright, and, when opaque,
 * its average colour as a 1 × 1 GIF data: URI.
 * @typedef {{ base: string, widths: number[], fallback: 'jpg' | 'png', width: number, height: number, placeholder?: string }} RasterEntry
 */

/**
 * An SVG, served minified at its own path (`src`, its file's, which content may name in another case).
 * @typedef {{ width: number, height: number, src?: string }} SvgEntry
 */

/** @typedef {Record<string, RasterEntry | SvgEntry>} ImageManifest Keyed by `pictureKey`. */

/** Best first: browsers take the first they support. */
export const modernFormats = /** @type {const} */ (['avif', 'webp']);

/** @type {(entry: RasterEntry, width: number, format: string) => string} */
export const variantUrl = (entry, width, format) => `${entry.base}-${width}.${format}`;

/** What every variant's URL of the picture that `url` is a variant of starts with (its base and "-"), else undefined. */
export const variantsOf = (/** @type {string} */ url) =>
  /^(.*\/assets\/images\/.+-)\d+\.(?:avif|webp|jpg|png)$/.exec(url)?.[1];

/** The width of the one fallback, for browsers that take neither AVIF nor WebP: the largest up to 1200 px. */
export const fallbackWidth = (/** @type {RasterEntry} */ entry) =>
  entry.widths.filter((w) => w <= 1200).at(-1) ?? entry.widths[0];

/** @type {(picture: PictureSource) => string} */
export const pictureKey = (picture) =>
  'src' in picture ? picture.src : `${picture.before} ${picture.after} ${picture.focus ?? ''}`;
