/** Before/after cases in Kannada: the same order, ids and pictures as ../gallery.ts. */
import { clinic } from '../../config';
import type { Case, CasePicture } from '../types';

export const cases: Case[] = [
  {
    id: 'aligned-front-teeth',
    title: 'ಒತ್ತೊತ್ತಾಗಿದ್ದ ಮುಂದಿನ ಹಲ್ಲುಗಳು ನೇರವಾದವು',
    summary: 'ಒತ್ತೊತ್ತಾಗಿ, ಒಂದರ ಮೇಲೊಂದು ಬಂದಿದ್ದ ಮೇಲಿನ ಮುಂದಿನ ಹಲ್ಲುಗಳು, ಕ್ಲಿಯರ್ ಅಲೈನರ್‌ಗಳಿಂದ ಸುಮಾರು 12 ತಿಂಗಳಲ್ಲಿ ನೇರವಾದವು.',
  },
  {
    id: 'whitened-smile',
    title: 'ಕಲೆಯಾಗಿದ್ದ ಹಲ್ಲುಗಳು ಬೆಳ್ಳಗಾದವು',
    summary: 'ಹಳದಿಯಾಗಿ ಕಲೆಯಾಗಿದ್ದ ಹಲ್ಲುಗಳು, ಕ್ಲಿನಿಕ್‌ನಲ್ಲೇ ಮಾಡುವ ವೈಟನಿಂಗ್‌ನಿಂದ 2 ಭೇಟಿಗಳಲ್ಲಿ ಕೆಲವು ಶೇಡ್‌ಗಳಷ್ಟು ಬೆಳ್ಳಗಾದವು.',
  },
  {
    id: 'replaced-missing-tooth',
    title: 'ಹಲ್ಲು ಇಲ್ಲದ ಜಾಗಕ್ಕೆ ಹೊಸ ಹಲ್ಲು',
    summary: 'ಮೇಲಿನ ಬದಿಯ ಹಲ್ಲು ಇಲ್ಲದ ಜಾಗಕ್ಕೆ, ವಾಸಿಯಾಗುವ ಸಮಯವೂ ಸೇರಿ ಸುಮಾರು 4 ತಿಂಗಳಲ್ಲಿ, ಇಂಪ್ಲಾಂಟ್ ಮತ್ತು ಕ್ರೌನ್‌ನಿಂದ ಹೊಸ ಹಲ್ಲು ಬಂತು.',
  },
  {
    id: 'repaired-chipped-tooth',
    title: 'ಅಂಚು ಒಡೆದಿದ್ದ ಹಲ್ಲು ಸರಿಯಾಯಿತು',
    summary: 'ಅಂಚು ಒಡೆದಿದ್ದ ಮೇಲಿನ ಮುಂದಿನ ಹಲ್ಲು, ಹಲ್ಲಿನ ಬಣ್ಣದ ಬಾಂಡಿಂಗ್‌ನಿಂದ ಒಂದೇ ಭೇಟಿಯಲ್ಲಿ ಮೊದಲಿನ ಆಕಾರಕ್ಕೆ ಬಂತು.',
  },
];

/** Each case's picture, by its id: the same files as ../gallery.ts, the words in Kannada. */
export const casePictures: Record<string, CasePicture> = {
  'aligned-front-teeth': {
    src: '/images/cases/aligned-front-teeth.svg',
    alt: 'ಮೊದಲು ಮತ್ತು ನಂತರ: ಎಡಗಡೆ, ಒತ್ತೊತ್ತಾಗಿ ಒಂದರ ಮೇಲೊಂದು ಬಂದಿರುವ ಮೇಲಿನ ಮುಂದಿನ ಹಲ್ಲುಗಳು. ಬಲಗಡೆ, ಅಲೈನರ್ ಚಿಕಿತ್ಸೆಯ ನಂತರ ಅದೇ ಹಲ್ಲುಗಳು ನೇರವಾಗಿ, ಸಮ ಅಂತರದಲ್ಲಿವೆ.',
  },
  'whitened-smile': {
    src: '/images/cases/whitened-smile.svg',
    alt: 'ಮೊದಲು ಮತ್ತು ನಂತರ: ಎಡಗಡೆ, ಹಳದಿಯಾಗಿ ಕಲೆಯಾಗಿರುವ ಮುಂದಿನ ಹಲ್ಲುಗಳು. ಬಲಗಡೆ, ವೈಟನಿಂಗ್ ನಂತರ ಅದೇ ಹಲ್ಲುಗಳು ಕೆಲವು ಶೇಡ್‌ಗಳಷ್ಟು ಬೆಳ್ಳಗಾಗಿವೆ.',
  },
  'replaced-missing-tooth': {
    src: '/images/cases/replaced-missing-tooth.svg',
    alt: 'ಮೊದಲು ಮತ್ತು ನಂತರ: ಎಡಗಡೆ, ಮೇಲಿನ ಬದಿಯ ಹಲ್ಲು ಇಲ್ಲದ ಖಾಲಿ ಜಾಗ. ಬಲಗಡೆ, ಅದೇ ಜಾಗದಲ್ಲಿ ಪಕ್ಕದ ಹಲ್ಲುಗಳಿಗೆ ಹೊಂದುವ ಇಂಪ್ಲಾಂಟ್ ಕ್ರೌನ್.',
  },
  'repaired-chipped-tooth': {
    src: '/images/cases/repaired-chipped-tooth.svg',
    alt: 'ಮೊದಲು ಮತ್ತು ನಂತರ: ಎಡಗಡೆ, ಒಂದು ಮೂಲೆ ಒಡೆದಿರುವ ಮೇಲಿನ ಮುಂದಿನ ಹಲ್ಲು. ಬಲಗಡೆ, ಹಲ್ಲಿನ ಬಣ್ಣದ ಬಾಂಡಿಂಗ್‌ನಿಂದ ಅದೇ ಹಲ್ಲು ಮತ್ತೆ ಪೂರ್ತಿ ಆಕಾರಕ್ಕೆ ಬಂದಿದೆ.',
  },
};

