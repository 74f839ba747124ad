// The service worker, in a context that allows it (every other spec blocks service workers): pages with no signal, and
// a new release on the next load.
import type { Page } from '@playwright/test';
import { cp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { origins } from '../../playwright.config';
import { config } from '../../src/config';
import * as kn from '../../src/content/kn/offline';
import { offlinePage } from '../../src/content/offline';
import { createSiteServer } from '../../src/server/serve.mjs';
import { device, expect, firstVisit, hydrated, underWorker } from './service-worker';
import { withBackForwardCache } from './back-forward-cache';
import { appointmentDialog, codeFailed, expectConsole, navBookButton, test } from './fixtures';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 120_000 });

/**
 * The signal back, and the page told so: a page loaded under Playwright's offline reads as online all along, so the
 * browser never says it; the test then does, as the browser would have.
 */
async function backOnline(page: Page, net: Awaited<ReturnType<typeof device>>) {
  const told = await page.evaluate(() => !navigator.onLine);
  await net.signal(true);
  if (!told) await page.evaluate(() => dispatchEvent(new Event('online')));
}

for (const [lang, words, home, seen, unseen] of [
  ['English', offlinePage, '/', '/contact', '/treatments'],
  ['Kannada', kn.offlinePage, '/kn/', '/kn/contact', '/kn/treatments'],
] as const) {
  test.describe(`with no signal, in ${lang}`, () => {
    test('pages seen before open from the device, and their code runs: the first one, and one seen under the worker', async ({
      context,
      page,
    }) => {
      const net = await device(context);
      await firstVisit(page, home);
      // The first page is kept with what it names, its tab's icons too.
      for (const icon of ['/favicon.svg', '/favicon-32.png'])
        expect(await page.evaluate((icon) => caches.match(icon).then((kept) => kept?.ok), icon), icon).toBe(true);
      await page.goto(seen);
      await hydrated(page);
      // Days later: the browser's own cache has let go of what it kept for a day (the pictures of /images/).
      await (await context.newCDPSession(page)).send('Network.clearBrowserCache');
      await net.signal(false);
      for (const [path, key] of [
        [seen, 'contact'],
        [home, 'home'],
      ] as const) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(words.heading);
        await expect(page.locator('main')).toHaveAttribute('data-page', key);
        // Every picture it shows, as it opens and further down (the contact page's map), shows again: the first page's
        // were kept from the HTTP cache, the other's as it was seen.
        const broken = () =>
          page.locator('main img').evaluateAll((imgs) => {
            const shown = (imgs as HTMLImageElement[]).filter((img) => img.getClientRects().length > 0);
            for (const img of shown) img.scrollIntoView();
            return shown.length
              ? shown.filter((img) => !img.complete || !img.naturalWidth).map((img) => img.src)
              : ['none'];
          });
        await expect.poll(broken).toEqual([]);
      }
    });

    test('an address not seen before shows the offline page: the address asked for, and a working phone link', async ({
      context,
      page,
    }) => {
      const net = await device(context);
      await underWorker(page, home);
      await net.signal(false);
      const asked = `${unseen}?from=<b>&x='y'`;
      await page.goto(asked);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      const address = new URL(page.url()).pathname + new URL(page.url()).search;
      await expect(page.locator('main code')).toHaveText(address);
      expect(address).toContain('&x=');
      await expect(page.getByRole('link', { name: words.retry })).toHaveAttribute('href', address);
      const call = page.locator('main').locator(`a[href="tel:${config.phone.e164}"]`);
      await expect(call).toBeVisible();
      await expect(call).toContainText(config.phone.display);
      await expect(page.locator('main a[href^="https://wa.me/"]')).toBeVisible();
      // The app takes the page over as any other: the header's links lead on, and back online the address opens by
      // itself, as the browser's own offline page does: no one has to find Try again.
      await hydrated(page);
      await backOnline(page, net);
      await expect(page.locator('main')).toHaveAttribute('data-page', 'treatments');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(address);
    });

    test('back online while the visitor writes in the booking dialog, the page stays as it is; Try again opens it', async ({
      context,
      page,
    }) => {
      // The form, taking focus, asks for the email code, which no page names: with no signal it fails.
      expectConsole(codeFailed('email', 'net::ERR_FAILED'));
      const net = await device(context);
      await underWorker(page, home);
      await net.signal(false);
      await page.goto(unseen);
      await hydrated(page);
      await navBookButton(page).click();
      const name = appointmentDialog(page).locator('input[name="name"]');
      await name.fill('Asha');
      const documents: string[] = [];
      page.on('request', (request) => request.isNavigationRequest() && documents.push(request.url()));
      await backOnline(page, net);
      // The page heard it and kept the dialog and what was typed.
      await expect(name).toBeFocused();
      await expect(name).toHaveValue('Asha');
      await page.keyboard.press('Escape');
      await page.getByRole('link', { name: words.retry }).click();
      await expect(page.locator('main')).toHaveAttribute('data-page', 'treatments');
      // One load of the address: the visitor's, none by itself under the dialog.
      expect(documents.map((url) => new URL(url).pathname)).toEqual([unseen]);
    });

    test('a link followed inside the site shows the offline page when its page was never seen', async ({
      context,
      page,
    }) => {
      const net = await device(context);
      await underWorker(page, home);
      await net.signal(false);
      await page.locator(`footer a[href="${home === '/' ? '/privacy' : '/kn/privacy'}"]`).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.heading);
      await expect(page.locator('main code')).toHaveText(home === '/' ? '/privacy' : '/kn/privacy');
      // Back online, the page followed to opens by itself, at its address.
      await backOnline(page, net);
      await expect(page.locator('main')).toHaveAttribute('data-page', 'privacy');
      await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(words.heading);
    });
  });
}

