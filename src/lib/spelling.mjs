// Whether resolve() may redirect an address, asked by the client entry before it fetches the route table;
// tests/unit/lib/spelling.test.ts holds it to resolve() over every page's spellings.

export const mayBeAnotherSpelling = (/** @type {string} */ path) =>
  path !== path.toLowerCase() ||
  /\.html$/i.test(path) ||
  // A trailing slash, but a language's home ("/kn/"), which is written so.
  (/.\/$/.test(path) && !/^\/[a-z]{2}\/$/.test(path)) ||
  /^\/[a-z]{2}$/.test(path);
