// @vitest-environment node
// A second clinic from src/config.ts, src/content/ and static/ alone (sampige.ts): its phone photos (a 4032 × 3024 JPEG
// saved turned, a portrait, a PNG of megabytes, a before and an after, each with the camera's EXIF), its hours, brand
// colour, email, place, footer link and credit line. Built in a copy, it must publish no photo as it is and no
// metadata, give every <img> the shape of what it shows, use the brand as given and leave the accent and skin as
// designed, write its hours in both languages and the structured data, and keep every page within its budgets.
import { createHash } from 'node:crypto';
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../../src/config';
import { paletteFor } from '../../../src/styles/palette';
import { makeSampige, photos, sampige } from './sampige';
import { colourAt, isRed } from './stand-in-photos';
import { asHtml, buildIn } from './temp-build';

let dir = '';
let edited = {} as Awaited<ReturnType<typeof makeSampige>>['edited'];
let built = { code: 0, output: '' };
const dist = () => join(dir, 'dist');
const read = (file: string) => readFile(join(dist(), file), 'utf8');
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every file the build wrote, as its URL path, without the precompressed copies. */
async function published() {
  const entries = await readdir(dist(), { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(br|gz)$/.test(e.name))
    .map((e) => join(e.parentPath, e.name).slice(dist().length));
}
const pages = async () => (await published()).filter((file) => file.endsWith('.html'));

/** The accent (lips, gums) and skin colours of the sample's palette, which a brand colour alone must not turn. */
const sampleColours = Object.entries(paletteFor(config.brand, config.accent)).filter(([name]) =>
  /^(accent|warm)-/.test(name),
);

beforeAll(async () => {
  ({ dir, edited } = await makeSampige('second-clinic-'));
  built = await buildIn(dir);
}, 900_000);

afterAll(() => rm(dir, { recursive: true, force: true }));

describe('Sampige Smiles, a second clinic made from its config, content and photos', () => {
  it('is made by editing src/config.ts: its facts, hours and brand, and nothing else', () => {
    const { name, email, siteUrl, phone, postalCode, geo, brand, hours } = sampige;
    expect(edited.config.config).toMatchObject({ name, email, siteUrl, phone, postalCode, geo, brand, hours });
    expect(edited.config.config.emailjs).toEqual(config.emailjs);
    expect(edited.config.placeInEnglish()).toMatchObject(sampige.place.en);
    expect(edited.config.placeInKannada()).toMatchObject(sampige.place.kn);
    expect(edited.config.parkingInKannada()).toEqual(sampige.parking.kn);
  });

  it('and its texts in src/content/: a footer link and a credit line in each language', () => {
    for (const lang of ['en', 'kn'] as const) {
      const site = edited[lang]['site.ts'] as { footerLinks: unknown[]; footerText: { credit: string } };
      expect(site.footerLinks.at(-1)).toEqual(sampige.footerLink[lang]);
      expect(site.footerText.credit).toBe(sampige.credit[lang]);
    }
  });

  it('builds', () => {
    expect(built.code, built.output).toBe(0);
  });

  it('stands in for its photos with photos of a phone’s size: megabytes each', async () => {
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
    const aspects = new Map<string, number>();
    const aspectOf = async (url: string) => {
      if (!aspects.has(url)) {
        const meta = await sharp(join(dist(), url)).metadata();
        aspects.set(url, meta.width / meta.height);
      }
      return aspects.get(url)!;
    };
    let checked = 0;
    for (const page of await pages()) {
      const html = await read(page);
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

  it('publishes its map drawing, saved as Neighbourhood.SVG, by that name, with its brotli and gzip copies', async () => {
    expect(await read('contact.html')).toContain('src="/images/map/Neighbourhood.SVG"');
    const texts = (await published()).filter((file) => /\.(html|css|js|svg|json|xml|txt|webmanifest)$/i.test(file));
    expect(texts).toContain('/images/map/Neighbourhood.SVG');
    for (const file of texts)
      for (const copy of ['br', 'gz'])
        expect((await stat(join(dist(), `${file}.${copy}`))).size, file).toBeGreaterThan(0);
  });

  it('reads a photo saved turned at the size it is seen, and shows it upright', async () => {
    for (const page of ['index.html', 'kn/index.html']) {
      const img = (await read(page)).match(/<img [^>]*src="\/assets\/images\/interior\/reception-[^>]*>/)![0];
      expect(img).toMatch(/ width="3024" height="4032"/);
    }
    const variant = (await published()).find((file) => /interior\/reception-\w+-480\.webp$/.test(file))!;
    // Stored with its red corner top left, EXIF 6 turns it a quarter clockwise: top right.
    expect(isRed(await colourAt(join(dist(), variant), 470, 10))).toBe(true);
  });

  it('shows a before and an after as one picture, before on the left, at 3:2', async () => {
    const img = (await read('case-studies.html')).match(
      /<img [^>]*src="\/assets\/images\/cases\/whitened-before-[^>]*>/,
    )![0];
    const [, width, height] = img.match(/ width="(\d+)" height="(\d+)"/)!.map(Number);
    expect(width / height).toBeCloseTo(3 / 2, 2);
  });

  it('uses its brand colour as given, in every stylesheet and as the theme colour', async () => {
    const css = (await published()).filter((file) => file.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect((await read(file)).toLowerCase(), file).toContain(sampige.brand);
    for (const page of await pages()) expect(await read(page), page).toContain(`content="${sampige.brand}"`);
  });

  it('leaves the accent and the skin as designed: in the stylesheet, and in each illustration as drawn', async () => {
    const files = await published();
    const text = (await Promise.all(files.filter((f) => /\.(css|svg)$/.test(f)).map(read))).join('\n').toLowerCase();
    for (const [name, hex] of sampleColours) expect(text.includes(hex), `${name} ${hex}`).toBe(true);
    const illustrations = files.filter((file) => file.startsWith('/images/') && file.endsWith('.svg'));
    expect(illustrations.length).toBeGreaterThan(10);
    for (const file of illustrations) {
      const drawn = (await readFile(join(dir, 'static', file), 'utf8')).toLowerCase();
      const shown = (await read(file)).toLowerCase();
      for (const [name, hex] of sampleColours)
        if (drawn.includes(hex)) expect(shown.includes(hex), `${file}: ${name} ${hex}`).toBe(true);
    }
  });

  it('writes its hours in both languages on the contact page and in the footer', async () => {
    const hours = {
      en: ['Mon - Fri 10.00AM - 7.00PM', 'Sat 10.00AM - 2.00PM', 'Closed on Sundays'],
      // A time keeps to the part of the day it is in: a no-break space between them.
      kn: [
        'ಸೋಮವಾರದಿಂದ ಶುಕ್ರವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010.00ರಿಂದ ಸಂಜೆ\u00a07.00ರವರೆಗೆ',
        'ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010.00ರಿಂದ ಮಧ್ಯಾಹ್ನ\u00a02.00ರವರೆಗೆ',
        'ಭಾನುವಾರ ರಜೆ',
      ],
    };
    for (const [lang, page] of [
      ['en', 'contact.html'],
      ['en', 'index.html'],
      ['kn', 'kn/contact.html'],
      ['kn', 'kn/index.html'],
    ] as const) {
      const html = await read(page);
      for (const line of hours[lang]) expect(html, `${page}: ${line}`).toContain(`>${asHtml(line)}<`);
    }
  });

  it('lists its hours in the structured data of every page: Mon–Fri 10–19, Saturday 10–14, Sunday not open', async () => {
    const find = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? 'openingHoursSpecification' in value
          ? value.openingHoursSpecification
          : Object.values(value).map(find).find(Boolean)
        : undefined;
    for (const page of await pages()) {
      const json = (await read(page)).match(/<script type="application\/ld\+json">(.*?)<\/script>/s)![1]!;
      expect(find(JSON.parse(json)), page).toEqual([
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '10:00',
          closes: '19:00',
        },
        { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Saturday', opens: '10:00', closes: '14:00' },
      ]);
    }
  });

  it('gives its footer link, credit line, email and name on every page, in each language', async () => {
    for (const page of await pages()) {
      const lang = page.startsWith('/kn/') ? 'kn' : 'en';
      const html = await read(page);
      const { label, href } = sampige.footerLink[lang];
      expect(html, page).toMatch(new RegExp(`<a href="${href}" target="_blank" rel="noopener noreferrer">${label}<`));
      expect(html, page).toContain(`>${asHtml(sampige.credit[lang])}<`);
      expect(html, page).toContain(`href="mailto:${sampige.email}"`);
      expect(html, page).toContain(`© ${new Date().getFullYear()} ${sampige.name}`);
    }
  });

  it('keeps every page within the budgets of tests/e2e/budgets.spec.ts (gzip: HTML 14 KB, CSS 10 KB, JS 70 KB)', async () => {
    const gzip = async (url: string) => (await stat(join(dist(), `${url}.gz`))).size;
    const over: string[] = [];
    for (const page of await pages()) {
      const html = await read(page);
      const css = [...new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map(([, url]) => url!))];
      // What it runs before it hydrates: the early script, the entry and every module it names ahead.
      const js = [...html.matchAll(/<script [^>]*src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map(
        ([, script, module]) => (script ?? module)!,
      );
      expect(css.length, page).toBe(1);
      expect(js.length, page).toBeGreaterThanOrEqual(3);
      const sizes = { html: await gzip(page), css: await gzip(css[0]!), js: 0 };
      for (const url of js) sizes.js += await gzip(url);
      const budget = { html: 14_000, css: 10_000, js: 70_000 };
      for (const kind of ['html', 'css', 'js'] as const)
        if (sizes[kind] > budget[kind]) over.push(`${page}: ${kind} ${sizes[kind]} B gzip`);
    }
    expect(over).toEqual([]);
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
