// Photos as a phone makes them, for tests of the image pipeline: made by sharp, the same bytes on every run (so the
// build's cache keeps their encodes), with a red corner that shows which way up they were drawn.
import sharp from 'sharp';

/**
 * A photo-like raster: smooth gradients and soft shapes with grain (a pure noise image favours JPEG), `width` × `height`
 * as stored, its top left corner red.
 */
export function standIn(width: number, height: number, { seed = 1, grain = 9 } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  let random = seed;
  const corner = Math.round(Math.min(width, height) / 8);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const noise = (random % grain) - (grain >> 1);
      const i = (y * width + x) * 3;
      const red = x < corner && y < corner;
      pixels[i] = red ? 230 : (x / width) * 200 + 30 + noise;
      pixels[i + 1] = red ? 20 : (y / height) * 180 + 40 + noise;
      pixels[i + 2] = red ? 20 : 128 + 60 * Math.sin(x / (37 + seed)) * Math.cos(y / 23) + noise;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The colour at (x, y) of an image file, as [r, g, b]. */
export async function colourAt(file: string | Buffer, x: number, y: number) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (Math.round(y) * info.width + Math.round(x)) * 3;
  return [...data.subarray(i, i + 3)];
}

/** Mostly red, as the stand-ins' corner is, whatever a lossy encoder made of it. */
export const isRed = ([r, g, b]: number[]) => r > 150 && g < 90 && b < 90;
