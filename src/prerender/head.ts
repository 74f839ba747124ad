// A page's head: its title and description from its content module, and its canonical path (none for a 404).
import { content } from 'site:content';
import { locale } from '../content/site';
import { canonicalPathOf, notFoundKey, type PageKey } from '../lib/route-table.mjs';

/** The browser UI colour, the brand's primary teal. */
export { themeColor } from '../styles/palette';

/**
 * What a page says about itself to browsers, search engines and link previews: its canonical path is in English (/about
 * is the same page as /), and a page search engines should not list is `noindex`.
 */
export type Head = { title: string; description: string; canonicalPath: string | null; noindex?: boolean };

/**
 * A page's head: the title and description its content module exports, and its canonical path from the route table.
 * Throws, naming the page and the file, when the module lacks either text.
 */
export function headOf(key: PageKey): Head {
  const words = content[key] ?? {};
  const file = `src/content/${locale.lang === 'en' ? '' : `${locale.lang}/`}${key}.ts`;
  for (const name of ['title', 'description'])
    if (typeof words[name] !== 'string' || !words[name].trim())
      throw new Error(`page '${key}' (${locale.lang}): ${file} exports no ${name}`);
  const head = { title: words.title as string, description: words.description as string };
  return key === notFoundKey
    ? { ...head, canonicalPath: null, noindex: true }
    : { ...head, canonicalPath: canonicalPathOf(key) };
}
