// Byte and request budgets, measured on what Chromium really fetches when a page loads, before anyone touches it.
// Bytes and counts are deterministic, so these are tests; timings are only printed, by `npm run bench`.
import type { Browser } from '@playwright/test';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { heldAnswer } from './emailjs';
import { expect, expectConsole, formLive, gotoHydrated, hydrated, status404, test } from './fixtures';
import { addresses } from './pages';

/** Gzip sizes of each file fetched, whatever encoding the server chose (1 KB = 1000 bytes). */
const KB = 1000;
const budget = {
  js: 70 * KB,
  afterHydration: 12 * KB,
  css: 10 * KB,
  html: 14 * KB,
  jsRequests: 10,
  homeAt375: 300 * KB,
};

/** JavaScript each page fetched in all with no interaction at release-2026-11-25 (af659a3), gzip KB: none may grow. */
const jsBefore: Record<string, number> = {
  '/': 82.7,
  '/treatments': 80.2,
  '/case-studies': 80.1,
  '/contact': 81.6,
  '/privacy': 78.4,
  '/404': 77.5,
};
const jsBeforeKannada: Record<string, number> = {
  '/': 85.3,
  '/treatments': 82.5,
  '/case-studies': 81.6,
  '/contact': 83.0,
  '/privacy': 80.1,
  '/404': 78.6,
};
const jsThen = (path: string) =>
  (path.startsWith('/kn') ? jsBeforeKannada[path.slice(3) || '/'] : jsBefore[path]) ?? jsBefore['/']!;

type Kind = 'html' | 'css' | 'js' | 'image' | 'other';
type Fetched = {
  path: string;
  kind: Kind;
  sent: number;
  gzip: number;
  beforeHydration: boolean;
  blocking: boolean;
  /** A script that holds the forms' validation (superstruct's message), whatever its file is named. */
  validates: boolean;
};
type Loaded = { fetched: Fetched[]; thirdParty: string[]; violations: string[]; style: string; policy: string };

const kinds: Record<string, Kind> = { document: 'html', stylesheet: 'css', script: 'js', image: 'image' };

/**
 * Opens `path` in a fresh context (empty cache) and records every response, with no interaction, until the page has
 * hydrated, the booking dialog's code has made its form live and the network is quiet; and any CSP violation.
 */
