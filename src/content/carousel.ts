/** Slides of the clinic interior carousel on the home page. */
import type { Picture, Slide } from './types';

export const slides = [
  {
    id: 'reception',
    caption: 'Our reception and waiting area, with plenty of daylight and space to sit.',
  },
  {
    id: 'treatment-room',
    caption: 'A treatment room, cleaned and set up afresh for every patient.',
  },
] as const satisfies readonly Slide[];

/**
 * Each slide's picture, by its id: one for every slide and no other, as the type checks: only the build draws them, so the page's
 * script never carries their words.
 */
export const slidePictures = {
  reception: {
    src: '/images/interior/reception.svg',
    alt: 'Illustration of a bright reception and waiting area with a front desk, a sofa, a large window and potted jasmine plants.',
  },
  'treatment-room': {
    src: '/images/interior/treatment-room.svg',
    alt: 'Illustration of a clean treatment room with a dental chair, an overhead light, an instrument tray and a screen on an arm.',
  },
} satisfies Record<(typeof slides)[number]['id'], Picture> as Record<string, Picture>;

/** Heading of the clinic interior carousel section. */
export const carouselTitle = 'Inside the clinic';

/** The interior carousel's arrows. */
export const carouselArrows = { previous: 'Previous photo', next: 'Next photo' } as const;
