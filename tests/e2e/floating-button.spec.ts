// The floating button on a 360 px phone keeps off what a visitor reads and types: at the end of every page it covers
// neither the main content's last paragraph nor the footer's last words, and it keeps off every field of both forms
// as it is typed in. (That it covers no control anywhere on a page: phone-layers.spec.ts.)
import type { Page } from '@playwright/test';
import * as enMessages from '../../src/content/messages';
import * as knMessages from '../../src/content/kn/messages';
import * as enSite from '../../src/content/site';
import * as knSite from '../../src/content/kn/site';
import { inLanguage } from '../../src/lib/route-table.mjs';
import { expect, expectConsole, formLive, gotoHydrated, phone, status404, test } from './fixtures';
import { addresses } from './pages';

const words = {
  en: { site: enSite, messages: enMessages },
  kn: { site: knSite, messages: knMessages },
} as const;

/** Scrolls the window to `top` at once. */
const scrollTo = (page: Page, top: number) =>
  page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);

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
  test.use(phone);

  for (const address of addresses) {
    test(`${address}: at the end of the page, covers neither the last paragraph of the main content nor the footer’s last words`, async ({
      page,
    }) => {
      if (address.endsWith('/404')) expectConsole(status404(address));
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
    const { bookAppointmentLabel, menuLabel, navLabel } = words[lang].site;

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
      await page
        .getByRole('navigation', { name: navLabel })
        .getByRole('button', { name: bookAppointmentLabel })
        .click();
      const dialog = page.getByRole('dialog', { name: appointmentForm.title });
      await expect(dialog).toBeVisible();
      await formLive(page, 'appointment');
      // At 740 px the dialog does not scroll, so no field of it could reach the floating button's band: a keyboard
      // taking the lower part of the screen (about 340 px) brings them there.
      await page.setViewportSize({ width: 360, height: 400 });
      for (const name of ['name', 'phone', 'service'] as const) {
        const field = dialog.getByLabel(appointmentForm[name].label);
        const box = await focusAtBottom(page, field);
        const fab = await fabBox(page);
        if (fab) expect(intersects(box, fab), `the ${name} field under the floating button`).toBe(false);
      }
    });
  }
});
