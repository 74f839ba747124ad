// `npm run bench`: timed clean and cached builds, Lighthouse (default mobile profile, simulated slow 4G) on every
// route served compressed on loopback, real throttling (throttle.mjs), the server under load (server-load.mjs).
// Each part prints a Markdown table for the README and asserts nothing. BENCH_ONLY=lighthouse|throttle|server
// (comma-separated) runs only those parts; BENCH_RUNS sets the runs per measure (3).
import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// chrome-launcher comes with lighthouse (its own dependency), so the bench adds none.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSiteServer } from '../../src/server/serve.mjs';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { chromiumVersion, load1, machine, median, seconds, today } from './common.mjs';
import { serverLoadReport } from './server-load.mjs';
import { throttleReport } from './throttle.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.DIST_DIR || join(root, '.cache', 'bench-dist');
const imageCache = join(root, '.cache', 'bench-images');
const runs = Number(process.env.BENCH_RUNS || 3);
const parts = ['lighthouse', 'throttle', 'server'];
const only = (process.env.BENCH_ONLY || parts.join(',')).split(',').map((part) => part.trim()).filter(Boolean);
const chromeFlags = ['--headless=new', ...chromiumFlags];

/** Every screen, and a path that does not exist (the 404 page, served with status 404). */
const routes = ['/', '/about', '/treatments', '/case-studies', '/contact', '/no-such-page'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** @typedef {import('lighthouse').Result} Lhr */
/** A category's score out of 100 (null, when the category could not be scored, counts as 0). */
const score = (/** @type {Lhr} */ lhr, /** @type {string} */ category) => (lhr.categories[category].score ?? 0) * 100;
/** An audit's measured value. */
const measured = (/** @type {Lhr} */ lhr, /** @type {string} */ audit) => lhr.audits[audit].numericValue ?? NaN;

/** @type {[name: string, read: (lhr: Lhr) => number, show: (value: number) => string][]} */
const columns = [
  ['Perf', (lhr) => score(lhr, 'performance'), (v) => v.toFixed(0)],
  ['FCP', (lhr) => measured(lhr, 'first-contentful-paint'), seconds],
  ['LCP', (lhr) => measured(lhr, 'largest-contentful-paint'), seconds],
  ['TBT', (lhr) => measured(lhr, 'total-blocking-time'), (v) => `${v.toFixed(0)} ms`],
  ['CLS', (lhr) => measured(lhr, 'cumulative-layout-shift'), (v) => v.toFixed(3)],
  ['SI', (lhr) => measured(lhr, 'speed-index'), seconds],
  ['Bytes', (lhr) => measured(lhr, 'total-byte-weight'), (v) => `${(v / 1024).toFixed(1)} KiB`],
  ['A11y', (lhr) => score(lhr, 'accessibility'), (v) => v.toFixed(0)],
  ['BP', (lhr) => score(lhr, 'best-practices'), (v) => v.toFixed(0)],
  ['SEO', (lhr) => score(lhr, 'seo'), (v) => v.toFixed(0)],
];

/**
 * Runs `node build.mjs` into the bench's own folder; resolves to its wall time in ms and its `images:` line.
 * @returns {Promise<{ ms: number, images: string | undefined }>}
 */
function timedBuild() {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs'], { cwd: root, env: { ...process.env, DIST_DIR: dist, IMAGE_CACHE: imageCache }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`build failed (exit ${code})\n${out}`));
      const images = out.split('\n').find((line) => line.startsWith('images:'));
      resolve({ ms: performance.now() - started, images });
    });
  });
}

/**
 * One Lighthouse run in a fresh headless Chromium; returns its result (lhr).
 * @param {string} url
 * @param {boolean} notFound
 * @returns {Promise<Lhr>}
 */
async function audit(url, notFound) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      // The 404 page is meant to answer 404; Lighthouse would otherwise refuse to score it.
      ignoreStatusCode: notFound,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError) throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** The Lighthouse part: timed clean and cached builds, then Lighthouse on every route; prints its table. */
