/** Texts of the home/about page. Each other page's texts live with its content, so this page never downloads them. */
import { clinic, parkingInEnglish } from '../config';
import { place } from './site';

const parking = parkingInEnglish();

/** The home page's h1. */
export const headline = `Gentle, unhurried dental care ${place.inDistrict}`;

/** The small line above the h1. */
export const heroEyebrow = 'Dental clinic';

/** Where the clinic is, in one line a phone shows whole under the h1. */
export const whereLine = `${place.area}, ${place.locality}`;

/** The paragraph under the first screen's actions: the full address, a landmark and where to park, if config says. */
export const intro = `${clinic.name} is at ${place.street}, ${place.locality} ${clinic.postalCode}. Landmark: ${place.landmark}.${parking.sentence && ` ${parking.sentence}`}`;

/** Three short reasons to trust the clinic, shown under the intro. */
export const highlights: { title: string; text: string }[] = [
  {
    title: 'Sterilisation you can see',
    text: 'Instruments are sterilised and sealed in pouches. We open them in front of you.',
  },
  {
    title: 'Appointments that are not rushed',
    text: 'We book enough time to explain each step and answer your questions.',
  },
  {
    title: 'Costs explained first',
    text: 'You get a clear treatment plan and its cost before any treatment begins.',
  },
];

/** The sentence under the "Our Specialties" heading. */
export const specialtiesIntro = 'Beyond everyday care, these are the treatments we focus on. Choose one to read more.';

/** The name of the list of reasons to trust the clinic. */
export const highlightsLabel = 'Why patients choose us';

/** The specialties section's small line and heading. */
export const specialtiesHeading = { eyebrow: 'What we focus on', title: 'Our Specialties' } as const;

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `${clinic.name} · Dentist ${place.inDistrict}, ${place.locality}`;
export const description = `${clinic.name} is a family dental clinic in ${place.area}, ${place.locality}: braces and aligners, implants, root canals, cleaning and children's dentistry${parking.inBrief && `, ${parking.inBrief}`}.`;
