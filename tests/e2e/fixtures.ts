// What many specs need, defined once: the test every spec imports, which fails on a console error it did not
// expect; waiting for the page's code; reaching the appointment dialog.
// The EmailJS stand-in is `emailjs.ts`; the two forms behind one interface are `forms.ts`.
// The page scrolls smoothly: a field Playwright scrolls into view glides there, and a click soon after may land beside a
// button still moving with the page (on the body, so nothing happens). A test that fills far from where it then clicks
// emulates reduced motion, as contact-form.spec.ts does at 360 px.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { test as base, type BrowserContext, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { config } from '../../src/config';
import * as kn from '../../src/content/kn/messages';
import * as knSite from '../../src/content/kn/site';
import { appointmentForm, reachUsNow, type ToastText } from '../../src/content/messages';
import { bookAppointmentLabel, menuLabel, navLabel } from '../../src/content/site';
import { fabAttribute } from '../../src/lib/dom';

/** `text` as a pattern's source that matches it literally. */
export const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name in either language, whole: the helpers below serve the English and the Kannada pages alike. */
const inEither = (english: string, kannada: string) => new RegExp(`^(?:${literally(english)}|${literally(kannada)})$`);

/** Resolves once React has hydrated the page (the client marks <html> when it has). */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

/** Resolves once a form's own code runs it (until then the page holds its submits). */
export const formLive = (page: Page, name: 'contact' | 'appointment') =>
  expect(page.locator(`form[name="${name}"]`)).toHaveAttribute('data-submit', 'live', { timeout: 15_000 });

/** Goes to `path` and waits until the page is hydrated. */
export async function gotoHydrated(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
}

type Watch = { expected: RegExp[]; types: string[]; watch: (context: BrowserContext) => void };
const watches = new WeakMap<TestInfo, Watch>();

/**
 * The test of every spec: after its body, it fails on any console error or uncaught error of any page of the test's
 * contexts (a hydration mismatch, a Content-Security-Policy violation, a throw in a toast) that it did not expect with
 * `expectConsole`. A line reads "type: text (where)".
 */
