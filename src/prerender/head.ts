import { config } from '../config';
import type { PageKey } from '../lib/routes';
import { titles } from '../lib/titles';

/** The browser UI colour, the brand's primary teal. */
export const themeColor = '#0f5f66';

/** What a page says about itself to browsers, search engines and link previews. */
export type Head = {
  title: string;
  description: string;
  /** The canonical path; /about is the same page as /. */
  canonicalPath: string | null;
  /** Pages search engines should not list. */
  noindex?: boolean;
};

/** The head of every page, in one table. */
export const heads: Readonly<Record<PageKey, Head>> = {
  home: {
    title: titles.home,
    description: `${config.name} is a family dental clinic in Jayanagar 4th Block, ${config.address.locality}: braces and aligners, implants, root canals, cleaning and children's dentistry, with easy parking.`,
    canonicalPath: '/',
  },
  treatments: {
    title: titles.treatments,
    description: `Orthodontics, root canal treatment, scaling, bridges and crowns, extraction, dentures, paediatric dentistry and fillings at ${config.name}, Jayanagar.`,
    canonicalPath: '/treatments',
  },
  'case-studies': {
    title: titles['case-studies'],
    description: `Before and after: see how aligners, whitening, implants and bonding change a smile at ${config.name}.`,
    canonicalPath: '/case-studies',
  },
  contact: {
    title: titles.contact,
    description: `Call, message or visit ${config.name} at ${config.address.street}, ${config.address.locality} ${config.address.postalCode}. Open ${config.hours.weekdays}.`,
    canonicalPath: '/contact',
  },
  privacy: {
    title: titles.privacy,
    description: `What ${config.name}'s appointment and message forms collect, why, where it goes, how long it is kept, and how to have it corrected or deleted.`,
    canonicalPath: '/privacy',
  },
  'not-found': {
    title: titles['not-found'],
    description: `This page does not exist. Visit ${config.name}'s home page to book an appointment.`,
    canonicalPath: null,
    noindex: true,
  },
};
