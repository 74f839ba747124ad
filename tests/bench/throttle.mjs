// Taps at first paint on the working tree, under Chromium's real network and CPU throttling over CDP on a cold phone:
// per route first paint, load, and for a patient tapping a control at first paint and every 300 ms, which tap opened
// it and how fast.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { median, seconds } from './common.mjs';
import { openAtFirstPaint, pollMs, profiles, sleep } from './throttled-page.mjs';

/** @typedef {import('./throttled-page.mjs').Profile} Profile */
/** @typedef {import('./throttled-page.mjs').Control} Control */
/** @typedef {'dialog' | 'menu' | 'panel'} ControlName */
// What one measure found: first paint and load (untouched), or the tap that opened a control.
/**
 * @typedef {{ paint?: number, load?: number, tapAt?: number, after?: number, taps?: number, shown?: boolean }} Result
 */
/** @typedef {{ loads: Result[] } & Partial<Record<ControlName, Result[]>>} RouteResults */

const routes = ['/', '/treatments', '/case-studies', '/contact'];
const retapMs = 300;
const giveUpMs = 20_000;
// Without script nothing can change the page after first paint but the browser's own answer to a tap.
const giveUpWithoutScriptMs = 3_000;

// What to tap and what counts as open, per control; `busy` matches while an earlier tap is still being served.
/** @type {Record<ControlName, Control>} */
const controls = {
  dialog: {
    routes: ['/'],
    trigger: { within: 'main', role: 'button', name: '^Book Appointment$' },
    opened: { within: 'body', role: 'dialog', name: '^Book Your Appointment$' },
    busy: '[aria-haspopup="dialog"][aria-expanded="true"]',
  },
  menu: {
    routes,
    trigger: { within: 'nav[aria-label="Main"]', role: 'button', name: '^Menu$' },
    opened: { within: 'nav[aria-label="Main"]', role: 'link', name: '^Our Treatments$' },
    busy: 'nav[aria-label="Main"] button[aria-expanded="true"]',
  },
  panel: {
    routes,
    trigger: { within: 'aside[aria-label="Contact options"]', role: 'button', name: '^Book Appointment$' },
    opened: { within: 'aside[aria-label="Contact options"]', role: 'link', name: '^Call\\b' },
    busy: 'aside[aria-label="Contact options"] button[aria-expanded="true"]',
  },
};

const controlNames = /** @type {ControlName[]} */ (Object.keys(controls));

/**
 * Taps the control at once, then every 300 ms until it shows; says which tap (page clock) opened it and how fast.
 * @param {Awaited<ReturnType<typeof openAtFirstPaint>>} view
 * @param {Control} control
 * @param {number} giveUp
 * @returns {Promise<Result>}
 */
async function tapUntilOpen(view, control, giveUp) {
  const giveUpAt = performance.now() + giveUp;
  /** @type {number | null} */
  let tappedAt = null;
  let taps = 0;
  for (;;) {
    const state = await view.state(control);
    if (state.opened)
      return taps && tappedAt !== null ? { tapAt: tappedAt, after: state.now - tappedAt, taps } : { shown: true };
    if (performance.now() > giveUpAt) return { taps };
    // Never tap while an earlier tap is still being served: a second one would toggle it shut again.
    if (state.box && !state.busy && (tappedAt === null || state.now - tappedAt >= retapMs)) {
      tappedAt = view.clock();
      taps++;
      await view.tap(state.box);
    }
    await sleep(pollMs);
  }
}

/**
 * One cold load of `route`: with no control, first paint and load untouched; with one, the first tap that opens it.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {string} route
 * @param {Profile} profile
 * @param {ControlName | null} control
 * @param {boolean} javaScriptEnabled
 * @returns {Promise<Result>}
 */
async function measure(browser, origin, route, profile, control, javaScriptEnabled) {
  const view = await openAtFirstPaint(browser, origin + route, profile, javaScriptEnabled);
  try {
    if (!control) return await view.loaded();
    return await tapUntilOpen(view, controls[control], javaScriptEnabled ? giveUpMs : giveUpWithoutScriptMs);
  } finally {
    await view.close();
  }
}

/**
 * A table cell for one control: the medians of the taps that opened it, or what happened instead.
 * @param {Result[] | undefined} results
 */
function cell(results) {
  if (!results) return '–';
  const opened = results.filter((r) => r.tapAt !== undefined);
  if (opened.length) {
    const partly = opened.length < results.length ? ` (opened in ${opened.length} of ${results.length})` : '';
    return `${seconds(median(opened.map((r) => /** @type {number} */ (r.tapAt))))} / ${median(opened.map((r) => /** @type {number} */ (r.after))).toFixed(0)} ms${partly}`;
  }
  if (results.every((r) => r.shown)) return 'shown without a tap';
  return results.some((r) => r.taps) ? 'never' : 'never (no control)';
}

