// The image pipeline build.mjs runs. Every SVG under static/images is minified; every photo content names (or pair of
// photos, composed into one) becomes AVIF and WebP at several widths, one JPEG (or PNG) fallback and a tiny placeholder,
// free of metadata. Nothing else under static/ is published, and every output is cached by content hash.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { optimize, VERSION as svgoVersion } from 'svgo';
import { fallbackWidth, modernFormats, pictureKey, variantUrl } from '../lib/image-variants.mjs';
import { imageFiles, metadataOf, readPhoto, unreadable, widestPx } from './image-files.mjs';
import { writeOut } from './written.mjs';

/** @typedef {import('../lib/image-variants.mjs').PictureSource} PictureSource */
/** @typedef {import('../lib/image-variants.mjs').RasterEntry} RasterEntry */
/** @typedef {import('./image-files.mjs').Photo} Photo */
/** @typedef {{ svgs: number, rasters: number, variants: number, encoded: number, cached: number }} ImageCounts */

const candidateWidths = [480, 800, 1200, widestPx];

/** Each half of a composed pair is 3:4, so the pair is 3:2, the shape of the gallery's frame. */
const halfAspect = 3 / 4;

/**
 * Their source text is part of every cache key, so changing a setting re-encodes. sharp writes no metadata unless told
 * to: no EXIF (camera, time, place), no XMP, and pixels turned into sRGB with no profile.
 * @type {Record<string, (image: import('sharp').Sharp) => import('sharp').Sharp>}
 */
const encoders = {
  // Effort 2: about 1 s for a 1600 px image on two cores; the default effort takes 6–14 s for a few % less.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
  // The placeholder: the picture's average colour as a 1 × 1 GIF, 43 bytes, most of them alike in every picture (so a
  // page's gzip takes them once), drawn stretched under the photo until it arrives. One colour needs no blur.
  placeholder: (image) => image.resize(1, 1, { fit: 'fill' }).gif({ colours: 2, dither: 0 }),
};

/**
 * A photo's path, less its extension, as a variant's address: a phone's "IMG 2041" or "ಸ್ವಾಗತ" would need escaping
 * (and a space splits a srcset), so each run of anything but ASCII letters, digits, "_", "-" and "/" becomes one "-";
 * cut to 150 characters, as a file's name may not be much longer (the hash after it keeps each unique).
 */
const urlSafe = (/** @type {string} */ path) =>
  path
    .slice(0, path.length - extname(path).length)
    .replace(/[^\w/-]+/g, '-')
    .slice(0, 150);

const sha256 = (/** @type {(string | Buffer)[]} */ ...parts) =>
  parts.reduce((h, part) => h.update(part), createHash('sha256')).digest('hex');

/** The candidates at most 0.8 of `top`, so no two variants are nearly the same size, then `top` itself. */
export function widthsFor(/** @type {number} */ width) {
  const top = Math.min(width, candidateWidths[candidateWidths.length - 1]);
  return [...candidateWidths.filter((w) => w <= top * 0.8), top];
}

/**
 * What SVGO's default preset does that we leave out: what would break the recolouring (hex colours shortened, in
 * attributes or by the style minifier; ids renamed), what would change a rendered pixel (shapes turned into paths, paths
 * merged, path data and transforms rounded), and what made our hand-written drawings larger after gzip (attributes
 * moved between groups and elements, or sorted; groups collapsed).
 */
const turnedOff = [
  ...['convertColors', 'inlineStyles', 'minifyStyles', 'cleanupIds'],
  ...['convertShapeToPath', 'mergePaths', 'convertPathData', 'convertTransform'],
  ...['moveElemsAttrsToGroup', 'moveGroupAttrsToElems', 'collapseGroups', 'sortAttrs'],
];

/** @type {import('svgo').Config} SVGO's default preset, less `turnedOff`. */
const svgoConfig = {
  multipass: true,
  plugins: [
    { name: 'preset-default', params: { overrides: Object.fromEntries(turnedOff.map((name) => [name, false])) } },
  ],
};

export const minifySvg = (/** @type {string} */ svg) => optimize(svg, svgoConfig).data;

/**
 * Every picture in `content` (a module's exports, at any depth): an object with its alt text and a file or a pair.
 * @param {any} content
 * @returns {PictureSource[]}
 */
export function picturesIn(content) {
  if (!content || typeof content !== 'object') return [];
  if (typeof content.alt === 'string' && (typeof content.src === 'string' || typeof content.before === 'string'))
    return [content];
  return Object.values(content).flatMap(picturesIn);
}

/**
 * Plans every SVG under `source`/images and every picture content names (sizes, hashes and placeholders, cached), then
 * encodes the variants in the background; throws, naming the file, on a source it cannot read.
 */
