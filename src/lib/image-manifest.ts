import type { ImageManifest } from './image-variants.mjs';

/** Every raster the build encoded, filled in by build.mjs (src/build/images.mjs); empty in unit tests: plain <img>s. */
export const imageManifest: ImageManifest = {};
