/** Texts of the home/about page. */
import { config } from '../config';

/** The home page's h1. */
export const headline = 'Gentle, unhurried dental care in Jayanagar';

/** The paragraph under the h1: where the clinic is and where to park. */
export const intro = `${config.name} is at ${config.address.street}, ${config.address.locality} ${config.address.postalCode}. Landmark: ${config.address.landmark}. There is dedicated parking for cars and two-wheelers in front of the building, so you can drive in without circling the block.`;

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
export const specialtiesIntro =
  'Beyond everyday care, these are the treatments we focus on. Choose one to read more.';

/** Heading of the clinic interior carousel section. */
export const carouselTitle = 'Inside the clinic';
