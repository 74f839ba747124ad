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
  return {
    /** Every page the build writes, with the files it names: what the worker keeps of it on a first visit. */
    visits,
    /** A page the build writes at `file` in dist/. */
    page(/** @type {string} */ file, /** @type {string} */ html) {
      release.update(html);
      visits.push({ file, files: filesNamedIn(html) });
    },
    /** The offline page of `lang`, which goes into the worker, never into dist/. */
    offline(/** @type {import('../lib/route-table.mjs').Language} */ lang, /** @type {string} */ html) {
      release.update(html);
      pages[inLanguage('/', lang)] = html;
    },
    /**
     * The worker's first line: the release, the offline pages by their language's home, and the `precache`, what it
     * fetches as it installs: the code the forms and the offline pages run with that no page names (build.mjs).
     */
    settings: (/** @type {Record<string, string>} */ headers, /** @type {string[]} */ precache) => ({
      release: release.digest('base64url').slice(0, 8),
      offline: pages,
      headers,
      precache,
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
 * and the files it names, already on the device, and the files it fetches as it installs, the `precache`).
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
  // Each file once: a file the offline pages or the forms run with may be one the page names.
  const sum = async (/** @type {readonly string[]} */ urls) =>
    (await Promise.all([...new Set(urls)].map(sizes))).reduce(([r, g], [a, b]) => [r + a, g + b], [0, 0]);
  const kb = (/** @type {number} */ n) => `${(n / 1000).toFixed(1)} KB`;
  const [, worker] = await sizes('/sw.js');
  const [, fetched] = await sum(precache);
  const kept = await Promise.all(visits.map(({ file, files }) => sum([`/${file}`, ...files, ...precache])));
  const most = Math.max(0, ...kept.map(([raw]) => raw));
  const largest = visits[kept.findIndex(([raw]) => raw === most)];
  return [
    `service worker: sw.js ${kb(worker)} gzip, the offline pages in it`,
    `a first visit keeps ${kb(most)} at most: ${largest?.file} and the ${largest?.files.length} files it names, ` +
      `already on the device, and ${precache.length} files the forms and the offline pages run with, ` +
      `${kb(fetched)} gzip fetched as it installs`,
  ].join('\n');
}