async function measure(browser: Browser, origin: string, path: string, width: number): Promise<Loaded> {
  const context = await browser.newContext({
    baseURL: origin,
    viewport: { width, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = ((window as typeof window & { violations?: string[] }).violations = []);
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective}: ${e.blockedURI || e.sample}`),
    );
  });
  const pending: Promise<Omit<Fetched, 'beforeHydration' | 'blocking'> & { url: string; startedAt: number }>[] = [];
  const thirdParty: string[] = [];
  let inFlight = 0;
  page.on('request', (req) => {
    inFlight++;
    if (new URL(req.url()).origin !== origin && !req.url().startsWith('data:')) thirdParty.push(req.url());
  });
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  page.on('response', (res) =>
    pending.push(
      (async () => {
        await res.finished();
        const kind = kinds[res.request().resourceType()] ?? 'other';
        const sizes = await res.request().sizes();
        const body = await res.body().catch(() => Buffer.alloc(0));
        const gzip = kind === 'html' || kind === 'css' || kind === 'js' ? gzipSync(body, { level: 9 }).length : 0;
        const sent = sizes.responseBodySize + sizes.responseHeadersSize;
        return {
          url: res.url(),
          path: new URL(res.url()).pathname,
          kind,
          sent,
          gzip,
          validates: kind === 'js' && body.includes('Expected a value of type'),
          startedAt: res.request().timing().startTime,
        };
      })(),
    ),
  );
  // A 404 page is served with status 404, its point, which Chromium logs as an error.
  if (path.endsWith('/404')) expectConsole(status404(path));
  const response = await page.goto(path);
  await hydrated(page);
  const hydratedAt = await page.evaluate(
    () => performance.timeOrigin + performance.getEntriesByName('hydrated')[0]!.startTime,
  );
  await expect(page.locator('form[name="appointment"]')).toHaveAttribute('data-submit', 'live', { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expect.poll(() => inFlight, { intervals: [100] }).toBe(0);
  const blocking = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .flatMap((e) =>
        (e as PerformanceResourceTiming & { renderBlockingStatus?: string }).renderBlockingStatus === 'blocking'
          ? [e.name]
          : [],
      ),
  );
  const violations = await page.evaluate(() => (window as typeof window & { violations?: string[] }).violations ?? []);
  const style = await page.evaluate(() => document.head.querySelector('style')?.textContent ?? '');
  const fetched = (await Promise.all(pending)).map(({ startedAt, url, ...f }) => ({
    ...f,
    beforeHydration: startedAt < hydratedAt,
    blocking: blocking.includes(url),
  }));
  // Read before the context closes, as a response's headers go with it.
  const policy = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  await context.close();
  return { fetched, thirdParty, violations, style, policy };
}

const loads = new Map<string, Promise<Loaded>>();
/** Each address is loaded once per worker and width, and every test reads that one load. */
function load(browser: Browser, origin: string, path: string, width = 412) {
  const key = `${path} ${width}`;
  if (!loads.has(key)) loads.set(key, measure(browser, origin, path, width));
  return loads.get(key)!;
}

const total = (list: Fetched[], field: 'gzip' | 'sent', kind?: Kind) =>
  list.filter((f) => !kind || f.kind === kind).reduce((sum, f) => sum + f[field], 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

test.describe('every page, in both languages, from the route table', () => {
  test.describe.configure({ timeout: 120_000 });

  test('needs ≤ 70 KB of JavaScript (gzip) to become interactive, ≤ 12 KB more right after, and no more in all than before', async ({
    browser,
    baseURL,
  }) => {
    const rows: Record<string, Record<string, string>> = {};
    const over: string[] = [];
    for (const path of addresses) {
      const { fetched } = await load(browser, baseURL!, path);
      const js = fetched.filter((f) => f.kind === 'js');
      const before = total(
        js.filter((f) => f.beforeHydration),
        'gzip',
      );
      const after = total(js, 'gzip') - before;
      rows[path] = {
        'JS before KB': kb(before),
        'after KB': kb(after),
        'JS files': String(js.length),
        'HTML KB': kb(total(fetched, 'gzip', 'html')),
        'CSS KB': kb(total(fetched, 'gzip', 'css')),
      };
      if (before > budget.js) over.push(`${path}: ${kb(before)} KB before hydration`);
      if (after > budget.afterHydration) over.push(`${path}: ${kb(after)} KB right after hydration`);
      if (total(js, 'gzip') > jsThen(path) * KB)
        over.push(`${path}: ${kb(total(js, 'gzip'))} KB in all, ${jsThen(path)} KB before`);
    }
    console.log(
      '\nPer page, 412 px wide, no interaction (gzip KB; "after": right after hydration, the booking dialog and toasts):',
    );
    console.table(rows);
    expect(over).toEqual([]);
  });

  test(`fetches its JavaScript in at most ${budget.jsRequests} requests`, async ({ browser, baseURL }) => {
    for (const path of addresses) {
      const { fetched } = await load(browser, baseURL!, path);
      expect(fetched.filter((f) => f.kind === 'js').length, path).toBeLessThanOrEqual(budget.jsRequests);
    }
  });

  test('is ≤ 14 KB of HTML with its CSS inlined, and a whole stylesheet ≤ 10 KB (gzip)', async ({
    browser,
    baseURL,
  }) => {
    for (const path of addresses) {
      const { fetched } = await load(browser, baseURL!, path);
      expect(total(fetched, 'gzip', 'html'), `${path} HTML`).toBeLessThanOrEqual(budget.html);
      expect(total(fetched, 'gzip', 'css'), `${path} CSS`).toBeLessThanOrEqual(budget.css);
    }
  });

  test('paints from its HTML alone: nothing it fetches blocks rendering, and the policy allows its inline CSS by hash', async ({
    browser,
    baseURL,
  }) => {
    for (const path of addresses) {
      const { fetched, style, policy, violations } = await load(browser, baseURL!, path);
      expect(
        fetched.filter((f) => f.blocking).map((f) => f.path),
        path,
      ).toEqual([]);
      expect(style.length, `${path} has its CSS inline`).toBeGreaterThan(1000);
      const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
      expect(policy, path).toMatch(new RegExp(`style-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`));
      expect(policy, path).not.toContain('unsafe-inline');
      expect(violations, path).toEqual([]);
    }
  });

  test('makes no third-party request', async ({ browser, baseURL }) => {
    for (const path of addresses) expect((await load(browser, baseURL!, path)).thirdParty, path).toEqual([]);
  });

  test('fetches no validation or email code before it is interactive, and the email client only when asked', async ({
    browser,
    baseURL,
  }) => {
    for (const path of addresses) {
      const { fetched } = await load(browser, baseURL!, path);
      const early = fetched.filter((f) => f.kind === 'js' && f.beforeHydration).map((f) => f.path);
      expect(
        early.filter((file) => /\/(layers|message-form|email)-\w+\.js$/.test(file)),
        path,
      ).toEqual([]);
      // By what it holds too: the validation sits in a shared chunk with no name of its own.
      expect(
        fetched.filter((f) => f.validates && f.beforeHydration).map((f) => f.path),
        path,
      ).toEqual([]);
      expect(
        fetched.some((f) => f.validates),
        `${path}: the forms' code came, validation with it`,
      ).toBe(true);
      expect(
        fetched.filter((f) => /\/email-\w+\.js$/.test(f.path)).map((f) => f.path),
        path,
      ).toEqual([]);
    }
  });
});

