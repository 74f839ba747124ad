// Following the navigation from wherever the visitor is: a link to the page on show (in the phone menu and the wide
// navigation) brings them to its top and its heading, and an address with a broken escape, markup or a NUL still
// shows a page whose navigation works, and Back returns from where it led.
import type { Locator, Page } from '@playwright/test';
import * as enSite from '../../src/content/site';
import * as knSite from '../../src/content/kn/site';
import { inLanguage, type Language } from '../../src/lib/route-table.mjs';
import { expect, expectConsole, gotoHydrated, hydrated, phone, status404, test, twoFrames } from './fixtures';
import { pagesIn } from './page-helpers';

const words = {
  en: { site: enSite, pages: await pagesIn('en') },
  kn: { site: knSite, pages: await pagesIn('kn') },
} as const;

const wide = { viewport: { width: 1280, height: 800 } };

/** The label of the navigation item leading to `path` (an English path), in `lang`. */
const navLabelOf = (lang: Language, path: string) =>
  words[lang].site.navItems.find((item) => item.href !== null && item.href === inLanguage(path, lang))?.label ??
  words[lang].site.navItems.find((item) => item.href === path)!.label;

/** The h1 a page of the route table must show. */
const h1Of = (lang: Language, path: string) => words[lang].pages.find((page) => page.path === path)!.h1;

const mainNav = (page: Page, lang: Language) => page.getByRole('navigation', { name: words[lang].site.navLabel });
const mainH1 = (page: Page) => page.locator('main h1');

/** Scrolls the window to `top` at once. */
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

/** Opens the phone menu with `toggle` and follows its link to `path` (an English path) in `lang`. */
async function followInMenu(page: Page, lang: Language, toggle: Locator, menu: Locator, path: string) {
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await mainNav(page, lang)
    .getByRole('link', { name: navLabelOf(lang, path), exact: true })
    .click();
}

/**
 * Resolves once the window is scrolled to its top, and is still there after the page's timers have run on (the page's
 * clock is installed): a top passed on the way somewhere else is not where the visitor was brought.
 */
async function atTop(page: Page) {
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.clock.runFor(5_000);
  await twoFrames(page);
  expect(await page.evaluate(() => window.scrollY), 'scrolled away from the top again').toBe(0);
}

test.describe('a link to the page on show', () => {
  test.beforeEach(({ page }) => page.clock.install());

  for (const lang of ['en', 'kn'] as const) {
    const treatments = inLanguage('/treatments', lang);
    const gallery = inLanguage('/case-studies', lang);

    test.describe(`at 360×740 (${lang})`, () => {
      test.use(phone);

      test('in the phone menu closes the menu and brings the visitor to the top and the h1; another page’s link closes it too', async ({
        page,
      }) => {
        await gotoHydrated(page, treatments);
        const toggle = page.getByRole('button', { name: words[lang].site.menuLabel });
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await scrollTo(page, 900);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

        await followInMenu(page, lang, toggle, menu, '/treatments');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(treatments);
        await atTop(page);
        await expect(mainH1(page)).toBeFocused();
        await expect(mainH1(page)).toHaveText(h1Of(lang, treatments));

        await followInMenu(page, lang, toggle, menu, '/case-studies');
        await expect(page).toHaveURL(gallery);
        await expect(mainH1(page)).toHaveText(h1Of(lang, gallery));
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator(':popover-open')).toHaveCount(0);
        await expect(menu).toBeHidden();
        await atTop(page);
        await expect(mainH1(page)).toBeFocused();
      });
    });

    test.describe(`at 1280×800 (${lang})`, () => {
      test.use(wide);

      test('in the navigation brings the visitor to the top of the page and its h1', async ({ page }) => {
        await gotoHydrated(page, treatments);
        await scrollTo(page, 1200);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
        await mainNav(page, lang)
          .getByRole('link', { name: navLabelOf(lang, '/treatments'), exact: true })
          .click();
        await expect(page).toHaveURL(treatments);
        await atTop(page);
        await expect(mainH1(page)).toBeFocused();
        await expect(mainH1(page)).toHaveText(h1Of(lang, treatments));
      });
    });
  }
});

/**
 * Addresses with a broken escape, markup or a NUL in their path, query or fragment, in groups (one test each): each
 * must show a page with an h1, let the visitor leave by the navigation, and come back with Back.
 */
const hostileGroups = [
  ['/#%', '/#%E0%A4%A', '/contact#%ZZ'],
  ['/#<script>alert(1)</script>', '/treatments#%00', '/?q=%'],
  ['/case-studies?%E0', '/%E0%A4%A', '/kn/#%'],
];

for (const [name, use] of [
  ['360×740', phone],
  ['1280×800', wide],
] as const) {
  test.describe(`hostile addresses at ${name}`, () => {
    test.use(use);

    for (const group of hostileGroups) {
      test(`${group.join('  ')}: a page with an h1, a working navigation, and Back`, async ({ page }) => {
        // An uncaught error fails the test (fixtures.ts); an address that is no page is served as the 404 page.
        for (const address of group) if (address === '/%E0%A4%A') expectConsole(status404(address));
        for (const address of group) {
          const lang: Language = address.startsWith('/kn/') ? 'kn' : 'en';
          await page.goto(address);
          await hydrated(page);
          await expect(mainH1(page), address).toHaveText(/\S/);
          // Where Back must return to: this address, showing this heading.
          const [here, heading] = [page.url(), (await mainH1(page).textContent())!];

          // Somewhere else than where the address leads: the contact page, or the gallery from the contact page.
          const target = address.startsWith('/contact') ? '/case-studies' : '/contact';
          const menu = page.getByRole('button', { name: words[lang].site.menuLabel });
          if (await menu.isVisible()) await menu.click();
          await mainNav(page, lang)
            .getByRole('link', { name: navLabelOf(lang, target), exact: true })
            .click();
          await expect(page, address).toHaveURL(inLanguage(target, lang));
          await expect(mainH1(page), address).toHaveText(h1Of(lang, inLanguage(target, lang)));

          await page.goBack();
          await expect(page, address).not.toHaveURL(new RegExp(`${inLanguage(target, lang)}$`));
          await expect(page.locator('main'), address).not.toBeEmpty();
          await expect(mainH1(page), address).toHaveText(/\S/);
          await expect(page, address).toHaveURL(here);
          await expect(mainH1(page), address).toHaveText(heading);
        }
      });
    }
  });
}
