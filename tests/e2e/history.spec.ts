import type { Locator, Page } from '@playwright/test';
import { contactHeadline } from '../../src/content/contact';
import { galleryHeadline } from '../../src/content/gallery';
import { treatments, title as treatmentsTitle, treatmentsHeadline } from '../../src/content/treatments';
import { expect, expectConsole, gotoHydrated, loadFailed, noFavicon, test } from './fixtures';
import { h1, mainNav } from './page-helpers';

const focusedInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.contains(document.activeElement), selector);

/** Resolves with scrollY once the page has stopped scrolling (smooth scrolling included) for ten frames. */
const settledScrollY = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let [last, still] = [-1, 0];
        const frame = () => {
          [still, last] = scrollY === last ? [still + 1, last] : [0, scrollY];
          if (still === 10) resolve(scrollY);
          else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
  );

// Taps where the element is, as a visitor does: click() would scroll it "into view" first, and a sticky header's
// link counts as hidden under the root's scroll-padding-top, so that scroll would move the page.
const tap = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  await locator.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
};

/** Marks the document on show: while the router shows the pages, the mark stays; a page loaded afresh has none. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { routerDocument: true }));
const expectSameDocument = async (page: Page) =>
  expect(await page.evaluate(() => 'routerDocument' in window), 'the router shows it, in the same document').toBe(true);

/** Follows the header's Contact link, from the menu on a phone. */
const followContact = async (page: Page) => {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await tap(menu);
  await tap(mainNav(page).getByRole('link', { name: 'Contact' }));
  await expect(h1(page)).toHaveText(contactHeadline);
};

test.describe('a jump within the page', () => {
  test('a treatment link on /treatments leaves focus at the treatment: the next Tab goes forward from it', async ({
    page,
  }) => {
    await gotoHydrated(page, '/treatments');
    const last = treatments.at(-1)!;
    await page
      .getByRole('navigation', { name: 'Treatments on this page' })
      .getByRole('link', { name: last.title })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/treatments#${last.id}`);
    await settledScrollY(page);
    await expect(page.locator(`#${last.id}`)).toBeInViewport();
    await expect(h1(page)).not.toBeFocused();
    await expect(page).toHaveTitle(treatmentsTitle);
    await page.keyboard.press('Tab');
    expect(await focusedInside(page, `#${last.id}`)).toBe(true);
  });

  test('the skip link moves focus to the main content, and the next Tab goes to its first link', async ({ page }) => {
    await gotoHydrated(page, '/treatments');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/treatments#main');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: treatments[0]!.title })).toBeFocused();
  });

  test('a link to a treatment from elsewhere opens the page at it, and hydration leaves it there', async ({ page }) => {
    const target = treatments[2]!;
    await gotoHydrated(page, `/treatments#${target.id}`);
    expect(await settledScrollY(page)).toBeGreaterThan(0);
    await expect(page.locator(`#${target.id}`)).toBeInViewport();
    await expect(h1(page)).not.toBeFocused();
  });
});

