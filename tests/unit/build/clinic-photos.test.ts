// @vitest-environment node
// A clinic's own phone photos, in a copy of the repository, by editing only static/images and the picture lists of
// src/content/: the interior carousel's two (a 4032 × 3024 JPEG saved turned, EXIF orientation 6, and a portrait) and
// the gallery's cases (a PNG of several megabytes, a before and an after, a JPEG), each with the camera's EXIF. The
// build must publish none of them as they are, no metadata, and give every <img> the shape of what it shows.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildIn, copyRepository } from './temp-build';
import { colourAt, isRed, standIn } from './stand-in-photos';

/** The photos, by their path under static/, as a phone saves them. */
const photos: Record<string, () => Sharp> = {
  '/images/interior/reception.jpg': () =>
    standIn(4032, 3024, { seed: 11, grain: 13 })
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .withExif(camera),
  '/images/interior/treatment-room.jpg': () =>
    standIn(3024, 4032, { seed: 12, grain: 13 }).jpeg({ quality: 95 }).withExif(camera),
  '/images/cases/aligned.png': () => standIn(4032, 3024, { seed: 13, grain: 2 }).png().withExif(camera),
  '/images/cases/whitened-before.jpg': () =>
    standIn(4032, 3024, { seed: 14, grain: 13 }).jpeg({ quality: 95 }).withExif(camera),
  '/images/cases/whitened-after.jpg': () =>
    standIn(4032, 3024, { seed: 15, grain: 13 }).jpeg({ quality: 95 }).withExif(camera),
  '/images/cases/chipped.jpg': () =>
    standIn(4032, 3024, { seed: 16, grain: 13 }).jpeg({ quality: 95 }).withExif(camera),
};
const camera = { IFD0: { Make: 'Phone', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N' } };

/** Each content module's picture paths, as a clinic edits them, the same in both languages. */
const edits: Record<string, [string, string][]> = {
  'carousel.ts': [
    ["src: '/images/interior/reception.svg'", "src: '/images/interior/reception.jpg'"],
    ["src: '/images/interior/treatment-room.svg'", "src: '/images/interior/treatment-room.jpg'"],
  ],
  'gallery.ts': [
    ["src: '/images/cases/aligned-front-teeth.svg'", "src: '/images/cases/aligned.png'"],
    [
      "src: '/images/cases/whitened-smile.svg'",
      "before: '/images/cases/whitened-before.jpg', after: '/images/cases/whitened-after.jpg', focus: [0.5, 0.4]",
    ],
    ["src: '/images/cases/repaired-chipped-tooth.svg'", "src: '/images/cases/chipped.jpg'"],
  ],
};

let dir = '';
let built = { code: 0, output: '' };
const dist = () => join(dir, 'dist');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file the build wrote, as its URL path, without the precompressed copies. */
async function published() {
  const entries = await readdir(dist(), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(dist().length));
}

beforeAll(async () => {
  dir = await copyRepository('clinic-photos-');
  for (const [path, make] of Object.entries(photos)) {
    await mkdir(join(dir, 'static', path, '..'), { recursive: true });
    await make().toFile(join(dir, 'static', path));
  }
  for (const lang of ['', 'kn/']) {
    for (const [module, pairs] of Object.entries(edits)) {
      const file = join(dir, 'src/content', lang, module);
      let text = await readFile(file, 'utf8');
      for (const [from, to] of pairs) {
        expect(text, `${lang}${module}`).toContain(from);
        text = text.replace(from, to);
      }
      await writeFile(file, text);
    }
  }
  built = await buildIn(dir);
}, 900_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("given a clinic's phone photos", () => {
  it('builds', () => {
    expect(built.code, built.output).toBe(0);
  });

  it('stands in for them with photos of a phone’s size: megabytes each', async () => {
    const sizes = await Promise.all(
      Object.keys(photos).map(async (path) => (await stat(join(dir, 'static', path))).size),
    );
    expect(Math.min(...sizes)).toBeGreaterThan(3_000_000);
    expect(Math.max(...sizes)).toBeGreaterThan(5_000_000);
  });

  it('publishes none of them as they are: no source file, by name or by content', async () => {
    const files = await published();
    const sources = new Set(
      await Promise.all(Object.keys(photos).map(async (path) => sha(await readFile(join(dir, 'static', path))))),
    );
    for (const file of files) {
      expect(file in photos, file).toBe(false);
      if (/\.(jpe?g|png|webp|avif)$/.test(file))
        expect(sources.has(sha(await readFile(join(dist(), file)))), file).toBe(false);
    }
    // The photos' variants, and the icons and share card the build draws: nothing else is a raster.
    const rasters = files.filter((file) => /\.(jpe?g|png|webp|avif|tiff?|heic)$/i.test(file));
    expect(rasters.filter((file) => !file.startsWith('/assets/images/'))).toEqual([
      '/apple-touch-icon.png',
      '/favicon-32.png',
      '/icon-192.png',
      '/icon-512.png',
      '/icon-maskable-512.png',
      '/share.png',
    ]);
  }, 120_000);

  it('writes no raster with metadata: no EXIF (camera, place), no XMP, no colour profile', async () => {
    for (const file of (await published()).filter((f) => /\.(jpe?g|png|webp|avif)$/.test(f))) {
      const meta = await sharp(join(dist(), file)).metadata();
      expect({ exif: meta.exif, xmp: meta.xmp, icc: meta.icc }, file).toEqual({});
    }
  }, 120_000);

  it('gives every <img> of every page the width and height of what it shows, at its shape', async () => {
    const pages = (await published()).filter((file) => file.endsWith('.html'));
    const aspects = new Map<string, number>();
    const aspectOf = async (url: string) => {
      if (!aspects.has(url)) {
        const meta = await sharp(join(dist(), url)).metadata();
        aspects.set(url, meta.width / meta.height);
      }
      return aspects.get(url)!;
    };
    let checked = 0;
    for (const page of pages) {
      const html = await readFile(join(dist(), page), 'utf8');
      for (const [picture] of html.matchAll(/<picture\b.*?<\/picture>|<img\b[^>]*>/gs)) {
        const img = picture.match(/<img\b(?![^>]*src="data:)[^>]*>/)?.[0];
        if (!img) continue; // a placeholder, drawn over the box its photo gives
        const [, width, height] = img.match(/ width="(\d+)" height="(\d+)"/) ?? [];
        expect(width, `${page}: ${img}`).toBeDefined();
        const urls = [...picture.matchAll(/ (?:src|srcSet)="([^"]+)"/g)].flatMap(([, value]) =>
          value.split(', ').map((candidate) => candidate.split(' ')[0]),
        );
        for (const url of urls.filter((u) => u.startsWith('/'))) {
          expect(Math.abs((await aspectOf(url)) - Number(width) / Number(height)), `${page}: ${url}`).toBeLessThan(
            0.01,
          );
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  }, 120_000);

  it('reads a photo saved turned at the size it is seen, and shows it upright', async () => {
    for (const page of ['index.html', 'kn/index.html']) {
      const html = await readFile(join(dist(), page), 'utf8');
      const img = html.match(/<img [^>]*src="\/assets\/images\/interior\/reception-[^>]*>/)![0];
      expect(img).toMatch(/ width="3024" height="4032"/);
    }
    const variant = (await published()).find((file) => /interior\/reception-\w+-480\.webp$/.test(file))!;
    // Stored with its red corner top left, EXIF 6 turns it a quarter clockwise: top right.
    expect(isRed(await colourAt(join(dist(), variant), 470, 10))).toBe(true);
  });

  it('shows a before and an after as one picture, before on the left, at 3:2', async () => {
    const html = await readFile(join(dist(), 'case-studies.html'), 'utf8');
    const img = html.match(/<img [^>]*src="\/assets\/images\/cases\/whitened-before-[^>]*>/)![0];
    const [, width, height] = img.match(/ width="(\d+)" height="(\d+)"/)!.map(Number);
    expect(width / height).toBeCloseTo(3 / 2, 2);
  });
});

describe('given a photo the build cannot read', () => {
  it('stops, naming the file, and for HEIC says to export it as JPEG', async () => {
    await writeFile(join(dir, 'static/images/cases/IMG_0042.HEIC'), 'ftypheic');
    for (const lang of ['', 'kn/']) {
      const file = join(dir, 'src/content', lang, 'gallery.ts');
      await writeFile(
        file,
        (await readFile(file, 'utf8')).replace('/images/cases/chipped.jpg', '/images/cases/IMG_0042.HEIC'),
      );
    }
    const { code, output } = await buildIn(dir);
    expect(code).not.toBe(0);
    expect(output).toMatch(/cannot read static\/images\/cases\/IMG_0042\.HEIC: .*export it as JPEG/);
  }, 300_000);
});