/** The case gallery page's h1. */
export const galleryHeadline = 'ಕೇಸ್ ಗ್ಯಾಲರಿ';

/** The paragraph under the case gallery page's h1. */
export const galleryIntro =
  'ಚಿಕಿತ್ಸೆಗೆ ಮೊದಲು ಮತ್ತು ನಂತರದ ಈ ಚಿತ್ರಗಳು, ಕೆಲವು ಸಾಮಾನ್ಯ ಚಿಕಿತ್ಸೆಗಳಿಂದ ಏನು ಮಾಡಬಹುದು ಎಂದು ತಿಳಿಸುವ ಮಾದರಿ ಚಿತ್ರಗಳು. ಪ್ರತಿಯೊಬ್ಬರ ಬಾಯಿಯೂ ಬೇರೆ ಬೇರೆ. ನಿಮ್ಮ ವಿಷಯದಲ್ಲಿ ಏನು ಸಾಧ್ಯ ಎಂದು ನಿಮ್ಮ ಜೊತೆ ಕೂತು ಮಾತನಾಡುತ್ತೇವೆ.';

/** What the gallery and its controls say: its name, the halves of a picture, the words on its buttons. */
export const galleryText = {
  name: 'ಮೊದಲು ಮತ್ತು ನಂತರದ ಕೇಸ್‌ಗಳು',
  before: 'ಮೊದಲು',
  after: 'ನಂತರ',
  previous: { word: 'ಹಿಂದಿನದು', arrow: 'ಹಿಂದಿನ ಕೇಸ್' },
  next: { word: 'ಮುಂದಿನದು', arrow: 'ಮುಂದಿನ ಕೇಸ್' },
  dots: 'ಒಂದು ಕೇಸ್ ಆರಿಸಿ',
  /** A case's name on its dot and thumbnail, e.g. "ಕೇಸ್ 2: ಕಲೆಯಾಗಿದ್ದ ಹಲ್ಲುಗಳು ಬೆಳ್ಳಗಾದವು". */
  caseName: (index: number, title: string) => `ಕೇಸ್ ${index + 1}: ${title}`,
};

/** The small line above the case gallery page's h1. */
export const galleryEyebrow = 'ಮೊದಲು ಮತ್ತು ನಂತರ';

/**
 * The page's <title>, and what it says of itself to search engines and link previews: made in calls marked pure, which
 * the gallery's code, importing this file for its cases, leaves out (docs/decisions.md, 48).
 */
export const title = /* @__PURE__ */ (() => `ಕೇಸ್ ಗ್ಯಾಲರಿ · ${clinic.name}`)();
export const description = /* @__PURE__ */ (() =>
  `ಮೊದಲು ಮತ್ತು ನಂತರ: ${clinic.name} ಕ್ಲಿನಿಕ್‌ನಲ್ಲಿ ಅಲೈನರ್‌ಗಳು, ವೈಟನಿಂಗ್, ಇಂಪ್ಲಾಂಟ್ ಮತ್ತು ಬಾಂಡಿಂಗ್ ನಗುವನ್ನು ಹೇಗೆ ಬದಲಿಸುತ್ತವೆ ಎಂದು ನೋಡಿ.`)();