export async function imagePipeline({
  pictures = /** @type {PictureSource[]} */ ([]),
  source = 'static',
  // IMAGE_CACHE lets a benchmark time a build from an empty cache without emptying everyone else's.
  cache = process.env.IMAGE_CACHE || '.cache/images',
} = {}) {
  const started = performance.now();
  const encoderKey = sha256(Object.values(encoders).join('\n'), pair.toString(), sharp.versions.vips ?? '');
  const minifierKey = sha256(JSON.stringify(svgoConfig), svgoVersion);
  await mkdir(cache, { recursive: true });
  const counts = { encoded: 0, cached: 0 };
  /** The cached output `name`, made now if the cache lacks it. */
  const cached = async (/** @type {string} */ name, /** @type {() => Promise<string | Buffer>} */ make) => {
    const file = join(cache, name);
    if (await stat(file).catch(() => null)) counts.cached++;
    else {
      // Through a temporary name, so a build running at the same time never reads half a file.
      const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temp, await make());
      await rename(temp, file);
      counts.encoded++;
    }
    return file;
  };

  /** @type {import('../lib/image-variants.mjs').ImageManifest} */
  const manifest = {};
  /** @type {{ name: string, make: () => Promise<string | Buffer>, path: string }[]} Every file written to dist/. */
  const outputs = [];
  const { files, find } = await imageFiles(source);
  for (const path of files.filter((file) => extname(file).toLowerCase() === '.svg')) {
    const file = join(source, path);
    // A drawing is published at its own name, which pages link as it is: it must need no escaping.
    if (!/^[\w/.-]+$/.test(path))
      throw new Error(
        `images: rename ${file}: a drawing's name is its address: use a-z, 0-9 and hyphens (our-logo.svg)`,
      );
    const text = await readFile(file, 'utf8');
    const { width, height } = await metadataOf(Buffer.from(text), file);
    manifest[path] = { width, height, src: path };
    outputs.push({ name: `${sha256(text, minifierKey).slice(0, 32)}.svg`, make: () => safeMinify(path, text), path });
  }

  const named = new Set();
  for (const picture of pictures) {
    const key = pictureKey(picture);
    if (key in manifest) continue;
    const paths = ('src' in picture ? [picture.src] : [picture.before, picture.after]).map((path) => {
      if (!path.startsWith('/images/'))
        throw new Error(`images: content names ${path}: write it from the site's root, starting /images/`);
      return find(path);
    });
    if ('src' in picture && extname(paths[0]).toLowerCase() === '.svg') {
      if (!(paths[0] in manifest)) throw new Error(`images: content names ${picture.src}, which static/images lacks`);
      manifest[key] = manifest[paths[0]];
      continue;
    }
    const photos = await Promise.all(paths.map((path) => readPhoto(join(source, path))));
    for (const [i, path] of paths.entries()) {
      if (!named.has(path)) warnIfSmall(photos[i], join(source, path), paths.length);
      named.add(path);
    }
    const focus = 'src' in picture ? [] : (picture.focus ?? [0.5, 0.5]);
    const hash = sha256(...photos.map((photo) => photo.bytes), String(focus), encoderKey).slice(0, 32);
    // Its entry and variants, under the name of its first file; `upright` gives what to encode.
    const { width, height, opaque, upright } = photos.length === 1 ? photos[0] : pair(photos, focus, paths[0]);
    /** @type {RasterEntry} */
    const entry = {
      base: `/assets${urlSafe(paths[0])}-${hash.slice(0, 8)}`,
      widths: widthsFor(width),
      fallback: opaque ? 'jpg' : 'png',
      width,
      height,
    };
    if (opaque) {
      // The first decoding of the whole photo: one whose size could be read may yet be cut short (a failed copy).
      const placeholder = async () => encoders.placeholder(await upright()).toBuffer();
      const gif = await cached(`${hash}.gif`, placeholder).catch(
        unreadable(paths.map((path) => join(source, path)).join(' and ')),
      );
      entry.placeholder = `data:image/gif;base64,${(await readFile(gif)).toString('base64')}`;
    }
    const variants = entry.widths.flatMap((width) => modernFormats.map((format) => ({ width, format })));
    for (const { width, format } of [...variants, { width: fallbackWidth(entry), format: entry.fallback }]) {
      const make = async () => encoders[format]((await upright()).resize({ width })).toBuffer();
      outputs.push({ name: `${hash}-${width}.${format}`, make, path: variantUrl(entry, width, format) });
    }
    manifest[key] = entry;
  }
  for (const file of files.filter((file) => extname(file).toLowerCase() !== '.svg' && !named.has(file)))
    console.warn(`images: no content names ${join(source, file)}, so it is not published`);
  const queue = [...outputs];
  // One file per core at a time: sharp's threads are shared, and this bounds the memory in flight.
  const worker = async () => {
    for (let output = queue.shift(); output; output = queue.shift()) await cached(output.name, output.make);
  };
  const done = Promise.all(Array.from({ length: availableParallelism() }, worker)).then(() =>
    Math.round(performance.now() - started),
  );
  done.catch(() => {}); // write() handles it; until then this keeps it from being an unhandled rejection

  /**
   * Writes minified SVGs, recoloured (each known by its cached name, <hash>.svg, whatever the case of its own), and each
   * raster's variants under /assets.
   * @returns {Promise<ImageCounts>}
   */
  async function write(/** @type {string} */ dist, recolor = (/** @type {string} */ svg) => svg) {
    const ms = await done;
    for (const { name, path } of outputs) {
      const data = await readFile(join(cache, name));
      await writeOut(join(dist, path), name.endsWith('.svg') ? recolor(String(data)) : data);
    }
    const svgs = outputs.filter(({ name }) => name.endsWith('.svg')).length;
    const rasters = Object.values(manifest).filter((entry) => 'base' in entry).length;
    const variants = outputs.length - svgs;
    console.log(
      `images: ${svgs} SVG minified, ${rasters} raster → ${variants} variants (${counts.encoded} encoded, ${counts.cached} from cache), ready ${ms} ms after it began, alongside the bundling`,
    );
    return { svgs, rasters, variants, ...counts };
  }

  return { manifest, write };
}

