import type { ImageManifest } from './image-variants.mjs';

/**
 * Every raster the build encoded. build.mjs replaces this module with the real plan (src/build/images.mjs);
 * without a build (unit tests) it is empty, and every picture renders as a plain <img>.
 */
export const imageManifest: ImageManifest = {};
