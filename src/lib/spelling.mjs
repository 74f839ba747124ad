// Which addresses may be another spelling of a page's own, that the route table redirects: another case, a trailing
// slash, a file name (.html, /index.html), or a language's home without its slash ("/kn"). The client entry asks this
// before it fetches the table, on any page; tests/unit/lib/spelling.test.ts holds it to resolve() over every page's spellings.

/** Whether resolve() may redirect `path`; false means it answers 200 or 404 alone. */
export const mayBeAnotherSpelling = (/** @type {string} */ path) =>
  path !== path.toLowerCase() ||
  /\.html$/i.test(path) ||
  // A trailing slash, but a language's home ("/kn/"), which is written so.
  (/.\/$/.test(path) && !/^\/[a-z]{2}\/$/.test(path)) ||
  /^\/[a-z]{2}$/.test(path);