export const test = base.extend<{ browserConsole: undefined }>({
  browserConsole: [
    async ({ browser, context }, use, testInfo) => {
      const lines: string[] = [];
      const { expected, types, watch }: Watch = {
        expected: [],
        types: ['error'],
        watch: (watched) => {
          watched.on('console', (message) => {
            // The harness's own note on its setting (playwright.config.ts blocks service workers), never the site's.
            if (message.text() === 'Service Worker registration blocked by Playwright') return;
            if (types.includes(message.type()))
              lines.push(`${message.type()}: ${message.text()} (${message.location().url})`);
          });
          watched.on('weberror', (error) => lines.push(`pageerror: ${error.error().message} (${error.page()?.url()})`));
        },
      };
      watches.set(testInfo, { expected, types, watch });
      watch(context);
      browser.on('context', watch);
      await use(undefined);
      browser.off('context', watch);
      const unexpected = lines.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, 'console errors the test did not expect').toEqual([]);
      const unseen = expected.filter((pattern) => !lines.some((line) => pattern.test(line)));
      expect(unseen.map(String), 'console errors the test expected but never saw').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

const watchOf = () => watches.get(test.info())!;
/** The running test logs a line matching each pattern (keep them narrow): it fails if one never shows. */
export const expectConsole = (...patterns: RegExp[]) => void watchOf().expected.push(...patterns);
/** The running test fails on console warnings too (a React warning is one). */
export const failOnWarnings = () => void watchOf().types.push('warning');
/** Watches a context the running test made from a browser it launched (the test's own browser is watched already). */
export const watchConsole = (context: BrowserContext) => watchOf().watch(context);

/** Chromium's line for a request to `url` that failed for `reason` (both a pattern's source), as a test forced it. */
export const loadFailed = (url: string, reason = '.+') =>
  new RegExp(`^error: Failed to load resource: ${reason} \\((?:${url})\\)$`);

/** Chromium's line for each fetch of the code chunk `name` (each retry too) the test breaks, by default as offline. */
export const codeFailed = (name: string, reason = 'net::ERR_INTERNET_DISCONNECTED') =>
  loadFailed(`http://[^/]+/assets/${name}-\\w+\\.js(?:#[\\w-]+)?`, reason);

/** Chromium's line for the page at `path` served with status 404, where that status is the point. */
export const status404 = (path: string) =>
  loadFailed(`http://[^/]+${literally(path)}`, 'the server responded with a status of 404 \\(Not Found\\)');

/**
 * A text file a test opens names no icon, so Chromium may ask for /favicon.ico, as its timing has it, which the site
 * has none of, and log the 404 or, offline, the failure: answered empty, it logs nothing.
 */
export const noFavicon = (target: Page | BrowserContext) =>
  target.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));

/**
 * The floating contact button, once it shows: it steps aside while it would cover a control, so this scrolls on, as a
 * visitor would, until it is back.
 */
export async function floatingButtonShown(page: Page) {
  const fab = page.locator(`[${fabAttribute}]`);
  for (let step = 0; step < 20 && (await fab.getAttribute(fabAttribute)) === 'aside'; step += 1)
    await page.evaluate(async () => {
      scrollBy(0, 150);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    });
  return fab;
}

/** The navigation's Book Appointment item. */
export const navBookButton = (page: Page) =>
  page
    .getByRole('navigation', { name: inEither(navLabel, knSite.navLabel) })
    .getByRole('button', { name: inEither(bookAppointmentLabel, knSite.bookAppointmentLabel) });

/** The header's language switch: the link to this page in the other language. */
export const languageSwitch = (page: Page) => page.getByRole('banner').locator('a[hreflang]');

/** The appointment dialog, by its title. */
export const appointmentDialog = (page: Page) =>
  page.getByRole('dialog', { name: inEither(appointmentForm.title, kn.appointmentForm.title) });

/**
 * Opens the appointment dialog from the navigation (on a phone, from inside the menu), first going to `path` if given;
 * in either language.
 */
export async function openDialog(page: Page, path?: string) {
  if (path !== undefined) await gotoHydrated(page, path);
  const menu = page.getByRole('button', { name: inEither(menuLabel, knSite.menuLabel) });
  if (!(await navBookButton(page).isVisible()) && (await menu.isVisible())) await menu.click();
  await navBookButton(page).click();
  await expect(appointmentDialog(page)).toBeVisible();
}

/** Types the values into the open appointment dialog. */
export async function fillDialog(page: Page, values: Record<'name' | 'phone' | 'service', string>) {
  const dialog = appointmentDialog(page);
  for (const name of ['name', 'phone', 'service'] as const)
    await dialog.getByLabel(appointmentForm[name].label).fill(values[name]);
}

/** Goes to /contact and waits until the Message Us form's own code runs it. */
export async function openContactForm(page: Page) {
  await gotoHydrated(page, '/contact');
  await formLive(page, 'contact');
}

/**
 * Brings the connection back and resolves once the page has handled the `online` event: a listener added now
 * runs after the page's own, and one task later anything those started (a send's request) is under way.
 */
export async function reconnect(page: Page) {
  type Waiting = typeof window & { backOnline?: Promise<void> };
  await page.evaluate(() => {
    (window as Waiting).backOnline = new Promise<void>((resolve) =>
      addEventListener('online', () => setTimeout(resolve, 0), { once: true }),
    );
  });
  await page.context().setOffline(false);
  await page.evaluate(() => (window as Waiting).backOnline);
}

/** Counts the submits reaching the document from the first script on: to wait until a submit happened, then look. */
export async function countSubmits(page: Page) {
  await page.addInitScript(() => {
    const w = window as typeof window & { submitCount?: number };
    w.submitCount = 0;
    document.addEventListener('submit', () => (w.submitCount! += 1), true);
  });
  return () => page.evaluate(() => (window as typeof window & { submitCount?: number }).submitCount ?? 0);
}

/**
 * Adds a sixth specialty tab to the page's list, drawn as the component draws one from the content (a unit
 * test, tests/unit/home/specialties.test.tsx, holds that a sixth tab's markup is any other's). Both
 * layouts place a tab by its position in the list alone, so this is what a sixth entry in the content lays out as.
 */
export async function addSixthSpecialtyTab(page: Page, title = 'Gum Care') {
  await page.getByRole('tablist').evaluate((list, name) => {
    const sixth = list.children[1]!.cloneNode(true) as HTMLElement;
    sixth.id = 'specialty-tab-gum-care';
    sixth.setAttribute('aria-selected', 'false');
    sixth.tabIndex = -1;
    sixth.lastElementChild!.textContent = name;
    list.append(sixth);
  }, title);
}

/** Runs axe with every rule it has (WCAG 2.2 A/AA and best practices); no rule is switched off. */
export async function expectNoAxeViolations(page: Page, state: string) {
  // Colours are judged as they end up, not halfway through a transition.
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const { violations } = await new AxeBuilder({ page }).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(summary, `axe violations in state "${state}"`).toEqual([]);
}

/**
 * Expects the toast to say `text` word for word; with `chat`, to offer a call and a WhatsApp chat prefilled with it.
 */
/**
 * The toasts on screen with `text`, in either layer: a toast first shown beside the dialog (or the page) stays out of
 * the other layer's live regions, so `getByRole('status')` no longer finds it once the dialog opens or closes.
 */
export const toastsWith = (page: Page, text: string) => page.locator('[data-toast-id]').filter({ hasText: text });

/**
 * Runs the page's clock (installed by the test) a minute on, then gives what its timers started the real time to reach
 * the network: a send made late is seen.
 */
export async function aMinuteOn(page: Page) {
  await page.clock.runFor(60_000);
  await page.waitForTimeout(500);
}

/** The failure toasts on screen, in either layer. */
export const failureToasts = (page: Page) => page.locator('[data-toast-id][data-variant="destructive"]');

export async function expectToast(toast: Locator, text: ToastText, chat?: string) {
  await expect(toast).toContainText(text.title);
  await expect(toast).toContainText(text.description);
  if (chat === undefined) return;
  await expect(toast.getByRole('link', { name: reachUsNow.call })).toHaveAttribute('href', `tel:${config.phone.e164}`);
  const link = new URL((await toast.getByRole('link', { name: new RegExp(reachUsNow.chat) }).getAttribute('href'))!);
  expect(link.searchParams.get('text')).toBe(chat);
}

/** Types each value into the focused field and presses Tab between them, as a keyboard user fills a form. */
export async function typeAcross(page: Page, ...values: string[]) {
  for (const [index, value] of values.entries()) {
    if (index > 0) await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
}

/** A mid-range Android phone: touch, a coarse pointer, 360 CSS px wide. */
export const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };

/** Sets the browser's text `scale` times its usual size, as a patient does in the phone's settings. */
export async function enlargeText(page: Page, scale: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: Math.round(16 * scale), fixed: Math.round(13 * scale) },
  });
}

