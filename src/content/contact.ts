/** Texts of the contact page. */
import { config } from '../config';

/** The contact page's h1. */
export const contactHeadline = 'Contact Us';

/** The paragraph under the contact page's h1. */
export const contactIntro = `Call us on ${config.phone.display}, or drop in during clinic hours. We are happy to answer questions before you book.`;

/** The sentence above the Message Us form. */
export const messageUsIntro = 'Send us a message and we will reply within 24 hours.';
