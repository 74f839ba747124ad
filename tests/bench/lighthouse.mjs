// Lighthouse (default mobile profile: simulated slow 4G, 4× CPU slowdown) on every page of every build, runs
// interleaved page by page and build by build; the medians side by side, base → new.
// chrome-launcher comes with lighthouse (its own dependency), so the bench adds none.
import { createServer } from 'node:http';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { inTurn, leftOut, median, Samples, seconds, sideBySide, twice } from './common.mjs';
import { comparable, targets } from './site.mjs';

/** @typedef {import('lighthouse').Result} Lhr */
/** @typedef {import('./common.mjs').Column} Column */

const kib = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (/** @type {number} */ value) => `${value.toFixed(0)} ms`;

/** An audit's measured value. @param {Lhr} lhr @param {string} id */
const audit = (lhr, id) => lhr.audits[id].numericValue ?? NaN;

/**
 * Bytes of script transferred, from the resource summary (Lighthouse's own table of it, one row per kind). @param {Lhr}
 * lhr
 */
function scriptBytes(lhr) {
  const items = /** @type {{ resourceType: string, transferSize: number }[]} */ (
    /** @type {any} */ (lhr.audits['resource-summary'].details)?.items ?? []
  );
  return items.find((item) => item.resourceType === 'script')?.transferSize ?? NaN;
}

/** @type {(Column & { read: (lhr: Lhr) => number })[]} */
const columns = [
  {
    name: 'Perf',
    read: (lhr) => (lhr.categories.performance.score ?? 0) * 100,
    show: (v) => v.toFixed(0),
    ratio: true,
  },
  { name: 'FCP', read: (lhr) => audit(lhr, 'first-contentful-paint'), show: seconds, ratio: true },
  { name: 'LCP', read: (lhr) => audit(lhr, 'largest-contentful-paint'), show: seconds, ratio: true },
  { name: 'TBT', read: (lhr) => audit(lhr, 'total-blocking-time'), show: ms, ratio: true },
  { name: 'CLS', read: (lhr) => audit(lhr, 'cumulative-layout-shift'), show: (v) => v.toFixed(3), ratio: true },
  { name: 'Bytes', read: (lhr) => audit(lhr, 'total-byte-weight'), show: kib, ratio: true },
  { name: 'JS bytes', read: scriptBytes, show: kib, ratio: true },
];

/**
 * One Lighthouse run in a fresh headless Chromium.
 * @param {string} url
 * @param {boolean} notFound
 * @returns {Promise<Lhr>}
 */
async function run(url, notFound) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    // The 404 page is meant to answer 404; Lighthouse would otherwise refuse to score it.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ignoreStatusCode: notFound,
    });
    const lhr = result?.lhr;
    if (!lhr || lhr.runtimeError)
      throw new Error(`Lighthouse failed on ${url}: ${lhr?.runtimeError?.message ?? 'no result'}`);
    return lhr;
  } finally {
    await chrome.kill();
  }
}

/** A page with one heading and one paragraph: nothing to fetch, style or run after the document. */
const floorPage =
  '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width">' +
  '<title>Floor</title><h1>Gentle, unhurried dental care</h1><p>One paragraph and nothing else.</p></html>';

/**
 * The floor: Lighthouse on `floorPage`, answered on loopback as the builds are; the FCP, LCP and TBT no page beats
 * here.
 * @param {number} runs
 */
async function floor(runs) {
  const server = createServer((_, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(floorPage));
  await new Promise((/** @type {(value?: unknown) => void} */ resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  try {
    /** @type {Lhr[]} */
    const lhrs = [];
    for (let n = 0; n < runs; n++)
      lhrs.push(await twice(() => run(`http://127.0.0.1:${port}/`, false), 'Lighthouse on the floor'));
    const read = (/** @type {string} */ id) => median(lhrs.map((lhr) => audit(lhr, id)));
    return `FCP ${seconds(read('first-contentful-paint'))}, LCP ${seconds(read('largest-contentful-paint'))}, TBT ${ms(read('total-blocking-time'))}`;
  } finally {
    server.close();
  }
}

/**
 * Runs Lighthouse `runs` times on every target of every build and returns the Markdown to print.
 * @param {import('./site.mjs').Served[]} builds
 * @param {number} runs
 */
export async function lighthouseReport(builds, runs) {
  const samples = new Samples();
  let version = '?';
  // Round-robin over runs, pages and builds, so a slow moment of the machine falls on no one page or build alone.
  for (let n = 1; n <= runs; n++) {
    for (const target of targets) {
      for (const build of inTurn(builds, n).filter((b) => comparable(b, target))) {
        const url = build.origin + target.path;
        const lhr = await twice(() => run(url, target.status === 404), `Lighthouse on ${build.name} ${target.path}`);
        version = lhr.lighthouseVersion;
        const sample = Object.fromEntries(columns.map(({ name, read }) => [name, read(lhr)]));
        samples.add(build, target.path, sample);
        console.log(
          `  lighthouse run ${n}/${runs} ${build.name.padEnd(7)} ${target.path.padEnd(18)} Perf ${sample.Perf.toFixed(0)}  FCP ${seconds(sample.FCP)}  LCP ${seconds(sample.LCP)}`,
        );
      }
    }
  }
  const floorMetrics = await floor(runs);
  return [
    `**Lighthouse ${version}**, default mobile profile (simulated slow 4G, 4× CPU slowdown); median of ${runs}; each cell base → new (×new/base):`,
    '',
    sideBySide(builds, targets, columns, samples),
    '',
    `The floor, a page of one heading and one paragraph answered on loopback, nothing else to fetch, style or run: ${floorMetrics} (median of ${runs}). Lighthouse's simulated LCP counts every request (but a low-priority image) that ended before the paint it observed, however late the page needs it.`,
    '',
    `Lighthouse scales the CPU time it observes by 4, so a busy machine inflates TBT, FCP and LCP. Bytes are transferred bytes (compressed). ${leftOut(builds, targets)}`.trim(),
  ].join('\n');
}
