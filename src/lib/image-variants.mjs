// How an encoded raster variant is named: the build writes files by it, <Picture> links them by it.

/** The formats every raster is encoded to, best first; browsers take the first they support. */
export const modernFormats = ['avif', 'webp'];

/** The URL of one variant of a raster, e.g. "/assets/images/interior/reception-1a2b3c4d-800.avif". */
export const variantUrl = (entry, width, format) => `${entry.base}-${width}.${format}`;
