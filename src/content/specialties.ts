/** The specialties in the home page's "Our Specialties" panel, in the order docs/requirements.md §2.10 lists them. */
import type { Specialty, SpecialtyId } from './types';

export const specialties: Specialty[] = [
  {
    id: 'smile-correction',
    title: 'Smile Correction',
    icon: 'smile-correction',
  },
  {
    id: 'aligners',
    title: 'Aligners',
    icon: 'aligners',
  },
  {
    id: 'dental-implants',
    title: 'Dental Implants',
    icon: 'dental-implants',
  },
  {
    id: 'cosmetic-dentistry',
    title: 'Cosmetic Dentistry',
    icon: 'cosmetic-dentistry',
  },
  {
    id: 'laser-dentistry',
    title: 'Laser Dentistry',
    icon: 'laser-dentistry',
  },
];

/** The name screen readers give the list of specialties. */
export const specialtiesLabel = 'Our specialties';

/** The specialty shown open when the home page first loads. */
export const defaultSpecialty: SpecialtyId = 'smile-correction';
