import { resolve, type PageKey } from './route-table.mjs';

export type { PageKey };

/** A place the app can show: the screen and the address it is shown at. */
export type Place = { key: PageKey; path: string };

/**
 * Where the browser should be for a path: the page to show there, or the page's own address to go to instead
 * (e.g. "/Contact" → "/contact"), exactly as the server answers it.
 */
export function placeFor(path: string): Place | { redirect: string } {
  const route = resolve(path);
  return route.status === 301 ? { redirect: route.location } : { key: route.key, path: route.path };
}

/** Whether a navigation link leads to the screen on show: About Us is current on "/" as on "/about". */
export function isCurrentPage(href: string, path: string): boolean {
  const target = resolve(href);
  const here = resolve(path);
  return target.status === 200 && here.status === 200 && target.key === here.key;
}
