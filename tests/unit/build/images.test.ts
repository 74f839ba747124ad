// @vitest-environment node
import { build } from 'esbuild';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { variantUrl } from '../../../src/lib/image-variants.mjs';
import { imagePipeline, widthsFor, type ImageCounts } from '../../../src/build/images.mjs';
import { minifySvg } from '../../../src/build/images.mjs';

/** A photo-like raster: smooth gradients and soft shapes with a little grain (a pure noise image favours JPEG). */
const photo = (width: number, height: number, seed = 1) => {
  const pixels = Buffer.alloc(width * height * 3);
  let random = seed;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      random = (random * 1103515245 + 12345) & 0x7fffffff;
      const grain = (random % 13) - 6;
      const i = (y * width + x) * 3;
      pixels[i] = (x / width) * 200 + 30 + grain;
      pixels[i + 1] = (y / height) * 180 + 40 + grain;
      pixels[i + 2] = 128 + 60 * Math.sin(x / (37 + seed)) * Math.cos(y / 23) + grain;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

const svgSource = `<?xml version="1.0" encoding="UTF-8"?>
<!-- Drawn in an editor; this comment and the metadata below mean nothing to a browser. -->
<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape"
     viewBox="0 0 200 100" width="200" height="100" inkscape:version="1.3">
  <metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>
  <rect   x="10" y="10"
          width="80" height="80" fill="#137277" />
  <circle cx="150" cy="50" r="40" fill="#e07a5f" />
</svg>
`;

/** An SVG rendered to raw pixels, to compare two renderings. */
const pixels = (svg: string) => sharp(Buffer.from(svg)).raw().toBuffer();

let work = '';
const source = () => join(work, 'static', 'images');
const cache = () => join(work, 'cache');

/** Runs the pipeline as build.mjs does, on `root` (the static folder): plan, copy it as it is, then write() over it. */
async function runBuild(name: string, root = join(work, 'static')) {
  const dist = join(work, name);
  const images = await imagePipeline({ source: join(root, 'images'), cache: cache() });
  await cp(root, dist, { recursive: true });
  const counts: ImageCounts = await images.write(dist);
  return { dist, counts, ...images };
}

let first: Awaited<ReturnType<typeof runBuild>>;

beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  work = await mkdtemp(join(tmpdir(), 'images-'));
  await mkdir(join(source(), 'interior'), { recursive: true });
  await mkdir(join(source(), 'badges'), { recursive: true });
  await photo(1000, 500)
    .jpeg({ quality: 95 })
    .toFile(join(source(), 'interior', 'reception.jpg'));
  // A 300 × 300 badge with a transparent corner: its fallback must keep the transparency.
  const badge = Buffer.alloc(300 * 300 * 4, 255);
  for (let i = 0; i < 50; i++) badge[i * 4 + 3] = 0;
  await sharp(badge, { raw: { width: 300, height: 300, channels: 4 } })
    .png()
    .toFile(join(source(), 'badges', 'award.png'));
  // Stored landscape, shown portrait: EXIF orientation 6 turns it a quarter.
  await photo(900, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(source(), 'interior', 'portrait.jpg'));
  await writeFile(join(source(), 'interior', 'drawing.svg'), svgSource);
  first = await runBuild('dist-1');
}, 120_000);

afterAll(() => rm(work, { recursive: true, force: true }));

