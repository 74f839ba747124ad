/** Each page's <title>: the browser needs these (and not the rest of the head) to retitle on navigation. */
import { clinic } from '../config';
import type { PageKey } from '../lib/route-table.mjs';

export const titles: Readonly<Record<PageKey, string>> = {
  home: `${clinic.name} · Dentist in ${clinic.address.district}, ${clinic.address.locality}`,
  treatments: `Our Treatments · ${clinic.name}`,
  gallery: `Case Gallery · ${clinic.name}`,
  contact: `Contact Us · ${clinic.name}`,
  privacy: `Privacy notice · ${clinic.name}`,
  'not-found': `Page not found · ${clinic.name}`,
};
