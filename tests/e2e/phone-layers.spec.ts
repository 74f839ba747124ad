// On a phone, nothing that floats over the page may sit on a control a patient needs to tap: the floating
// contact button steps aside, toasts keep clear of an open dialog, and every page ends with room for them.
import type { Page } from '@playwright/test';
import { config } from '../../src/config';
import { bookAppointmentLabel as knBook } from '../../src/content/kn/site';
import { appointmentFailed, appointmentForm } from '../../src/content/messages';
import { bookAppointmentLabel as enBook } from '../../src/content/site';
import { inLanguage } from '../../src/lib/route-table.mjs';
import { answers, fakeEmailService, sendFailed } from './emailjs';
import {
  appointmentDialog,
  enlargeText,
  expect,
  expectConsole,
  fillDialog,
  gotoHydrated,
  languageSwitch,
  navBookButton,
  openDialog,
  phone,
  status404,
  test,
  twoFrames,
} from './fixtures';
import { addresses } from './pages';

const phones = [
  { width: 360, height: 740 },
  { width: 375, height: 812 },
];

/** The floating layers: the floating button and the page's toasts. */
const layers = '[data-fab], [data-toast-viewport]';

/**
 * Scrolls through the whole page, from its top to its end, a little less than the floating button's height at a time
 * (so no place a control passes under it is skipped), and lists every visible control whose centre or either end the
 * browser would hit on a floating layer instead, with where. Motion is reduced, so the button has settled two frames after a scroll.
 */
const coveredOnTheWay = (page: Page) =>
  page.evaluate(async (layerSelector) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    const covered = new Set<string>();
    const end = document.documentElement.scrollHeight - innerHeight;
    for (let top = 0; ; top = Math.min(top + 40, end)) {
      window.scrollTo({ top, behavior: 'instant' });
      await frame();
      await frame();
      for (const control of document.querySelectorAll<HTMLElement>(
        'a[href], button, input, textarea, select, [tabindex]:not([tabindex="-1"])',
      )) {
        if (
          control.closest(layerSelector) ||
          control.closest('dialog:not([open])') ||
          control.closest('[popover]:not(:popover-open)')
        )
          continue;
        const box = control.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // Its centre and a fingertip inside each end: a wide button is tapped at either end as often as in the middle.
        const inset = Math.min(8, box.width / 2);
        const y = box.top + box.height / 2;
        const taps = [box.left + inset, box.left + box.width / 2, box.right - inset].filter(
          (x) => x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight,
        );
        const onLayer = taps.some((x) => {
          const hit = document.elementFromPoint(x, y);
          return hit && !control.contains(hit) && hit.closest(layerSelector);
        });
        if (onLayer)
          covered.add(
            `${control.tagName.toLowerCase()} "${(control.textContent || control.getAttribute('aria-label') || '').trim().slice(0, 40)}" scrolled ${top} px`,
          );
      }
      if (top === end) return [...covered];
    }
  }, layers);

for (const phone of phones) {
  test.describe(`at ${phone.width}×${phone.height}`, () => {
    test.use({ viewport: phone, hasTouch: true, isMobile: true, reducedMotion: 'reduce' });

    for (const address of addresses) {
      test(`${address}: no floating layer sits on a control (its centre or either end), anywhere from the top of the page to its end`, async ({
        page,
      }) => {
        // The longest page is some 230 steps of two frames each: about 11 s on a quiet machine, more on a busy one.
        test.slow();
        if (address.endsWith('/404')) expectConsole(status404(address));
        await gotoHydrated(page, address);
        expect(await coveredOnTheWay(page)).toEqual([]);
      });
    }
  });
}

