import type { ImageManifest } from './image-variants.mjs';

/** The rasters the build encoded, filled in by src/build/images.mjs; empty in unit tests, so <img>s stay plain. */
export const imageManifest: ImageManifest = {};
