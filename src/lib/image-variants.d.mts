/** What the build made of one raster source image: its variants' URL stem, widths and fallback format. */
export type RasterEntry = {
  /** URL stem of every variant, e.g. "/assets/images/interior/reception-1a2b3c4d". */
  base: string;
  /** The encoded widths, ascending; each exists in every format. */
  widths: number[];
  /** The format for browsers with neither AVIF nor WebP: png when the source has transparency. */
  fallback: 'jpg' | 'png';
};
/** Every raster source image the build encoded, by its path as content names it ("/images/…"). */
export type ImageManifest = Record<string, RasterEntry>;
/** The formats every raster is encoded to, best first; browsers take the first they support. */
export const modernFormats: readonly ['avif', 'webp'];
/** The URL of one variant of a raster, e.g. "/assets/images/interior/reception-1a2b3c4d-800.avif". */
export function variantUrl(entry: RasterEntry, width: number, format: string): string;
