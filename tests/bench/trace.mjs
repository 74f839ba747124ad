// `node tests/bench/trace.mjs [origin] [paths]`: what the main thread does between navigation and the first paint of
// a cold phone on real 4G (Chromium's own throttling: 150 ms RTT, 1.6 Mbit/s, CPU 4×), from a performance trace;
// each load in a fresh context (a fresh renderer, as a first visit has). Prints one table per path, median of 3.
// Serve a build first (`npm start`, or PORT=… npm run serve); asserts nothing.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median } from './common.mjs';
import { profiles } from './throttled-page.mjs';

const origin = process.argv[2] ?? 'http://127.0.0.1:8080';
const paths = (process.argv[3] ?? '/,/kn/').split(',');
const runs = Number(process.env.BENCH_RUNS || 3);
const profile = profiles[0];
/** The trace's event names, in the kinds of work a reader knows. */
const kinds = {
  'Parse HTML': ['ParseHTML'],
  'Style (recalculate, parse CSS)': ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  Layout: ['Layout'],
  'Paint and composite': ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  Script: ['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
};

/** @typedef {{ name: string, ph: string, pid: number, ts: number, dur?: number, args?: any }} TraceEvent */

/**
 * One cold load of `url`: the milliseconds of each kind of main-thread work before the first contentful paint.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @returns {Promise<Record<string, number> | null>}
 */
async function traceOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rtt,
    downloadThroughput: (profile.down * 1000) / 8,
    uploadThroughput: (profile.up * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const file = join(tmpdir(), `trace-${process.pid}.json`);
  await browser.startTracing(page, { path: file, categories: ['devtools.timeline', 'loading'] });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(1_000);
  await browser.stopTracing();
  await context.close();
  /** @type {TraceEvent[]} */
  const traceEvents = JSON.parse(await readFile(file, 'utf8')).traceEvents;
  await rm(file);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint');
  // Time starts when the browser asks for the document, as a visitor's wait does.
  const start = traceEvents.find((e) => e.name === 'ResourceSendRequest' && e.args?.data?.url === url);
  if (!fcp || !start) {
    console.error(`trace: no ${fcp ? 'request for the document' : 'first contentful paint'} in the trace of ${url}`);
    return null;
  }
  const before = traceEvents.filter((e) => e.pid === fcp.pid && e.ph === 'X' && e.ts >= start.ts && e.ts <= fcp.ts);
  /** @type {Record<string, number>} */
  const sample = { FCP: (fcp.ts - start.ts) / 1000 };
  for (const [kind, names] of Object.entries(kinds))
    sample[kind] = before.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  return sample;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const path of paths) {
    const samples = [];
    for (let run = 0; run < runs; run++) samples.push(await traceOnce(browser, origin + path));
    const found = /** @type {Record<string, number>[]} */ (samples.filter(Boolean));
    console.log(`\n\`${path}\`, ${profile.name} at ${profile.cpu}× CPU, median of ${found.length} (ms):\n`);
    console.log('| Main thread before the first paint | ms |\n|---|---:|');
    for (const key of ['FCP', ...Object.keys(kinds)])
      console.log(
        `| ${key === 'FCP' ? 'First contentful paint (since navigation)' : key} | ${median(found.map((s) => s[key])).toFixed(0)} |`,
      );
  }
} finally {
  await browser.close();
}
