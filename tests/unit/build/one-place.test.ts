// @vitest-environment node
// Each fact in one place: in a copy of the repository, src/config.ts alone gets a new street (in English and in
// Kannada), new hours and a new brand colour, and the copy is built once. No file of its dist/ may still hold the old
// street, the old hours as either language writes them, or any colour of the old palette; the new values must be
// where the pages, the stylesheet, the favicon, the share card, the app icons and the illustrations show them.
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, placeInEnglish, placeInKannada } from '../../../src/config';
import { hoursLines as englishHours } from '../../../src/content/contact';
import { hoursLines as kannadaHours } from '../../../src/content/kn/contact';
import { paletteFor } from '../../../src/styles/palette';
import { buildIn, copyRepository } from './temp-build';

/** The street as src/config.ts writes it in `place`: before the area, which it adds by itself. */
const streetOf = (place: { street: string; area: string }) => place.street.replace(`, ${place.area}`, '');

/** The edits to src/config.ts, each from the text it holds now (the clinic's, whatever it is) to the new one. */
const street = {
  en: { from: streetOf(placeInEnglish()), to: 'No. 27, 11th Cross Road' },
  kn: { from: streetOf(placeInKannada()), to: 'ನಂ. 27, 11ನೇ ಅಡ್ಡ ರಸ್ತೆ' },
};
const opens = { from: `opens: '${config.hours.opens}'`, to: "opens: '10:00'" };
const closes = { from: `closes: '${config.hours.closes}'`, to: "closes: '19:00'" };
const brand = { from: config.brand, to: '#7a2e8c' };

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The old hours, as the structured data (24-hour clock) and each language's text write them: English "9.30AM",
 * Kannada "ಬೆಳಿಗ್ಗೆ 9.30" with a no-break space, raw or as an entity.
 */
const oldHours = [
  ...[config.hours.opens, config.hours.closes].map((time) => new RegExp(`\\b${time}\\b`)),
  ...(englishHours[0].match(/\d{1,2}\.\d{2}\s*[AP]M/gi) ?? []).map(
    (time) => new RegExp(`\\b${literally(time).replace(/\s*([AP]M)$/i, '\\s*$1')}\\b`, 'i'),
  ),
  ...[...kannadaHours[0].matchAll(/(\S+)\u00a0(\d{1,2}\.\d{2})/g)].map(
    ([, part, time]) => new RegExp(`${part}(?:\\s|&nbsp;|&#160;)*${literally(time!)}`),
  ),
];
/** The new hours as each language writes them, on the contact page. */
const newHours = {
  en: 'Mon - Sat 10.00AM - 7.00PM',
  kn: 'ಸೋಮವಾರದಿಂದ ಶನಿವಾರ, ಬೆಳಿಗ್ಗೆ\u00a010.00ರಿಂದ ಸಂಜೆ\u00a07.00ರವರೆಗೆ',
};

