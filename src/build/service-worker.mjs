// Build time: the service worker, /sw.js (src/offline/worker.ts), with this release's name and its offline pages in
// its first line, and what it weighs and keeps as it installs.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { inLanguage } from '../lib/route-table.mjs';
import { writeOut } from './written.mjs';
import { languagePlugin } from './site-modules.mjs';

/** The hashed files a page's HTML names (scripts, stylesheet, icons). */
const assetsOf = (/** @type {string} */ html) =>
  [...html.matchAll(/(?:src|href)="(\/assets\/[^"#]+)/g)].map(([, url]) => /** @type {string} */ (url));

/** Collects, as the build writes them, every page (for the release's name) and each language's offline page. */
export function offlinePages() {
  const release = createHash('sha256');
  /** @type {Record<string, string>} */
  const pages = {};
  const named = new Set();
  const theirs = new Set();
  return {
    /** A page the build writes: its files are every page's, not only the offline pages'. */
    page(/** @type {string} */ html) {
      release.update(html);
      for (const url of assetsOf(html)) named.add(url);
    },
    /** The offline page of `lang`, which goes into the worker, never into dist/. */
    offline(/** @type {import('../lib/route-table.mjs').Language} */ lang, /** @type {string} */ html) {
      release.update(html);
      pages[inLanguage('/', lang)] = html;
      for (const url of assetsOf(html)) theirs.add(url);
    },
    /** The worker's first line: the release, the offline pages by their language's home, and what only they run with. */
    settings: (/** @type {Record<string, string>} */ headers) => ({
      release: release.digest('base64url').slice(0, 8),
      offline: pages,
      headers,
      precache: [...theirs].filter((url) => !named.has(url)).sort(),
    }),
  };
}

/**
 * Bundles the worker into `dist`/sw.js with `settings` as its first line, JSON a test can read too: the offline pages
 * are in it, so it fetches nothing for them as it installs, and no host serves them at any address. `options` are the
 * browser bundles' own (target, minifying).
 * @param {string} dist
 * @param {ReturnType<ReturnType<typeof offlinePages>['settings']>} settings
 * @param {import('esbuild').BuildOptions} options
 */
export async function writeWorker(dist, settings, options) {
  const worker = await build({
    ...options,
    entryPoints: ['src/offline/worker.ts'],
    outfile: join(dist, 'sw.js'),
    write: false,
    format: 'iife',
    banner: { js: `const WORKER = ${JSON.stringify(settings)};` },
    plugins: [languagePlugin('en')],
  });
  await writeOut(join(dist, 'sw.js'), /** @type {import('esbuild').OutputFile[]} */ (worker.outputFiles)[0].text);
}

/** The size table's line for the worker: its own gzip size, and what it fetches and keeps as it installs. */
export async function workerSizes(/** @type {string} */ dist, /** @type {readonly string[]} */ precache) {
  const sizes = async (/** @type {string} */ url) => [
    (await stat(join(dist, url))).size,
    (await stat(join(dist, `${url}.gz`))).size,
  ];
  const [raw, gzip] = (await Promise.all(precache.map(sizes))).reduce(([r, g], [a, b]) => [r + a, g + b], [0, 0]);
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const [, worker] = await sizes('/sw.js');
  return (
    `service worker: sw.js ${kb(worker)} gzip, the offline pages in it; as it installs, it fetches and keeps ` +
    `${precache.length} files only they run with, ${kb(gzip)} gzip (${kb(raw)} as kept), and keeps the page open then`
  );
}
