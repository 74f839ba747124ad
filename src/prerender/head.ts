import * as contact from '../content/contact';
import * as gallery from '../content/gallery';
import * as home from '../content/home';
import * as notFound from '../content/not-found';
import * as privacy from '../content/privacy';
import * as treatments from '../content/treatments';
import type { PageKey } from '../lib/route-table.mjs';

/** The browser UI colour, the brand's primary teal. */
export { themeColor } from '../styles/palette';

/** What a page says about itself to browsers, search engines and link previews. */
export type Head = {
  title: string;
  description: string;
  /**
   * The canonical path in English; /about is the same page as /. Each language's page has its own
   * (prerender/document.ts).
   */
  canonicalPath: string | null;
  /** Pages search engines should not list. */
  noindex?: boolean;
};

/** A page's head: its title and description, from its content, and its canonical path. */
const head = ({ title, description }: { title: string; description: string }, canonicalPath: string | null): Head => ({
  title,
  description,
  canonicalPath,
});

/** The head of every page, in one table. */
export const heads: Readonly<Record<PageKey, Head>> = {
  home: head(home, '/'),
  treatments: head(treatments, '/treatments'),
  gallery: head(gallery, '/case-studies'),
  contact: head(contact, '/contact'),
  privacy: head(privacy, '/privacy'),
  'not-found': { ...head(notFound, null), noindex: true },
};
