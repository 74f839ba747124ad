// Real throttling (Chromium's own, over CDP; not Lighthouse's simulation) on a cold phone: first-contentful and
// largest-contentful paint of every page of every build under 4G and 3G, runs interleaved; medians base → new.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { inTurn, leftOut, median, Samples, seconds, sideBySide, twice } from './common.mjs';
import { comparable, targets } from './site.mjs';
import { openAtFirstPaint, profiles } from './throttled-page.mjs';

/** @typedef {import('./common.mjs').Column} Column */

// Scripts asked for in this long a first stretch count, in the first run's 4G load (it waits out the stretch).
const scriptWindowMs = 10_000;
const counted = profiles[0];

/** @type {Column} */
const scripts = { name: `JS requests, first ${scriptWindowMs / 1000} s`, show: (v) => v.toFixed(0) };
/** @type {Column} */
const blocking = { name: 'Render-blocking', show: (v) => (v ? `yes (${v})` : 'no') };
/** @type {Column[]} */
const columns = [
  ...profiles.flatMap(({ name }) => [
    { name: `${name} FCP`, show: seconds, ratio: true },
    { name: `${name} LCP`, show: seconds, ratio: true },
  ]),
  ...profiles.map(({ name }) => ({ name: `${name} hydrated`, show: seconds, ratio: true })),
  scripts,
  blocking,
];

/**
 * Loads `url` once under each profile; returns its figures by column name.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {boolean} countScripts
 */
async function measure(browser, url, countScripts) {
  /** @type {import('./common.mjs').Sample} */
  const sample = {};
  for (const profile of profiles) {
    const view = await openAtFirstPaint(browser, url, profile, true);
    try {
      const hold = countScripts && profile === counted;
      const paints = await view.paints(hold ? scriptWindowMs : 0);
      Object.assign(sample, {
        [`${profile.name} FCP`]: paints.fcp ?? NaN,
        [`${profile.name} LCP`]: paints.lcp ?? NaN,
        [`${profile.name} hydrated`]: paints.hydrated ?? NaN,
      });
      if (hold) Object.assign(sample, { [scripts.name]: paints.jsRequests, [blocking.name]: paints.blocking.length });
    } finally {
      await view.close();
    }
  }
  return sample;
}

/**
 * The floor: the first paint of a few lines of plain text from the same server (`/robots.txt`), nothing to style or
 * lay out, in a fresh context as every load here; what no page can beat on this machine and these networks.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {number} runs
 */
async function floor(browser, origin, runs) {
  /** @type {import('./common.mjs').Sample[]} */
  const loads = [];
  for (let n = 0; n < runs; n++) loads.push(await measure(browser, `${origin}/robots.txt`, false));
  return profiles.map(({ name }) => `${name} ${seconds(median(loads.map((load) => load[`${name} FCP`])))}`).join(', ');
}

/**
 * Measures every target of every build `runs` times and returns the Markdown to print.
 * @param {import('./site.mjs').Served[]} builds
 * @param {number} runs
 */
export async function paintReport(builds, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const samples = new Samples();
  let floorFcp = '';
  try {
    // Round-robin over runs, pages and builds, so a slow moment of the machine falls on no one page or build alone.
    for (let n = 1; n <= runs; n++) {
      for (const target of targets) {
        for (const build of inTurn(builds, n).filter((b) => comparable(b, target))) {
          const sample = await twice(
            () => measure(browser, build.origin + target.path, n === 1),
            `${build.name} ${target.path}`,
          );
          samples.add(build, target.path, sample);
          const said = profiles.map(
            ({ name }) =>
              `${name} FCP ${seconds(sample[`${name} FCP`])} LCP ${seconds(sample[`${name} LCP`])} hydrated ${seconds(sample[`${name} hydrated`])}`,
          );
          console.log(`  paint run ${n}/${runs} ${build.name.padEnd(7)} ${target.path.padEnd(18)} ${said.join('  ')}`);
        }
      }
    }
    floorFcp = await floor(browser, /** @type {import('./site.mjs').Served} */ (builds.at(-1)).origin, runs);
  } finally {
    await browser.close();
  }
  const settings = profiles.map(
    (p) => `${p.name} = ${p.rtt} ms RTT, ${p.down} kbit/s down, ${p.up} kbit/s up, CPU ${p.cpu}× slower`,
  );
  return [
    `**Real throttling** (Chromium's own over CDP: ${settings.join('; ')}), 375×812 phone, a fresh context with the cache disabled for every load; median of ${runs}; each cell base → new (×new/base):`,
    '',
    sideBySide(builds, targets, columns, samples),
    '',
    `The floor, a few lines of plain text from the same server (\`/robots.txt\`) in the same fresh context: FCP ${floorFcp}. No page paints sooner on this machine.`,
    '',
    `FCP and LCP are read in the page from PerformanceObserver, in time since navigation start, once the load is over and the network quiet; hydrated is when the app marks \`<html>\` \`data-hydrated\` (10 s more at most). JS requests: requests for .js files made in the first ${scriptWindowMs / 1000} s of the first run's ${counted.name} load. Render-blocking: requests whose Resource Timing renderBlockingStatus is "blocking" in that load (the document itself aside). ${leftOut(builds, targets)}`.trim(),
  ].join('\n');
}
