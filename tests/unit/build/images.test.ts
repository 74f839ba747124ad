// @vitest-environment node
import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { imagePipeline, minifySvg, picturesIn, widthsFor, type ImageCounts } from '../../../src/build/images.mjs';
import {
  fallbackWidth,
  pictureKey,
  type RasterEntry,
  variantsOf,
  variantUrl,
} from '../../../src/lib/image-variants.mjs';
import type { CasePicture } from '../../../src/content/types';
import { colourAt, isRed, standIn } from './stand-in-photos';

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
const source = () => join(work, 'static');
const cache = () => join(work, 'cache');

/** What content names in these tests: three photos, one of them turned by EXIF, and a before/after pair. */
const pictures: CasePicture[] = [
  { src: '/images/interior/reception.jpg', alt: 'The reception' },
  { src: '/images/badges/award.png', alt: 'An award' },
  { src: '/images/interior/portrait.jpg', alt: 'A portrait' },
  { before: '/images/cases/gap-before.jpg', after: '/images/cases/gap-after.jpg', focus: [0.25, 0.5], alt: 'A gap' },
];

/** Runs the pipeline as build.mjs does, on `root` (the static folder): plan, then write() into a dist folder. */
async function runBuild(name: string, root = source(), named = pictures) {
  const dist = join(work, name);
  const images = await imagePipeline({ pictures: named, source: root, cache: cache() });
  const counts: ImageCounts = await images.write(dist);
  return { dist, counts, ...images };
}

let first: Awaited<ReturnType<typeof runBuild>>;
const entry = (src: string) => first.manifest[src] as RasterEntry;
/** What the pipeline warned of, in the first build and in every test since (vitest restores mocks before each test). */
const warnings: string[] = [];
const listen = () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message));
};
/** Those of other warnings than a small photo's, which a test's small stand-ins give. */
const unlessSmall = (said: string[]) => said.filter((warning) => !warning.includes(' px it may be shown at'));

