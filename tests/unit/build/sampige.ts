// A second clinic, Sampige Smiles in Indiranagar, made in a copy of the repository as a clinic makes its site: by
// editing only src/config.ts, src/content/ and static/. Its old values are read from the clinic's own modules, never
// quoted, so it is made from any clinic's repository. second-clinic.test.ts builds and checks it; `npm run test:clinic`
// (tests/clinic-build.mjs) runs the whole e2e suite against its build.
import { mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import * as sample from '../../../src/config';
import { slidePictures, slides } from '../../../src/content/carousel';
import { casePictures, cases, galleryIntro } from '../../../src/content/gallery';
import * as englishSite from '../../../src/content/site';
import * as kannadaGallery from '../../../src/content/kn/gallery';
import * as kannadaSite from '../../../src/content/kn/site';
import type { Picture } from '../../../src/content/types';
import { standIn } from './stand-in-photos';
import { type Change, copyRepository, editConfig, editSource } from './temp-build';

const { config } = sample;
const open = { opens: '10:00', closes: '19:00' };

/** Sampige's facts, as its owner writes them into src/config.ts and src/content/. */
export const sampige = {
  name: 'Sampige Smiles',
  shortName: 'Sampige',
  email: 'namaskara@sampigesmiles.in',
  siteUrl: 'https://sampigesmiles.in',
  phone: { e164: '+919900112233', display: '+91 99001 12233' },
  postalCode: '560038',
  geo: { latitude: 12.9719, longitude: 77.6412 },
  brand: '#5b2a86',
  hours: {
    Monday: open,
    Tuesday: open,
    Wednesday: open,
    Thursday: open,
    Friday: open,
    Saturday: { opens: '10:00', closes: '14:00' },
    Sunday: 'closed',
  } satisfies sample.Week,
  place: {
    en: {
      street: 'No. 1187, 12th Main Road, HAL 2nd Stage, Indiranagar',
      area: 'HAL 2nd Stage, Indiranagar',
      landmark: 'Two minutes from Indiranagar metro station, above Namma Bakery',
      district: 'Indiranagar',
      inDistrict: 'in Indiranagar',
      ofDistrict: "Indiranagar's",
    },
    kn: {
      street: 'ನಂ. 1187, 12ನೇ ಮುಖ್ಯ ರಸ್ತೆ, ಎಚ್‌ಎಎಲ್ 2ನೇ ಹಂತ, ಇಂದಿರಾನಗರ',
      area: 'ಎಚ್‌ಎಎಲ್ 2ನೇ ಹಂತ, ಇಂದಿರಾನಗರ',
      landmark: 'ಇಂದಿರಾನಗರ ಮೆಟ್ರೋ ನಿಲ್ದಾಣದಿಂದ ಎರಡು ನಿಮಿಷ, ನಮ್ಮ ಬೇಕರಿಯ ಮೇಲಿನ ಮಹಡಿಯಲ್ಲಿ',
      district: 'ಇಂದಿರಾನಗರ',
      inDistrict: 'ಇಂದಿರಾನಗರದಲ್ಲಿ',
      ofDistrict: 'ಇಂದಿರಾನಗರದ',
    },
  },
  /** Little parking near the metro: a sentence on the home page, nothing in its description. */
  parking: {
    en: { sentence: 'Parking on the road is scarce: the metro station is a short walk away.', inBrief: '' },
    kn: { sentence: 'ರಸ್ತೆಯಲ್ಲಿ ಪಾರ್ಕಿಂಗ್ ಕಡಿಮೆ: ಮೆಟ್ರೋ ನಿಲ್ದಾಣ ಕೆಲವೇ ಹೆಜ್ಜೆ ದೂರದಲ್ಲಿದೆ.', inBrief: '' },
  },
  credit: { en: 'Website by Sampige Studio', kn: 'ವೆಬ್‌ಸೈಟ್: ಸಂಪಿಗೆ ಸ್ಟುಡಿಯೋ' },
  footerLink: {
    en: { label: 'Review us on Google', href: 'https://g.page/sampige-smiles/review' },
    kn: { label: 'Google‌ನಲ್ಲಿ ನಮ್ಮ ಬಗ್ಗೆ ಬರೆಯಿರಿ', href: 'https://g.page/sampige-smiles/review' },
  },
  galleryIntro: {
    en: 'Photos of our own patients, shown with their written consent. Every mouth is different, and we will talk through what is realistic for you.',
    kn: 'ನಮ್ಮದೇ ರೋಗಿಗಳ ಫೋಟೋಗಳು, ಅವರ ಲಿಖಿತ ಒಪ್ಪಿಗೆಯೊಂದಿಗೆ. ಪ್ರತಿಯೊಬ್ಬರ ಬಾಯಿಯೂ ಬೇರೆ ಬೇರೆ. ನಿಮ್ಮ ವಿಷಯದಲ್ಲಿ ಏನು ಸಾಧ್ಯ ಎಂದು ನಿಮ್ಮ ಜೊತೆ ಕೂತು ಮಾತನಾಡುತ್ತೇವೆ.',
  },
} as const;

const camera = { IFD0: { Make: 'Phone', Model: 'Camera 12' }, IFD3: { GPSLatitudeRef: 'N' } };
/** Its photos, by their path under static/, as a phone saves them: megabytes each, with the camera's EXIF. */
export const photos: Record<string, () => Sharp> = {
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

/** A picture of content named anew: its `src` written as the photo's, or as a before and an after. */
function photoFor(old: Picture | object, to: string): Change {
  if (!('src' in old)) throw new Error('the picture to replace is a before and an after already');
  return [`src: '${old.src}'`, to];
}
const photoAt = (path: string) => `src: '${path}'`;
/** The carousel's first two slides and the gallery's first, second and last cases, in both languages alike. */
const pictureChanges: Record<string, Change[]> = {
  'carousel.ts': [
    photoFor(slidePictures[slides[0]!.id]!, photoAt('/images/interior/reception.jpg')),
    photoFor(slidePictures[slides[1]!.id]!, photoAt('/images/interior/treatment-room.jpg')),
  ],
  'gallery.ts': [
    photoFor(casePictures[cases[0]!.id]!, photoAt('/images/cases/aligned.png')),
    photoFor(
      casePictures[cases[1]!.id]!,
      "before: '/images/cases/whitened-before.jpg', after: '/images/cases/whitened-after.jpg', focus: [0.5, 0.4]",
    ),
    photoFor(casePictures[cases.at(-1)!.id]!, photoAt('/images/cases/chipped.jpg')),
  ],
};

/**
 * The declaration that opens with `opener` (`const hours`, `export function placeInEnglish`) written anew as
 * `replacement`: it ends where the braces opened after `opener` close.
 */
const redeclare = (opener: string, replacement: string) => (text: string) => {
  const start = text.indexOf(opener);
  if (start < 0) throw new Error(`src/config.ts has no ${opener}`);
  let depth = 0;
  for (let at = text.indexOf('{', start); at < text.length; at++) {
    depth += text[at] === '{' ? 1 : text[at] === '}' ? -1 : 0;
    if (depth === 0) return text.slice(0, start) + replacement + text.slice(at + 1).replace(/^;/, '');
  }
  throw new Error(`${opener} does not close`);
};

/** A function of src/config.ts returning the clinic's object, written anew to return it with `changed` keys. */
function returning<T extends object>(
  name: string,
  given: () => T,
  changed: Partial<Record<keyof T, string>>,
  type = '',
) {
  const unknown = Object.keys(changed).filter((key) => !(key in given()));
  if (unknown.length) throw new Error(`${name} has no ${unknown.join(', ')}`);
  const value = JSON.stringify({ ...given(), ...changed }, null, 2);
  return redeclare(`export function ${name}`, `export function ${name}()${type} {\n  return ${value} as const;\n}`);
}

/** Adds `item` as the last entry of the array the module exports as `name`: by the array's structure. */
const appendTo = (name: string, item: object) => (text: string) => {
  const start = text.indexOf(`export const ${name}`);
  const end = text.indexOf('];', start);
  if (start < 0 || end < 0) throw new Error(`no array exported as ${name}`);
  return `${text.slice(0, end).trimEnd().replace(/,$/, '')}, ${JSON.stringify(item)}${text.slice(end)}`;
};

/** The changes to src/config.ts: each old value read from the clinic's config, so a week that repeats a time is fine. */
const configChanges: Change[] = [
  [config.name, sampige.name],
  ...(String(config.shortName) === config.name ? [] : [[config.shortName, sampige.shortName] satisfies Change]),
  [config.email, sampige.email],
  [config.siteUrl, sampige.siteUrl],
  [config.phone.e164, sampige.phone.e164],
  [config.phone.display, sampige.phone.display],
  [config.postalCode, sampige.postalCode],
  [String(config.geo.latitude), String(sampige.geo.latitude)],
  [String(config.geo.longitude), String(sampige.geo.longitude)],
  [config.brand, sampige.brand],
  redeclare('const hours', `const hours: Week = ${JSON.stringify(sampige.hours, null, 2)};`),
  returning('placeInEnglish', sample.placeInEnglish, sampige.place.en),
  returning('placeInKannada', sample.placeInKannada, sampige.place.kn, ': Place'),
  returning('parkingInEnglish', sample.parkingInEnglish, sampige.parking.en),
  returning('parkingInKannada', sample.parkingInKannada, sampige.parking.kn, ': ReturnType<typeof parkingInEnglish>'),
];

/** The changes to each language's texts: the credit line, a footer link, the gallery's introduction. */
const contentChanges = (lang: 'en' | 'kn') => {
  const [site, gallery] = lang === 'en' ? [englishSite, { galleryIntro }] : [kannadaSite, kannadaGallery];
  return {
    'site.ts': [[site.footerText.credit, sampige.credit[lang]], appendTo('footerLinks', sampige.footerLink[lang])],
    'gallery.ts': [[gallery.galleryIntro, sampige.galleryIntro[lang]], ...pictureChanges['gallery.ts']!],
    'carousel.ts': pictureChanges['carousel.ts']!,
  } satisfies Record<string, Change[]>;
};

/**
 * Makes Sampige in a new copy of the repository (and of `more`, such as the tests): its photos under static/, its
 * facts in src/config.ts, its texts in src/content/. Returns the copy and its modules, as edited, to check.
 */
export async function makeSampige(prefix: string, more: string[] = []) {
  const dir = await copyRepository(prefix, more);
  for (const [path, make] of Object.entries(photos)) {
    await mkdir(join(dir, 'static', path, '..'), { recursive: true });
    await make().toFile(join(dir, 'static', path));
  }
  // Its map drawing saved as a Windows tool names it, which content still calls neighbourhood.svg.
  const map = join(dir, 'static/images/map');
  await rename(join(map, 'neighbourhood.svg'), join(map, 'Neighbourhood.SVG'));
  const edited = { config: await editConfig(dir, configChanges), en: {}, kn: {} } as {
    config: typeof sample;
    en: Record<string, Record<string, unknown>>;
    kn: Record<string, Record<string, unknown>>;
  };
  for (const lang of ['en', 'kn'] as const)
    for (const [module, changes] of Object.entries(contentChanges(lang)))
      edited[lang][module] = await editSource(dir, join('src/content', lang === 'en' ? '' : 'kn', module), changes);
  return { dir, edited };
}
