// @vitest-environment node
// Each fact in one place: in a copy of the repository, src/config.ts alone gets a new street (in English and in
// Kannada), new hours and a new brand colour, and the copy is built once. No file of its dist/ may still hold the old
// street, the old hours as either language writes them, or any colour of the old palette; the new values must be
// where the pages, the stylesheet, the favicon, the share card, the app icons and the illustrations show them. The old
// values are the clinic's, whatever they are, the new ones are chosen to differ from them, and the edited config is
// checked by what it exports: those values changed, and nothing else.
import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config, placeInEnglish, placeInKannada } from '../../../src/config';
import * as englishContact from '../../../src/content/contact';
import * as kannadaContact from '../../../src/content/kn/contact';
import { paletteFor } from '../../../src/styles/palette';
import { asHtml, buildIn, copyRepository, editConfig } from './temp-build';

/** The first of `candidates` that `isNew` accepts. */
const firstNew = <T>(candidates: T[], isNew: (candidate: T) => boolean) => {
  const found = candidates.find(isNew);
  if (found === undefined) throw new Error(`none of ${candidates.join(', ')} differs from the clinic's own`);
  return found;
};

/** The street without the area, which src/config.ts adds after it; a text may write either part alone. */
const streetOf = (place: { street: string; area: string }) => place.street.replace(`, ${place.area}`, '');

/** The new street's first part, in each language: one the clinic's street does not already hold. */
const street = {
  en: {
    from: streetOf(placeInEnglish()),
    to: firstNew(['No. 27, 11th Cross Road', 'No. 3, 2nd Cross Road'], (to) => !placeInEnglish().street.includes(to)),
  },
  kn: {
    from: streetOf(placeInKannada()),
    to: firstNew(['ನಂ. 27, 11ನೇ ಅಡ್ಡ ರಸ್ತೆ', 'ನಂ. 3, 2ನೇ ಅಡ್ಡ ರಸ್ತೆ'], (to) => !placeInKannada().street.includes(to)),
  },
};

/** Every time of day ("09:30") the clinic's hours hold, however they are shaped. */
const oldTimes = [...JSON.stringify(config.hours).matchAll(/"(\d{2}:\d{2})"/g)].map((match) => match[1]!);
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
const atMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Minutes to move every time by: the order of the times stays, and none lands on an old one or past midnight. */
const shift = firstNew([15, -15, 25, -25, 5, -5], (by) =>
  oldTimes.every((time) => {
    const moved = minutesOf(time) + by;
    return moved >= 0 && moved < 24 * 60 && !oldTimes.includes(atMinutes(moved));
  }),
);
const moved = (time: string) => atMinutes(minutesOf(time) + shift);
/** The new hours: the clinic's, every time moved. */
const hours: unknown = JSON.parse(
  JSON.stringify(config.hours).replace(/"(\d{2}:\d{2})"/g, (_, time: string) => `"${moved(time)}"`),
);

const brand = { from: config.brand, to: firstNew(['#7a2e8c', '#1f6f43'], (hex) => hex !== config.brand.toLowerCase()) };

/** How a language's contact page writes the hours: its lines. */
const hoursText = (contact: { hoursLines: readonly string[] }) => contact.hoursLines;

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/**
 * The words of the old hours lines that the new ones lack: the times, as each language writes them (a no-break space
 * inside a word found raw or as an entity); and the old times as the structured data writes them ("09:30").
 */
function oldHoursAgainst(newText: Record<'en' | 'kn', readonly string[]>) {
  const oldText = { en: hoursText(englishContact), kn: hoursText(kannadaContact) };
  const words = (lines: readonly string[]) => lines.flatMap((line) => line.split(/ +/));
  const gone = (['en', 'kn'] as const).map((lang) => {
    const kept = new Set(words(newText[lang]));
    return words(oldText[lang]).filter((word) => !kept.has(word));
  });
  const pattern = (word: string) =>
    new RegExp(`(?<!\\d)${literally(word).replace(/\u00a0/g, '(?:\\s|&nbsp;|&#160;)')}(?!\\d)`);
  return {
    en: gone[0]!.map(pattern),
    kn: gone[1]!.map(pattern),
    structured: oldTimes.map((time) => new RegExp(`\\b${time}\\b`)),
  };
}

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

