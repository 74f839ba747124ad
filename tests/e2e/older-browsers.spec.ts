// A browser without popovers (Safari before 17, an iPhone 8 or X for good): the phone menu and the floating panel are
// popovers, so such a browser gets the popover polyfill, and the CSS that hides them keeps working there.
import type { BrowserContext, Page, Route } from '@playwright/test';
import { bookAppointmentLabel, contactOptions } from '../../src/content/site';
import { codeFailed, expect, expectConsole, phone, test } from './fixtures';

/**
 * Chromium made into a browser without popovers, as far as the page can tell: no popover API in script; `matches` and
 * `querySelector` throw on `:popover-open`; every CSS rule that names `:popover-open` outside a forgiving list dropped
 * (the pseudo-class renamed to one no browser knows, so the page goes without its content security policy, which
 * allows the inline CSS by its hash); and no user-agent rule hiding a closed popover, so it shows as any
 * element would (an author rule in a layer: the site's rules, unlayered, outrank it; it outranks the polyfill's own
 * styles, as if they were refused, which the page's policy does in Safari before 16.4).
 */
async function withoutPopovers(context: BrowserContext) {
  await context.addInitScript(() => {
    for (const [proto, names] of [
      [HTMLElement.prototype, ['popover', 'showPopover', 'hidePopover', 'togglePopover']],
      [HTMLButtonElement.prototype, ['popoverTargetElement', 'popoverTargetAction']],
      [HTMLInputElement.prototype, ['popoverTargetElement', 'popoverTargetAction']],
    ] as const)
      for (const name of names) delete (proto as unknown as Record<string, unknown>)[name];
    for (const [proto, names] of [
      [Element.prototype, ['matches', 'closest', 'querySelector', 'querySelectorAll']],
      [Document.prototype, ['querySelector', 'querySelectorAll']],
    ] as const)
      for (const name of names) {
        const native = (proto as unknown as Record<string, (selector: string) => unknown>)[name];
        (proto as unknown as Record<string, unknown>)[name] = function (this: unknown, selector: string) {
          if (/(^|[^\\]):popover-open/.test(selector))
            throw new DOMException(`'${selector}' is not valid`, 'SyntaxError');
          return native.call(this, selector);
        };
      }
    // Adopted, as the page's policy allows no inline style of ours; its layer first, so the lowest.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      '@layer no-popovers, popover-polyfill; @layer no-popovers { :where([popover]) { display: block } }',
    );
    document.adoptedStyleSheets = [sheet];
  });
  const unknownPseudoClass = async (route: Route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(/([^\\]):popover-open/g, '$1:-no-such-popover-open');
    // The inline CSS changed, the policy's hashes of it no longer match: without the policy, not without the CSS.
    const { 'content-security-policy': _, ...headers } = response.headers();
    await route.fulfill({ response, body, headers });
  };
  await context.route((url) => url.pathname.endsWith('.css') || !/\.\w+$/.test(url.pathname), unknownPseudoClass);
}

/** The polyfill's request, held until `release` is called. */
async function holdPolyfill(context: BrowserContext) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await context.route('**/assets/popovers-*.js', async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { release, asked: () => asked };
}

const menuOf = (page: Page) => page.locator('#site-menu');
const panelOf = (page: Page) => page.locator('#contact-panel');

test.describe('a phone browser without popovers', () => {
  test('gets the polyfill, shows neither the menu nor the panel before it comes, and both open and close after', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    await withoutPopovers(context);
    const polyfill = await holdPolyfill(context);
    const page = await context.newPage();
    await page.goto('/about');
    await expect.poll(polyfill.asked).toBe(true);
    const toggle = page.getByRole('button', { name: 'Menu' });
    // Before the polyfill: both closed (no rule lost), and the controls script waits for it to start.
    await expect(toggle).toBeVisible();
    await expect(menuOf(page)).toBeHidden();
    await expect(panelOf(page)).toBeHidden();
    await expect(toggle).not.toHaveAttribute('aria-expanded');
    polyfill.release();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await page.evaluate(() => 'showPopover' in HTMLElement.prototype)).toBe(true);

    await toggle.tap();
    await expect(menuOf(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // Its icon turns from the menu's to the close icon with it.
    await expect(toggle.locator('svg').first()).toBeHidden();
    await expect(toggle.locator('svg').nth(1)).toBeVisible();
    await toggle.tap();
    await expect(menuOf(page)).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // A link to the page on show keeps the header: the controls script closes the menu (src/controls/popovers.ts) as
    // focus moves on to the heading, asking the polyfill which popover is open.
    await toggle.tap();
    await menuOf(page).getByRole('link', { name: 'About Us' }).tap();
    await expect(menuOf(page)).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);

    const fab = page.getByRole('complementary', { name: contactOptions.landmark }).getByRole('button');
    await expect(fab).toHaveAccessibleName(bookAppointmentLabel);
    await fab.tap();
    await expect(panelOf(page)).toBeVisible();
    await expect(panelOf(page)).toContainText(contactOptions.title);
    await page.keyboard.press('Escape');
    await expect(panelOf(page)).toBeHidden();
    await context.close();
  });

  test('a polyfill that fails to come is asked for again, and the menu works once it has', async ({ browser }) => {
    expectConsole(/is not valid/, codeFailed('popovers', 'net::ERR_FAILED'));
    const context = await browser.newContext(phone);
    await withoutPopovers(context);
    const asked: string[] = [];
    await context.route('**/assets/popovers-*.js', (route) => {
      asked.push(route.request().url());
      return asked.length === 1 ? route.abort() : route.continue();
    });
    const page = await context.newPage();
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(menuOf(page)).toBeHidden();
    // Asked for again (under a new name, as a failed import is remembered, or it would fail at once, unasked).
    await expect.poll(() => asked.length, { timeout: 15_000 }).toBe(2);
    await expect.poll(() => page.evaluate(() => 'showPopover' in HTMLElement.prototype)).toBe(true);
    await toggle.tap();
    await expect(menuOf(page)).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await context.close();
  });

  test('a browser with popovers never fetches the polyfill', async ({ browser }) => {
    const context = await browser.newContext(phone);
    const polyfill = await holdPolyfill(context);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(menuOf(page)).toBeVisible();
    await page.waitForLoadState('load');
    expect(polyfill.asked()).toBe(false);
    await context.close();
  });
});
