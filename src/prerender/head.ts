// A page's head: its title and description from its content module, and its canonical path (none for the 404 and offline pages).
import { content } from 'site:content';
import { locale } from '../content/site';
import { canonicalPathOf, type PageKey } from '../lib/route-table.mjs';

/** `canonicalPath` is in English and the same for every address of a screen (/about's is /). */
export type Head = { title: string; description: string; canonicalPath: string | null; noindex?: boolean };

export function headOf(key: PageKey): Head {
  const words = content[key] ?? {};
  const file = `src/content/${locale.lang === 'en' ? '' : `${locale.lang}/`}${key}.ts`;
  for (const name of ['title', 'description'])
    if (typeof words[name] !== 'string' || !words[name].trim())
      throw new Error(`page '${key}' (${locale.lang}): ${file} exports no ${name}`);
  const head = { title: words.title as string, description: words.description as string };
  // The 404 and offline pages are at no address of their own.
  const canonicalPath = canonicalPathOf(key);
  return canonicalPath === null ? { ...head, canonicalPath, noindex: true } : { ...head, canonicalPath };
}
