/** Slides of the clinic interior carousel on the home page, in Kannada. Same order, ids and images as ../carousel.ts. */
import type { Picture, Slide } from '../types';

export const slides: Slide[] = [
  {
    id: 'reception',
    caption: 'ನಮ್ಮ ರಿಸೆಪ್ಷನ್ ಮತ್ತು ವೇಟಿಂಗ್ ಏರಿಯಾ. ಇಲ್ಲಿ ಚೆನ್ನಾಗಿ ಬೆಳಕು ಬರುತ್ತದೆ, ಕೂರಲು ಸಾಕಷ್ಟು ಜಾಗವಿದೆ.',
  },
  {
    id: 'treatment-room',
    caption: 'ಚಿಕಿತ್ಸೆಯ ಕೋಣೆ. ಪ್ರತಿ ರೋಗಿ ಬರುವ ಮೊದಲು ಇದನ್ನು ಸ್ವಚ್ಛ ಮಾಡಿ, ಹೊಸದಾಗಿ ಸಿದ್ಧ ಮಾಡುತ್ತೇವೆ.',
  },
];

/** Each slide's picture, by its id: the same files as ../carousel.ts, the words in Kannada. */
export const slidePictures: Record<string, Picture> = {
  reception: {
    src: '/images/interior/reception.svg',
    alt: 'ಬೆಳಕಿರುವ ರಿಸೆಪ್ಷನ್ ಮತ್ತು ವೇಟಿಂಗ್ ಏರಿಯಾದ ಚಿತ್ರ. ಫ್ರಂಟ್ ಡೆಸ್ಕ್, ಒಂದು ಸೋಫಾ, ದೊಡ್ಡ ಕಿಟಕಿ ಮತ್ತು ಕುಂಡಗಳಲ್ಲಿ ಮಲ್ಲಿಗೆ ಗಿಡಗಳಿವೆ.',
  },
  'treatment-room': {
    src: '/images/interior/treatment-room.svg',
    alt: 'ಸ್ವಚ್ಛವಾದ ಚಿಕಿತ್ಸೆಯ ಕೋಣೆಯ ಚಿತ್ರ. ಡೆಂಟಲ್ ಚೇರ್, ಮೇಲೆ ಒಂದು ಲೈಟ್, ಉಪಕರಣಗಳ ಟ್ರೇ ಮತ್ತು ತಿರುಗಿಸಬಹುದಾದ ಸ್ಟ್ಯಾಂಡ್‌ಗೆ ಜೋಡಿಸಿದ ಒಂದು ಸ್ಕ್ರೀನ್ ಇದೆ.',
  },
};

/** Heading of the clinic interior carousel section. */
export const carouselTitle = 'ಕ್ಲಿನಿಕ್ ಒಳಗೆ';

/** The interior carousel's arrows. */
export const carouselArrows = { previous: 'ಹಿಂದಿನ ಫೋಟೋ', next: 'ಮುಂದಿನ ಫೋಟೋ' } as const;
