// Loose ends: a link to the page on show (phone menu and wide navigation), addresses with broken escapes or markup,
// and the floating button against the end of every page and every text field.
import { expect, test, type Page } from '@playwright/test';
import * as enMessages from '../../src/content/messages';
import * as knMessages from '../../src/content/kn/messages';
import * as enSite from '../../src/content/site';
import * as knSite from '../../src/content/kn/site';
import { inLanguage, type Language } from '../../src/lib/route-table.mjs';
import { formLive, gotoHydrated, hydrated, phone } from './fixtures';
import { pagesIn } from './page-helpers';
import { addresses } from './pages';

const words = {
  en: { site: enSite, messages: enMessages, pages: await pagesIn('en') },
  kn: { site: knSite, messages: knMessages, pages: await pagesIn('kn') },
} as const;

const wide = { viewport: { width: 1280, height: 800 } };
const narrowPhone = { ...phone, viewport: { width: 360, height: 740 } };

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

/** Resolves once the window is scrolled to its top. */
const atTop = (page: Page) => expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

test.describe('a link to the page on show', () => {
  for (const lang of ['en', 'kn'] as const) {
    const treatments = inLanguage('/treatments', lang);
    const gallery = inLanguage('/case-studies', lang);

    test.describe(`at 360×740 (${lang})`, () => {
      test.use(narrowPhone);

      test('in the phone menu closes the menu and brings the visitor to the top and the h1; another page’s link closes it too', async ({
        page,
      }) => {
        await gotoHydrated(page, treatments);
        const toggle = page.getByRole('button', { name: words[lang].site.menuLabel });
        const menu = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
        await scrollTo(page, 900);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        await mainNav(page, lang)
          .getByRole('link', { name: navLabelOf(lang, '/treatments'), exact: true })
          .click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(menu).toBeHidden();
        await expect(page).toHaveURL(treatments);
        await atTop(page);
        await expect(mainH1(page)).toBeFocused();
        await expect(mainH1(page)).toHaveText(h1Of(lang, treatments));

        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        await expect(menu).toBeVisible();
        await mainNav(page, lang)
          .getByRole('link', { name: navLabelOf(lang, '/case-studies'), exact: true })
          .click();
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
  ['360×740', narrowPhone],
  ['1280×800', wide],
] as const) {
  test.describe(`hostile addresses at ${name}`, () => {
    test.use(use);

    for (const group of hostileGroups) {
      test(`${group.join('  ')}: a page with an h1, a working navigation, and Back`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
        for (const address of group) {
          const lang: Language = address.startsWith('/kn/') ? 'kn' : 'en';
          await page.goto(address);
          await hydrated(page);
          await expect(mainH1(page), address).toHaveText(/\S/);

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
        }
        expect(errors).toEqual([]);
      });
    }
  });
}

/** A box on screen, in CSS pixels of the viewport. */
type Box = { left: number; top: number; right: number; bottom: number };

const intersects = (a: Box, b: Box) => a.left < b.right && a.right > b.left && a.top < b.bottom && a.bottom > b.top;

/** The floating button's box as it shows, or null while it has stepped aside (hidden). */
const fabBox = (page: Page) =>
  page.evaluate(() => {
    const fab = document.querySelector<HTMLElement>('[data-fab]')!;
    if (getComputedStyle(fab).visibility === 'hidden') return null;
    const { left, top, right, bottom } = fab.querySelector('button')!.getBoundingClientRect();
    return { left, top, right, bottom };
  });

/** Waits until the floating button has finished stepping aside or back (its transition), then two frames. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const fab = document.querySelector('[data-fab]');
        const wait = () =>
          fab?.getAnimations().length
            ? requestAnimationFrame(wait)
            : requestAnimationFrame(() => requestAnimationFrame(() => done()));
        requestAnimationFrame(wait);
      }),
  );

/**
 * The boxes of the last visible paragraph of <main> and of the lines of the footer's last text, as the page ends. A
 * paragraph inside a closed dialog or popover does not show, so it does not count.
 */
const lastTexts = (page: Page) =>
  page.evaluate(() => {
    const plain = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
    const shown = (el: Element) =>
      !el.closest('dialog:not([open]), [popover]:not(:popover-open)') && el.getBoundingClientRect().height > 0;
    const paragraphs = [...document.querySelectorAll('main p')].filter(shown);
    const last = paragraphs.at(-1);
    const footer = document.querySelector('footer')!;
    const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT);
    let lastText: Text | null = null;
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.textContent!.trim() && shown(node.parentElement!)) lastText = node as Text;
    const range = document.createRange();
    if (lastText) range.selectNodeContents(lastText);
    return {
      paragraph: last
        ? { text: last.textContent!.trim().slice(0, 50), box: plain(last.getBoundingClientRect()) }
        : null,
      footer: lastText
        ? { text: lastText.textContent!.trim().slice(0, 50), boxes: [...range.getClientRects()].map(plain) }
        : null,
    };
  });

/**
 * Scrolls the field so that it ends at the bottom of the viewport (where a phone's keyboard leaves it), focuses it
 * there, and resolves with its box once the floating button has settled.
 */
async function focusAtBottom(page: Page, field: ReturnType<Page['locator']>) {
  await field.evaluate((el: HTMLElement) => {
    el.scrollIntoView({ block: 'end', behavior: 'instant' });
    el.focus({ preventScroll: true });
  });
  await expect(field).toBeFocused();
  await settled(page);
  return field.evaluate((el) => {
    const { left, top, right, bottom } = el.getBoundingClientRect();
    return { left, top, right, bottom };
  });
}

test.describe('the floating button at 360×740', () => {
  test.use(narrowPhone);

  for (const address of addresses) {
    test(`${address}: at the end of the page, covers neither the last paragraph of the main content nor the footer’s last words`, async ({
      page,
    }) => {
      await gotoHydrated(page, address);
      await scrollTo(page, 1e6);
      await settled(page);
      const fab = await fabBox(page);
      const { paragraph, footer } = await lastTexts(page);
      expect(paragraph, 'main has a paragraph').not.toBeNull();
      expect(footer, 'the footer has words').not.toBeNull();
      if (!fab) return;
      expect(intersects(paragraph!.box, fab), `"${paragraph!.text}" under the floating button`).toBe(false);
      for (const box of footer!.boxes)
        expect(intersects(box, fab), `"${footer!.text}" under the floating button`).toBe(false);
    });
  }

  for (const lang of ['en', 'kn'] as const) {
    const { appointmentForm } = words[lang].messages;
    const { bookAppointmentLabel, menuLabel } = words[lang].site;

    test(`(${lang}) keeps off every field of the Message Us form as it is typed in`, async ({ page }) => {
      await gotoHydrated(page, inLanguage('/contact', lang));
      await formLive(page, 'contact');
      const form = page.locator('form[name="contact"]');
      for (const name of ['name', 'email', 'phone', 'message'] as const) {
        const field = form.locator(`[name="${name}"]`);
        const box = await focusAtBottom(page, field);
        const fab = await fabBox(page);
        if (fab) expect(intersects(box, fab), `the ${name} field under the floating button`).toBe(false);
      }
    });

    test(`(${lang}) keeps off every field of the booking dialog as it is typed in`, async ({ page }) => {
      await gotoHydrated(page, inLanguage('/', lang));
      await page.getByRole('button', { name: menuLabel }).click();
      await mainNav(page, lang).getByRole('button', { name: bookAppointmentLabel }).click();
      const dialog = page.getByRole('dialog', { name: appointmentForm.title });
      await expect(dialog).toBeVisible();
      await formLive(page, 'appointment');
      for (const name of ['name', 'phone', 'service'] as const) {
        const field = dialog.getByLabel(appointmentForm[name].label);
        const box = await focusAtBottom(page, field);
        const fab = await fabBox(page);
        if (fab) expect(intersects(box, fab), `the ${name} field under the floating button`).toBe(false);
      }
    });
  }
});