/** A screenshot's pixels: red, green and blue, a byte each, row by row. */
export const pixels = async (png: Buffer) => {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

/** Resolves after the browser has drawn two more frames (work a tap leaves for the next frame has run). */
export const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * A proxy in front of the site that sends `path`'s HTML up to `cut(html)`, and the rest only when `rest()` is called:
 * a network that stops the document there. Every other request passes whole.
 */
export async function cutDocument(baseURL: string, path: string, cut: (html: string) => number) {
  let sendRest = () => {};
  let markSent = () => {};
  const sent = new Promise<void>((resolve) => (markSent = resolve));
  const proxy = createServer(async (request, response) => {
    const upstream = await fetch(new URL(request.url ?? '/', baseURL));
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([header]) => !/^(content-(encoding|length)|transfer-encoding|connection)$/.test(header),
      ),
    );
    const text = await upstream.text();
    response.writeHead(upstream.status, headers);
    const at = request.url === path ? cut(text) : -1;
    if (at <= 0) return void response.end(text);
    response.write(text.slice(0, at));
    sendRest = () => response.end(text.slice(at));
    markSent();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}${path}`,
    /** Resolves once the part before the cut has been sent. */
    cutSent: sent,
    rest: () => sendRest(),
    close: () => proxy.close(),
  };
}
