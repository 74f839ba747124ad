/** What each page says of itself to search engines and link previews, beside its title (titles.ts). */
import { config } from '../config';
import type { PageKey } from '../lib/route-table.mjs';
import { hoursLines } from './contact';

/** Each page's meta description. */
export const descriptions: Readonly<Record<PageKey, string>> = {
  home: `${config.name} is a family dental clinic in ${config.address.area}, ${config.address.locality}: braces and aligners, implants, root canals, cleaning and children's dentistry, with easy parking.`,
  treatments: `Orthodontics, root canal treatment, scaling, bridges and crowns, extraction, dentures, paediatric dentistry and fillings at ${config.name}, ${config.address.district}.`,
  gallery: `Before and after: see how aligners, whitening, implants and bonding change a smile at ${config.name}.`,
  contact: `Call, message or visit ${config.name} at ${config.address.street}, ${config.address.locality} ${config.address.postalCode}. Open ${hoursLines[0]}.`,
  privacy: `What ${config.name}'s appointment and message forms collect, why, where it goes, how long it is kept, and how to have it corrected or deleted.`,
  'not-found': `This page does not exist. Visit ${config.name}'s home page to book an appointment.`,
};

/** The share image's description for screen readers, and the name of the structured data's list of treatments. */
export const shareImageAlt = (tagline: string) => `${config.name}, ${tagline}`;
export const treatmentsCatalogName = 'Treatments';

/** The clinic in a line: the footer, the share card and its alt text, the saved shortcut (never in the browser's bundles). */
export const tagline = `Gentle, modern dentistry in ${config.address.district}`;
