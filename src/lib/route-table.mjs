// The one route table: the prerender, build.mjs, the host files and the static server read it (the browser learns a
// page's key from its HTML, and loads it only to move a misspelt address, src/main.tsx). Plain ESM typed with JSDoc, because build.mjs and the server run on Node without TypeScript.
import navaid from 'navaid';

/**
 * @typedef {string} PageKey A screen: src/<key>/<key>-page.tsx exporting <Key>Page, and its words (title and
 * description too) in src/content/<key>.ts and src/content/kn/<key>.ts; nothing else registers it.
 */
/** @typedef {{ path: string, key: PageKey }} Page An address that shows a page. */
/**
 * @typedef {{ status: 200 | 404, key: PageKey, path: string } | { status: 308, location: string }} Route What an
 * address gets: its page, a permanent redirect to the page's own address, or the 404 page.
 */
/** @typedef {'en' | 'kn'} Language */

/**
 * The English addresses, each also under /kn: lower case, with no trailing slash but a home page's ("/", "/kn/").
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

export const notFoundKey = 'not-found';

/** The page the service worker shows, with no connection, for an address it has not kept: never served by a host. */
export const offlineKey = 'offline';

/** @type {readonly PageKey[]} */
export const pageKeys = [...new Set(pages.map((page) => page.key)), notFoundKey, offlineKey];

/** The first of a key's rows is its canonical address ("/" for home, not "/about"). */
export const canonicalPathOf = (/** @type {PageKey} */ key) => pages.find((page) => page.key === key)?.path ?? null;

/** @type {readonly Language[]} */
export const languages = ['en', 'kn'];

export const inLanguage = (/** @type {string} */ path, /** @type {Language} */ lang) =>
  lang === 'en' ? path : `/${lang}${path}`;

/** @type {readonly Page[]} */
export const allPages = languages.flatMap((lang) =>
  pages.map(({ path, key }) => ({ path: inLanguage(path, lang), key })),
);

/** This page in the other language ("/about" ⇄ "/kn/about"); from a 404, `home` in it. */
export function languageSwitchHref(/** @type {string} */ path, /** @type {string} */ home) {
  const page = resolve(path).status === 200 ? path : home;
  return page.startsWith('/kn/') ? page.slice(3) : `/kn${page}`;
}

/**
 * Each language's home: its 404 page answers the missing addresses under it. Longest first (/kn/ before /): the first
 * an address starts with is its own, for notFoundFileOf as for the hosts' rules.
 * @type {readonly string[]}
 */
export const notFoundPrefixes = languages.map((lang) => inLanguage('/', lang)).sort((a, b) => b.length - a.length);

/** "/" → index.html, "/about" → about.html: static hosts serve both at the clean address. */
export const fileOf = (/** @type {string} */ path) =>
  path.endsWith('/') ? `${path.slice(1)}index.html` : `${path.slice(1)}.html`;

export function notFoundFileOf(/** @type {string} */ path) {
  const prefix = notFoundPrefixes.find((p) => path.startsWith(p)) ?? '/';
  return `${prefix.slice(1)}404.html`;
}

/** Where the offline page is rendered, in `lang`: resolve() answers this address with the 404 page, as any other. */
export const offlinePathOf = (/** @type {Language} */ lang) => inLanguage('/offline', lang);

/**
 * Every HTML file the build writes in `lang`, with the address it is rendered at: each page's, and for the 404 page a
 * missing one, /404, whose file by fileOf (404.html, kn/404.html) is the one notFoundFileOf names for that language.
 */
export const documents = (/** @type {Language} */ lang = 'en') =>
  [...pages.map((page) => page.path), '/404']
    .map((path) => inLanguage(path, lang))
    .map((path) => ({ path, file: fileOf(path) }));

// navaid forgives case and a trailing slash; resolve() turns that into a redirect to the page's own address.
/** @type {Page | null} */
let matched = null;
const matcher = navaid('/');
for (const page of allPages) matcher.on(page.path, () => (matched = page));

/**
 * A redirect's location always comes from the table, never from the request, so it cannot point off the site.
 * @returns {Route}
 */
export function resolve(/** @type {string} */ rawPath) {
  // A page's file name is another way to write its address: /index.html, /about/index.html, /about.html.
  const stem = rawPath.replace(/\/index\.html$/i, '/').replace(/([^/])\.html$/i, '$1');
  matched = null;
  matcher.run(stem);
  const page = /** @type {Page | null} */ (matched);
  // navaid would read "//contact" as "/contact"; no address of the site has an empty segment.
  if (!page || rawPath.includes('//')) return { status: 404, key: notFoundKey, path: rawPath };
  if (page.path !== rawPath) return { status: 308, location: page.path };
  return { status: 200, ...page };
}

/** By screen, not address: About Us is current on "/" as on "/about". */
export function isCurrentPage(/** @type {string} */ href, /** @type {string} */ path) {
  // Both are a page's own address (or the 404 page's), so neither resolves to a redirect.
  return /** @type {{ key?: PageKey }} */ (resolve(href)).key === /** @type {{ key?: PageKey }} */ (resolve(path)).key;
}
