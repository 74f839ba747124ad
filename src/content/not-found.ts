import { clinic } from '../config';

/** The 404 page's line under its heading, and its way back (its heading, notFoundText, is in site.ts: the requirements quote it). */
export const notFoundPage = {
  lead: 'The page you asked for does not exist or has moved.',
  home: 'Return to Home',
} as const;

/** The page's <title>, and what it says of itself to search engines and link previews. */
export const title = `Page not found · ${clinic.name}`;
export const description = `This page does not exist. Visit ${clinic.name}'s home page to book an appointment.`;