/**
 * Short progress text for one measure.
 * @param {Result} result
 */
function said(result) {
  if (result.paint !== undefined)
    return `paint ${seconds(result.paint)}  load ${seconds(/** @type {number} */ (result.load))}`;
  if (result.tapAt !== undefined)
    return `tap ${result.taps} at ${seconds(result.tapAt)}, shown ${/** @type {number} */ (result.after).toFixed(0)} ms later`;
  return result.shown
    ? 'shown without a tap'
    : result.taps
      ? `never opened (${result.taps} taps)`
      : 'no visible control';
}

/**
 * Measures `paths` under `profile`, round-robin over runs; returns per path the untouched timings and each control's
 * results.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {Profile} profile
 * @param {string[]} paths
 * @param {number} runs
 * @param {boolean} javaScriptEnabled
 */
async function measureProfile(browser, origin, profile, paths, runs, javaScriptEnabled) {
  /** @type {Record<string, RouteResults>} */
  const results = Object.fromEntries(paths.map((path) => [path, { loads: [] }]));
  for (let run = 1; run <= runs; run++) {
    for (const path of paths) {
      const kinds = [null, ...controlNames.filter((name) => controls[name].routes.includes(path))];
      for (const kind of kinds) {
        const result = await measure(browser, origin, path, profile, kind, javaScriptEnabled);
        (kind ? (results[path][kind] ??= []) : results[path].loads).push(result);
        console.log(
          `  ${profile.name}${javaScriptEnabled ? '' : ', no JS'} run ${run}/${runs} ${path.padEnd(14)} ${(kind ?? 'untouched').padEnd(9)} ${said(result)}`,
        );
      }
    }
  }
  return results;
}

/**
 * The columns of one row: first paint and load medians, then each control's cell.
 * @param {RouteResults} result
 */
function rowCells(result) {
  const time = (/** @type {'paint' | 'load'} */ key) =>
    seconds(median(result.loads.map((r) => /** @type {number} */ (r[key]))));
  return [time('paint'), time('load'), ...controlNames.map((name) => cell(result[name]))];
}

const header = [
  'First paint',
  'Load',
  'Dialog: tap at / opened after',
  'Menu: tap at / opened after',
  'Panel: tap at / opened after',
];
const settings = (/** @type {Profile} */ p) =>
  `${p.rtt} ms RTT, ${p.down} kbit/s down, ${p.up} kbit/s up, CPU ${p.cpu}× slower`;

/**
 * Runs the throttled measures (with script, then `/` without) and returns the Markdown to print.
 * @param {string} origin
 * @param {number} runs
 * @returns {Promise<string>}
 */
export async function throttleReport(origin, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  /** @type {string[]} */
  const lines = [];
  try {
    const method = `median of ${runs}, cold cache, 375×812`;
    const note = `Chromium's own throttling over CDP; a fresh context, cache disabled, for every page load; each control in its own load. A tap at first paint, then every ${retapMs} ms while nothing shows (never while a tap is being served), for up to ${giveUpMs / 1000} s; "tap at" is the tap that opened it, in time since navigation start, "opened after" from that tap until visible (checked every ${pollMs} ms). "–": no one-tap trigger at 375 px.`;
    for (const profile of profiles) {
      const results = await measureProfile(browser, origin, profile, routes, runs, true);
      lines.push(`**Taps at first paint, ${profile.name}**, working tree (${settings(profile)}; ${method}):`, '');
      lines.push(`| Route | ${header.join(' | ')} |`, `|---|${header.map(() => '---:').join('|')}|`);
      for (const route of routes) lines.push(`| \`${route}\` | ${rowCells(results[route]).join(' | ')} |`);
      lines.push('');
    }
    lines.push(note, '');

    lines.push(
      `**Without JavaScript**, working tree, \`/\` (${method}; given up ${giveUpWithoutScriptMs / 1000} s after first paint, since without script nothing changes later):`,
      '',
    );
    lines.push(`| Profile | ${header.join(' | ')} |`, `|---|${header.map(() => '---:').join('|')}|`);
    for (const profile of profiles) {
      const results = await measureProfile(browser, origin, profile, ['/'], runs, false);
      lines.push(`| ${profile.name} | ${rowCells(results['/']).join(' | ')} |`);
    }
    lines.push(
      '',
      '"Shown without a tap": what the control opens was on screen already; "never (no control)": no visible trigger to tap.',
    );
  } finally {
    await browser.close();
  }
  return lines.join('\n');
}
