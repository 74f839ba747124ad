/** Each page's <title>: the browser needs these (and not the rest of the head) to retitle on navigation. */
import { config } from '../config';
import type { PageKey } from '../lib/routes';

export const titles: Readonly<Record<PageKey, string>> = {
  home: `${config.name} · Dentist in ${config.address.district}, ${config.address.locality}`,
  treatments: `Our Treatments · ${config.name}`,
  'case-studies': `Case Gallery · ${config.name}`,
  contact: `Contact Us · ${config.name}`,
  privacy: `Privacy notice · ${config.name}`,
  'not-found': `Page not found · ${config.name}`,
};
