/** The specialties in the home page's "Our Specialties" panel, in Kannada: the same order, ids, icons and pictures as ../specialties.ts. */
import type { Specialty, SpecialtyId } from '../types';

export const specialties: Specialty[] = [
  {
    id: 'smile-correction',
    title: 'ಸ್ಮೈಲ್ ಕರೆಕ್ಷನ್',
    icon: 'smile-correction',
  },
  {
    id: 'aligners',
    title: 'ಅಲೈನರ್‌ಗಳು',
    icon: 'aligners',
  },
  {
    id: 'dental-implants',
    title: 'ಡೆಂಟಲ್ ಇಂಪ್ಲಾಂಟ್',
    icon: 'dental-implants',
  },
  {
    id: 'cosmetic-dentistry',
    title: 'ಕಾಸ್ಮೆಟಿಕ್ ಡೆಂಟಿಸ್ಟ್ರಿ',
    icon: 'cosmetic-dentistry',
  },
  {
    id: 'laser-dentistry',
    title: 'ಲೇಸರ್ ಡೆಂಟಿಸ್ಟ್ರಿ',
    icon: 'laser-dentistry',
  },
];

/** The name screen readers give the list of specialties. */
export const specialtiesLabel = 'ನಮ್ಮ ವಿಶೇಷ ಚಿಕಿತ್ಸೆಗಳು';

/** The specialty shown open when the home page first loads. */
export const defaultSpecialty: SpecialtyId = 'smile-correction';
