// Real throttling: Chromium's own network and CPU throttling over CDP (not Lighthouse's simulation), on a phone
// with a cold cache. Per route: first paint, load, and — for a patient who taps a control at first paint and
// again every 300 ms — which tap finally opened it, and how long that tap took to show it.
import { chromium } from 'playwright-core';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { chromiumVersion, load1, machine, median, seconds, today } from './common.mjs';

/** @typedef {{ name: string, rtt: number, down: number, up: number, cpu: number }} Profile */
/** @typedef {{ within: string, role: 'button' | 'link' | 'dialog', name: string }} Target */
/** @typedef {{ routes: string[], trigger: Target, opened: Target, busy: string }} Control */
/** @typedef {'dialog' | 'menu' | 'panel'} ControlName */
/** @typedef {{ x: number, y: number }} Point */
/**
 * What one measure found: first paint and load (untouched), or the tap that opened a control.
 * @typedef {{ paint?: number, load?: number, tapAt?: number, after?: number, taps?: number, shown?: boolean }} Result
 */
/** @typedef {{ loads: Result[] } & Partial<Record<ControlName, Result[]>>} RouteResults */

/**
 * Each profile's throttling: round trip in ms, throughput in kbit/s, CPU slowdown factor.
 * @type {Profile[]}
 */
export const profiles = [
  { name: '3G', rtt: 400, down: 400, up: 400, cpu: 4 },
  { name: 'slow 4G', rtt: 150, down: 1600, up: 750, cpu: 4 },
];

const routes = ['/', '/treatments', '/case-studies', '/contact'];
const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const retapMs = 300;
const pollMs = 25;
const giveUpMs = 20_000;
// Without script nothing can change the page after first paint but the browser's own answer to a tap.
const giveUpWithoutScriptMs = 3_000;
const timeoutMs = 90_000;

/**
 * What to tap and what counts as open, per control. `within` is a CSS scope, `role` a kind of element, `name` a
 * pattern for its accessible name. `busy` matches while an earlier tap is still being served (state says open,
 * the view has not caught up): tapping then would toggle it shut.
 * @type {Record<ControlName, Control>}
 */
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
 * Runs inside the page, in an isolated world (so it works with the page's own script off, and the page cannot
 * see it). One cheap call: is the control open, is a tap being served, and where is the trigger's centre.
 * @param {Control} control
 */
function controlState({ trigger, opened, busy }) {
  const roles = { button: 'button, [role="button"]', link: 'a[href], [role="link"]', dialog: 'dialog, [role="dialog"]' };
  // What is rendered (innerText leaves out a display: none label, such as the floating button's "Close" one).
  const text = (/** @type {Element | null} */ el) => ((el instanceof HTMLElement ? el.innerText : el?.textContent) ?? '').replace(/\s+/g, ' ').trim();
  // The accessible name, as far as this site needs it: aria-labelledby, else aria-label, else the text.
  const nameOf = (/** @type {Element} */ el) =>
    el.hasAttribute('aria-labelledby')
      ? /** @type {string} */ (el.getAttribute('aria-labelledby')).split(/\s+/).map((id) => text(document.getElementById(id))).join(' ')
      : (el.getAttribute('aria-label') ?? text(el));
  // Visible as Playwright means it: a non-empty box and not visibility: hidden.
  const shown = (/** @type {Element} */ el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const find = (/** @type {Target} */ { within, role, name }) =>
    [...document.querySelectorAll(within)]
      .flatMap((scope) => [...scope.querySelectorAll(roles[role])])
      .find((el) => new RegExp(name).test(nameOf(el)) && shown(el));
  const state = { now: performance.now(), timeOrigin: performance.timeOrigin, opened: Boolean(find(opened)), busy: Boolean(document.querySelector(busy)) };
  const target = state.opened ? null : find(trigger);
  if (!target) return { ...state, box: null };
  // A patient scrolls to a control below the fold before tapping it.
  let box = target.getBoundingClientRect();
  if (box.bottom > innerHeight || box.top < 0) {
    target.scrollIntoView({ block: 'nearest' });
    box = target.getBoundingClientRect();
  }
  return { ...state, box: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

/**
 * Runs inside the page: first contentful paint and the end of the load event, in ms since navigation start.
 * @returns {{ paint: number | undefined, load: number | undefined }}
 */
function timings() {
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  return { paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime, load: navigation?.loadEventEnd };
}

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Rejects when `promise` takes longer than the bench's timeout; a page that never paints is a crash, not a figure.
 * @template T
 * @param {Promise<T>} promise
 * @param {string} what
 * @returns {Promise<T>}
 */
function within(promise, what) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const timeout = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs)));
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `url` in a fresh context (cold cache) throttled to `profile`; resolves at first paint with a handle on the page.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 * @param {boolean} javaScriptEnabled
 */