for (const lang of ['en', 'kn'] as const) {
  test(`(${lang}) on a phone the toast of a request sent shows under the sticky header, whose controls stay free`, async ({
    page,
  }) => {
    await page.setViewportSize(phone.viewport);
    await fakeEmailService(page);
    await openDialog(page, inLanguage('/contact', lang));
    const dialog = appointmentDialog(page);
    // By the fields' names, in either language.
    for (const [name, value] of Object.entries({ name: 'Asha Rao', phone: '+91 98450 12345', service: 'Scaling' }))
      await dialog.locator(`[name="${name}"]`).fill(value);
    await dialog.locator('button[type=submit]').click();
    const toast = page.locator('[data-toast-viewport="page"] [data-toast-id]');
    await expect(toast).toBeVisible();
    const header = (await page.locator('header[data-frame]').boundingBox())!;
    expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
}

// 360 × 640: a phone on which the dialog is taller than the screen.
for (const viewport of [
  { width: 360, height: 640 },
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} × ${viewport.height} px the failure toast shows in sight and keeps clear of the open dialog's title, fields and buttons`, async ({
    page,
  }) => {
    expectConsole(/answered 500/, sendFailed);
    await page.setViewportSize(viewport);
    await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page, '/contact');
    await fillDialog(page, { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' });
    const dialog = appointmentDialog(page);
    // Scrolled to its end, as a thumb does to reach the send button where the dialog is taller than the screen.
    await dialog.evaluate((element) => element.scrollTo({ top: element.scrollHeight, behavior: 'instant' }));
    await dialog.getByRole('button', { name: appointmentForm.submit }).click();
    const toast = dialog.getByRole('alert');
    await expect(toast).toContainText(appointmentFailed.title);
    await expect(toast.locator('[data-toast-id]')).toBeInViewport({ ratio: 1 });
    const toastBox = (await toast.locator('[data-toast-id]').boundingBox())!;
    const parts = [
      dialog.getByRole('heading', { name: appointmentForm.title }),
      dialog.getByLabel(appointmentForm.name.label),
      dialog.getByLabel(appointmentForm.phone.label),
      dialog.getByLabel(appointmentForm.service.label),
      dialog.getByRole('button', { name: appointmentForm.cancel }),
      dialog.getByRole('button', { name: appointmentForm.submit }),
      dialog.getByRole('button', { name: appointmentForm.close }),
    ];
    for (const part of parts) {
      const box = (await part.boundingBox())!;
      const overlaps =
        box.x < toastBox.x + toastBox.width &&
        box.x + box.width > toastBox.x &&
        box.y < toastBox.y + toastBox.height &&
        box.y + box.height > toastBox.y;
      expect(overlaps, `the toast covers ${await part.evaluate((el) => el.outerHTML.slice(0, 60))}`).toBe(false);
    }
    // Still announced, and still dismissable.
    await toast.getByRole('button', { name: /Dismiss/ }).click();
    await expect(toast).not.toContainText(appointmentFailed.title);
    await expect(dialog).toBeVisible();
  });
}

test.describe('at 200 % text on a 360 px phone', () => {
  test.use(phone);

  /** The right edge of whatever `selector` matches that lies furthest right, and the page's own width. */
  const rightmost = (page: Page, selector: string) =>
    page.evaluate((css) => {
      const edges = [...document.querySelectorAll(css)]
        .map((el) => el.getBoundingClientRect())
        .filter((box) => box.width > 0)
        .map((box) => box.right);
      return {
        right: Math.max(0, ...edges),
        width: document.documentElement.clientWidth,
        scroll: document.documentElement.scrollWidth,
      };
    }, selector);

  for (const address of addresses) {
    test(`${address}: the page does not scroll sideways, and the header, menu, floating button and dialog stay on screen`, async ({
      page,
    }) => {
      if (address.endsWith('/404')) expectConsole(status404(address));
      await enlargeText(page, 2);
      await gotoHydrated(page, address);
      const page1 = await rightmost(page, 'header, header *, [data-fab], [data-fab] > button');
      expect(page1.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(360);
      expect(page1.right).toBeLessThanOrEqual(page1.width);
      // The menu's toggle, in either language.
      await page.getByRole('banner').locator('button[popovertarget]').click();
      const menu = await rightmost(page, '#site-menu a, #site-menu button');
      expect(menu.right).toBeLessThanOrEqual(menu.width);
      await navBookButton(page).click();
      const dialog = appointmentDialog(page);
      await expect(dialog).toBeVisible();
      const inside = await rightmost(page, 'dialog[open], dialog[open] *');
      expect(inside.right).toBeLessThanOrEqual(inside.width);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the dialog scrolls sideways').toBe(true);
    });
  }

  test('no link or button of an English page breaks a word inside, as "Directio-ns" in a pill', async ({ page }) => {
    await enlargeText(page, 2);
    for (const address of addresses.filter((path) => !path.startsWith('/kn/') && !path.endsWith('/404'))) {
      await gotoHydrated(page, address);
      const broken = await page.evaluate(() => {
        const words: string[] = [];
        const range = document.createRange();
        for (const control of document.querySelectorAll('a, button')) {
          const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            // Text drawn for screen readers only sits in a 1 px box, where every word breaks.
            if ((text.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
            for (const word of text.textContent!.matchAll(/[A-Za-z]{2,}/g)) {
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)));
              if (lines.size > 1) words.push(word[0]);
            }
          }
        }
        return words;
      });
      expect(broken, address).toEqual([]);
    }
  });

  test('the header keeps the language switch, on one line, at 130 % text in both languages', async ({ page }) => {
    await enlargeText(page, 1.3);
    for (const address of ['/', '/kn/']) {
      await gotoHydrated(page, address);
      const language = languageSwitch(page);
      await expect(language, address).toBeVisible();
      const lines = await language.evaluate((link) => {
        const range = document.createRange();
        range.selectNodeContents(link);
        return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
      });
      expect(lines, address).toBe(1);
      const box = (await language.boundingBox())!;
      expect(box.x + box.width, address).toBeLessThanOrEqual(360);
    }
  });

  test("the footer keeps the clinic's name whole at 130 % and 200 % text, in both languages", async ({ page }) => {
    // The header's room shrinks the name, to nothing at large text (its mark then stands alone); the footer's must not.
    const name = page.getByRole('contentinfo').getByText(config.name.split(' ')[0]!, { exact: true });
    for (const scale of [1.3, 2])
      for (const address of ['/', '/kn/']) {
        await enlargeText(page, scale);
        await gotoHydrated(page, address);
        expect((await name.boundingBox())!.height, `${address} at ${scale * 100} %`).toBeGreaterThan(20 * scale);
      }
  });
});

