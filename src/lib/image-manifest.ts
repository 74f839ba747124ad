import type { ImageManifest } from './image-variants.mjs';

/** The pictures the build planned, filled in by build.mjs before it prerenders; empty in unit tests. */
export const imageManifest: ImageManifest = {};