test.describe('Back and Forward', () => {
  for (const width of [375, 1280]) {
    for (const { path, headline } of [
      { path: '/treatments', headline: treatmentsHeadline },
      { path: '/case-studies', headline: galleryHeadline },
    ]) {
      test(`at ${width} px, return to where the visitor was on ${path}, and to the top of the next page`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, path);
        const y = await page.evaluate(() => {
          // Well down the page, and not at its end (where any position would look right).
          const top = Math.min(2872, Math.round((document.documentElement.scrollHeight - innerHeight) * 0.6));
          window.scrollTo({ top, behavior: 'instant' });
          return top;
        });
        expect(await settledScrollY(page)).toBe(y);
        await markDocument(page);
        await followContact(page);
        expect(await settledScrollY(page)).toBe(0);
        await page.goBack();
        await expect(h1(page)).toHaveText(headline);
        expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
        await page.goForward();
        await expect(h1(page)).toHaveText(contactHeadline);
        expect(await settledScrollY(page)).toBe(0);
        await expectSameDocument(page);
      });
    }

    test(`at ${width} px, after a treatment link and more scrolling, Back from another page returns there, not to the treatment`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/treatments');
      await page
        .getByRole('navigation', { name: 'Treatments on this page' })
        .getByRole('link', { name: 'Dentures' })
        .click();
      await markDocument(page);
      const jumped = await settledScrollY(page);
      const y = await page.evaluate((from) => {
        window.scrollTo({ top: from + 408, behavior: 'instant' });
        return scrollY;
      }, jumped);
      await followContact(page);
      await page.goBack();
      await expect(h1(page)).toHaveText(treatmentsHeadline);
      expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
      // Another page was shown: its heading has focus, so that screen readers say where the visitor is.
      await expect(h1(page)).toBeFocused();
      await page.evaluate(() => (document.activeElement as HTMLElement).blur());
      // One more Back: the entry before the jump, at the top where the visitor started, on the same page.
      await page.goBack();
      await expect(page).toHaveURL('/treatments');
      expect(await settledScrollY(page)).toBe(0);
      await page.goForward();
      expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
      // Within one page, Back and Forward leave focus alone: where the blur above left it, on no element.
      expect(await page.evaluate(() => document.activeElement === document.body), 'focus moved').toBe(true);
      await expectSameDocument(page);
    });
  }
});

test.describe('a page loaded again', () => {
  test('a reload, and Back from another document, open it where the visitor was; within the site the router still does', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await gotoHydrated(page, '/treatments');
    const y = await page.evaluate(() => {
      const top = Math.round((document.documentElement.scrollHeight - innerHeight) * 0.6);
      window.scrollTo({ top, behavior: 'instant' });
      return top;
    });
    expect(await settledScrollY(page)).toBe(y);
    const hydrated = () => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.reload();
    await hydrated();
    expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
    // Another document (another site, or a file of this one), then Back: the page is loaded afresh, where it was.
    await noFavicon(page);
    await page.goto('/robots.txt');
    await page.goBack();
    await hydrated();
    expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
    // Within the site, the router restores: the next page at its top, and Back to where the visitor was.
    await markDocument(page);
    await followContact(page);
    expect(await settledScrollY(page)).toBe(0);
    await page.goBack();
    await expect(h1(page)).toHaveText(treatmentsHeadline);
    expect(Math.abs((await settledScrollY(page)) - y)).toBeLessThanOrEqual(2);
    await expectSameDocument(page);
  });
});

test.describe('a link followed without a connection', () => {
  test('dims the page on show while it waits, and shows the page once the connection returns, though it failed to arrive', async ({
    page,
    context,
  }) => {
    expectConsole(loadFailed('http://[^/]+/case-studies', 'net::ERR_INTERNET_DISCONNECTED'));
    await page.clock.install();
    await gotoHydrated(page, '/');
    // Offline only once the home page's later code is all here: a module whose fetch fails stays failed in
    // Chromium, and a page that needs it then cannot come until a reload (decisions entry 32).
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(idle)));
    await page.waitForLoadState('networkidle');
    // The page's clock stops: no pause between tries ends by itself, so only the connection's return can ask again.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await context.setOffline(true);
    await mainNav(page).getByRole('link', { name: 'Case Gallery' }).click();
    await expect(page).toHaveURL('/case-studies');
    // The page is asked for (its HTML, which says what to show), and fails.
    await expect.poll(() => requests.filter((url) => new URL(url).pathname === '/case-studies')).toHaveLength(1);
    await expect(h1(page)).not.toHaveText(galleryHeadline);
    // The tap was heard: the page on show dims, all but its header and footer.
    await expect(page.locator('main')).toHaveCSS('opacity', '0.6');
    await expect(page.locator('header').first()).toHaveCSS('opacity', '1');
    await context.setOffline(false);
    await expect(h1(page)).toHaveText(galleryHeadline);
    await expect(h1(page)).toBeFocused();
    await expect(page.locator('main')).toHaveCSS('opacity', '1');
  });
});
