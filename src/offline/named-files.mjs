// The files a page's HTML names (its scripts, stylesheet, icons, pictures and the tab's icon): what it needs to open with
// no signal.

/** Each file once, without its fragment ("/assets/icons-….svg#phone" is the one file). */
export const filesNamedIn = (/** @type {string} */ html) => [
  ...new Set(Array.from(html.matchAll(/(?:src|href)="(\/(?:assets\/|images\/|favicon)[^"#]+)/g), ([, url]) => url)),
];