test('the home page transfers ≤ 300 KB in all at 375 px wide, images and later code included', async ({
  browser,
  baseURL,
}) => {
  const { fetched } = await load(browser, baseURL!, '/', 375);
  const sent = total(fetched, 'sent');
  console.log(`\nHome at 375 px: ${fetched.length} requests, ${kb(sent)} KB on the wire (headers included)`);
  expect(sent).toBeLessThanOrEqual(budget.homeAt375);
});

test('the app’s script and the modules it hydrates with are fetched at low priority, and nothing but the document at the highest', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  const priorities: Record<string, string> = {};
  cdp.on('Network.requestWillBeSent', (e) => (priorities[new URL(e.request.url).pathname] = e.request.initialPriority));
  await cdp.send('Network.enable');
  await gotoHydrated(page, '/');
  const main = Object.keys(priorities).find((path) => /^\/assets\/main-\w+\.js$/.test(path))!;
  expect(priorities[main], 'the client script').toBe('Low');
  expect(
    Object.entries(priorities)
      .filter(([, priority]) => priority === 'VeryHigh')
      .map(([path]) => path),
  ).toEqual(['/']);
  // Nothing preloads styles: the whole stylesheet, not needed for the first paint, must not compete with it. The code
  // named ahead is the page's own for hydration, at the entry's low priority.
  await expect(page.locator('link[rel="preload"]:not([as="image"])')).toHaveCount(0);
  const preloaded = await page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
  expect(preloaded).toContainEqual(expect.stringMatching(/^\/assets\/home-page-\w+\.js$/));
  for (const path of preloaded) expect(priorities[path], path).toBe('Low');
});

for (const path of ['/contact', '/kn/']) {
  test(`${path} asks for every module it hydrates with at once, none one round trip after the module importing it`, async ({
    browser,
    baseURL,
    page,
  }) => {
    // The entry is held: what the page asks for meanwhile it found in its HTML, not in the entry's imports.
    const entry = heldAnswer((route) => route.continue());
    await page.route('**/assets/main-*.js', entry.answer);
    const asked = new Set<string>();
    page.on('request', (request) => asked.add(new URL(request.url()).pathname));
    // Not until "load": the held entry holds it.
    await page.goto(path, { waitUntil: 'commit' });
    const { fetched } = await load(browser, baseURL!, path);
    const hydratesWith = fetched
      .filter((f) => f.kind === 'js' && f.beforeHydration && !/\/(controls|main)-\w+\.js$/.test(f.path))
      .map((f) => f.path);
    const key = path === '/contact' ? 'contact' : 'home';
    expect(hydratesWith).toContainEqual(expect.stringMatching(new RegExp(`^/assets/${key}-page-\\w+\\.js$`)));
    await expect.poll(() => hydratesWith.filter((module) => !asked.has(module))).toEqual([]);
    entry.release();
    await hydrated(page);
  });
}

