// The one route table: the prerender, build.mjs and the static server read it (the browser learns a page's key from
// its HTML). Plain ESM typed with JSDoc, because build.mjs and the server run on Node without TypeScript.
import navaid from 'navaid';

/**
 * @typedef {string} PageKey A screen: its code is src/<key>/<key>-page.tsx, exporting <Key>Page, and its words, with
 * its title and description, src/content/<key>.ts and src/content/kn/<key>.ts; nothing else registers it.
 */
/** @typedef {{ path: string, key: PageKey }} Page An address that shows a page. */
/**
 * @typedef {{ status: 200 | 404, key: PageKey, path: string } | { status: 301, location: string }} Route What an
 * address gets: its page, a permanent redirect to the page's own address, or the 404 page.
 */
/** @typedef {'en' | 'kn'} Language */

/**
 * Every address that shows a page in English, and its screen; each is also in Kannada under /kn. An address is lower
 * case and has no trailing slash, except a home page's ("/", "/kn/").
 * @type {readonly Page[]}
 */
export const pages = [
  { path: '/', key: 'home' },
  // The same screen; its canonical link names "/".
  { path: '/about', key: 'home' },
  { path: '/treatments', key: 'treatments' },
  { path: '/case-studies', key: 'gallery' },
  { path: '/contact', key: 'contact' },
  { path: '/privacy', key: 'privacy' },
];

/** The screen of every address the table lacks, in every language. */
export const notFoundKey = 'not-found';

/** Every screen of the site: each key of the table, once, and the 404 page's. @type {readonly PageKey[]} */
export const pageKeys = [...new Set(pages.map((page) => page.key)), notFoundKey];

/** A page's canonical address in English: the first of its key's rows ("/" for home, not "/about"). */
export const canonicalPathOf = (/** @type {PageKey} */ key) => pages.find((page) => page.key === key)?.path ?? null;

/** English at the root, Kannada under /kn/, with the same pages. @type {readonly Language[]} */
export const languages = ['en', 'kn'];

/** A page's address in a language: "/about" is "/kn/about" in Kannada, and "/" is "/kn/". */
export const inLanguage = (/** @type {string} */ path, /** @type {Language} */ lang) =>
  lang === 'en' ? path : `/${lang}${path}`;

/** Every address that shows a page, in every language. @type {readonly Page[]} */
export const allPages = languages.flatMap((lang) =>
  pages.map(({ path, key }) => ({ path: inLanguage(path, lang), key })),
);

/** The language switch's address: this page in the other language ("/about" ⇄ "/kn/about"), from a 404, `home`'s. */
export function languageSwitchHref(/** @type {string} */ path, /** @type {string} */ home) {
  const page = resolve(path).status === 200 ? path : home;
  return page.startsWith('/kn/') ? page.slice(3) : `/kn${page}`;
}

/** Each language's home, whose 404 page answers any address under it the site lacks. @type {readonly string[]} */
export const notFoundPrefixes = languages.map((lang) => inLanguage('/', lang));

/** The file the build writes a page to: "/" → index.html, "/about" → about.html (static hosts serve both clean). */
export const fileOf = (/** @type {string} */ path) =>
  path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;

/** The 404 page's file for an address the site lacks: the one of the longest prefix it starts with. */
export function notFoundFileOf(/** @type {string} */ path) {
  const prefix = notFoundPrefixes.filter((p) => path.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? '/';
  return `${prefix.slice(1)}404.html`;
}

/** Every HTML file the build writes in a language, with the address it is rendered at (for a 404 page, a missing one). */
export function documents(/** @type {Language} */ lang = 'en') {
  return [
    ...pages.map((page) => inLanguage(page.path, lang)).map((path) => ({ path, file: fileOf(path) })),
    { path: inLanguage('/404', lang), file: notFoundFileOf(inLanguage('/', lang)) },
  ];
}

// navaid says which page an address means, forgiving case and a trailing slash; resolve() turns that
// forgiveness into a redirect to the page's own address.
/** @type {Page | null} */
let matched = null;
const matcher = navaid('/');
for (const page of allPages) matcher.on(page.path, () => (matched = page));

/**
 * What an address gets, on the server and in the browser alike: its page (200), a permanent redirect to the
 * page's own address (301: other case, trailing slash, /index.html or .html), or the 404 page. The redirect's
 * location always comes from the table, never from the request, so it cannot point off the site.
 * @returns {Route}
 */
export function resolve(/** @type {string} */ rawPath) {
  /** @type {Route} */
  const notFound = { status: 404, key: notFoundKey, path: rawPath };
  // navaid would read "//contact" as "/contact"; no address of the site has an empty segment.
  if (rawPath.includes('//')) return notFound;
  // A page's file name is another way to write its address: /index.html, /about/index.html, /about.html.
  const stem = rawPath.replace(/\/index\.html$/i, '/').replace(/([^/])\.html$/i, '$1');
  matched = null;
  matcher.run(stem);
  const page = /** @type {Page | null} */ (matched);
  if (!page) return notFound;
  if (page.path !== rawPath) return { status: 301, location: page.path };
  return { status: 200, ...page };
}

/** Whether a navigation link leads to the screen on show: About Us is current on "/" as on "/about". */
export function isCurrentPage(/** @type {string} */ href, /** @type {string} */ path) {
  // A link names a page's own address; the path on show is a page's own address, or the 404 page's.
  return /** @type {{ key?: PageKey }} */ (resolve(href)).key === /** @type {{ key?: PageKey }} */ (resolve(path)).key;
}
