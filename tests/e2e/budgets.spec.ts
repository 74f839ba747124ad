// Byte budgets, measured on what Chromium really fetches when a page loads, before anyone touches it.
// Bytes are deterministic, so these are tests; timings are only printed, by `npm run bench`.
import { expect, test, type Browser } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { gotoHydrated } from './fixtures';

/**
 * Gzip sizes of each file fetched, whatever encoding the server chose (1 KB = 1000 bytes). JavaScript has two: before
 * the page is hydrated, and right after with no interaction: the dialog's and toasts' code (about 11 KB), which only
 * has to be there by the time a visitor sends, as their markup is prerendered and the dialog opens natively.
 */
const KB = 1000;
const budget = { js: 70 * KB, afterHydration: 12 * KB, css: 10 * KB, html: 14 * KB, homeAt375: 300 * KB };

/** Every page in both languages: Kannada pages are held to the same budgets as English ones. */
const english = ['/', '/about', '/treatments', '/case-studies', '/contact', '/no-such-page'];
const routes = [...english, ...english.map((path) => `/kn${path}`)];

/** Code that must never hold up hydration: it comes right after (the dialog) or when asked (sending). */
const afterHydration = [
  { what: 'the appointment dialog', chunk: /\/assets\/appointment-dialog-\w+\.js$/, marker: null },
  { what: 'form validation (superstruct)', chunk: /\/assets\/validation-\w+\.js$/, marker: 'Expected a value of type' },
];
const onDemand = [{ what: 'the email client', chunk: /\/assets\/email-\w+\.js$/, marker: 'api.emailjs.com' }];
/** Whether a file is that code: by its chunk's name, or by a string only it contains. */
const isCode = ({ chunk, marker }: { chunk: RegExp; marker: string | null }) => (f: { path: string; text: string }) =>
  chunk.test(f.path) || (marker !== null && f.text.includes(marker));

/** The contact page's own chunk, which holds its form, and the contact page in either language. */
const contactChunk = /\/assets\/contact-\w+\.js$/;
const isContactPage = (path: string) => /^(\/kn)?\/contact$/.test(path);

type Kind = 'html' | 'css' | 'js' | 'image' | 'other';
type Fetched = { path: string; kind: Kind; sent: number; gzip: number; text: string; beforeHydration: boolean };
type Loaded = { fetched: Fetched[]; html: string; thirdParty: string[] };

const kinds: Record<string, Kind> = { document: 'html', stylesheet: 'css', script: 'js', image: 'image' };

/**
 * Opens `path` in a fresh context (empty cache) and records every response, with no interaction, until the page has
 * hydrated and the network has been quiet for half a second. `holdIdle` holds back idle-time work (warming the
 * dialog's code) so only what the page needs is fetched; without it, the measure also waits for that and its fetches.
 */
async function measure(browser: Browser, origin: string, path: string, width: number, holdIdle: boolean): Promise<Loaded> {
  const context = await browser.newContext({ baseURL: origin, viewport: { width, height: 823 }, deviceScaleFactor: 1.75 });
  const page = await context.newPage();
  if (holdIdle) await page.addInitScript(() => (window.requestIdleCallback = () => 0));
  const pending: Promise<Omit<Fetched, 'beforeHydration'> & { startedAt: number }>[] = [];
  // Requests, not responses: a request the CSP or the network stops still counts as an attempt.
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
        return {
          path: new URL(res.url()).pathname,
          kind,
          sent: sizes.responseBodySize + sizes.responseHeadersSize,
          gzip: kind === 'html' || kind === 'css' || kind === 'js' ? gzipSync(body, { level: 9 }).length : 0,
          text: kind === 'js' || kind === 'html' ? body.toString('utf8') : '',
          startedAt: res.request().timing().startTime,
        };
      })(),
    ),
  );
  await gotoHydrated(page, path);
  // The moment React finished hydrating, on the same clock as the requests' start times.
  const hydratedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByName('hydrated')[0].startTime);
  await page.waitForLoadState('networkidle');
  // The dialog's code follows hydration and the load event: done once its form is live (a quiet spell could end first).
  await expect(page.locator('form[name="appointment"]')).toHaveAttribute('data-live', '', { timeout: 15_000 });
  if (!holdIdle) {
    // Idle callbacks run in order: once ours has run, so has any the page asked for before it.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 10_000 })));
    // The only work the pages leave for idle time is the Message Us form's code: done once every such form is live.
    await expect(page.locator('form[name="contact"]:not([data-live])')).toHaveCount(0, { timeout: 15_000 });
  }
  await expect.poll(() => inFlight, { intervals: [100] }).toBe(0);
  const fetched = (await Promise.all(pending)).map(({ startedAt, ...f }) => ({ ...f, beforeHydration: startedAt < hydratedAt }));
  await context.close();
  return { fetched, html: fetched.find((f) => f.kind === 'html')?.text ?? '', thirdParty };
}

