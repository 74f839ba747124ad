// `node tests/bench/lighthouse-tasks.mjs [origins] [paths]`: the tasks behind Lighthouse's TBT, read from the trace
// Lighthouse itself records (an unthrottled load, which it then simulates at 4× CPU): the longest task before the first
// paint, the longest after it, and Σ max(0, 4·d − 50 ms) over the tasks after it (TBT as the observed tasks would
// count, without the simulation's guess of where the first paint falls), beside Lighthouse's own score and TBT; and the
// style and layout that script forced before the first paint (a read of a box or a style inside a script's call: 0 when
// the page's script leaves the first layout to the frame), all layout before the first paint, the system's font look-ups
// in it and how many elements the page has (what that first layout grows with); and, from Lighthouse's own simulation
// (Lantern), where it puts the first paint and how much of its TBT is the task that draws the first frame (style, layout
// and paint), which the simulation may place after its estimated first paint although it draws that paint.
// Several origins, comma-separated, in turn (reversed every other run), median of BENCH_RUNS (3); TASKS=1 also lists
// every task of 5 ms or more with what it did. Serve the builds first; asserts nothing.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { inTurn, median } from './common.mjs';

const origins = (process.argv[2] ?? 'http://127.0.0.1:8080').split(',');
const paths = (process.argv[3] ?? '/').split(',');
const runs = Number(process.env.BENCH_RUNS || 3);
/** What a task did, by the trace's names for it. */
const kinds = [
  'ParseHTML',
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
];

/** @typedef {{ name: string, ph: string, pid: number, tid: number, ts: number, dur: number, args?: any }} TraceEvent */

/**
 * What Lighthouse's simulation makes of a run: its first paint (the mean of its two estimates, as its FCP is) and the
 * blocking time it counts in the task that draws the first frame (the mean of its two estimates, as TBT's is), by
 * Lighthouse's own computed metrics on the run's artifacts.
 * @param {import('lighthouse').Artifacts} artifacts
 * @param {import('lighthouse').Result} lhr
 */
async function simulated(artifacts, lhr) {
  const { Trace, DevtoolsLog, GatherContext, URL, SourceMaps } = artifacts;
  const settings = lhr.configSettings;
  // No simulator given: each metric makes Lighthouse's own from the settings, as the run did.
  const data = {
    trace: Trace,
    devtoolsLog: DevtoolsLog,
    gatherContext: GatherContext,
    settings,
    URL,
    SourceMaps,
    simulator: null,
  };
  const context = { computedCache: new Map(), settings };
  const fcp = await LanternFirstContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const interactive = await LanternInteractive.request(data, context);
  /**
   * Lantern's own TBT sum over the one task that draws the first frame, counted between the estimates it counts TBT
   * between (the other FCP estimate and the same interactive one, as Lantern does).
   * @param {'optimisticEstimate' | 'pessimisticEstimate'} estimate
   * @param {'optimisticEstimate' | 'pessimisticEstimate'} other
   */
  const firstFrame = (estimate, other) => {
    const first = [...tbt[estimate].nodeTimings]
      .filter(([node]) => node.type === 'cpu' && node.childEvents.some((/** @type {any} */ e) => e.name === 'Paint'))
      .map(([, timing]) => ({ start: timing.startTime, end: timing.endTime, duration: timing.duration }))
      .sort((a, b) => a.start - b.start)
      .slice(0, 1);
    return Lantern.Metrics.TBTUtils.calculateSumOfBlockingTime(
      first,
      fcp[other].timeInMs,
      interactive[estimate].timeInMs,
    );
  };
  return {
    'First paint (simulated)': Math.round(fcp.timing),
    'TBT in the first frame (simulated)': Math.round(
      (firstFrame('optimisticEstimate', 'pessimisticEstimate') +
        firstFrame('pessimisticEstimate', 'optimisticEstimate')) /
        2,
    ),
  };
}

/**
 * One Lighthouse run of `url`, and what its trace says.
 * @param {string} url
 * @returns {Promise<Record<string, number>>}
 */
