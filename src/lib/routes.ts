import navaid from 'navaid';

/** The screens of the site (spec §2). */
export type PageKey = 'home' | 'treatments' | 'case-studies' | 'contact' | 'privacy' | 'not-found';

/** Every path the site serves, and the screen it shows; anything else is the 404 page. */
export const routeTable: Readonly<Record<string, Exclude<PageKey, 'not-found'>>> = {
  '/': 'home',
  '/about': 'home',
  '/treatments': 'treatments',
  '/case-studies': 'case-studies',
  '/contact': 'contact',
  '/privacy': 'privacy',
};

/** Builds a navaid instance that calls `onMatch` with the page key for a path. */
export function createMatcher(onMatch: (key: PageKey, path: string) => void) {
  const nav = navaid('/', (path) => onMatch('not-found', path));
  for (const [pattern, key] of Object.entries(routeTable)) {
    nav.on(pattern, () => onMatch(key, pattern));
  }
  return nav;
}

/** The page for a path and the path in its normal form, e.g. "/about/" → home at "/about". */
export function resolve(path: string): { key: PageKey; path: string } {
  let found = { key: 'not-found' as PageKey, path };
  createMatcher((key, normal) => (found = { key, path: normal })).run(path);
  return found;
}