test('every module of the app is marked for V8 to compile while it downloads, not on the main thread at first call', async ({
  page,
}) => {
  const modules = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (/\/assets\/(?!controls-)[\w-]+\.js$/.test(response.url())) modules.set(response.url(), response.text());
  });
  await gotoHydrated(page, '/contact');
  await page.getByLabel('Name', { exact: true }).focus(); // fetches the email client's chunk too
  await expect.poll(() => [...modules.keys()].some((url) => /\/email-\w+\.js$/.test(url))).toBe(true);
  expect(modules.size).toBeGreaterThanOrEqual(4);
  for (const [url, code] of modules)
    expect((await code).slice(0, 40), url).toMatch(/^\/\/# allFunctionsCalledOnLoad\n/);
});

test('no script the site sends has a lookbehind in a regular expression: Safari reads one only from 16.4, where an older iPhone would load no form and send nothing', async () => {
  const dist = process.env.DIST_DIR || 'dist';
  const assets = (await readdir(join(dist, 'assets'))).filter((name) => name.endsWith('.js'));
  const scripts = [join(dist, 'sw.js'), ...assets.map((name) => join(dist, 'assets', name))];
  const withLookbehind: string[] = [];
  for (const file of scripts) if (/\(\?<[=!]/.test(await readFile(file, 'utf8'))) withLookbehind.push(file);
  expect(scripts.length).toBeGreaterThan(10);
  expect(withLookbehind).toEqual([]);
});

test('no page makes a locale formatter or segmenter to hydrate and load its forms: their data costs a phone tens of milliseconds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => {
    const made: string[] = [];
    Object.assign(window, { localeDataLoaded: made });
    for (const name of [
      'Segmenter',
      'NumberFormat',
      'DateTimeFormat',
      'Collator',
      'PluralRules',
      'ListFormat',
    ] as const)
      if (typeof Intl[name] === 'function')
        Object.assign(Intl, {
          [name]: new Proxy(Intl[name], {
            construct: (target, args, newTarget) => {
              made.push(`Intl.${name}`);
              return Reflect.construct(target, args, newTarget);
            },
          }),
        });
    for (const [type, method] of [
      [Number, 'toLocaleString'],
      [Date, 'toLocaleString'],
      [Date, 'toLocaleDateString'],
      [Date, 'toLocaleTimeString'],
      [String, 'localeCompare'],
    ] as const) {
      const original = type.prototype[method as keyof typeof type.prototype] as (...args: unknown[]) => unknown;
      Object.defineProperty(type.prototype, method, {
        value(this: unknown, ...args: unknown[]) {
          made.push(`${type.name}.${method}`);
          return original.apply(this, args);
        },
      });
    }
  });
  const made = () => page.evaluate(() => (window as unknown as { localeDataLoaded: string[] }).localeDataLoaded);
  for (const path of addresses) {
    if (path.endsWith('/404')) expectConsole(status404(path));
    await gotoHydrated(page, path);
    await formLive(page, 'appointment');
    expect(await made(), path).toEqual([]);
  }
  // The letter counter's segmenter is made once the visitor starts on a form, so the first key does not pay for it.
  await gotoHydrated(page, '/contact');
  await formLive(page, 'contact');
  await page.locator('form[name="contact"]').getByRole('textbox').first().focus();
  await expect.poll(made).toEqual(['Intl.Segmenter']);
});

/** How many images each page's HTML marks as its likely LCP: the first carousel slide, treatment and case. */
const lcpImages: Record<string, number> = {
  '/': 1,
  '/about': 1,
  '/treatments': 1,
  '/case-studies': 1,
  '/contact': 0,
  '/privacy': 0,
  '/404': 0,
};
for (const path of addresses) {
  const count = lcpImages[path.replace(/^\/kn(?=\/)/, '')] ?? 0;
  test(`${path} is served with ${count} image at fetchpriority="high" and every other image lazy`, async ({ page }) => {
    const html = await (await page.request.get(path)).text();
    // A photo's placeholder is inside the page (a data: address), drawn in the box its photo gives: no request, no shift.
    const imgs = html.match(/<img\b(?![^>]*\ssrc="data:)[^>]*>/g) ?? [];
    const priority = imgs.filter((img) => /\sfetchpriority="high"/i.test(img));
    expect(priority).toHaveLength(count);
    for (const img of priority) expect(img).not.toMatch(/\sloading="lazy"/);
    expect(imgs.filter((img) => !priority.includes(img) && !/\sloading="lazy"/.test(img))).toEqual([]);
    expect(imgs.filter((img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))).toEqual([]);
  });
}
