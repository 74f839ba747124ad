import { config } from '../config';
import type { PageKey } from './routes';

/** Each page's <title>: the browser needs these (and not the rest of the head) to retitle on navigation. */
export const titles: Readonly<Record<PageKey, string>> = {
  home: `${config.name} · Dentist in Jayanagar, ${config.address.locality}`,
  treatments: `Our Treatments · ${config.name}`,
  'case-studies': `Case Gallery · ${config.name}`,
  contact: `Contact Us · ${config.name}`,
  privacy: `Privacy notice · ${config.name}`,
  'not-found': `Page not found · ${config.name}`,
};