async function openAtFirstPaint(browser, url, profile, javaScriptEnabled) {
  const context = await browser.newContext({ ...phone, javaScriptEnabled });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  // Lifecycle events are kept, so a wait may start before or after its event; the loader id picks our navigation.
  /** @type {Set<string>} */
  const heard = new Set();
  /** @type {Map<string, () => void>} */
  const waiting = new Map();
  cdp.on('Page.lifecycleEvent', ({ name, loaderId }) => {
    heard.add(`${loaderId} ${name}`);
    waiting.get(`${loaderId} ${name}`)?.();
  });
  const lifecycle = (/** @type {string | undefined} */ loaderId, /** @type {string} */ name) =>
    new Promise((/** @type {(value?: unknown) => void} */ resolve) => (heard.has(`${loaderId} ${name}`) ? resolve() : waiting.set(`${loaderId} ${name}`, resolve)));

  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kbit = (/** @type {number} */ rate) => (rate * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: profile.rtt, downloadThroughput: kbit(profile.down), uploadThroughput: kbit(profile.up) });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const { frameId, loaderId, errorText } = await cdp.send('Page.navigate', { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await within(lifecycle(loaderId, 'firstContentfulPaint'), `first paint of ${url}`);

  // An isolated world sees the page's DOM but runs none of its script, and runs even when that script is off.
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId, worldName: 'bench' });
  /** @type {(fn: Function, arg?: unknown) => Promise<any>} */
  const run = async (fn, arg) => {
    const expression = `(${fn})(${JSON.stringify(arg ?? null)})`;
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, contextId: executionContextId, returnByValue: true });
    if (exceptionDetails) throw new Error(`in page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  let timeOrigin = 0;
  return {
    // The page's clock (ms since navigation start), read from this process: both clocks count from the Unix epoch.
    clock: () => performance.timeOrigin + performance.now() - timeOrigin,
    state: async (/** @type {Control} */ control) => {
      const state = await run(controlState, control);
      timeOrigin = state.timeOrigin;
      return state;
    },
    // A touch tap, as a finger makes it: down and up at one point, from which Chromium makes the click.
    tap: async (/** @type {Point} */ { x, y }) => {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    },
    loaded: async () => {
      await within(lifecycle(loaderId, 'load'), `load of ${url}`);
      // The load event's end is stamped after its handlers ran, a moment after the lifecycle event.
      for (;;) {
        const times = await run(timings);
        if (times.load > 0) return times;
        await sleep(pollMs);
      }
    },
    close: () => context.close(),
  };
}

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
    if (state.opened) return taps && tappedAt !== null ? { tapAt: tappedAt, after: state.now - tappedAt, taps } : { shown: true };
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
 * @param {import('playwright-core').Browser} browser
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
  if (result.paint !== undefined) return `paint ${seconds(result.paint)}  load ${seconds(/** @type {number} */ (result.load))}`;
  if (result.tapAt !== undefined) return `tap ${result.taps} at ${seconds(result.tapAt)}, shown ${/** @type {number} */ (result.after).toFixed(0)} ms later`;
  return result.shown ? 'shown without a tap' : result.taps ? `never opened (${result.taps} taps)` : 'no visible control';
}

/**
 * Measures `paths` under `profile`, round-robin over runs; returns per path the untouched timings and each control's results.
 * @param {import('playwright-core').Browser} browser
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
        if (kind) (results[path][kind] ??= []).push(result);
        else results[path].loads.push(result);
        console.log(`  ${profile.name}${javaScriptEnabled ? '' : ', no JS'} run ${run}/${runs} ${path.padEnd(14)} ${(kind ?? 'untouched').padEnd(9)} ${said(result)}`);
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
  const numbers = (/** @type {(number | undefined)[]} */ values) => /** @type {number[]} */ (values);
  return [seconds(median(numbers(result.loads.map((r) => r.paint)))), seconds(median(numbers(result.loads.map((r) => r.load)))), ...controlNames.map((name) => cell(result[name]))];
}

const header = ['First paint', 'Load', 'Dialog: tap at / opened after', 'Menu: tap at / opened after', 'Panel: tap at / opened after'];
const settings = (/** @type {Profile} */ p) => `${p.rtt} ms RTT, ${p.down} kbit/s down, ${p.up} kbit/s up, CPU ${p.cpu}× slower`;

/**
 * Runs the throttled measures (with script, then `/` without) and returns the Markdown to print.
 * @param {string} origin
 * @param {number} runs
 * @returns {Promise<string>}
 */
export async function throttleReport(origin, runs) {
  const loadBefore = load1();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  /** @type {string[]} */
  const lines = [];
  try {
    const method = `median of ${runs}, cold cache, 375×812`;
    const note = `Chromium's own throttling over CDP; a fresh context, cache disabled, for every page load; each control in its own load. A tap at first paint, then every ${retapMs} ms while nothing shows (never while a tap is being served), for up to ${giveUpMs / 1000} s; "tap at" is the tap that opened it, in time since navigation start, "opened after" from that tap until visible (checked every ${pollMs} ms). "–": no one-tap trigger at 375 px.`;
    for (const profile of profiles) {
      const results = await measureProfile(browser, origin, profile, routes, runs, true);
      lines.push(`**${profile.name}** (${settings(profile)}; ${method}):`, '');
      lines.push(`| Route | ${header.join(' | ')} |`, `|---|${header.map(() => '---:').join('|')}|`);
      for (const route of routes) lines.push(`| \`${route}\` | ${rowCells(results[route]).join(' | ')} |`);
      lines.push('');
    }
    lines.push(note, '');

    lines.push(`**Without JavaScript**, \`/\` (${method}; given up ${giveUpWithoutScriptMs / 1000} s after first paint, since without script nothing changes later):`, '');
    lines.push(`| Profile | ${header.join(' | ')} |`, `|---|${header.map(() => '---:').join('|')}|`);
    for (const profile of profiles) {
      const results = await measureProfile(browser, origin, profile, ['/'], runs, false);
      lines.push(`| ${profile.name} | ${rowCells(results['/']).join(' | ')} |`);
    }
    lines.push('', '"Shown without a tap": what the control opens was on screen already; "never (no control)": no visible trigger to tap.');
  } finally {
    await browser.close();
  }
  lines.push('', `Measured ${today()} with \`BENCH_ONLY=throttle npm run bench\`: Chromium ${chromiumVersion()}, ${machine()}; load average ${loadBefore} before, ${load1()} after (the CPU slowdown multiplies whatever else the machine is doing).`);
  return lines.join('\n');
}