async function lighthousePart() {
  console.log(`bench: ${runs} Lighthouse runs a route, default mobile profile, Chromium at ${chromiumPath}`);
  // Lighthouse scales the CPU time it observes by 4: a busy machine inflates TBT and the paints. Say how busy.
  const loadBefore = load1();
  // A clean build encodes every image, the cached one reuses them; the bench's own cache spares any build beside it.
  await rm(imageCache, { recursive: true, force: true });
  const clean = await timedBuild();
  const cached = await timedBuild();
  console.log(`clean build  ${seconds(clean.ms)}   ${clean.images ?? ''}`);
  console.log(`cached build ${seconds(cached.ms)}   ${cached.images ?? ''}`);

  /** @type {Record<string, Lhr[]>} */
  const results = Object.fromEntries(routes.map((route) => [route, []]));
  /** @type {Record<string, string | undefined>} */
  const lcpElements = {};
  await withSite(async (origin) => {
    // Round-robin, so a slow moment of the machine does not land on one route's three runs.
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const lhr = await audit(origin + route, route === '/no-such-page');
        results[route].push(lhr);
        // The details' shape is Lighthouse's own for this audit: a table whose first row lists the LCP node.
        const details = /** @type {any} */ (lhr.audits['largest-contentful-paint-element']?.details);
        lcpElements[route] ??= details?.items?.[0]?.items?.[0]?.node?.snippet;
        process.stdout.write(`  run ${run}/${runs} ${route.padEnd(14)} Perf ${columns[0][1](lhr).toFixed(0)}  LCP ${seconds(columns[2][1](lhr))}\n`);
      }
    }
  });

  const lines = [
    `Measured ${today()} with \`npm run bench\`: Lighthouse ${results['/'][0].lighthouseVersion}, default mobile profile (simulated slow 4G, 4× CPU slowdown), Chromium ${chromiumVersion()}, ${machine()}; median of ${runs} runs.`,
    '',
    `| Route | ${columns.map(([name]) => name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...routes.map((route) => `| \`${route}\` | ${columns.map(([, read, show]) => show(median(results[route].map(read)))).join(' | ')} |`),
    '',
    `Machine load average ${loadBefore} before, ${load1()} after (${cpus().length} cores); Lighthouse scales observed CPU time by 4, so a busy machine inflates TBT, FCP and LCP.`,
    '',
    `Build: clean ${(clean.ms / 1000).toFixed(1)} s, cached ${(cached.ms / 1000).toFixed(1)} s (wall time of \`node build.mjs\`, images encoded from nothing, then all reused).`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log('LCP element (first run):');
  for (const route of routes) console.log(`  ${route.padEnd(14)} ${lcpElements[route] ?? '-'}`);
}

/**
 * Serves the built site in this process on a free loopback port while `use(origin)` runs.
 * @template T
 * @param {(origin: string) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function withSite(use) {
  const server = createSiteServer(dist);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(null)));
  try {
    const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
    return await use(`http://127.0.0.1:${port}`);
  } finally {
    server.close();
  }
}

async function main() {
  const unknown = only.filter((part) => !parts.includes(part));
  if (unknown.length) throw new Error(`BENCH_ONLY: no part ${unknown.join(', ')}; the parts are ${parts.join(', ')}`);
  // A busy machine slows every figure here; say so up front rather than leave it to the small print.
  if (loadavg()[0] > cpus().length) console.log(`bench: note, load average ${load1()} on ${cpus().length} cores: other work will slow these figures`);

  if (only.includes('lighthouse')) await lighthousePart();
  else {
    // The other parts measure what is built now, so build it (untimed: timing is the Lighthouse part's).
    const { ms } = await timedBuild();
    console.log(`build ${seconds(ms)} into ${dist}`);
  }
  if (only.includes('throttle')) {
    console.log(`\nbench: real throttling, ${runs} runs a measure, Chromium at ${chromiumPath}`);
    console.log(`\n${await withSite((origin) => throttleReport(origin, runs))}\n`);
  }
  if (only.includes('server')) {
    console.log('\nbench: static server under load');
    console.log(`\n${await serverLoadReport(dist)}\n`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