const loads = new Map<string, Promise<Loaded>>();
/** Each route is loaded once per worker in each way, and every test reads that one load. */
function load(browser: Browser, origin: string, path: string, { width = 412, holdIdle = true } = {}) {
  const key = `${path} ${width} ${holdIdle}`;
  if (!loads.has(key)) loads.set(key, measure(browser, origin, path, width, holdIdle));
  return loads.get(key)!;
}

const total = (list: Fetched[], field: 'gzip' | 'sent', kind?: Kind) =>
  list.filter((f) => !kind || f.kind === kind).reduce((sum, f) => sum + f[field], 0);
const kb = (bytes: number) => (bytes / KB).toFixed(1);

test.describe('byte budgets', () => {
  /** Every route's figures, measured once per worker: what the page needs, and what idle time adds. */
  async function figures(browser: Browser, origin: string) {
    const rows: Record<string, Record<Kind | 'after' | 'idle' | 'jsSent' | 'all' | 'files', number> & { thirdParty: string[] }> = {};
    for (const path of routes) {
      const { fetched } = await load(browser, origin, path);
      const { fetched: withIdle, thirdParty } = await load(browser, origin, path, { holdIdle: false });
      const before = fetched.filter((f) => f.beforeHydration);
      rows[path] = {
        js: total(before, 'gzip', 'js'),
        after: total(fetched, 'gzip', 'js') - total(before, 'gzip', 'js'),
        files: before.filter((f) => f.kind === 'js').length,
        css: total(fetched, 'gzip', 'css'),
        html: total(fetched, 'gzip', 'html'),
        jsSent: total(before, 'sent', 'js'),
        idle: total(withIdle, 'gzip', 'js') - total(fetched, 'gzip', 'js'),
        image: total(fetched, 'sent', 'image'),
        other: 0,
        all: total(withIdle, 'sent'),
        thirdParty,
      };
    }
    return rows;
  }

  test('every route needs ≤ 70 KB of JavaScript (gzip) to become interactive, and ≤ 12 KB more right after, before any interaction', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const rows = await figures(browser, baseURL!);
    console.log('\nPer route: gzip KB of each file fetched, 412 px wide, no interaction. JS: requested before the page was hydrated;');
    console.log('after: requested right after it (the booking dialog), until the network was quiet; idle JS: fetched once the browser');
    console.log('was idle. Sent: bytes on the wire (brotli), headers included.');
    console.table(
      Object.fromEntries(
        Object.entries(rows).map(([path, r]) => [
          path,
          { 'JS KB': kb(r.js), 'JS files': r.files, 'JS sent KB': kb(r.jsSent), 'after KB': kb(r.after), 'CSS KB': kb(r.css), 'HTML KB': kb(r.html), 'idle JS KB': kb(r.idle), 'images sent KB': kb(r.image), 'all sent KB': kb(r.all) },
        ]),
      ),
    );
    const home = (await load(browser, baseURL!, '/')).fetched.filter((f) => f.kind === 'js');
    console.log("The home page's JavaScript, file by file (gzip KB; * = after hydration):");
    console.table(Object.fromEntries(home.map((f) => [f.path + (f.beforeHydration ? '' : ' *'), kb(f.gzip)])));
    const over = Object.entries(rows).filter(([, r]) => r.js > budget.js).map(([path, r]) => `${path}: ${kb(r.js)} KB`);
    expect(over, `over ${kb(budget.js)} KB of JS before hydration`).toEqual([]);
    const overAfter = Object.entries(rows).filter(([, r]) => r.after > budget.afterHydration).map(([path, r]) => `${path}: ${kb(r.after)} KB`);
    expect(overAfter, `over ${kb(budget.afterHydration)} KB of JS right after hydration`).toEqual([]);
  });

  test('every route needs ≤ 10 KB of CSS and ≤ 14 KB of HTML (gzip)', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const rows = await figures(browser, baseURL!);
    for (const [path, r] of Object.entries(rows)) {
      expect(r.css, `${path} CSS`).toBeLessThanOrEqual(budget.css);
      expect(r.html, `${path} HTML`).toBeLessThanOrEqual(budget.html);
    }
  });

  test('no route makes a third-party request', async ({ browser, baseURL }) => {
    test.setTimeout(120_000);
    const rows = await figures(browser, baseURL!);
    expect(Object.entries(rows).flatMap(([path, r]) => r.thirdParty.map((url) => `${path} → ${url}`))).toEqual([]);
  });

  test('the home page transfers ≤ 300 KB in all at 375 px wide, images and idle-time code included', async ({ browser, baseURL }) => {
    const { fetched } = await load(browser, baseURL!, '/', { width: 375, holdIdle: false });
    const sent = total(fetched, 'sent');
    console.log(`\nHome at 375 px: ${fetched.length} requests, ${kb(sent)} KB on the wire (headers included)`);
    expect(sent).toBeLessThanOrEqual(budget.homeAt375);
  });
});

