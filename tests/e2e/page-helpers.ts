// The site's pages, from the route table, each with its words from its content module (src/content/<key>.ts, and its
// twin in each other language); and the landmarks that several specs look for, defined once.
import type { Page } from '@playwright/test';
import { navLabel } from '../../src/content/site';
import { canonicalPathOf, inLanguage, pages as rows, type Language } from '../../src/lib/route-table.mjs';

/** What a page's content module exports: its <title> and description, and its other texts. */
export type PageContent = { title: string; description: string } & Record<string, unknown>;

/**
 * The content of page `key` in `lang`: src/content/<key>.ts in English, src/content/<lang>/<key>.ts in another
 * language.
 */
export const contentOf = (key: string, lang: Language = 'en'): Promise<PageContent> =>
  import(`../../src/content/${lang === 'en' ? '' : `${lang}/`}${key}.ts`);

/**
 * Which text of its content is each page's h1 (the same key in every language). A page not named here is only held
 * to having an h1 with words.
 */
const headlineOf: Record<string, (content: any) => string> = {
  home: (c) => c.headline,
  treatments: (c) => c.treatmentsHeadline,
  gallery: (c) => c.galleryHeadline,
  contact: (c) => c.contactHeadline,
  privacy: (c) => c.privacyIntro.title,
};

/** What an h1 must say: its text, or any words at all for a page headlineOf does not know. */
const h1Text = (key: string, content: PageContent): string | RegExp => headlineOf[key]?.(content) ?? /\S/;

/**
 * Every page of the route table in `lang`: its address, its English twin, its key, h1, head and canonical (English)
 * path.
 */
export async function pagesIn(lang: Language) {
  return Promise.all(
    rows.map(async ({ path, key }) => {
      const content = await contentOf(key, lang);
      return {
        path: inLanguage(path, lang),
        english: path,
        key,
        h1: h1Text(key, content),
        head: { title: content.title, description: content.description },
        /** The page's canonical path in English (/about is the home page, "/"). */
        canonical: canonicalPathOf(key)!,
      };
    }),
  );
}

/** Each English page. */
export const pages = await pagesIn('en');

/** The page's level-1 heading. */
export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The header's main navigation. */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: navLabel });
