import type { Plugin } from 'esbuild';
import type { ImageManifest } from '../lib/image-variants.mjs';

/** The widths a raster may be encoded at; see widthsFor. */
export const candidateWidths: number[];
/** The widths to encode a source `width` px wide at: the candidates well below it, then its own (at most the largest). */
export function widthsFor(width: number): number[];
/** What write() did: SVGs and rasters handled, variants written, outputs encoded now or found in the cache. */
export type ImageCounts = { svgs: number; rasters: number; variants: number; encoded: number; cached: number };
/**
 * Plans every image under `source` (hashes and sizes only, so it is quick), then encodes what the cache lacks
 * in the background. Returns the manifest, an esbuild plugin that hands it to the bundles, and write().
 */
export function imagePipeline(options?: {
  source?: string;
  urlPath?: string;
  /** Default: $IMAGE_CACHE, else .cache/images. */
  cache?: string;
}): Promise<{
  manifest: ImageManifest;
  plugin: Plugin;
  /** Writes minified SVGs over their copies in `dist`, and each raster's variants under /assets; returns counts. */
  write: (dist: string) => Promise<ImageCounts>;
}>;
