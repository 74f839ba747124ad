/** Texts of the home/about page, plus the headings and intros of the treatments, gallery and contact pages. */
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


/** The treatments page's h1. */
export const treatmentsHeadline = 'Our Treatments';

/** The paragraph under the treatments page's h1. */
export const treatmentsIntro =
  'From a routine clean to replacing a missing tooth, here is what each treatment involves. We explain every step, and the cost, before we begin.';

/** The case gallery page's h1. */
export const galleryHeadline = 'Case Gallery';

/** The paragraph under the case gallery page's h1. */
export const galleryIntro =
  'These before-and-after pictures are illustrative examples of what some common treatments can do. Every mouth is different, and we will talk through what is realistic for you.';

/** The contact page's h1. */
export const contactHeadline = 'Contact Us';

/** The paragraph under the contact page's h1. */
export const contactIntro = `Call us on ${config.phone.display}, or drop in during clinic hours. We are happy to answer questions before you book.`;

/** The sentence above the Message Us form. */
export const messageUsIntro = 'Send us a message and we will reply within 24 hours.';
