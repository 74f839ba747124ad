// A phone's page load under Chromium's own throttling (CDP), handled from its first paint: throttle.mjs taps it,
// paint.mjs reads its paints.

// Round trip in ms, throughput in kbit/s, CPU slowdown factor.
/** @typedef {{ name: string, rtt: number, down: number, up: number, cpu: number }} Profile */
// A CSS scope, a kind of element, and a pattern for its accessible name.
/** @typedef {{ within: string, role: 'button' | 'link' | 'dialog', name: string }} Target */
/** @typedef {{ routes: string[], trigger: Target, opened: Target, busy: string }} Control */
/** @typedef {{ x: number, y: number }} Point */
// What a load measured: paints and hydration in ms since navigation start, script requests, files that held up
// rendering.
/** @typedef {{ fcp?: number, lcp?: number, hydrated?: number, jsRequests: number, blocking: string[] }} Paints */

/** The phone networks, as Chromium throttles them (CDP), both with a 4× slower CPU. @type {Profile[]} */
export const profiles = [
  { name: '4G', rtt: 150, down: 1600, up: 750, cpu: 4 },
  { name: '3G', rtt: 400, down: 400, up: 400, cpu: 4 },
];

const phone = { viewport: { width: 375, height: 812 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
export const pollMs = 25;
const timeoutMs = 90_000;

/**
 * In the page's isolated world, one cheap call: is the control open, is a tap being served, where is the trigger's
 * centre.
 * @param {Control} control
 */
function controlState({ trigger, opened, busy }) {
  const roles = {
    button: 'button, [role="button"]',
    link: 'a[href], [role="link"]',
    dialog: 'dialog, [role="dialog"]',
  };
  // What is rendered: innerText leaves out a display: none label, such as the floating button's "Close" one.
  const text = (/** @type {Element | null} */ el) =>
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent named the floating button "Book AppointmentClose contact options", so its taps were never made.
    ((el instanceof HTMLElement ? el.innerText : el?.textContent) ?? '').replace(/\s+/g, ' ').trim();
  // The accessible name, as far as this site needs it: aria-labelledby, else aria-label, else the text.
  const nameOf = (/** @type {Element} */ el) =>
    el.hasAttribute('aria-labelledby')
      ? /** @type {string} */ (el.getAttribute('aria-labelledby'))
          .split(/\s+/)
          .map((id) => text(document.getElementById(id)))
          .join(' ')
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
  const state = { now: performance.now(), opened: Boolean(find(opened)), busy: Boolean(document.querySelector(busy)) };
  const target = state.opened ? null : find(trigger);
  if (!target) return { ...state, box: null };
  // A patient scrolls to a control below the fold before tapping it.
  let box = target.getBoundingClientRect();
  if (box.bottom > innerHeight || box.top < 0) {
    target.scrollIntoView({ block: 'nearest' });
    box = target.getBoundingClientRect();
  }
  // Still off screen (the floating button steps out of sight while a control lies under it): nothing to tap.
  if (box.bottom > innerHeight || box.top < 0) return { ...state, box: null };
  return { ...state, box: { x: box.left + box.width / 2, y: box.top + box.height / 2 } };
}

/**
 * Runs inside the page: first contentful paint and the end of the load event, in ms since navigation start.
 * @returns {{ paint: number | undefined, load: number | undefined }}
 */
function timings() {
  const [navigation] = /** @type {PerformanceNavigationTiming[]} */ (performance.getEntriesByType('navigation'));
  return {
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    load: navigation?.loadEventEnd,
  };
}

/** Runs in the page's isolated world: keeps the latest first-contentful and largest-contentful paint as they come. */
function watchPaints() {
  const seen = /** @type {{ fcp?: number, lcp?: number, hydrated?: number }} */ ({});
  Object.assign(globalThis, { benchPaints: seen });
  const observe = (/** @type {string} */ type, /** @type {(entry: PerformanceEntry) => void} */ note) =>
    new PerformanceObserver((list) => list.getEntries().forEach(note)).observe({ type, buffered: true });
  observe('paint', (entry) => entry.name === 'first-contentful-paint' && (seen.fcp = entry.startTime));
  observe('largest-contentful-paint', (entry) => (seen.lcp = entry.startTime));
  // Every build compared marks <html> data-hydrated once the app has taken over the page.
  const root = document.documentElement;
  const hydrated = () => root.dataset.hydrated && (seen.hydrated ??= performance.now());
  new MutationObserver(hydrated).observe(root, { attributeFilter: ['data-hydrated'] });
  hydrated();
}

/** Runs in the page's isolated world: the paints seen so far, and the files Resource Timing says blocked rendering. */
function readPaints() {
  const entries = /** @type {(PerformanceResourceTiming & { renderBlockingStatus?: string })[]} */ (
    performance.getEntriesByType('resource')
  );
  const blocking = entries
    .filter((entry) => entry.renderBlockingStatus === 'blocking')
    .map((entry) => new URL(entry.name).pathname);
  return { .../** @type {any} */ (globalThis).benchPaints, blocking };
}

export const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

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
  const timeout = new Promise(
    (_, reject) => (timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs)),
  );
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Loads `url` in a fresh context (cold cache) throttled to `profile`; resolves at first paint with a handle on the
 * page.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {Profile} profile
 * @param {boolean} javaScriptEnabled
 */
export async function openAtFirstPaint(browser, url, profile, javaScriptEnabled) {
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
    new Promise((/** @type {(value?: unknown) => void} */ resolve) =>
      heard.has(`${loaderId} ${name}`) ? resolve() : waiting.set(`${loaderId} ${name}`, resolve),
    );

  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  // Every request's start (CDP's clock, in s), to count the scripts asked for in a given time.
  /** @type {{ url: string, type?: string, at: number }[]} */
  const requests = [];
  cdp.on('Network.requestWillBeSent', ({ request, type, timestamp }) =>
    requests.push({ url: request.url, type, at: timestamp }),
  );
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kbit = (/** @type {number} */ rate) => (rate * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.rtt,
    downloadThroughput: kbit(profile.down),
    uploadThroughput: kbit(profile.up),
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpu });
  const { frameId, loaderId, errorText } = await cdp.send('Page.navigate', { url });
  if (errorText) throw new Error(`${url}: ${errorText}`);
  await within(lifecycle(loaderId, 'firstContentfulPaint'), `first paint of ${url}`);

  // An isolated world sees the page's DOM but runs none of its script, and runs even when that script is off.
  const { executionContextId } = await cdp.send('Page.createIsolatedWorld', { frameId, worldName: 'bench' });
  /** @type {(fn: Function, arg?: unknown) => Promise<any>} */
  const run = async (fn, arg) => {
    const expression = `(${fn})(${JSON.stringify(arg ?? null)})`;
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', {
      expression,
      contextId: executionContextId,
      returnByValue: true,
    });
    if (exceptionDetails)
      throw new Error(`in page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value;
  };
  await run(watchPaints);
  const timeOrigin = await run(() => performance.timeOrigin);
  // The page's clock (ms since navigation start), read from this process: both clocks count from the Unix epoch.
  const clock = () => performance.timeOrigin + performance.now() - timeOrigin;
  return {
    clock,
    state: (/** @type {Control} */ control) => run(controlState, control),
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
    // Once the load is over and the network quiet (5 s at most), and not before `holdMs` after navigation: the
    // paints so far, and the script requests made in those first `holdMs`.
    paints: async (holdMs = 0) => {
      await within(lifecycle(loaderId, 'load'), `load of ${url}`);
      await Promise.race([lifecycle(loaderId, 'networkIdle'), sleep(5_000)]);
      await sleep(holdMs - clock());
      // The network may fall quiet before the app has hydrated with what it fetched.
      for (let waited = 0; waited < 10_000 && !(await run(readPaints)).hydrated; waited += pollMs) await sleep(pollMs);
      const start = requests.find((r) => r.type === 'Document')?.at ?? 0;
      const jsRequests = requests.filter(
        (r) => r.at - start < holdMs / 1000 && /\.m?js$/.test(new URL(r.url).pathname),
      ).length;
      return /** @type {Paints} */ ({ ...(await run(readPaints)), jsRequests });
    },
    close: () => context.close(),
  };
}
