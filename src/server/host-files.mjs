// The files static hosts read beside the site (dist/_headers, _redirects, netlify.toml), written from the route table
// so that a host answers every address as `npm start` does, and the list of what may be served (dist/_files).
import { allPages, documents, fileOf, languages, notFoundFileOf, notFoundPrefixes } from '../lib/route-table.mjs';
import { cacheControl, securityHeaders, strictTransportSecurity } from './headers.mjs';

/** dist/_files: every file the build wrote (src/build/written.mjs), one URL path a line; npm start serves no other. */
export const filesList = '_files';

/** Read by the hosts or the server, never published. */
const hostFiles = ['/_headers', '/_redirects', '/netlify.toml', `/${filesList}`];

/**
 * Each page's other spellings and the address they answer 308 to, as Cloudflare Pages does for flat files: a file name
 * (/about.html; /404.html to /404), a trailing slash (/about/, /kn for /kn/) or "index" (/index, /kn/index/), and
 * /about/index.html, /about/index and /about/index/, by _redirects.
 * Another case (/Contact) gets the 404 page, whose script moves on to the page: no host matches every case.
 * @type {ReadonlyMap<string, string>}
 */
export const redirects = new Map(
  /** @type {[string, string][]} */ ([
    ...languages.flatMap((lang) => documents(lang)).map(({ path, file }) => [`/${file}`, path]),
    ...allPages.flatMap(({ path }) => {
      const others = path.endsWith('/')
        ? [path.slice(0, -1), `${path}index`, `${path}index/`].filter(Boolean)
        : [`${path}/`, `${path}/index.html`, `${path}/index`, `${path}/index/`];
      return others.map((from) => [from, path]);
    }),
  ]),
);

/**
 * The headers _headers' text gives every path, HSTS aside (loopback is plain HTTP); for '' (no file), the bare policy.
 * @returns {Record<string, string>}
 */
export function everyPathHeaders(/** @type {string} */ text) {
  const block = text.split(/\n(?=\S)/).find((rules) => rules.startsWith('/*\n'));
  if (!block) return securityHeaders();
  const headers = [...block.matchAll(/^\s+([\w-]+):[ \t]*(.*)$/gm)].map(([, name, value]) => [name, value]);
  return Object.fromEntries(headers.filter(([name]) => name !== 'Strict-Transport-Security'));
}

/**
 * Whether a URL path (still percent-encoded) names a published file: one the build wrote (`files`, as in dist/_files),
 * but no page's HTML (served at the page's address), compressed copy (served as an encoding) or host file.
 */
export const isPublished = (/** @type {string} */ path, /** @type {ReadonlySet<string>} */ files) =>
  files.has(path) && !/\.(html|br|gz)$/.test(path) && !hostFiles.includes(path);

/**
 * dist/_headers: security headers on every path, then one Cache-Control rule per page, folder and top-level file
 * (`files` are URL paths); never two for one path, as hosts would join both values.
 */
export function headersFile(/** @type {readonly string[]} */ files, /** @type {readonly string[]} */ styles = []) {
  const rules = new Map(allPages.map((page) => [page.path, cacheControl(`/${fileOf(page.path)}`)]));
  const written = new Set(files);
  for (const file of files.filter((path) => isPublished(path, written))) {
    const folder = /^\/[^/]+\//.exec(file)?.[0];
    const pattern = folder ? `${folder}*` : file;
    if (rules.has(pattern) && rules.get(pattern) !== cacheControl(file))
      throw new Error(`${file} is cached unlike the rest of ${folder}: give it its own folder`);
    rules.set(pattern, cacheControl(file));
  }
  /** @type {(pattern: string, headers: Record<string, string>) => string[]} */
  const block = (pattern, headers) => [pattern, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)];
  return [
    ...block('/*', { ...securityHeaders(styles), 'Strict-Transport-Security': strictTransportSecurity }),
    ...[...rules].flatMap(([pattern, value]) => block(pattern, { 'Cache-Control': value })),
    '',
  ].join('\n');
}

/**
 * dist/_redirects in syntax both hosts accept (200 and 308, one splat), for addresses no file matches (Netlify serves
 * a file before an unforced rule). Also what must 404 where Cloudflare, which decodes and tidies a path, would find a
 * file or page: /404, host files, compressed copies, an encoded trailing slash, an empty segment after a language's
 * prefix ("//contact", "/kn//contact"). Cloudflare has no 404 rule: a 200 rewrite to an address without a file gets
 * the nearest 404.html, with status 404.
 */
export function redirectsFile() {
  const notFound = (/** @type {string} */ prefix) => `${prefix}not-found`;
  const underEachPrefix = (/** @type {string[]} */ names) =>
    notFoundPrefixes.flatMap((prefix) => names.map((name) => [`${prefix}${name}`, notFound(prefix), '200']));
  const rules = [
    // Of the spellings above, those Cloudflare does not tidy by itself (in one step): a page's /index.html, /index and
    // /index/ (not a home's).
    ...[...redirects]
      .filter(([from, to]) => /\/index(\.html|\/)?$/.test(from) && !to.endsWith('/'))
      .map((rule) => [...rule, '308']),
    ...underEachPrefix(['404']),
    ...hostFiles.map((file) => [file, notFound('/'), '200']),
    // Rules with a splat last: Cloudflare reads them after all the others.
    ...underEachPrefix(['*.br', '*.gz', '*%2F', '*%2f', '/*']),
  ];
  const width = Math.max(...rules.map(([from]) => from.length));
  return `${rules.map(([from, to, code]) => `${from.padEnd(width)}  ${to.padEnd(width)}  ${code}`).join('\n')}\n`;
}

/**
 * dist/netlify.toml, the rules Cloudflare would refuse in _redirects: forced 308s from page files (Netlify serves a
 * file before an unforced rule), 404 files forced to 404, and /kn/'s own 404 page (Netlify finds only /404.html).
 */
export function netlifyToml() {
  /** @type {(from: string, to: string, status: number, force: boolean) => string} */
  const rule = (from, to, status, force) =>
    `[[redirects]]\nfrom = "${from}"\nto = "${to}"\nstatus = ${status}\nforce = ${force}\n`;
  const notFoundFile = (/** @type {string} */ prefix) => `/${notFoundFileOf(prefix)}`;
  return [
    '# Written by build.mjs from the route table (src/server/host-files.mjs); dist/_redirects holds the rest.\n',
    ...allPages.map(({ path }) => rule(`/${fileOf(path)}`, path, 308, true)),
    ...notFoundPrefixes.map((prefix) => rule(notFoundFile(prefix), notFoundFile(prefix), 404, true)),
    ...notFoundPrefixes
      .filter((prefix) => prefix !== '/')
      .map((prefix) => rule(`${prefix}*`, notFoundFile(prefix), 404, false)),
  ].join('\n');
}
