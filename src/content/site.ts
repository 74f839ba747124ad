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
