// The files Netlify and Cloudflare Pages read beside the site, so that a static host answers every address as
// `npm start` does: dist/_headers and dist/_redirects, generated from the route table and headers.mjs.
import { allPages, documents, fileOf, notFoundPrefixes } from '../lib/route-table.mjs';
import { cacheControl, securityHeaders, strictTransportSecurity } from './headers.mjs';

/**
 * dist/_headers: the security headers (and HSTS) on every path, then one Cache-Control rule per page address,
 * per folder and per top-level file. No two rules set Cache-Control for one path: hosts would join both values.
 * `files` are the site's files as URL paths ("/favicon.svg", "/assets/main-X.js").
 * @param {readonly string[]} files
 * @returns {string}
 */
export function headersFile(files) {
  const rules = new Map(allPages.map((page) => [page.path, cacheControl(`/${fileOf(page.path)}`)]));
  // HTML is only ever served at a page's address; compressed copies are an encoding of their file.
  for (const file of files.filter((f) => !/\.(html|br|gz)$/.test(f))) {
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
    ...block('/*', { ...securityHeaders, 'Strict-Transport-Security': strictTransportSecurity }),
    ...[...rules].flatMap(([pattern, value]) => block(pattern, { 'Cache-Control': value })),
    '',
  ].join('\n');
}

/**
 * dist/_redirects: each page's file names (/about.html, /about/index.html, /index.html) answer 301 to its
 * address, keeping the query string; an unknown address gets its 404 page with status 404. Trailing slashes
 * need no rule: both hosts already send "/about/" to "/about" for a page kept as about.html (and Netlify would
 * match a "/about/" rule for "/about" too, and loop). "301!" makes Netlify redirect although the file exists: it is
 * given where `files` (the site's files as URL paths; by default the English pages') hold the page's file.
 * @param {readonly string[]} [files]
 * @returns {string}
 */
export function redirectsFile(files = documents().map(({ file }) => `/${file}`)) {
  /** @typedef {[from: string, to: string, code: string]} Rule */
  const rules = allPages.flatMap(({ path }) => /** @type {Rule[]} */ ([
    [`/${fileOf(path)}`, path, files.includes(`/${fileOf(path)}`) ? '301!' : '301'],
    ...(path.endsWith('/') ? [] : [[`${path}/index.html`, path, '301']]),
  ]));
  const longestFirst = [...notFoundPrefixes].sort((a, b) => b.length - a.length);
  for (const prefix of longestFirst) rules.push([`${prefix}*`, `/${fileOf(`${prefix}404`)}`, '404']);
  const width = Math.max(...rules.map(([from]) => from.length));
  return `${rules.map(([from, to, code]) => `${from.padEnd(width)}  ${to.padEnd(width)}  ${code}`).join('\n')}\n`;
}
