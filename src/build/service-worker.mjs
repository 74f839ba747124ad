// Build time: the service worker, /sw.js (src/offline/worker.ts), with this release's name and its offline pages in
// its first line, and what it weighs and keeps on a first visit.
import { createHash } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { inLanguage } from '../lib/route-table.mjs';
import { filesNamedIn } from '../offline/named-files.mjs';
import { record } from './written.mjs';
import { languagePlugin } from './site-modules.mjs';

/** Collects, as the build writes them, every page (for the release's name) and each language's offline page. */
export function offlinePages() {
  const release = createHash('sha256');
  /** @type {Record<string, string>} */
  const pages = {};
  /** @type {{ file: string, files: string[] }[]} */
  const visits = [];
  const theirs = new Set();
  return {
    /** Every page the build writes, with the files it names: what the worker keeps of it on a first visit. */
    visits,
    /** A page the build writes at `file` in dist/: its files are every page's, not only the offline pages'. */
    page(/** @type {string} */ file, /** @type {string} */ html) {
      release.update(html);
      visits.push({ file, files: filesNamedIn(html) });
    },
    /** The offline page of `lang`, which goes into the worker, never into dist/. */
    offline(/** @type {import('../lib/route-table.mjs').Language} */ lang, /** @type {string} */ html) {
      release.update(html);
      pages[inLanguage('/', lang)] = html;
      for (const url of filesNamedIn(html)) theirs.add(url);
    },
    /** The worker's first line: the release, the offline pages by their language's home, what only they run with. */
    settings: (/** @type {Record<string, string>} */ headers) => ({
      release: release.digest('base64url').slice(0, 8),
      offline: pages,
      headers,
      precache: [...theirs].filter((url) => !visits.some(({ files }) => files.includes(url))).sort(),
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
  await build({
    ...options,
    entryPoints: ['src/offline/worker.ts'],
    outfile: join(dist, 'sw.js'),
    banner: { js: `const WORKER = ${JSON.stringify(settings)};` },
    plugins: [languagePlugin('en')],
  });
  record(join(dist, 'sw.js'));
}

/**
 * The size table's lines for the worker: its own size, and what it keeps on a first visit at most (the page open then
 * and the files it names, already on the device, and the files only the offline pages run with, fetched on install).
 * @param {string} dist
 * @param {ReturnType<typeof offlinePages>['visits']} visits
 * @param {readonly string[]} precache
 */
export async function workerSizes(dist, visits, precache) {
  // A photo has no .gz beside it: it goes as it is.
  const sizes = async (/** @type {string} */ url) => {
    const raw = (await stat(join(dist, url))).size;
    return [raw, (await stat(join(dist, `${url}.gz`)).catch(() => null))?.size ?? raw];
  };
  const sum = async (/** @type {readonly string[]} */ urls) =>
    (await Promise.all(urls.map(sizes))).reduce(([r, g], [a, b]) => [r + a, g + b], [0, 0]);
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const [, worker] = await sizes('/sw.js');
  const [fetchedRaw, fetched] = await sum(precache);
  const kept = await Promise.all(visits.map(async ({ file, files }) => (await sum([`/${file}`, ...files]))[0]));
  const most = Math.max(0, ...kept);
  const largest = visits[kept.indexOf(most)];
  return [
    `service worker: sw.js ${kb(worker)} gzip, the offline pages in it`,
    `a first visit keeps ${kb(most + fetchedRaw)} at most: ${largest?.file} and the ${largest?.files.length} ` +
      `files it names, already on the device, and ${precache.length} files only the offline pages run with, ` +
      `${kb(fetched)} gzip fetched`,
  ].join('\n');
}
