/** The texts of the site's frame that the requirements quote (docs/requirements.md), written once; components and tests import them. */
import { clinic, placeInEnglish } from '../config';

/** Where the clinic is, as this language's texts name it: the facts of src/config.ts. A text reads the place from here, never from config. */
export const place = /* @__PURE__ */ placeInEnglish();

/** The navigation items in the required order (docs/requirements.md §2.4); Book Appointment opens the dialog instead of a route. */
export const navItems = [
  { label: 'About Us', href: '/about' },
  { label: 'Our Treatments', href: '/treatments' },
  { label: 'Case Gallery', href: '/case-studies' },
  { label: 'Book Appointment', href: null },
  { label: 'Contact', href: '/contact' },
] as const;

/** The label of every Book Appointment trigger, and of the floating button while its panel is closed. */
export const bookAppointmentLabel = 'Book Appointment';

/** The first link on every page, for keyboard users. */
export const skipLinkLabel = 'Skip to main content';

/** The main navigation's name, and its toggle's under 768 px. */
export const navLabel = 'Main';
export const menuLabel = 'Menu';

/** The label over the clinic phone in the header. */
export const callNowLabel = 'Call Now';

/** The visible label of every chat link (docs/requirements.md §1.5). */
export const talkToUsLabel = 'Talk to us';

/** What a gallery image shows in its place when it cannot be loaded (docs/requirements.md §2.13, §8). */
export const imageFailedText = 'Image failed to load';

/** The 404 page's message (docs/requirements.md §2.2). */
export const notFoundText = 'Oops! Page not found';

/** The full postal address on one line, as the footer, contact page and map show it. Made in a call marked pure, as
 * esbuild keeps a template at a module's top level even unused: a page's code that never shows it leaves it out. */
export const addressLine = /* @__PURE__ */ (() =>
  `${place.street}, ${place.locality}, ${place.region} ${clinic.postalCode}`)();

/** The floating contact button's landmark, its panel, and the same ways to reach us wherever they are listed. */
export const contactOptions = {
  landmark: 'Contact options',
  close: 'Close contact options',
  title: 'Reach us',
  call: 'Call',
  chat: 'Chat on WhatsApp',
  newTab: 'Opens in a new tab',
  email: 'Email',
  book: 'Request an appointment',
  bookDetail: 'We confirm by email',
} as const;

/** The language of these texts: the page's `lang`, and its locale for link previews. */
export const locale = { lang: 'en', ogLocale: 'en_IN', name: 'English' } as const;

/** The language switch in the header: the other language, named in itself, and its locale. */
export const languageSwitch = { label: 'ಕನ್ನಡ', lang: 'kn', ogLocale: 'kn_IN' } as const;

/** The footer's words: a line about the clinic, its headings, the copyright's last words, its new-tab hints and the site's credit. */
export const footerText = {
  mapNewTab: '(opens a map in a new tab)',
  newTab: '(opens in a new tab)',
  about: 'Braces, aligners, implants, root canals and family dentistry under one roof.',
  visit: 'Visit',
  contact: 'Contact',
  hours: 'Hours',
  rights: 'All rights reserved.',
  credit: 'Powered by Mallige Web',
} as const;

/** A carousel slide's name for screen readers, "2 of 4" (the APG carousel pattern). */
export const slideOf = (index: number, count: number) => `${index + 1} of ${count}`;

/** What screen readers call a carousel and its slides (`aria-roledescription`), in place of "region" and "group". */
export const carouselRoles = { carousel: 'carousel', slide: 'slide' } as const;

/** The home page and the privacy notice in this language (each apart, so a bundle takes only the one it uses). */
export const homePath = '/';
export const privacyPath = '/privacy';

/**
 * The links in the footer's last row, after the copyright: a page of this site (its address in this language) or
 * another site's (https://…, opened in a new tab). A clinic adds one here and in the other language's twin.
 */
export const footerLinks: readonly { label: string; href: string }[] = [{ label: 'Privacy', href: privacyPath }];

/** What a chat link that opens a new tab tells screen readers, after its own words. */
export const chatNewTabHint = '(opens a chat in a new tab)';

/** Items in a sentence, as English joins them: "a, b and c". */
export const listOf = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * The clinic in a line: the footer, the share card and its alt text, the saved shortcut. A function, as only the build
 * writes it: a constant reading the place would stay in every page's script.
 */
export const tagline = () => `Gentle, modern dentistry ${place.inDistrict}`;

/** The share image's description for screen readers, and the name of the structured data's list of treatments. */
export const shareImageAlt = (line: string) => `${clinic.name}, ${line}`;
export const treatmentsCatalogName = 'Treatments';
