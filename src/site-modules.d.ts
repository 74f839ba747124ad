// The modules src/build/site-modules.mjs writes; a page's key is a string: an ambient module cannot import relatively.

/** Each page's code, by key, loaded on demand: in the browser, each page is a chunk of its own. */
declare module 'site:pages' {
  export const pages: Readonly<Record<string, () => Promise<import('react').ComponentType>>>;
}

/** Every content module of this build's language, by file name ("not-found" for src/content/not-found.ts). */
declare module 'site:content' {
  export const content: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}
