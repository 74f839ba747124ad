// The client fetches the route table only for an address that may be another spelling: it must miss none.
import { describe, expect, it } from 'vitest';
import { documents, languages, resolve } from '../../../src/lib/route-table.mjs';
import { mayBeAnotherSpelling } from '../../../src/lib/spelling.mjs';

/** Ways to write an address: its own, in capitals, capitalised, with or without its slash, as a file. */
const spellings = (path: string) =>
  [
    path,
    path.toUpperCase(),
    path.replace(/\/(\w)/g, (_, letter: string) => `/${letter.toUpperCase()}`),
    path.endsWith('/') ? path.slice(0, -1) : `${path}/`,
    path.endsWith('/') ? `${path}index.html` : `${path}.html`,
    path.endsWith('/') ? `${path}INDEX.HTML` : `${path}/index.html`,
  ].filter((spelling) => spelling.startsWith('/')); // A browser's address always has a path, "/" at least.

describe('mayBeAnotherSpelling', () => {
  const paths = languages.flatMap((lang) => documents(lang).map(({ path }) => path));

  it("is true for every spelling resolve() redirects, of every page's address in every language", () => {
    const variants = paths.flatMap(spellings);
    const redirected = variants.filter((path) => resolve(path).status === 308);
    expect(redirected.length).toBeGreaterThan(paths.length);
    expect(redirected.filter((path) => !mayBeAnotherSpelling(path))).toEqual([]);
  });

  it("is false for the pages' own addresses and for an address the site lacks", () => {
    const own = paths.filter((path) => resolve(path).status === 200);
    expect(own.filter(mayBeAnotherSpelling)).toEqual([]);
    expect(mayBeAnotherSpelling('/no-such-page')).toBe(false);
  });
});
