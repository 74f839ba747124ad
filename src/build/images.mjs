// The image pipeline build.mjs runs: every raster under static/images becomes AVIF and WebP at several widths plus a
// JPEG (or PNG) fallback, every SVG is minified, and encodes are cached by content hash.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, posix, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { optimize, VERSION as svgoVersion } from 'svgo';
import { modernFormats, variantUrl } from '../lib/image-variants.mjs';
import { writeOut } from './written.mjs';

const candidateWidths = [480, 800, 1200, 1600];

/** The rasters the pipeline encodes; GIFs (maybe animated) are left as they are. */
const rasterFile = /\.(jpe?g|png|webp|avif|tiff?)$/i;

/** @typedef {{ svgs: number, rasters: number, variants: number, encoded: number, cached: number }} ImageCounts */

/**
 * Their source text is part of every cache key, so changing a setting re-encodes.
 * @type {Record<string, (image: import('sharp').Sharp) => import('sharp').Sharp>}
 */
const encoders = {
  // Effort 2: about 1 s for a 1600 px image on two cores; the default effort takes 6–14 s for a few % less.
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75, effort: 4 }),
  jpg: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  png: (image) => image.png({ compressionLevel: 9, effort: 7 }),
};

/** The plugin below replaces its contents in the bundles. */
const manifestModule = fileURLToPath(new URL('../lib/image-manifest.ts', import.meta.url));

const sha256 = (/** @type {(string | Buffer)[]} */ ...parts) =>
  parts.reduce((h, part) => h.update(part), createHash('sha256')).digest('hex');

/** The candidates at most 0.8 of `top`, so no two variants are nearly the same size, then `top` itself. */
export function widthsFor(/** @type {number} */ width) {
  const top = Math.min(width, candidateWidths[candidateWidths.length - 1]);
  return [...candidateWidths.filter((w) => w <= top * 0.8), top];
}

/**
 * SVGO's default preset, less what would break the recolouring (hex colours shortened, in attributes or by the style
 * minifier; ids renamed), what would change a rendered pixel (shapes turned into paths, paths merged, path data and
 * transforms rounded), and what made our hand-written drawings larger after gzip (attributes moved between groups and
 * elements, or sorted; groups collapsed).
 * @type {import('svgo').Config}
 */
const svgoConfig = {
  multipass: true,
  plugins: [
    {
      name: 'preset-default',
      params: {
        overrides: {
          convertColors: false,
          inlineStyles: false,
          minifyStyles: false,
          cleanupIds: false,
          convertShapeToPath: false,
          mergePaths: false,
          convertPathData: false,
          convertTransform: false,
          moveElemsAttrsToGroup: false,
          moveGroupAttrsToElems: false,
          collapseGroups: false,
          sortAttrs: false,
        },
      },
    },
  ],
};

export const minifySvg = (/** @type {string} */ svg) => optimize(svg, svgoConfig).data;

