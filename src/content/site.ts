/** The texts of the site's frame that the spec quotes, written once; components and tests import them. */
import { config } from '../config';

/** The navigation items in the spec's order; Book Appointment opens the dialog instead of a route. */
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

/** The visible label of every chat link (spec §1). */
export const talkToUsLabel = 'Talk to us';

/** What a gallery image shows in its place when it cannot be loaded (spec §2, §8). */
export const imageFailedText = 'Image failed to load';

/** The 404 page's message (spec §2). */
export const notFoundText = 'Oops! Page not found';

/** The full postal address on one line, as the footer, contact page and map show it. */
export const addressLine = `${config.address.street}, ${config.address.locality}, ${config.address.region} ${config.address.postalCode}`;

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

/** The addresses the frame links to, in this language. */
export const paths = { home: '/', privacy: '/privacy' } as const;

/** The clinic in a line: the footer, the share card, the saved shortcut. */
export const tagline = `Gentle, modern dentistry in ${config.address.district}`;

/** The clinic's address as a patient would write it, and where it is from the nearest landmark. */
export const clinicAddress = {
  street: config.address.street,
  locality: config.address.locality,
  landmark: config.address.landmark,
};

/** A time of config.hours as the site writes it: "09:30" → "9.30AM". */
const clock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 || 12}.${String(minutes).padStart(2, '0')}${hours < 12 ? 'AM' : 'PM'}`;
};

/** The opening hours as two lines (spec §2.17: "Mon - Sat 9.30AM - 6.30PM", "Sunday on appointments only"). */
export const hoursLines = [`Mon - Sat ${clock(config.hours.opens)} - ${clock(config.hours.closes)}`, config.hours.sunday] as const;

/** What a link that opens a new tab tells screen readers, after its own words. */
export const newTabHint = {
  page: '(opens in a new tab)',
  map: '(opens a map in a new tab)',
  chat: '(opens a chat in a new tab)',
} as const;

/** The footer's words: a line about the clinic, its three headings and the copyright's last words. */
export const footerText = {
  about: 'Braces, aligners, implants, root canals and family dentistry under one roof.',
  visit: 'Visit',
  contact: 'Contact',
  hours: 'Hours',
  rights: 'All rights reserved.',
} as const;

/** The 404 page's line under its heading, and its way back. */
export const notFoundPage = {
  lead: 'The page you asked for does not exist or has moved.',
  home: 'Return to Home',
} as const;

/** A carousel slide's name for screen readers, "2 of 4" (the APG carousel pattern). */
export const slideOf = (index: number, count: number) => `${index + 1} of ${count}`;

/** The accessible name of every toast's close button. */
export const dismissNotificationLabel = 'Dismiss notification';
