// `npm run bench`: a clean build and a cached build, timed; then Lighthouse (its default mobile profile:
// a mid-range phone on slow 4G, simulated) three times on every route, served compressed on loopback.
// Prints the medians as a Markdown table for the README. It measures; it asserts nothing.
import { execFileSync, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
// chrome-launcher comes with lighthouse (its own dependency), so the bench adds none.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createSiteServer } from '../../src/server/serve.mjs';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = process.env.DIST_DIR || join(root, '.cache', 'bench-dist');
const imageCache = join(root, '.cache', 'bench-images');
const runs = Number(process.env.BENCH_RUNS || 3);
const chromePath = chromiumPath;
const chromeFlags = ['--headless=new', ...chromiumFlags];

/** Every screen, and a path that does not exist (the 404 page, served with status 404). */
const routes = ['/', '/about', '/treatments', '/case-studies', '/contact', '/no-such-page'];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/** The columns of the table: what each reads from a Lighthouse result, and how it is shown. */
const columns = [
  ['Perf', (lhr) => lhr.categories.performance.score * 100, (v) => v.toFixed(0)],
  ['FCP', (lhr) => lhr.audits['first-contentful-paint'].numericValue, seconds],
  ['LCP', (lhr) => lhr.audits['largest-contentful-paint'].numericValue, seconds],
  ['TBT', (lhr) => lhr.audits['total-blocking-time'].numericValue, (v) => `${v.toFixed(0)} ms`],
  ['CLS', (lhr) => lhr.audits['cumulative-layout-shift'].numericValue, (v) => v.toFixed(3)],
  ['SI', (lhr) => lhr.audits['speed-index'].numericValue, seconds],
  ['Bytes', (lhr) => lhr.audits['total-byte-weight'].numericValue, (v) => `${(v / 1024).toFixed(1)} KiB`],
  ['A11y', (lhr) => lhr.categories.accessibility.score * 100, (v) => v.toFixed(0)],
  ['BP', (lhr) => lhr.categories['best-practices'].score * 100, (v) => v.toFixed(0)],
  ['SEO', (lhr) => lhr.categories.seo.score * 100, (v) => v.toFixed(0)],
];

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Runs `node build.mjs` into the bench's own folder; resolves to its wall time in ms. */
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

/** One Lighthouse run in a fresh headless Chromium; returns its result (lhr). */
async function audit(url, notFound) {
  const chrome = await launch({ chromePath, chromeFlags });
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

async function main() {
  console.log(`bench: ${runs} Lighthouse runs a route, default mobile profile, Chromium at ${chromePath}`);
  // Lighthouse scales the CPU time it observes by 4: a busy machine inflates TBT and the paints. Say how busy.
  const loadBefore = loadavg()[0];
  // A clean build has no encoded images to reuse; the second build reuses them all. The bench keeps its own
  // image cache, so emptying it never disturbs a build running beside it.
  await rm(imageCache, { recursive: true, force: true });
  const clean = await timedBuild();
  const cached = await timedBuild();
  console.log(`clean build  ${(clean.ms / 1000).toFixed(2)} s   ${clean.images ?? ''}`);
  console.log(`cached build ${(cached.ms / 1000).toFixed(2)} s   ${cached.images ?? ''}`);

  const server = createSiteServer(dist);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const results = Object.fromEntries(routes.map((route) => [route, []]));
  const lcpElements = {};
  try {
    // Round-robin, so a slow moment of the machine does not land on one route's three runs.
    for (let run = 1; run <= runs; run++) {
      for (const route of routes) {
        const lhr = await audit(origin + route, route === '/no-such-page');
        results[route].push(lhr);
        lcpElements[route] ??= lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
        process.stdout.write(`  run ${run}/${runs} ${route.padEnd(14)} Perf ${columns[0][1](lhr).toFixed(0)}  LCP ${seconds(columns[2][1](lhr))}\n`);
      }
    }
  } finally {
    server.close();
  }

  const version = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).match(/[\d.]{6,}/)?.[0] ?? '?';
  const date = new Date().toISOString().slice(0, 10);
  const lines = [
    `Measured ${date} with \`npm run bench\`: Lighthouse ${results['/'][0].lighthouseVersion}, default mobile profile (simulated slow 4G, 4× CPU slowdown), Chromium ${version}, Node ${process.versions.node}, ${cpus().length} × ${cpus()[0]?.model.trim()}; median of ${runs} runs.`,
    '',
    `| Route | ${columns.map(([name]) => name).join(' | ')} |`,
    `|---|${columns.map(() => '---:').join('|')}|`,
    ...routes.map((route) => `| \`${route}\` | ${columns.map(([, read, show]) => show(median(results[route].map(read)))).join(' | ')} |`),
    '',
    `Machine load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after (${cpus().length} cores); Lighthouse scales observed CPU time by 4, so a busy machine inflates TBT, FCP and LCP.`,
    '',
    `Build: clean ${(clean.ms / 1000).toFixed(1)} s, cached ${(cached.ms / 1000).toFixed(1)} s (wall time of \`node build.mjs\`, images encoded from nothing, then all reused).`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
  console.log('LCP element (first run):');
  for (const route of routes) console.log(`  ${route.padEnd(14)} ${lcpElements[route] ?? '-'}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
