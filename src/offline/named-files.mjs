// The hashed files a page's HTML names (its scripts, stylesheet and icons): what it needs to open with no signal.

/** Each file once, without its fragment ("/assets/icons-….svg#phone" is the one file). */
export const filesNamedIn = (/** @type {string} */ html) => [
  ...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"#]+)/g)].map(([, url]) => /** @type {string} */ (url))),
];