// The palettes, computed by the repository's own src/styles/palette.ts. The colours that stay (those that mean the
// same on every site, such as white and the focus ring) are in both and are not looked for.
const oldPalette = paletteFor(brand.from);
const newPalette = paletteFor(brand.to);
const kept = new Set(Object.values(newPalette));
const gone = [...new Set(Object.values(oldPalette))].filter((hex) => !kept.has(hex));
const rgb = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** The ways a text file may write `hex`: as hex (with or without alpha; short if it can be), or as rgb()/rgba(). */
function spellings(hex: string): RegExp[] {
  const [r, g, b] = rgb(hex);
  const found = [
    new RegExp(`${hex}(?:[0-9a-f]{2})?(?![0-9a-f])`, 'i'),
    new RegExp(`rgba?\\(\\s*${r}[ ,]+${g}[ ,]+${b}\\b`),
  ];
  const short = hex.match(/^#(.)\1(.)\2(.)\3$/i);
  if (short) found.push(new RegExp(`#${short[1]}${short[2]}${short[3]}(?:[0-9a-f])?(?![0-9a-f])`, 'i'));
  return found;
}

/** Replaces the one `from` in `text` by `to`; fails if `from` is not there exactly once. */
function swap(text: string, { from, to }: { from: string; to: string }): string {
  expect(text.split(from).length - 1, `src/config.ts holds ${from} once`).toBe(1);
  return text.replace(from, to);
}

/** The files of dist/ that are text, by their names: grepped for old values. */
const isText = (file: string) =>
  /\.(html|css|js|svg|json|xml|txt|webmanifest|toml)$/.test(file) || /(^|\/)_(headers|redirects|files)$/.test(file);
/** Precompressed copies of the text files above, which are checked in their raw form instead. */
const isCompressed = (file: string) => /\.(br|gz)$/.test(file);
/**
 * The pictures the build draws from the palette, and a point of each inside a shape filled with `brand-700`: the share
 * card's large circle, the app icons' tile, the body of the favicon's tooth. PNG is lossless and these points are far
 * from any edge, so the pixel is the colour itself.
 */
const drawn: Record<string, [x: number, y: number]> = {
  'share.png': [1040, 120],
  'favicon-32.png': [16, 14],
  'apple-touch-icon.png': [4, 4],
  'icon-192.png': [4, 4],
  'icon-512.png': [4, 4],
  'icon-maskable-512.png': [4, 4],
};

describe('the address, the hours and the brand colour, each changed in src/config.ts alone', () => {
  let dir = '';
  let built = { code: -1, output: '' };
  let files: string[] = [];
  const read = (file: string) => readFile(join(dir, 'dist', file), 'utf8');

  beforeAll(async () => {
    dir = await copyRepository('one-place-');
    const file = join(dir, 'src/config.ts');
    let text = await readFile(file, 'utf8');
    for (const edit of [street.en, street.kn, opens, closes, brand]) text = swap(text, edit);
    await writeFile(file, text);
    built = await buildIn(dir);
    const entries = await readdir(join(dir, 'dist'), { recursive: true, withFileTypes: true });
    files = entries.filter((e) => e.isFile()).map((e) => relative(join(dir, 'dist'), join(e.parentPath, e.name)));
  }, 600_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds', () => {
    expect(built.code, built.output).toBe(0);
  });

  it('looks for the hours as the site writes them now', () => {
    // Two times in each language's line: if the format changed, this fails instead of looking for nothing.
    expect(oldHours).toHaveLength(6);
    for (const pattern of oldHours.slice(2, 4)) expect(englishHours[0]).toMatch(pattern);
    for (const pattern of oldHours.slice(4)) expect(kannadaHours[0]).toMatch(pattern);
    expect(gone).toContain(brand.from);
  });

  it('checks every file of dist/: text by its contents, the PNGs by their pixels', () => {
    const unchecked = files.filter((f) => !isText(f) && !isCompressed(f) && !(f in drawn));
    expect(unchecked).toEqual([]);
    for (const png of Object.keys(drawn)) expect(files).toContain(png);
  });

  it('leaves no old street, old hours or old palette colour in any text file of dist/', async () => {
    const survivors: string[] = [];
    for (const file of files.filter(isText)) {
      const text = await read(file);
      // The whole street, and its last part ("9th Main Road"), which a text could write alone.
      for (const old of [street.en.from, street.kn.from].flatMap((from) => [from, from.split(', ').at(-1)!]))
        if (text.includes(old)) survivors.push(`${file}: ${old}`);
      for (const old of oldHours) if (old.test(text)) survivors.push(`${file}: ${old}`);
      for (const hex of gone)
        for (const old of spellings(hex)) if (old.test(text)) survivors.push(`${file}: ${hex} (${old})`);
    }
    expect(survivors).toEqual([]);
  });

  it('writes the new street on the home and contact pages, in both languages', async () => {
    for (const file of ['index.html', 'contact.html']) expect(await read(file), file).toContain(street.en.to);
    for (const file of ['kn/index.html', 'kn/contact.html']) expect(await read(file), file).toContain(street.kn.to);
  });

  it('writes the new hours on the contact page, in both languages', async () => {
    expect(await read('contact.html')).toContain(newHours.en);
    expect(await read('kn/contact.html')).toContain(newHours.kn);
  });

  it('sets the new palette in the stylesheet, the favicon, the theme colour and every illustration', async () => {
    const css = files.filter((f) => f.endsWith('.css'));
    expect(css.length).toBeGreaterThan(0);
    for (const file of css) expect((await read(file)).toLowerCase(), file).toContain(newPalette['brand-700']);
    expect((await read('favicon.svg')).toLowerCase()).toContain(newPalette['brand-700']);
    const theme = `<meta name="theme-color" content="${newPalette['brand-700']}">`;
    for (const file of files.filter((f) => f.endsWith('.html'))) expect(await read(file), file).toContain(theme);
    expect(JSON.parse(await read('manifest.webmanifest')).theme_color).toBe(newPalette['brand-700']);
    const turned = Object.values(newPalette).filter((hex) => !Object.values(oldPalette).includes(hex));
    const illustrations = files.filter((f) => f.startsWith('images/') && f.endsWith('.svg'));
    expect(illustrations.length).toBeGreaterThan(0);
    for (const file of illustrations) {
      const text = (await read(file)).toLowerCase();
      expect(
        turned.some((hex) => text.includes(hex)),
        `${file} is drawn in the new palette`,
      ).toBe(true);
    }
  });

  it('draws the share card, the favicon and the app icons in the new brand colour', async () => {
    for (const [file, [x, y]] of Object.entries(drawn)) {
      const { data, info } = await sharp(join(dir, 'dist', file))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (y * info.width + x) * info.channels;
      const pixel = [...data.subarray(at, at + 3)];
      const expected = rgb(newPalette['brand-700']);
      const off = Math.max(...pixel.map((value, i) => Math.abs(value - expected[i]!)));
      expect(off, `${file} at ${x},${y}: ${pixel} for ${newPalette['brand-700']}`).toBeLessThanOrEqual(2);
    }
  });
});
