// What a static host reads beside the site so that it answers every address as `npm start` does, from the route
// table: dist/_headers and dist/_redirects (in the syntax Cloudflare Pages and Netlify both accept) and
// dist/netlify.toml (what only Netlify understands). `npm start` follows the same redirects and publishes the same files.
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { allPages, documents, fileOf, languages, notFoundFileOf, notFoundPrefixes } from '../lib/route-table.mjs';
import { cacheControl, securityHeaders, strictTransportSecurity } from './headers.mjs';

/** The hosts' own files in dist/: read by them, never published. */
const hostFiles = ['/_headers', '/_redirects', '/netlify.toml'];

/**
 * Each page's other spellings, and the address each answers 308 to, as Cloudflare Pages answers a site of flat files
 * by itself: a file's name (/about.html, /index.html, and /404.html to /404, which gets the 404 page) and a page's
 * trailing slash (/about/, and /kn for the folder /kn/); /about/index.html too, by a rule of _redirects. Another case
 * (/Contact) gets the 404 page, whose script moves on to the page: no host matches every case.
 * @type {ReadonlyMap<string, string>}
 */
export const redirects = new Map(
  /** @type {[string, string][]} */ ([
    ...languages.flatMap((lang) => documents(lang)).map(({ path, file }) => [`/${file}`, path]),
    ...allPages.flatMap(({ path }) =>
      (path.endsWith('/') ? [path.slice(0, -1)].filter(Boolean) : [`${path}/`, `${path}/index.html`]).map((from) => [
        from,
        path,
      ]),
    ),
  ]),
);

/**
 * The headers a built site's _headers (or '') gives every path, as a host reads them (HSTS aside: loopback is plain
 * HTTP); a site built without the file gets the policy without inline styles.
 * @returns {Record<string, string>}
 */
export function everyPathHeaders(/** @type {string} */ text) {
  const block = text.split(/\n(?=\S)/).find((rules) => rules.startsWith('/*\n'));
  if (!block) return securityHeaders();
  const lines = block
    .split('\n')
    .slice(1)
    .map((line) => /^\s+([\w-]+):\s*(.*)$/.exec(line))
    .filter((match) => match !== null);
  return Object.fromEntries(
    lines.filter(([, name]) => name !== 'Strict-Transport-Security').map(([, name, value]) => [name, value]),
  );
}

/**
 * Whether a URL path (still percent-encoded) names a file published at that address: plain names, none starting with
 * a dot; never a page's HTML (served at the page's address), a compressed copy (served as an encoding), a source map
 * or a host's own file.
 */
export const isPublished = (/** @type {string} */ path) =>
  /^(\/[\w-][\w.-]*)+$/.test(path) && !/\.(html|br|gz|map)$/.test(path) && !hostFiles.includes(path);

/**
 * dist/_headers: the security headers (and HSTS) on every path, then one Cache-Control rule per page address, per
 * folder and per top-level file; no two rules set Cache-Control for one path, as hosts would join both values.
 * `files` are the site's files as URL paths ("/assets/main-X.js"); `styles`, the hashes of the pages' inline CSS.
 */
export function headersFile(/** @type {readonly string[]} */ files, /** @type {readonly string[]} */ styles = []) {
  const rules = new Map(allPages.map((page) => [page.path, cacheControl(`/${fileOf(page.path)}`)]));
  for (const file of files.filter(isPublished)) {
    const folder = /^\/[^/]+\//.exec(file)?.[0];
    const pattern = folder ? `${folder}*` : file;
    if (rules.has(pattern) && rules.get(pattern) !== cacheControl(file)) {
      throw new Error(`${file} is cached unlike the rest of ${folder}: give it its own folder`);
    }
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

/** The 404 pages' prefixes, longest first: a rule for /kn/ must come before the same rule for /. */
const prefixesLongestFirst = [...notFoundPrefixes].sort((a, b) => b.length - a.length);

/**
 * dist/_redirects, in what both hosts accept (statuses 200 and 308, one splat) and only for addresses no file matches,
 * since Netlify serves a file before an unforced rule: /about/index.html answers 308 to /about. Then what must get the
 * 404 page although Cloudflare would find a file or a page there: /404 (404.html), its own files, compressed copies, a
 * trailing encoded slash and an empty first segment (it decodes and tidies the path, then finds the page). Cloudflare
 * has no 404 rule: a rewrite (200) to an address no file has gets the nearest 404.html, with status 404.
 */
export function redirectsFile() {
  const notFound = (/** @type {string} */ prefix) => `${prefix}not-found`;
  const underEachPrefix = (/** @type {string[]} */ names) =>
    prefixesLongestFirst.flatMap((prefix) => names.map((name) => [`${prefix}${name}`, notFound(prefix), '200']));
  const rules = [
    ...allPages.filter(({ path }) => !path.endsWith('/')).map(({ path }) => [`${path}/index.html`, path, '308']),
    ...underEachPrefix(['404']),
    ...hostFiles.map((file) => [file, notFound('/'), '200']),
    // Rules with a splat last: Cloudflare reads them after all the others.
    ...underEachPrefix(['*.br', '*.gz', '*%2F', '*%2f']),
    ['//*', notFound('/'), '200'],
  ];
  const width = Math.max(...rules.map(([from]) => from.length));
  return `${rules.map(([from, to, code]) => `${from.padEnd(width)}  ${to.padEnd(width)}  ${code}`).join('\n')}\n`;
}

/**
 * dist/netlify.toml, what Netlify needs and Cloudflare would refuse in _redirects: a forced 308 from each page's file
 * name (Netlify serves an existing file before an unforced rule), the 404 pages' files forced to status 404, and the
 * Kannada 404 page for the addresses under /kn/ (Netlify finds only /404.html by itself).
 */
export function netlifyToml() {
  /** @type {(from: string, to: string, status: number, force: boolean) => string} */
  const rule = (from, to, status, force) =>
    `[[redirects]]\nfrom = "${from}"\nto = "${to}"\nstatus = ${status}\nforce = ${force}\n`;
  const notFoundFile = (/** @type {string} */ prefix) => `/${notFoundFileOf(prefix)}`;
  return [
    '# Written by build.mjs from the route table (src/server/host-files.mjs); dist/_redirects holds the rest.\n',
    ...allPages.map(({ path }) => rule(`/${fileOf(path)}`, path, 308, true)),
    ...prefixesLongestFirst.map((prefix) => rule(notFoundFile(prefix), notFoundFile(prefix), 404, true)),
    ...prefixesLongestFirst
      .filter((prefix) => prefix !== '/')
      .map((prefix) => rule(`${prefix}*`, notFoundFile(prefix), 404, false)),
  ].join('\n');
}

/** Removes from a built site what no host may publish, a dotfile (or dot folder) or a source map; returns their paths. */
export async function removeUnpublishable(/** @type {string} */ dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const unpublishable = entries.filter((e) => e.name.startsWith('.') || (e.isFile() && e.name.endsWith('.map')));
  const paths = unpublishable.map((e) => join(e.parentPath, e.name));
  for (const path of paths) await rm(path, { recursive: true, force: true });
  return paths;
}