async function measure(url) {
  const chrome = await launch({ chromePath: chromiumPath, chromeFlags: ['--headless=new', ...chromiumFlags] });
  try {
    // The 'fonts' category adds the font look-ups (the system's font matching) that the first layout waits on.
    /** @type {import('lighthouse').Flags} */
    const options = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      additionalTraceCategories: 'fonts',
    };
    const { lhr, artifacts } = /** @type {import('lighthouse').RunnerResult} */ (await lighthouse(url, options));
    const events = /** @type {TraceEvent[]} */ (artifacts.Trace.traceEvents);
    const start = /** @type {TraceEvent} */ (
      events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url)
    );
    const paint = /** @type {TraceEvent} */ (
      events.find((e) => e.name === 'firstContentfulPaint' && e.pid === start.pid)
    );
    const onMain = events.filter((e) => e.pid === start.pid && e.tid === start.tid && e.ph === 'X' && e.ts >= start.ts);
    const tasks = onMain.filter((e) => e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask');
    const ms = (/** @type {TraceEvent} */ task) => task.dur / 1000;
    const totalMs = (/** @type {TraceEvent[]} */ events) => events.reduce((sum, e) => sum + ms(e), 0);
    const after = tasks.filter((task) => task.ts >= paint.ts);
    const within = (/** @type {TraceEvent} */ outer, /** @type {TraceEvent} */ e) =>
      e.ts >= outer.ts && e.ts + e.dur <= outer.ts + outer.dur;
    const scripts = onMain.filter(
      (e) => e.ts < paint.ts && /^(FunctionCall|EvaluateScript|v8\.evaluateModule)$/.test(e.name),
    );
    const forced = onMain.filter(
      (e) => /^(Layout|UpdateLayoutTree)$/.test(e.name) && scripts.some((script) => within(script, e)),
    );
    const lookups = onMain.filter((e) => e.name === 'FontCache::GetFontPlatformData' && e.ts < paint.ts);
    const outermost = lookups.filter((e) => !lookups.some((other) => other !== e && within(other, e)));
    if (process.env.TASKS === '1')
      for (const task of tasks.filter((t) => ms(t) >= 5)) {
        const inside = onMain.filter((e) => within(task, e));
        const did = kinds
          .map((kind) => ({ kind, sum: totalMs(inside.filter((e) => e.name === kind)) }))
          .filter(({ sum }) => sum >= 1)
          .map(({ kind, sum }) => `${kind} ${sum.toFixed(0)}`);
        console.log(
          `  ${((task.ts - start.ts) / 1000).toFixed(0).padStart(5)} ms  ${ms(task).toFixed(1)} ms  ${did.join(', ')}`,
        );
      }
    return {
      Perf: Math.round((lhr.categories.performance.score ?? 0) * 100),
      TBT: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      'First paint (observed)': Math.round((paint.ts - start.ts) / 1000),
      'Longest task before it': Math.round(Math.max(...tasks.filter((t) => t.ts < paint.ts).map(ms))),
      'Style and layout in script before it': Math.round(totalMs(forced)),
      'Layout before it': Math.round(totalMs(onMain.filter((e) => e.name === 'Layout' && e.ts < paint.ts))),
      'Font look-ups in it': Math.round(totalMs(outermost)),
      'Elements in the document': Math.round(lhr.audits['dom-size'].numericValue ?? 0),
      'Longest task after it': Math.round(Math.max(0, ...after.map(ms))),
      'Σ max(0, 4·d − 50) after it': Math.round(after.reduce((sum, task) => sum + Math.max(0, 4 * ms(task) - 50), 0)),
      ...(await simulated(artifacts, lhr)),
    };
  } finally {
    await chrome.kill();
  }
}

/** @type {Map<string, Record<string, number>[]>} */
const rows = new Map();
for (let run = 0; run < runs; run++)
  for (const path of paths)
    for (const origin of inTurn(origins, run)) {
      const row = await measure(new URL(path, origin).href);
      console.log(`run ${run + 1}/${runs} ${origin} ${path}`, JSON.stringify(row));
      const key = `| \`${path}\` | ${origin} |`;
      rows.set(key, [...(rows.get(key) ?? []), row]);
    }
const columns = Object.keys([...rows.values()][0][0]);
console.log(`\n| Page | Build | ${columns.join(' | ')} |\n|---|---|${columns.map(() => '---:').join('|')}|`);
for (const [key, all] of rows) console.log(`${key} ${columns.map((c) => median(all.map((r) => r[c]))).join(' | ')} |`);
