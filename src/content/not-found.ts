/** The 404 page's line under its heading, and its way back (its heading, notFoundText, is in site.ts: the requirements quote it). */
export const notFoundPage = {
  lead: 'The page you asked for does not exist or has moved.',
  home: 'Return to Home',
} as const;
