/** Before/after cases: illustrations standing in for real case photos; a clinic replacing them must have each patient's written consent. */
import { clinic } from '../config';
import type { Case, CasePicture } from './types';

/** The case gallery page's h1. */
export const galleryHeadline = 'Case Gallery';

/** The paragraph under the case gallery page's h1. */
export const galleryIntro =
  'These before-and-after pictures are illustrative examples of what some common treatments can do. Every mouth is different, and we will talk through what is realistic for you.';

export const cases = [
  {
    id: 'aligned-front-teeth',
    title: 'Crowded front teeth aligned',
    summary: 'Crowded, overlapping upper front teeth were straightened with clear aligners over about 12 months.',
  },
  {
    id: 'whitened-smile',
    title: 'Stained teeth whitened',
    summary: 'Yellowed, stained teeth were lightened by several shades with in-clinic whitening over two visits.',
  },
  {
    id: 'replaced-missing-tooth',
    title: 'Missing tooth replaced',
    summary:
      'A missing upper side tooth was replaced with an implant and crown over about 4 months, including healing time.',
  },
  {
    id: 'repaired-chipped-tooth',
    title: 'Chipped tooth repaired',
    summary: 'A chipped upper front tooth was rebuilt with tooth-coloured bonding in a single visit.',
  },
] as const satisfies readonly Case[];

/**
 * Each case's picture, by its id: one for every case and no other, as the type checks: only the build draws them, so the page's
 * script never carries their words (a failed one's note reads them from the page).
 */
export const casePictures = {
  'aligned-front-teeth': {
    src: '/images/cases/aligned-front-teeth.svg',
    alt: 'Before and after: crowded, overlapping upper front teeth on the left; the same teeth straight and evenly spaced after aligner treatment on the right.',
  },
  'whitened-smile': {
    src: '/images/cases/whitened-smile.svg',
    alt: 'Before and after: yellowed, stained front teeth on the left; the same teeth several shades lighter after whitening on the right.',
  },
  'replaced-missing-tooth': {
    src: '/images/cases/replaced-missing-tooth.svg',
    alt: 'Before and after: a gap where an upper side tooth is missing on the left; the gap filled by an implant crown matching the teeth beside it on the right.',
  },
  'repaired-chipped-tooth': {
    src: '/images/cases/repaired-chipped-tooth.svg',
    alt: 'Before and after: an upper front tooth with a chipped corner on the left; the same tooth restored to its full shape with tooth-coloured bonding on the right.',
  },
} satisfies Record<(typeof cases)[number]['id'], CasePicture> as Record<string, CasePicture>;

/** What the gallery and its controls say: its name, the halves of a picture, the words on its buttons. */
export const galleryText = {
  name: 'Before and after cases',
  before: 'Before',
  after: 'After',
  previous: { word: 'Previous', arrow: 'Previous case' },
  next: { word: 'Next', arrow: 'Next case' },
  dots: 'Choose a case',
  /** A case's name on its dot and thumbnail, e.g. "Case 2: Stained teeth whitened". */
  caseName: (index: number, title: string) => `Case ${index + 1}: ${title}`,
};

/** The small line above the case gallery page's h1. */
export const galleryEyebrow = 'Before and after';

/**
 * The page's <title>, and what it says of itself to search engines and link previews: made in calls marked pure, which
 * the gallery's code, importing this file for its cases, leaves out (docs/decisions.md, 48).
 */
export const title = /* @__PURE__ */ (() => `Case Gallery · ${clinic.name}`)();
export const description = /* @__PURE__ */ (() =>
  `Before and after: see how aligners, whitening, implants and bonding change a smile at ${clinic.name}.`)();