/**
 * Before on the left, after on the right: each cropped to 3:4 around `focus` (fractions of its width and height from
 * the top left), as large as the smaller photo allows, at most 800 px wide; composed once, when first encoded.
 * @returns {Photo}
 */
function pair(/** @type {Photo[]} */ halves, /** @type {number[]} */ [fx, fy], /** @type {string} */ name) {
  if (![fx, fy].every((f) => f >= 0 && f <= 1))
    throw new Error(`images: the focus of ${name} is [${fx}, ${fy}]; give fractions from 0 to 1`);
  const half = Math.min(800, ...halves.map((photo) => Math.floor(Math.min(photo.width, photo.height * halfAspect))));
  const height = Math.round(half / halfAspect);
  const crop = async (/** @type {Photo} */ photo) => {
    const width = Math.floor(Math.min(photo.width, photo.height * halfAspect));
    const tall = Math.min(photo.height, Math.round(width / halfAspect));
    const left = Math.round(Math.min(Math.max(fx * photo.width - width / 2, 0), photo.width - width));
    const top = Math.round(Math.min(Math.max(fy * photo.height - tall / 2, 0), photo.height - tall));
    const cropped = (await photo.upright()).extract({ left, top, width, height: tall }).resize(half, height);
    return cropped.flatten({ background: '#ffffff' }).png().toBuffer();
  };
  /** @type {Promise<Buffer> | undefined} */
  let composed;
  const compose = async () => {
    const [before, after] = await Promise.all(halves.map(crop));
    return sharp({ create: { width: 2 * half, height, channels: /** @type {const} */ (3), background: '#ffffff' } })
      .composite([before, after].map((input, i) => ({ input, left: i * half, top: 0 })))
      .png({ compressionLevel: 1 })
      .toBuffer();
  };
  const upright = async () => {
    composed ??= compose();
    return sharp(await composed);
  };
  return { width: 2 * half, height, opaque: true, upright };
}

/** Warns of a photo narrower than it may be shown at (`widestPx`; a pair's half, cut to 3:4, half that): it will look blurred. */
function warnIfSmall(/** @type {Photo} */ { width, height }, /** @type {string} */ file, /** @type {number} */ halves) {
  const wanted = candidateWidths[candidateWidths.length - 1] / halves;
  const shown = Math.floor(Math.min(width, halves > 1 ? height * halfAspect : width));
  const half = halves > 1 ? `; its half of a case, cut to 3:4, is ${shown} px wide` : '';
  if (shown < wanted)
    console.warn(
      `images: ${file} is ${width} × ${height} px${half}, narrower than the ${wanted} px it may be shown at, so it will look blurred: copy in the original photo, about ${widestPx} px wide or more`,
    );
}

/** Minifies an SVG unless that would change a single rendered pixel (or it cannot be rendered to check). */
async function safeMinify(/** @type {string} */ file, /** @type {string} */ text) {
  const small = minifySvg(text);
  if (small === text) return text;
  const render = (/** @type {string} */ svg) => sharp(Buffer.from(svg)).raw().toBuffer();
  const [before, after] = await Promise.all([render(text), render(small)]).catch(() => []);
  if (before && after && before.equals(after)) return small;
  console.warn(`images: ${file} kept as it is (its minified form did not render the same)`);
  return text;
}
