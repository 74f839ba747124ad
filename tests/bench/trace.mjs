// `node tests/bench/trace.mjs [origins] [paths]`: what the main thread does before and after the first paint of a cold
// phone on real 4G (Chromium's own throttling: 150 ms RTT, 1.6 Mbit/s, CPU 4×; TRACE_THROTTLE=0 for none), from a
// performance trace; each load in a fresh context (a fresh renderer, as a first visit has). Several origins,
// comma-separated, are loaded in turn, the order reversed every other run, and printed side by side; median of 3.
// Serve the builds first (`npm start`, or DIST_DIR=… PORT=… npm run serve); asserts nothing.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median } from './common.mjs';
import { profiles } from './throttled-page.mjs';

const origins = (process.argv[2] ?? 'http://127.0.0.1:8080').split(',');
const paths = (process.argv[3] ?? '/,/kn/').split(',');
const runs = Number(process.env.BENCH_RUNS || 3);
const profile = process.env.TRACE_THROTTLE === '0' ? null : profiles[0];
/** The trace's event names, in the kinds of work a reader knows. */
const kinds = {
  'Parse HTML': ['ParseHTML'],
  'Style (recalculate, parse CSS)': ['UpdateLayoutTree', 'ParseAuthorStyleSheet'],
  Layout: ['Layout'],
  'Paint and composite': ['Paint', 'PrePaint', 'Layerize', 'Commit'],
  Script: ['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch'],
};
/** What comes after the first paint, until a second after the load event. */
const after = {
  'After: style and layout': ['UpdateLayoutTree', 'Layout'],
  'After: script': [...kinds.Script, 'v8.evaluateModule'],
};

/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur?: number, args?: any }} TraceEvent */

/**
 * One cold load of `url`: the milliseconds of each kind of main-thread work before and after the first paint.
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
  if (profile) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.rtt,
      downloadThroughput: (profile.down * 1000) / 8,
      uploadThroughput: (profile.up * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  }
  const file = join(tmpdir(), `trace-${process.pid}.json`);
  await browser.startTracing(page, {
    path: file,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'],
  });
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
  const complete = traceEvents.filter((e) => e.pid === fcp.pid && e.ph === 'X' && e.ts >= start.ts);
  const before = complete.filter((e) => e.ts <= fcp.ts);
  const later = complete.filter((e) => e.ts > fcp.ts);
  const total = (/** @type {TraceEvent[]} */ events, /** @type {string[]} */ names) =>
    events.filter((e) => names.includes(e.name)).reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
  /** @type {Record<string, number>} */
  const sample = { FCP: (fcp.ts - start.ts) / 1000 };
  for (const [kind, names] of Object.entries(kinds)) sample[kind] = total(before, names);
  for (const [kind, names] of Object.entries(after)) sample[kind] = total(later, names);
  const tasks = later.filter((e) => e.name === 'RunTask' && e.tid === fcp.tid).map((e) => (e.dur ?? 0) / 1000);
  sample['After: longest task'] = Math.max(0, ...tasks);
  // Before or after the first paint, as the script happens to arrive.
  sample['Module evaluation, whole load'] = total(complete, ['v8.evaluateModule']);
  return sample;
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const path of paths) {
    /** @type {Record<string, number>[][]} */
    const samples = origins.map(() => []);
    for (let run = 0; run < runs; run++) {
      const order = origins.map((_, i) => i);
      for (const i of run % 2 ? order.reverse() : order) {
        const sample = await traceOnce(browser, origins[i] + path);
        if (sample) samples[i].push(sample);
      }
    }
    const where = profile ? `${profile.name} at ${profile.cpu}× CPU` : 'unthrottled';
    console.log(`\n\`${path}\`, ${where}, median of ${runs} (ms; before the first paint unless it says after):\n`);
    console.log(`| Main thread | ${origins.join(' | ')} |\n|---|${origins.map(() => '---:|').join('')}`);
    const keys = [
      'FCP',
      ...Object.keys(kinds),
      ...Object.keys(after),
      'After: longest task',
      'Module evaluation, whole load',
    ];
    for (const key of keys) {
      const cells = samples.map((found) => median(found.map((s) => s[key])).toFixed(0));
      console.log(`| ${key === 'FCP' ? 'First contentful paint (since the request)' : key} | ${cells.join(' | ')} |`);
    }
  }
} finally {
  await browser.close();
}