/** Plans every image under `source` (hashes and sizes only, so it is quick), then encodes in the background. */
export async function imagePipeline({
  source = 'static/images',
  // IMAGE_CACHE lets a benchmark time a build from an empty cache without emptying everyone else's.
  cache = process.env.IMAGE_CACHE || '.cache/images',
} = {}) {
  const started = performance.now();
  const encoderKey = sha256(Object.values(encoders).join('\n'), sharp.versions.vips ?? '');
  const minifierKey = sha256(JSON.stringify(svgoConfig), svgoVersion);
  const files = (await readdir(source, { recursive: true, withFileTypes: true }).catch(() => []))
    .filter((entry) => entry.isFile())
    .map((entry) => relative(source, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

  /** @type {import('../lib/image-variants.mjs').ImageManifest} */
  const manifest = {};
  // Every file the pipeline makes; an SVG's `path` is its copy in dist/, which it overwrites.
  /** @type {{ name: string, make: () => Promise<string | Buffer>, path: string }[]} */
  const outputs = [];
  for (const file of files) {
    const path = posix.join('/images', file);
    if (extname(file).toLowerCase() === '.svg') {
      const text = await readFile(join(source, file), 'utf8');
      const name = `${sha256(text, minifierKey).slice(0, 32)}.svg`;
      outputs.push({ name, make: () => safeMinify(file, text), path });
    } else if (rasterFile.test(file)) {
      const bytes = await readFile(join(source, file));
      const meta = await sharp(bytes)
        .metadata()
        .catch((error) => Promise.reject(new Error(`images: cannot read ${join(source, file)}: ${error.message}`)));
      // EXIF orientations 5–8 are quarter turns: the picture's width is the file's height.
      const width = /** @type {number} */ ((meta.orientation ?? 1) >= 5 ? meta.height : meta.width);
      const opaque = !meta.hasAlpha || (await sharp(bytes).stats()).isOpaque;
      const key = sha256(bytes, encoderKey);
      const stem = posix.join('/assets', path.slice(0, -extname(file).length));
      /** @type {import('../lib/image-variants.mjs').RasterEntry} */
      const entry = { base: `${stem}-${key.slice(0, 8)}`, widths: widthsFor(width), fallback: opaque ? 'jpg' : 'png' };
      manifest[path] = entry;
      for (const width of entry.widths) {
        for (const format of [...modernFormats, entry.fallback]) {
          const name = `${key.slice(0, 32)}-${width}.${format}`;
          const make = () => encoders[format](sharp(bytes).rotate().resize({ width })).toBuffer();
          outputs.push({ name, make, path: variantUrl(entry, width, format) });
        }
      }
    }
  }

  await mkdir(cache, { recursive: true });
  const counts = { encoded: 0, cached: 0 };
  const queue = [...outputs];
  // One file per core at a time: sharp's threads are shared, and this bounds the memory in flight.
  const worker = async () => {
    for (let output = queue.shift(); output; output = queue.shift()) {
      const file = join(cache, output.name);
      if (await stat(file).catch(() => null)) counts.cached++;
      else {
        await writeAtomic(file, await output.make());
        counts.encoded++;
      }
    }
  };
  const done = Promise.all(Array.from({ length: availableParallelism() }, worker)).then(() =>
    Math.round(performance.now() - started),
  );
  done.catch(() => {}); // write() handles it; until then this keeps it from being an unhandled rejection

  /**
   * Writes minified SVGs, recoloured, over their copies in `dist`, and each raster's variants under /assets.
   * @returns {Promise<ImageCounts>}
   */
  async function write(/** @type {string} */ dist, recolor = (/** @type {string} */ svg) => svg) {
    const ms = await done;
    for (const { name, path } of outputs) {
      const data = await readFile(join(cache, name));
      await writeOut(join(dist, path), path.endsWith('.svg') ? recolor(String(data)) : data);
    }
    const svgs = outputs.filter(({ path }) => path.endsWith('.svg')).length;
    const rasters = Object.keys(manifest).length;
    const variants = outputs.length - svgs;
    console.log(
      `images: ${svgs} SVG minified, ${rasters} raster → ${variants} variants (${counts.encoded} encoded, ${counts.cached} from cache), ready ${ms} ms after it began, alongside the bundling`,
    );
    return { svgs, rasters, variants, ...counts };
  }

  /** @type {import('esbuild').Plugin} The bundles' `image-manifest` module becomes this manifest. */
  const plugin = {
    name: 'image-manifest',
    setup(build) {
      build.onLoad({ filter: /[\\/]image-manifest\.ts$/ }, (args) =>
        args.path === manifestModule
          ? { contents: `export const imageManifest = ${JSON.stringify(manifest)};`, loader: 'js' }
          : undefined,
      );
    },
  };

  return { manifest, plugin, write };
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

/** Through a temporary name, so a build running at the same time never reads half a file. */
async function writeAtomic(/** @type {string} */ file, /** @type {string | Buffer} */ data) {
  const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temp, data);
  await rename(temp, file);
}