beforeEach(listen);
beforeAll(async () => {
  listen();
  work = await mkdtemp(join(tmpdir(), 'images-'));
  const images = join(source(), 'images');
  for (const dir of ['interior', 'badges', 'cases']) await mkdir(join(images, dir), { recursive: true });
  await standIn(1000, 500)
    .jpeg({ quality: 95 })
    .toFile(join(images, 'interior', 'reception.jpg'));
  // A 300 × 300 badge with a transparent corner: its fallback must keep the transparency. Its EXIF and XMP, as an
  // editor writes them, go no further than the JPEGs'.
  const badge = Buffer.alloc(300 * 300 * 4, 255);
  for (let i = 0; i < 50; i++) badge[i * 4 + 3] = 0;
  await sharp(badge, { raw: { width: 300, height: 300, channels: 4 } })
    .png()
    .withExif({ IFD0: { Software: 'Editor 3' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .toFile(join(images, 'badges', 'award.png'));
  // Stored landscape, shown portrait: EXIF orientation 6 turns it a quarter clockwise. With the camera's EXIF and XMP,
  // and a Display P3 profile, as a phone writes them.
  await standIn(900, 600)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Make: 'Phone', Model: 'Camera 12' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
    .withIccProfile('p3')
    .toFile(join(images, 'interior', 'portrait.jpg'));
  await standIn(800, 600, { seed: 2 })
    .jpeg()
    .toFile(join(images, 'cases', 'gap-before.jpg'));
  // The after, shot in portrait: stored landscape, turned by its EXIF orientation, as a phone saves it.
  await standIn(800, 600, { seed: 3 })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toFile(join(images, 'cases', 'gap-after.jpg'));
  await standIn(400, 300)
    .jpeg()
    .toFile(join(images, 'interior', 'unused.jpg'));
  await writeFile(join(images, 'interior', 'drawing.svg'), svgSource);
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

  it('finds every picture in content, at any depth, by its alt text and its file or pair', () => {
    const content = {
      cases: [{ id: 'a', image: pictures[3] }],
      slides: [{ caption: 'Hello', image: pictures[0] }],
      details: { x: { image: pictures[1] } },
      text: 'no picture here',
    };
    expect(picturesIn(content)).toEqual([pictures[3], pictures[0], pictures[1]]);
  });

  it('lists every picture content names by its path, and every SVG, each with its size upright', () => {
    expect(Object.keys(first.manifest).sort()).toEqual(
      [...pictures.map(pictureKey), '/images/interior/drawing.svg'].sort(),
    );
    expect(entry('/images/interior/reception.jpg')).toEqual({
      base: expect.stringMatching(/^\/assets\/images\/interior\/reception-[0-9a-f]{8}$/),
      widths: [480, 800, 1000],
      fallback: 'jpg',
      width: 1000,
      height: 500,
      placeholder: expect.stringMatching(/^data:image\/gif;base64,/),
    });
    expect(entry('/images/badges/award.png')).toMatchObject({ widths: [300], fallback: 'png' });
    // 600 px wide once turned upright, so no 800 px variant.
    expect(entry('/images/interior/portrait.jpg')).toMatchObject({ widths: [480, 600], width: 600, height: 900 });
    expect(first.manifest['/images/interior/drawing.svg']).toEqual({
      width: 200,
      height: 100,
      src: '/images/interior/drawing.svg',
    });
  });

  it('writes AVIF and WebP at every width and one fallback, each really that format and width', async () => {
    const expected = { avif: 'heif', webp: 'webp', jpg: 'jpeg', png: 'png' } as const;
    for (const item of Object.values(first.manifest).filter((e): e is RasterEntry => 'base' in e)) {
      const variants = item.widths.flatMap((width) => (['avif', 'webp'] as const).map((format) => ({ width, format })));
      for (const { width, format } of [...variants, { width: fallbackWidth(item), format: item.fallback }]) {
        const meta = await sharp(join(first.dist, variantUrl(item, width, format))).metadata();
        expect(meta.format).toBe(expected[format]);
        expect(meta.width).toBe(width);
        expect([meta.exif, meta.xmp, meta.icc, meta.orientation], `${item.base} ${width} ${format}`).toEqual([
          undefined,
          undefined,
          undefined,
          undefined,
        ]);
      }
    }
    expect(fallbackWidth(entry('/images/interior/reception.jpg'))).toBe(1000);
    const badge = await sharp(join(first.dist, variantUrl(entry('/images/badges/award.png'), 300, 'png'))).stats();
    expect(badge.isOpaque).toBe(false);
  });

  it("finds every variant of a picture from any one of its addresses, and none of another picture's or file's", () => {
    const rasters = Object.values(first.manifest).filter((e): e is RasterEntry => 'base' in e);
    const urls = (item: RasterEntry) => [
      ...item.widths.flatMap((width) => ['avif', 'webp'].map((format) => variantUrl(item, width, format))),
      variantUrl(item, fallbackWidth(item), item.fallback),
    ];
    for (const item of rasters)
      for (const url of urls(item)) {
        const variants = variantsOf(`https://clinic.example${url}`)!;
        expect(variants).toBe(`https://clinic.example${item.base}-`);
        const found = rasters.flatMap(urls).filter((other) => `https://clinic.example${other}`.startsWith(variants));
        expect(found).toEqual(urls(item));
      }
    for (const other of ['/assets/main-12345678.js', '/assets/images/map/neighbourhood.svg', '/images/a-800.jpg'])
      expect(variantsOf(`https://clinic.example${other}`), other).toBeUndefined();
  });

  it('turns a photo as its EXIF orientation says, and keeps nothing of its metadata: no EXIF, XMP or profile', async () => {
    const portrait = entry('/images/interior/portrait.jpg');
    for (const format of ['avif', 'webp', 'jpg']) {
      const file = join(first.dist, variantUrl(portrait, 600, format));
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height], format).toEqual([600, 900]);
      expect([meta.exif, meta.xmp, meta.icc, meta.orientation], format).toEqual([
        undefined,
        undefined,
        undefined,
        undefined,
      ]);
      // Stored with the red corner top left, a quarter turn clockwise puts it top right.
      expect(isRed(await colourAt(file, 590, 10)), format).toBe(true);
      expect(isRed(await colourAt(file, 10, 10)), format).toBe(false);
    }
  });

  it('composes a pair, before on the left and after on the right, each cropped to 3:4 around the focus', async () => {
    const pair = first.manifest[pictureKey(pictures[3])] as RasterEntry;
    // The before, 800 × 600, gives the smaller 3:4 crop, 450 × 600: each half is that size.
    expect(pair).toMatchObject({ width: 900, height: 600, widths: [480, 900], fallback: 'jpg' });
    expect(pair.base).toMatch(/^\/assets\/images\/cases\/gap-before-[0-9a-f]{8}$/);
    const file = join(first.dist, variantUrl(pair, 900, 'webp'));
    // Around a quarter of the before's width, the crop starts at its left edge, its red corner (75 px) and all. The
    // after, 600 × 800 upright, is 3:4 already: all of it, scaled to 450 px; turned a quarter clockwise, its red corner
    // (56 px) is at the top right.
    expect(isRed(await colourAt(file, 10, 10))).toBe(true);
    expect(isRed(await colourAt(file, 100, 10))).toBe(false);
    expect(isRed(await colourAt(file, 440, 10))).toBe(false);
    expect(isRed(await colourAt(file, 460, 10))).toBe(false);
    expect(isRed(await colourAt(file, 830, 10))).toBe(false);
    expect(isRed(await colourAt(file, 890, 10))).toBe(true);
  });

  it('makes the modern formats smaller than the fallback, and a placeholder of about a hundred bytes', async () => {
    const reception = entry('/images/interior/reception.jpg');
    const size = async (format: string) =>
      (await readFile(join(first.dist, variantUrl(reception, 1000, format)))).length;
    expect(await size('avif')).toBeLessThan(await size('jpg'));
    expect(await size('webp')).toBeLessThan(await size('jpg'));
    expect(reception.placeholder!.length).toBeLessThan(100);
    const tiny = Buffer.from(reception.placeholder!.split(',')[1], 'base64');
    expect(await sharp(tiny).metadata()).toMatchObject({ format: 'gif', width: 1, height: 1 });
  });

  it('gives a transparent picture no placeholder, which would show through it', () => {
    expect(entry('/images/badges/award.png').placeholder).toBeUndefined();
  });

  it('writes every SVG minified: smaller, no comment or metadata, and pixel for pixel the same', async () => {
    const minified = await readFile(join(first.dist, 'images', 'interior', 'drawing.svg'), 'utf8');
    expect(minified.length).toBeLessThan(svgSource.length * 0.75);
    expect(minified).not.toMatch(/<!--|<\?xml|<metadata|inkscape/);
    expect(minified).toMatch(/<rect x="10" y="10" width="80" height="80" fill="#137277"\/>/);
    expect((await pixels(minified)).equals(await pixels(svgSource))).toBe(true);
  });

  it('keeps an SVG as written, and says so, where its minified form would not render the same', async () => {
    // SVGO rounds numbers to three decimals: 0.0104 becomes 0.01, which the scale makes 0.4 px, a changed pixel.
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="0 0 100 100">' +
      '<g transform="scale(1000)"><rect x="0.0104" y="0.0104" width="0.05" height="0.05" fill="#0f5f66"/></g></svg>';
    expect(minifySvg(drawing)).not.toBe(drawing);
    const root = join(work, 'fine-drawing');
    await mkdir(join(root, 'images'), { recursive: true });
    await writeFile(join(root, 'images', 'fine.svg'), drawing);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dist } = await runBuild('dist-fine', root, []);
    expect(await readFile(join(dist, 'images', 'fine.svg'), 'utf8')).toBe(drawing);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/fine\.svg kept as it is \(its minified form did not render/),
    );
  });

  it('publishes no source: only variants under /assets, and the SVGs', async () => {
    const written = (await readdir(first.dist, { recursive: true, withFileTypes: true }))
      .filter((file) => file.isFile())
      .map((file) => join(file.parentPath, file.name).slice(first.dist.length));
    expect(written.filter((file) => !file.startsWith('/assets/images/'))).toEqual(['/images/interior/drawing.svg']);
    expect(warnings).toContainEqual(expect.stringMatching(/no content names .*unused\.jpg, so it is not published/));
  });

  it('encodes everything on a first run, and nothing on a rebuild with unchanged images', async () => {
    // 3 + 1 + 2 + 2 widths, two formats each, and a fallback each; one SVG; three placeholders (none for the
    // transparent badge).
    expect(first.counts).toEqual({ svgs: 1, rasters: 4, variants: 20, encoded: 24, cached: 0 });
    const again = await runBuild('dist-2');
    expect(again.counts).toMatchObject({ encoded: 0, cached: 24, variants: 20 });
    expect(again.manifest).toEqual(first.manifest);
    const file = variantUrl(entry('/images/interior/reception.jpg'), 480, 'avif');
    expect((await readFile(join(again.dist, file))).equals(await readFile(join(first.dist, file)))).toBe(true);
  }, 60_000);

  it('re-encodes only the image that changed, under a new name, and a pair whose focus moved', async () => {
    const root = join(work, 'static-changed');
    await mkdir(join(root, 'images', 'interior'), { recursive: true });
    await standIn(1000, 500, { seed: 2 })
      .jpeg({ quality: 95 })
      .toFile(join(root, 'images', 'interior', 'reception.jpg'));
    for (const file of ['badges/award.png', 'cases/gap-before.jpg', 'cases/gap-after.jpg']) {
      await mkdir(join(root, 'images', file, '..'), { recursive: true });
      await writeFile(join(root, 'images', file), await readFile(join(source(), 'images', file)));
    }
    const moved = {
      ...(pictures[3] as { before: string; after: string; alt: string }),
      focus: [0.75, 0.5] as [number, number],
    };
    const changed = await runBuild('dist-3', root, [pictures[0], pictures[1], moved]);
    // The new reception and the moved pair: 3 + 2 widths in two formats, a fallback and a placeholder each.
    expect(changed.counts).toMatchObject({ encoded: 14, cached: 3 });
    expect(changed.manifest['/images/interior/reception.jpg']).not.toEqual(entry('/images/interior/reception.jpg'));
    expect(changed.manifest['/images/badges/award.png']).toEqual(entry('/images/badges/award.png'));
  }, 60_000);

  it('stops the build naming a picture it cannot read, or a drawing that is not there', async () => {
    const broken = join(work, 'broken');
    await mkdir(join(broken, 'images'), { recursive: true });
    await writeFile(join(broken, 'images', 'photo.jpg'), 'not a JPEG');
    const run = (src: string) => imagePipeline({ pictures: [{ src, alt: '' }], source: broken, cache: cache() });
    await expect(run('/images/photo.jpg')).rejects.toThrow(/cannot read .*images\/photo\.jpg/);
    await expect(run('/images/missing.jpg')).rejects.toThrow(/cannot read .*images\/missing\.jpg/);
    await expect(run('/images/missing.svg')).rejects.toThrow(
      /names \/images\/missing\.svg, which static\/images lacks/,
    );
  });

  it('stops the build naming a drawing whose name an address cannot hold as it is, and saying how to name it', async () => {
    const odd = join(work, 'svg-names');
    await mkdir(join(odd, 'images'), { recursive: true });
    await writeFile(join(odd, 'images', 'Our Logo ಲೋಗೋ.svg'), svgSource);
    await expect(imagePipeline({ source: odd, cache: cache() })).rejects.toThrow(
      /rename .*images\/Our Logo ಲೋಗೋ\.svg: .*a-z, 0-9 and hyphens/,
    );
  });

  it('refuses a HEIC photo, naming it and saying to export it as JPEG', async () => {
    const heic = join(work, 'heic');
    await mkdir(join(heic, 'images'), { recursive: true });
    await writeFile(
      join(heic, 'images', 'IMG_0001.HEIC'),
      await readFile(join(source(), 'images/interior/unused.jpg')),
    );
    await expect(
      imagePipeline({ pictures: [{ src: '/images/IMG_0001.HEIC', alt: '' }], source: heic, cache: cache() }),
    ).rejects.toThrow(/cannot read .*IMG_0001\.HEIC: .*export it as JPEG/);
  });

  it('refuses a HEIC photo renamed .jpg by its first bytes, saying the same', async () => {
    const heic = join(work, 'heic-renamed');
    await mkdir(join(heic, 'images'), { recursive: true });
    // An iPhone photo's opening box (its type, "heic"), then anything: nothing past it is read.
    const box = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    await writeFile(join(heic, 'images', 'IMG_0002.jpg'), Buffer.concat([box, Buffer.alloc(64, 7)]));
    await expect(
      imagePipeline({ pictures: [{ src: '/images/IMG_0002.jpg', alt: '' }], source: heic, cache: cache() }),
    ).rejects.toThrow(/cannot read .*IMG_0002\.jpg: .*export it as JPEG/);
  });

  it('refuses a HEIC photo renamed .jpg whose first type is "mif1", by the types it says it is compatible with', async () => {
    const heic = join(work, 'heic-mif1');
    await mkdir(join(heic, 'images'), { recursive: true });
    const box = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmif1\0\0\0\0mif1heicmiaf', 'latin1')]);
    await writeFile(join(heic, 'images', 'IMG_0003.jpg'), Buffer.concat([box, Buffer.alloc(64, 7)]));
    await expect(
      imagePipeline({ pictures: [{ src: '/images/IMG_0003.jpg', alt: '' }], source: heic, cache: cache() }),
    ).rejects.toThrow(/cannot read .*IMG_0003\.jpg: .*export it as JPEG/);
  });

  it('stops the build naming a photo or drawing that is empty, or a photo cut short, and never a stack of its own', async () => {
    const broken = join(work, 'empty-and-cut');
    await mkdir(join(broken, 'images'), { recursive: true });
    await writeFile(join(broken, 'images', 'empty.jpg'), '');
    const whole = await readFile(join(source(), 'images/interior/reception.jpg'));
    await writeFile(join(broken, 'images', 'cut.jpg'), whole.subarray(0, whole.length / 2));
    const run = (src: string) => imagePipeline({ pictures: [{ src, alt: '' }], source: broken, cache: cache() });
    await expect(run('/images/empty.jpg')).rejects.toThrow(/cannot read .*images\/empty\.jpg: it is empty \(0 bytes\)/);
    // Its size is read from its start; only decoding it finds the end missing.
    await expect(run('/images/cut.jpg')).rejects.toThrow(/cannot read .*images\/cut\.jpg: .*premature end/);
    await writeFile(join(broken, 'images', 'empty.svg'), '');
    await expect(run('/images/cut.jpg')).rejects.toThrow(/cannot read .*images\/empty\.svg: it is empty/);
  });

  it('says what to do at a photo that is not there, or that it cannot decode, in words a clinic reads', async () => {
    const broken = join(work, 'what-to-do');
    await mkdir(join(broken, 'images'), { recursive: true });
    const png = await standIn(300, 200).png().toBuffer();
    await writeFile(join(broken, 'images', 'cut.png'), png.subarray(0, png.length / 2));
    await writeFile(join(broken, 'images', 'scan.jpg'), '%PDF-1.7 a scan saved as a PDF, renamed');
    const run = (src: string) => imagePipeline({ pictures: [{ src, alt: '' }], source: broken, cache: cache() });
    // Not Node's "ENOENT: no such file or directory, open '…'".
    await expect(run('/images/gone.jpg')).rejects.toThrow(
      /^images: cannot read \S*images\/gone\.jpg: no such file \(check its name\); copy it in again, or export it as JPEG$/,
    );
    // Not sharp's words alone ("libpng read error", "unsupported image format").
    for (const name of ['cut.png', 'scan.jpg'])
      await expect(run(`/images/${name}`)).rejects.toThrow(/: [^;]+; copy it in again, or export it as JPEG$/);
  });

  it('reads a photo through a link to a folder elsewhere, which its listing of static/images does not enter', async () => {
    const linked = join(work, 'linked');
    await mkdir(join(linked, 'images'), { recursive: true });
    await mkdir(join(work, 'elsewhere'), { recursive: true });
    await standIn(300, 200)
      .jpeg()
      .toFile(join(work, 'elsewhere', 'room.jpg'));
    await symlink(join(work, 'elsewhere'), join(linked, 'images', 'interior'));
    const built = await runBuild('dist-linked', linked, [{ src: '/images/interior/room.jpg', alt: '' }]);
    expect(built.manifest['/images/interior/room.jpg']).toMatchObject({ width: 300, height: 200 });
  });

  it('leaves out what a Mac puts beside the photos, saying nothing of it', async () => {
    const mac = join(work, 'mac');
    for (const dir of ['images', 'images/__MACOSX/images']) await mkdir(join(mac, dir), { recursive: true });
    await writeFile(join(mac, 'images', 'drawing.svg'), svgSource);
    for (const name of ['._drawing.svg', '.DS_Store', '__MACOSX/images/._drawing.svg'])
      await writeFile(join(mac, 'images', name), 'resource fork');
    warnings.length = 0;
    const built = await runBuild('dist-mac', mac, []);
    expect(Object.keys(built.manifest)).toEqual(['/images/drawing.svg']);
    expect(warnings).toEqual([]);
  });

  it('reads a photo content names from the root, with no extension, a very long name or its letters stored apart', async () => {
    const odd = join(work, 'odd-paths');
    await mkdir(join(odd, 'images'), { recursive: true });
    // As a Mac or a zip may store it: "ಕೋ" and "é" as a letter and its marks, where content spells them as one.
    const names = ['noext', `${'a'.repeat(240)}.jpg`, 'ಕೋಣೆ Café.jpg'.normalize('NFD')];
    for (const [i, name] of names.entries())
      await standIn(300, 200, { seed: 20 + i })
        .jpeg()
        .toFile(join(odd, 'images', name));
    const named = names.map((name) => ({ src: `/images/${name.normalize()}`, alt: '' }));
    warnings.length = 0;
    const built = await runBuild('dist-odd-paths', odd, named);
    expect(unlessSmall(warnings)).toEqual([]);
    const bases = named.map(({ src }) => (built.manifest[src] as RasterEntry).base);
    expect(bases[0]).toMatch(/^\/assets\/images\/noext-[0-9a-f]{8}$/);
    expect(bases[1]).toMatch(/^\/assets\/images\/a{142}-[0-9a-f]{8}$/);
    for (const base of bases)
      expect(await readdir(join(built.dist, base, '..'))).toContain(`${base.split('/').pop()}-300.avif`);
    await expect(
      imagePipeline({ pictures: [{ src: 'images/noext', alt: '' }], source: odd, cache: cache() }),
    ).rejects.toThrow(/content names images\/noext: write it from the site's root, starting \/images\//);
  });

  it('finds a photo content names in another case, as Windows and a Mac do, and a name its case alone tells apart', async () => {
    const cased = join(work, 'cased');
    await mkdir(join(cased, 'images'), { recursive: true });
    // A phone's IMG_2041.JPG, written in content as Windows shows it; Twin and twin, two photos a host on Linux keeps.
    for (const [i, name] of ['IMG_2041.JPG', 'Twin.jpg', 'twin.jpg'].entries())
      await standIn(300, 200, { seed: 30 + i })
        .jpeg()
        .toFile(join(cased, 'images', name));
    const named = ['/images/img_2041.jpg', '/images/Twin.jpg', '/images/twin.jpg'].map((src) => ({ src, alt: '' }));
    warnings.length = 0;
    const built = await runBuild('dist-cased', cased, named);
    expect(unlessSmall(warnings)).toEqual([]);
    const [phone, upper, lower] = named.map(({ src }) => (built.manifest[src] as RasterEntry).base);
    expect(phone).toMatch(/^\/assets\/images\/IMG_2041-[0-9a-f]{8}$/);
    expect([upper, lower]).toEqual([expect.stringMatching(/\/Twin-/), expect.stringMatching(/\/twin-/)]);
    expect(upper.slice(-8)).not.toBe(lower.slice(-8));
  });

  it('finds a drawing content names in another case, as a photo is found, and links it at the name it is published at', async () => {
    const cased = join(work, 'cased-drawing');
    await mkdir(join(cased, 'images'), { recursive: true });
    await writeFile(join(cased, 'images', 'Tooth.SVG'), svgSource);
    const tooth = { src: '/images/tooth.svg', alt: 'A tooth' };
    const built = await runBuild('dist-cased-drawing', cased, [tooth]);
    expect(built.manifest[tooth.src]).toEqual({ width: 200, height: 100, src: '/images/Tooth.SVG' });
    vi.resetModules();
    vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: built.manifest }));
    const { Picture } = await import('../../../src/ui/picture');
    const src = renderToStaticMarkup(createElement(Picture, { picture: tooth })).match(/src="([^"]+)"/)![1];
    vi.doUnmock('../../../src/lib/image-manifest');
    expect(src).toBe('/images/Tooth.SVG');
    expect(await readFile(join(built.dist, src), 'utf8')).toMatch(/^<svg/);
  });

  it('recolours a drawing whose name ends in capitals (.SVG), and counts it among the drawings', async () => {
    const root = join(work, 'capital-drawing');
    await mkdir(join(root, 'images'), { recursive: true });
    await writeFile(join(root, 'images', 'Logo.SVG'), svgSource);
    const images = await imagePipeline({ source: root, cache: cache() });
    const dist = join(work, 'dist-capital-drawing');
    const counts = await images.write(dist, (svg) => svg.replace('#137277', '#0b5cad'));
    expect(await readFile(join(dist, 'images', 'Logo.SVG'), 'utf8')).toContain('fill="#0b5cad"');
    expect(counts).toMatchObject({ svgs: 1, variants: 0 });
  });

  it('warns, once a photo, of one narrower than it may be shown at, naming it, its size and the width wanted', async () => {
    const small = join(work, 'small');
    await mkdir(join(small, 'images'), { recursive: true });
    // A photo sent on WhatsApp; a case whose after, cut to 3:4 for its half, is 450 px wide where 800 px are drawn.
    const sizes = { 'whatsapp.jpg': [640, 480], 'before.jpg': [1600, 1200], 'after.jpg': [1000, 600] } as const;
    for (const [name, [width, height]] of Object.entries(sizes))
      await standIn(width, height)
        .jpeg()
        .toFile(join(small, 'images', name));
    const pair = { before: '/images/before.jpg', after: '/images/after.jpg', alt: 'A case' };
    const named = [{ src: '/images/whatsapp.jpg', alt: '' }, pair, { ...pair, focus: [0.2, 0.5] as [number, number] }];
    warnings.length = 0;
    const built = await runBuild('dist-small', small, named);
    expect(built.counts.rasters).toBe(3);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^images: \S*images\/whatsapp\.jpg is 640 × 480 px, narrower than the 1600 px it may be shown/,
      ),
      expect.stringMatching(
        /^images: \S*images\/after\.jpg is 1000 × 600 px; its half of a case, cut to 3:4, is 450 px wide, narrower than the 800 px it may be shown/,
      ),
    ]);
    for (const warning of warnings) expect(warning).toMatch(/will look blurred: .* about 1600 px wide or more$/);
  }, 60_000);

  it('says to export a photo smaller, not to copy it in again, where it has more pixels than sharp reads', async () => {
    const huge = join(work, 'huge');
    await mkdir(join(huge, 'images'), { recursive: true });
    // The start of a PNG that says it is 20,000 × 20,000 px (400 million pixels): sharp reads no further.
    const chunk = (type: string, data = Buffer.alloc(0)) => {
      const body = Buffer.concat([Buffer.from(type), data]);
      const frame = Buffer.alloc(body.length + 8);
      frame.writeUInt32BE(data.length);
      body.copy(frame, 4);
      frame.writeUInt32BE(crc32(body), body.length + 4);
      return frame;
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2], 8);
    const png = [Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), chunk('IHDR', header), chunk('IDAT'), chunk('IEND')];
    await writeFile(join(huge, 'images', 'panorama.png'), Buffer.concat(png));
    await expect(
      imagePipeline({ pictures: [{ src: '/images/panorama.png', alt: '' }], source: huge, cache: cache() }),
    ).rejects.toThrow(/^images: cannot read \S*panorama\.png: .*pixel limit; export it smaller, about 1600 px wide$/);
  });

  it('stops the build naming a pair whose focus lies outside the photos, and saying what a focus is', async () => {
    const [before, after] = ['/images/cases/gap-before.jpg', '/images/cases/gap-after.jpg'];
    const run = (focus: [number, number]) =>
      imagePipeline({ pictures: [{ before, after, focus, alt: 'A gap' }], source: source(), cache: cache() });
    await expect(run([1.5, 0.5])).rejects.toThrow(
      /the focus of \/images\/cases\/gap-before\.jpg is \[1\.5, 0\.5\]; give fractions from 0 to 1/,
    );
    await expect(run([0.5, -0.1])).rejects.toThrow(/the focus of .*gap-before\.jpg is \[0\.5, -0\.1\]/);
    await expect(run([Number.NaN, 0.5])).rejects.toThrow(/the focus of .*gap-before\.jpg is \[NaN, 0\.5\]/);
  });
});