describe('the image pipeline', () => {
  it('encodes a raster at widths comfortably below its own, never larger, capped at 1600 px', () => {
    expect(widthsFor(1000)).toEqual([480, 800, 1000]);
    expect(widthsFor(4032)).toEqual([480, 800, 1200, 1600]);
    expect(widthsFor(500)).toEqual([500]);
    expect(widthsFor(300)).toEqual([300]);
  });

  it('lists every raster in the manifest by its content path, and no SVG', () => {
    expect(Object.keys(first.manifest).sort()).toEqual([
      '/images/badges/award.png',
      '/images/interior/portrait.jpg',
      '/images/interior/reception.jpg',
    ]);
    expect(first.manifest['/images/interior/reception.jpg']).toEqual({
      base: expect.stringMatching(/^\/assets\/images\/interior\/reception-[0-9a-f]{8}$/),
      widths: [480, 800, 1000],
      fallback: 'jpg',
    });
    expect(first.manifest['/images/badges/award.png']).toMatchObject({ widths: [300], fallback: 'png' });
    // 600 px wide once turned upright, so no 800 px variant.
    expect(first.manifest['/images/interior/portrait.jpg'].widths).toEqual([480, 600]);
  });

  it('writes AVIF, WebP and the fallback at every width, each really that format and width', async () => {
    const expected = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const;
    for (const entry of Object.values(first.manifest)) {
      for (const width of entry.widths) {
        for (const format of ['avif', 'webp', entry.fallback] as const) {
          const meta = await sharp(join(first.dist, variantUrl(entry, width, format))).metadata();
          expect(meta.format).toBe(expected[format]);
          expect(meta.width).toBe(width);
        }
      }
    }
    const portrait = first.manifest['/images/interior/portrait.jpg'];
    const upright = await sharp(join(first.dist, variantUrl(portrait, 600, 'webp'))).metadata();
    expect([upright.width, upright.height]).toEqual([600, 900]);
    const badge = await sharp(
      join(first.dist, variantUrl(first.manifest['/images/badges/award.png'], 300, 'png')),
    ).stats();
    expect(badge.isOpaque).toBe(false);
  });

  it('makes the modern formats smaller than the fallback', async () => {
    const entry = first.manifest['/images/interior/reception.jpg'];
    const size = async (format: string) => (await readFile(join(first.dist, variantUrl(entry, 800, format)))).length;
    expect(await size('avif')).toBeLessThan(await size('jpg'));
    expect(await size('webp')).toBeLessThan(await size('jpg'));
  });

  it('minifies an SVG over its copy: smaller, no comment or metadata, and pixel for pixel the same', async () => {
    const minified = await readFile(join(first.dist, 'images', 'interior', 'drawing.svg'), 'utf8');
    expect(minified.length).toBeLessThan(svgSource.length * 0.75);
    expect(minified).not.toMatch(/<!--|<\?xml|<metadata|inkscape/);
    expect(minified).toMatch(
      /^<svg [^>]*viewBox="0 0 200 100"[^>]*><rect x="10" y="10" width="80" height="80" fill="#137277"\/>/,
    );
    expect((await pixels(minified)).equals(await pixels(svgSource))).toBe(true);
  });

  it('encodes everything on a first run, and nothing on a rebuild with unchanged images', async () => {
    // 3 + 1 + 2 widths, three formats each, and one SVG.
    expect(first.counts).toEqual({ svgs: 1, rasters: 3, variants: 18, encoded: 19, cached: 0 });
    const again = await runBuild('dist-2');
    expect(again.counts).toMatchObject({ encoded: 0, cached: 19, variants: 18 });
    expect(again.manifest).toEqual(first.manifest);
    const file = variantUrl(first.manifest['/images/interior/reception.jpg'], 480, 'avif');
    expect((await readFile(join(again.dist, file))).equals(await readFile(join(first.dist, file)))).toBe(true);
  }, 60_000);

  it('re-encodes only the image that changed, under a new name', async () => {
    // A copy of the sources, changed: the other tests keep theirs, in whatever order they run.
    const root = join(work, 'static-changed');
    await cp(join(work, 'static'), root, { recursive: true });
    await photo(1000, 500, 2)
      .jpeg({ quality: 95 })
      .toFile(join(root, 'images', 'interior', 'reception.jpg'));
    const changed = await runBuild('dist-3', root);
    expect(changed.counts).toMatchObject({ encoded: 9, cached: 10 });
    expect(changed.manifest['/images/interior/reception.jpg'].base).not.toBe(
      first.manifest['/images/interior/reception.jpg'].base,
    );
    expect(changed.manifest['/images/badges/award.png']).toEqual(first.manifest['/images/badges/award.png']);
  }, 60_000);

  it('stops the build naming a raster it cannot read', async () => {
    const broken = join(work, 'broken');
    await mkdir(broken);
    await writeFile(join(broken, 'photo.jpg'), 'not a JPEG');
    await expect(imagePipeline({ source: broken, cache: cache() })).rejects.toThrow(/cannot read .*photo\.jpg/);
  });

  it('hands the manifest to a bundle through its esbuild plugin', async () => {
    const result = await build({
      entryPoints: ['src/lib/image-manifest.ts'],
      bundle: true,
      write: false,
      format: 'esm',
      plugins: [first.plugin],
    });
    const bundled = result.outputFiles[0].text;
    expect(bundled).toContain(first.manifest['/images/interior/reception.jpg'].base);
    expect(bundled).toContain('"/images/badges/award.png"');
  });
});