test.describe('the critical path', () => {
  for (const path of routes) {
    test(`${path} fetches no dialog or validation code before it is interactive, and no email or other page's form code unless asked`, async ({ browser, baseURL }) => {
      const { fetched } = await load(browser, baseURL!, path);
      const js = fetched.filter((f) => f.kind === 'js');
      expect(js.length).toBeGreaterThan(0);
      for (const code of afterHydration) {
        const early = js.filter((f) => f.beforeHydration).filter(isCode(code));
        expect(early.map((f) => f.path), `${code.what} was fetched before the page was interactive`).toEqual([]);
      }
      for (const code of onDemand) expect(js.filter(isCode(code)).map((f) => f.path), `${code.what} was fetched before any interaction`).toEqual([]);
      // The contact page's own code (its form included) is fetched on that page only.
      const contactForm = js.filter((f) => contactChunk.test(f.path));
      if (isContactPage(path)) expect(contactForm.length).toBeGreaterThan(0);
      else expect(contactForm.map((f) => f.path)).toEqual([]);
    });
  }

  test('the code these checks look for is in the build, under those names or with those markers', () => {
    const dir = join(process.env.DIST_DIR ?? 'dist', 'assets');
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ path: `/assets/${name}`, text: readFileSync(join(dir, name), 'utf8') }));
    for (const code of [...afterHydration, ...onDemand]) {
      const found = files.filter(isCode(code));
      expect(found.length, `${code.what}: no chunk named ${code.chunk} or holding ${JSON.stringify(code.marker)}`).toBeGreaterThan(0);
    }
    // One per language: the English build's and the Kannada build's.
    expect(files.filter((f) => contactChunk.test(f.path)).length, 'the contact page’s chunk').toBe(2);
  });

  test('nothing but the HTML and one stylesheet is fetched at a priority that could hold up first paint', async ({ page, context }) => {
    const cdp = await context.newCDPSession(page);
    const priorities: Record<string, string> = {};
    cdp.on('Network.requestWillBeSent', (e) => (priorities[new URL(e.request.url).pathname] = e.request.initialPriority));
    await cdp.send('Network.enable');
    await gotoHydrated(page, '/');
    const main = Object.keys(priorities).find((path) => /^\/assets\/main-\w+\.js$/.test(path))!;
    expect(priorities[main], 'the client script').toBe('Low');
    const blocking = Object.entries(priorities).filter(([, priority]) => priority === 'VeryHigh').map(([path]) => path);
    expect(blocking).toEqual(['/', expect.stringMatching(/^\/assets\/main-\w+\.css$/)]);
    // React itself preloads the LCP image; nothing preloads code or styles ahead of the first paint.
    await expect(page.locator('link[rel="modulepreload"], link[rel="preload"]:not([as="image"])')).toHaveCount(0);
  });

  test('the dialog’s code arrives right after hydration, with no interaction and without waiting for the browser to be idle', async ({ browser, baseURL }) => {
    for (const path of routes) {
      const { fetched } = await load(browser, baseURL!, path);
      const dialog = fetched.filter((f) => afterHydration[0].chunk.test(f.path));
      expect(dialog.length, path).toBeGreaterThan(0);
      expect(dialog.every((f) => !f.beforeHydration), path).toBe(true);
    }
  });

  /** How many images each page's HTML marks as its likely LCP: the first carousel slide, treatment and case. */
  const lcpImages: Record<string, number> = { '/': 1, '/about': 1, '/treatments': 1, '/case-studies': 1, '/contact': 0, '/no-such-page': 0 };
  for (const [path, count] of Object.entries(lcpImages)) {
    test(`${path} is served with ${count} image at fetchpriority="high" and every other image lazy`, async ({ browser, baseURL }) => {
      const { html } = await load(browser, baseURL!, path);
      const imgs = html.match(/<img\b[^>]*>/g) ?? [];
      const priority = imgs.filter((img) => /\sfetchpriority="high"/i.test(img));
      expect(priority).toHaveLength(count);
      for (const img of priority) expect(img).not.toMatch(/\sloading="lazy"/);
      expect(imgs.filter((img) => !priority.includes(img) && !/\sloading="lazy"/.test(img))).toEqual([]);
      expect(imgs.filter((img) => !/\swidth="\d+"/.test(img) || !/\sheight="\d+"/.test(img))).toEqual([]);
    });
  }
});