describe('<Picture> with the manifest a build made', () => {
  it('names only files the build wrote, at the size and aspect of the picture they hold', async () => {
    vi.resetModules();
    vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: first.manifest }));
    const { Picture } = await import('../../../src/ui/picture');
    for (const picture of pictures) {
      const html = renderToStaticMarkup(createElement(Picture, { picture, priority: true }));
      const urls = [...html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g)]
        .flatMap((m) => m[1].split(', ').map((s) => s.split(' ')[0]))
        .filter((url) => !url.startsWith('data:'));
      const [, width, height] = html.match(/<img [^>]*width="(\d+)" height="(\d+)"[^>]*fetchPriority/)!.map(Number);
      for (const url of urls) {
        const meta = await sharp(join(first.dist, url)).metadata();
        expect(Math.abs(meta.width / meta.height - width / height), url).toBeLessThan(0.01);
      }
      expect(urls.length).toBe(2 * (first.manifest[pictureKey(picture)] as RasterEntry).widths.length + 1);
    }
    vi.doUnmock('../../../src/lib/image-manifest');
  }, 60_000);

  it('gives a photo named as a phone or a person names it addresses that need no escaping, each a file it wrote', async () => {
    const odd = join(work, 'odd-names');
    const folder = join(odd, 'images', 'Clinic Photos');
    await mkdir(folder, { recursive: true });
    const named: CasePicture[] = [
      { src: '/images/Clinic Photos/Reception Area ಸ್ವಾಗತ v2.0.JPG', alt: 'The reception' },
      {
        before: '/images/Clinic Photos/Dr. Rao (before).jpg',
        after: '/images/Clinic Photos/after #2.jpg',
        alt: 'A case',
      },
    ];
    for (const [i, name] of ['Reception Area ಸ್ವಾಗತ v2.0.JPG', 'Dr. Rao (before).jpg', 'after #2.jpg'].entries())
      await standIn(700, 500, { seed: 10 + i })
        .jpeg()
        .toFile(join(folder, name));
    const built = await runBuild('dist-odd', odd, named);
    vi.resetModules();
    vi.doMock('../../../src/lib/image-manifest', () => ({ imageManifest: built.manifest }));
    const { Picture } = await import('../../../src/ui/picture');
    for (const picture of named) {
      const html = renderToStaticMarkup(createElement(Picture, { picture }));
      const sets = [...html.matchAll(/srcSet="([^"]+)"/g)].map((m) => m[1]);
      // A srcset is split at whitespace: each candidate must be its address and its width, nothing more.
      const candidates = sets.flatMap((set) => set.split(', ').map((candidate) => candidate.split(/\s+/)));
      for (const words of candidates) expect(words, words.join(' ')).toHaveLength(2);
      const fallback = html.match(/<img [^>]*?src="(\/assets[^"]+)"/)![1];
      const urls = [...candidates.map(([url]) => url), fallback];
      expect(urls).toHaveLength(2 * (built.manifest[pictureKey(picture)] as RasterEntry).widths.length + 1);
      for (const url of urls) {
        expect(url).toMatch(/^\/assets\/images\/Clinic-Photos\/[\w-]+\.(avif|webp|jpg)$/);
        expect((await sharp(join(built.dist, url)).metadata()).width, url).toBeGreaterThan(0);
      }
    }
    vi.doUnmock('../../../src/lib/image-manifest');
  }, 60_000);
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

  it('leaves what can mean something as it is: preserved text, scripts, spaces in text', () => {
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