test.describe('with JavaScript off on a 360 px phone', () => {
  test.use({ ...phone, javaScriptEnabled: false });

  for (const address of addresses) {
    test(`${address}: the menu, shown as rows of links, stays on screen`, async ({ page }) => {
      if (address.endsWith('/404')) expectConsole(status404(address));
      await page.goto(address);
      const right = await page.evaluate(() =>
        Math.max(...[...document.querySelectorAll('header *')].map((el) => el.getBoundingClientRect().right)),
      );
      expect(right).toBeLessThanOrEqual(360);
    });
  }
});

test.describe('the floating button turning compact', () => {
  for (const lang of ['en', 'kn'] as const) {
    test(`(${lang}) shifts nothing: it is clipped to a round icon at the right edge, its name unchanged`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 412, height: 800 });
      await gotoHydrated(page, inLanguage('/about', lang));
      const fab = page.locator('[data-fab]');
      const button = fab.locator(':scope > button');
      const name = await button.evaluate((el) => el.textContent);
      // From its full state, whatever the first screen has under it (the controls script sets it again on a scroll only).
      await fab.evaluate((el) => {
        el.setAttribute('data-fab', '');
        return Promise.all(el.getAnimations().map((animation) => animation.finished));
      });
      // Every layout shift from here on, as the controls script's check would cause it (no input: each one counts).
      await page.evaluate(() => {
        const shifts: unknown[] = [];
        (window as any).shifts = shifts;
        new PerformanceObserver((list) => shifts.push(...list.getEntries())).observe({ type: 'layout-shift' });
      });
      const full = (await fab.boundingBox())!;
      await fab.evaluate((el) => el.setAttribute('data-fab', 'compact'));
      await twoFrames(page);
      expect(await page.evaluate(() => (window as any).shifts.length), 'layout shifts').toBe(0);
      expect(await fab.boundingBox(), 'its layout').toEqual(full);
      await expect(button).toHaveAccessibleName(lang === 'en' ? enBook : knBook);
      expect(await button.evaluate((el) => el.textContent)).toBe(name);
      // What shows is a circle as tall as the button, at the right edge: its centre is the button, left of it is not.
      const right = full.x + full.width;
      const middle = full.y + full.height / 2;
      const radius = 26;
      const hits = await page.evaluate(
        ([inside, outside, y]) =>
          [inside, outside].map((x) => document.elementFromPoint(x, y)?.closest('[data-fab]')?.localName ?? null),
        [right - radius, right - 2 * radius - 8, middle],
      );
      expect(hits, 'the circle, and the page beside it').toEqual(['aside', null]);
    });
  }
});