/** The files of dist/ that are text, by their names: grepped for old values. */
const isText = (file: string) =>
  /\.(html|css|js|svg|json|xml|txt|webmanifest|toml)$/.test(file) || /(^|\/)_(headers|redirects|files)$/.test(file);
/** A clinic's own photos, as the build publishes them: never drawn in its colours, so nothing of them to check. */
const isPhoto = (file: string) => /^assets\/images\/.+\.(avif|webp|jpg|png)$/.test(file);
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
  let edited = {} as Awaited<ReturnType<typeof editConfig>>;
  /** The copy's hours as each language writes them, and the old hours to look for. */
  let newHours = { en: [] as readonly string[], kn: [] as readonly string[] };
  let oldHours = { en: [] as RegExp[], kn: [] as RegExp[], structured: [] as RegExp[] };
  const read = (file: string) => readFile(join(dir, 'dist', file), 'utf8');

  beforeAll(async () => {
    dir = await copyRepository('one-place-');
    edited = await editConfig(dir, [
      [street.en.from, street.en.to],
      [street.kn.from, street.kn.to],
      ...[...new Set(oldTimes)].map((time): [string, string] => [time, moved(time)]),
      [config.brand, brand.to],
    ]);
    newHours = {
      en: hoursText(await import(join(dir, 'src/content/contact.ts'))),
      kn: hoursText(await import(join(dir, 'src/content/kn/contact.ts'))),
    };
    oldHours = oldHoursAgainst(newHours);
    built = await buildIn(dir);
    const entries = await readdir(join(dir, 'dist'), { recursive: true, withFileTypes: true });
    files = entries.filter((e) => e.isFile()).map((e) => relative(join(dir, 'dist'), join(e.parentPath, e.name)));
  }, 600_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('changes in src/config.ts the street, the hours and the brand colour, and nothing else', () => {
    const place = (given: () => { street: string }, { from, to }: { from: string; to: string }) => ({
      ...given(),
      street: given().street.replace(from, to),
    });
    expect(edited.placeInEnglish()).toEqual(place(placeInEnglish, street.en));
    expect(edited.placeInKannada()).toEqual(place(placeInKannada, street.kn));
    expect(edited.config).toEqual({ ...config, hours, brand: brand.to });
  });

  it('builds', () => {
    expect(built.code, built.output).toBe(0);
  });

  it('looks for the old hours as the site writes them, in each language and in the structured data', () => {
    // If the copy's hours read as the old ones, or the config held no time, this fails instead of looking for nothing.
    expect(oldTimes.length).toBeGreaterThan(0);
    expect(oldHours.en.length).toBeGreaterThan(0);
    expect(oldHours.kn.length).toBeGreaterThan(0);
    expect(gone).toContain(brand.from);
  });

  it('checks every file of dist/: text by its contents, the PNGs by their pixels', () => {
    const unchecked = files.filter((f) => !isText(f) && !isCompressed(f) && !(f in drawn) && !isPhoto(f));
    expect(unchecked).toEqual([]);
    for (const png of Object.keys(drawn)) expect(files).toContain(png);
  });

  it('leaves no old street, old hours or old palette colour in any text file of dist/', async () => {
    const survivors: string[] = [];
    for (const file of files.filter(isText)) {
      const text = await read(file);
      // The whole street, and its last part (the road's name), which a text could write alone.
      for (const old of [street.en.from, street.kn.from].flatMap((from) => [from, from.split(', ').at(-1)!]))
        if (text.includes(old)) survivors.push(`${file}: ${old}`);
      for (const old of [...oldHours.en, ...oldHours.kn, ...oldHours.structured])
        if (old.test(text)) survivors.push(`${file}: ${old}`);
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
    for (const line of newHours.en) expect(await read('contact.html')).toContain(asHtml(line));
    for (const line of newHours.kn) expect(await read('kn/contact.html')).toContain(asHtml(line));
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
