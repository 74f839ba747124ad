/** The screens of the site; the 404 page is the screen of every address the table lacks. */
export type PageKey = 'home' | 'treatments' | 'case-studies' | 'contact' | 'privacy' | 'not-found';
/** An address that shows a page. */
export type Page = { path: string; key: Exclude<PageKey, 'not-found'> };
/** What an address gets: its page, a permanent redirect to the page's own address, or the 404 page. */
export type Route =
  | { status: 200 | 404; key: PageKey; path: string }
  | { status: 301; location: string };

/** Every address that shows a page, and the screen it shows. */
export const pages: readonly Page[];
/** The site's languages: English at the root, Kannada under /kn/. */
export type Language = 'en' | 'kn';
export const languages: readonly Language[];
/** The language an address is in. */
export function languageOf(path: string): Language;
/** A page's address in a language: "/about" is "/kn/about" in Kannada. */
export function inLanguage(path: string, lang: Language): string;
/** Every address that shows a page, in every language. */
export const allPages: readonly Page[];
/** The same address in the other language: "/about" ⇄ "/kn/about", "/" ⇄ "/kn/". */
export function counterpart(path: string): string;
/** Each part of the site with its own 404 page. */
export const notFoundPrefixes: readonly string[];
/** The file the build writes a page to: "/" → index.html, "/about" → about.html. */
export function fileOf(path: string): string;
/** The 404 page's file for an address the site lacks. */
export function notFoundFileOf(path: string): string;
/** Every HTML file the build writes, with the address it is rendered at. */
export function documents(lang?: Language): { path: string; file: string }[];
/** What an address gets, on the server and in the browser alike. */
export function resolve(rawPath: string): Route;
/** Whether a navigation link leads to the screen on show: About Us is current on "/" as on "/about". */
export function isCurrentPage(href: string, path: string): boolean;