test('an offline page the back/forward cache gives back once the signal is back opens its address by itself', async ({
  baseURL,
}) => {
  await withBackForwardCache(baseURL!, async (page) => {
    const net = await device(page.context());
    await underWorker(page, '/');
    await net.signal(false);
    await page.goto('/treatments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offlinePage.heading);
    await hydrated(page);
    // Left for a page kept on the device; the signal comes back while the offline page is kept, hearing nothing.
    await page.goto('/');
    await hydrated(page);
    await net.signal(true);
    await page.goBack({ waitUntil: 'commit' });
    await expect(page.locator('main')).toHaveAttribute('data-page', 'treatments');
    // Loaded again by the page given back (a Back the cache did not serve would read back_forward).
    expect(
      await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type),
    ).toBe('reload');
  });
});

test('with no signal, a picture kept at another size or format shows in place of the one the browser asks for', async ({
  context,
  page,
}) => {
  const net = await device(context);
  await underWorker(page, '/');
  // As a page seen before the worker leaves a photo: its fallback, which the HTML names, kept; the variant the browser
  // chose from the srcset, not.
  const picture = '/assets/images/interior/reception-0123abcd';
  await page.evaluate(async (kept) => {
    const assets = (await caches.keys()).find((name) => name.startsWith('assets-'))!;
    const png = await (await fetch('/icon-192.png')).blob();
    await (await caches.open(assets)).put(kept, new Response(png, { headers: { 'Content-Type': 'image/png' } }));
  }, `${picture}-1200.jpg`);
  await net.signal(false);
  const shown = (src: string) =>
    page.evaluate(
      (src) =>
        new Promise<number>((width) =>
          Object.assign(new Image(), {
            onload: (event: Event) => width((event.target as HTMLImageElement).naturalWidth),
            onerror: () => width(0),
            src,
          }),
        ),
      src,
    );
  expect(await shown(`${picture}-800.avif`)).toBe(192);
  expect(await shown(`${picture}-480.webp`)).toBe(192);
});

test.describe('a new release', () => {
  test('shows on the next load, and the caches of the one before are deleted', async ({ browser }) => {
    const dir = `.cache/release-${test.info().parallelIndex}`;
    await rm(dir, { recursive: true, force: true });
    await cp(process.env.DIST_DIR || 'dist', dir, { recursive: true });
    const server = createSiteServer(dir);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const context = await browser.newContext({ baseURL: origin, serviceWorkers: 'allow' });
    try {
      const page = await context.newPage();
      await underWorker(page, '/contact');
      const before = await page.evaluate(() => caches.keys());
      expect(before.length).toBeGreaterThan(0);
      // The release: a page's words and the worker change (its release's name with them), as a build writes them.
      const h1 = (await page.getByRole('heading', { level: 1 }).textContent())!;
      for (const [file, from, to] of [
        ['contact.html', `>${h1}<`, '>Contact us, new release<'],
        ['sw.js', /"release":"[^"]+"/, '"release":"next"'],
      ] as const) {
        await writeFile(`${dir}/${file}`, (await readFile(`${dir}/${file}`, 'utf8')).replace(from, to));
        await rm(`${dir}/${file}.br`);
        await rm(`${dir}/${file}.gz`);
      }
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact us, new release');
      await expect.poll(() => page.evaluate(() => caches.keys())).toContain('pages-next');
      expect((await page.evaluate(() => caches.keys())).filter((name) => before.includes(name))).toEqual([]);
    } finally {
      await context.close();
      server.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});

test('both hosts serve the worker revalidated on every visit, at no wider scope, under the policy of every page', async () => {
  for (const [host, origin] of Object.entries(origins)) {
    const [worker, page] = await Promise.all([fetch(`${origin}/sw.js`), fetch(`${origin}/contact`)]);
    expect([host, worker.status, worker.headers.get('cache-control')]).toEqual([host, 200, 'no-cache']);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers.get('service-worker-allowed')).toBeNull();
    const policy = page.headers.get('content-security-policy')!.split('; ');
    expect(worker.headers.get('content-security-policy')!.split('; ')).toEqual(policy);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("default-src 'self'");
  }
});
