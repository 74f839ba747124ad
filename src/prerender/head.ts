import { descriptions } from '../content/head';
import type { PageKey } from '../lib/routes';
import { titles } from '../lib/titles';

/** The browser UI colour, the brand's primary teal. */
export { themeColor } from '../styles/palette';

/** What a page says about itself to browsers, search engines and link previews. */
export type Head = {
  title: string;
  description: string;
  /** The canonical path in English; /about is the same page as /. Each language's page has its own (prerender/document.ts). */
  canonicalPath: string | null;
  /** Pages search engines should not list. */
  noindex?: boolean;
};

/** The head of every page, in one table. */
export const heads: Readonly<Record<PageKey, Head>> = {
  home: {
    title: titles.home,
    description: descriptions.home,
    canonicalPath: '/',
  },
  treatments: {
    title: titles.treatments,
    description: descriptions.treatments,
    canonicalPath: '/treatments',
  },
  'case-studies': {
    title: titles['case-studies'],
    description: descriptions['case-studies'],
    canonicalPath: '/case-studies',
  },
  contact: {
    title: titles.contact,
    description: descriptions.contact,
    canonicalPath: '/contact',
  },
  privacy: {
    title: titles.privacy,
    description: descriptions.privacy,
    canonicalPath: '/privacy',
  },
  'not-found': {
    title: titles['not-found'],
    description: descriptions['not-found'],
    canonicalPath: null,
    noindex: true,
  },
};