describe('<Picture> with the manifest a build made', () => {
  it('names only files the build wrote', async () => {
    vi.resetModules();
    vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: first.manifest }));
    const { Picture } = await import('../../../src/ui/picture');
    const picture = { src: '/images/interior/reception.jpg', alt: 'Reception', width: 1000, height: 500 };
    const html = renderToStaticMarkup(createElement(Picture, { picture, priority: true }));
    const urls = [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)].flatMap((m) =>
      m[1].split(', ').map((s) => s.split(' ')[0]),
    );
    // Three widths in three formats, and the plain src.
    expect(urls).toHaveLength(10);
    for (const url of urls) await expect(readFile(join(first.dist, url))).resolves.toBeTruthy();
    vi.doUnmock('../../../src/lib/image-manifest');
  });
});

describe('minifySvg', () => {
  /** Every #rrggbb as written, in order: what `recolor` (src/styles/palette.ts) maps to the brand's colours. */
  const hexes = (svg: string) => svg.match(/#[0-9a-f]{6}\b/gi) ?? [];
  const ids = (svg: string) => [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);

  it('keeps every id and every palette colour exactly as written, in attributes, style rules and style attributes', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
      <style>.skin { fill: #f2b8a8 }</style>
      <defs><linearGradient id="shine"><stop offset="0" stop-color="#aabbcc"/><stop offset="1" stop-color="#ffffff"/></linearGradient></defs>
      <rect id="wall" width="100" height="100" fill="url(#shine)"/>
      <circle class="skin" cx="50" cy="50" r="20" style="stroke: #112233"/>
      <ellipse id="lip" cx="50" cy="70" rx="10" ry="5" fill="#e07a5f"/>
    </svg>`;
    const minified = minifySvg(svg);
    expect(minified.length).toBeLessThan(svg.length);
    expect(hexes(minified)).toEqual(hexes(svg));
    expect(ids(minified)).toEqual(ids(svg));
    expect(minified).toContain('<ellipse id="lip"');
  });

  it('leaves what can mean something as it is: preserved text, scripts, CDATA', () => {
    const preserved = '<svg><text xml:space="preserve">a    b</text></svg>';
    expect(minifySvg(preserved)).toBe(preserved);
    const scripted = '<svg><script>let a = 1\nlet b = 2</script></svg>';
    expect(minifySvg(scripted)).toBe(scripted);
    expect(minifySvg('<svg><text x="1">Book   <tspan>now</tspan></text></svg>')).toContain('Book   <tspan>now</tspan>');
  });

  it('renders every illustration the site ships pixel for pixel as before, with its ids and colours', async () => {
    const dir = 'static/images';
    for (const file of (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('.svg'))) {
      const text = await readFile(join(dir, file), 'utf8');
      const minified = minifySvg(text);
      expect((await pixels(minified)).equals(await pixels(text)), file).toBe(true);
      expect(hexes(minified).sort(), file).toEqual(hexes(text).sort());
      expect(ids(minified).sort(), file).toEqual(ids(text).sort());
    }
  }, 60_000);
});
