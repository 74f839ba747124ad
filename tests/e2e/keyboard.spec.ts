import type { Locator, Page } from '@playwright/test';
import { galleryHeadline } from '../../src/content/gallery';
import { headline } from '../../src/content/home';
import { treatmentsHeadline } from '../../src/content/treatments';
import { appointmentForm, appointmentSent, messageSent } from '../../src/content/messages';
import { specialties } from '../../src/content/specialties';
import { specialtyDetails } from '../../src/content/specialty-details';
import { fakeEmailService } from './emailjs';
import {
  appointmentDialog,
  expect,
  gotoHydrated,
  navBookButton,
  openDialog,
  pixels,
  test,
  twoFrames,
  typeAcross,
} from './fixtures';

/** Presses Tab until `target` has focus (at most `limit` times), checking focus is always visibly ringed. */
async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** The focused element shows a focus indicator of at least 2 px (outline or ring), and focus is not on <body>. */
async function expectVisibleFocus(page: Page) {
  const ring = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { tag: 'BODY', width: 0 };
    const s = getComputedStyle(el);
    const outline = s.outlineStyle === 'none' ? 0 : parseFloat(s.outlineWidth);
    const shadow = s.boxShadow === 'none' ? 0 : 2;
    return { tag: el.tagName, width: Math.max(outline, shadow) };
  });
  expect(ring.tag).not.toBe('BODY');
  expect(ring.width, `focus ring on ${ring.tag}`).toBeGreaterThanOrEqual(2);
}

/**
 * The pixels that differ between two screenshots of the same box (by more than a quarter of a colour channel's range),
 * counted on each side of its centre: left, right, above, below.
 */
async function changedBySide(a: Buffer, b: Buffer) {
  const [{ width, height, data }, second] = await Promise.all([pixels(a), pixels(b)]);
  const sides = [0, 0, 0, 0];
  for (let i = 0; i < data.length; i += 3) {
    if ([0, 1, 2].every((c) => Math.abs(data[i + c]! - second.data[i + c]!) < 64)) continue;
    const dx = ((i / 3) % width) + 0.5 - width / 2;
    const dy = Math.floor(i / 3 / width) + 0.5 - height / 2;
    sides[Math.abs(dx) > Math.abs(dy) ? (dx < 0 ? 0 : 1) : dy < 0 ? 2 : 3]!++;
  }
  return sides;
}

test.describe('with the keyboard alone', () => {
  test('a visitor books an appointment starting from the home page', async ({ page }) => {
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/');
    const trigger = navBookButton(page);
    await tabTo(page, trigger);
    await page.keyboard.press('Enter');
    const dialog = appointmentDialog(page);
    await expect(dialog.getByLabel(appointmentForm.name.label)).toBeFocused();
    await typeAcross(page, 'Anand Kumar', '+91 98450 12345', 'Root canal');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await expect(dialog).toHaveCount(0);
    await expect(trigger).toBeFocused();
    expect(email.bodies).toHaveLength(1);
  });

  test('a visitor sends a message from /contact', async ({ page }) => {
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/contact');
    await tabTo(page, page.getByLabel('Name', { exact: true }));
    // Phone is optional: left empty.
    await typeAcross(page, 'Meera Iyer', 'meera@example.com', '', 'Do you see patients on Sunday?');
    await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    expect(email.bodies).toHaveLength(1);
  });

  test('a visitor browses all four gallery cases and wraps around', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(galleryHeadline);
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const next = gallery.getByRole('button', { name: 'Next case', exact: true });
    await tabTo(page, next);
    for (const n of [2, 3, 4, 1]) {
      await page.keyboard.press('Enter');
      await expect(gallery.getByText(`${n} / 4`)).toBeVisible();
      await expect(next).toBeFocused();
    }
  });

  test('a visitor selects every specialty with the arrow keys', async ({ page }) => {
    await gotoHydrated(page, '/');
    const first = page.getByRole('tab', { name: specialties[0]!.title });
    await tabTo(page, first);
    for (const specialty of [...specialties.slice(1), specialties[0]!]) {
      await page.keyboard.press('ArrowDown');
      const tab = page.getByRole('tab', { name: specialty.title });
      await expect(tab).toBeFocused();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(specialtyDetails[specialty.id].details.slice(0, 40));
    }
  });

  test('on a phone, a visitor opens the menu and follows a link; focus lands on the new heading', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Treatments' });
    await tabTo(page, link, 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/treatments');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(treatmentsHeadline);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('on a phone, Tab on past the open menu closes it, so the next control is not hidden behind it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    const menu = page.locator('#site-menu');
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    // Back to its button and into it again: still open.
    const last = menu.getByRole('link').last();
    await tabTo(page, last, 10);
    await page.keyboard.press('Shift+Tab');
    await expect(menu).toBeVisible();
    await tabTo(page, last, 10);
    await page.keyboard.press('Tab');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // What has focus now is on screen, not under the menu.
    const focused = await page.evaluate(() => {
      const box = document.activeElement!.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && (document.activeElement === hit || document.activeElement!.contains(hit));
    });
    expect(focused, 'the focused control is the one drawn at its place').toBe(true);
  });

  test('the floating panel closes when Tab moves on past its last control', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/');
    const button = page.locator('[data-fab] > button');
    const panel = page.locator('#contact-panel');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await tabTo(page, panel.locator('a, button').last(), 10);
    await page.keyboard.press('Tab');
    await expect(panel).toBeHidden();
  });

  test('the floating button keeps the keyboard focus it holds: scrolled over a control, it stays in sight, focused', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/contact');
    const fab = page.locator('[data-fab]');
    const button = fab.locator(':scope > button');
    await tabTo(page, button);
    // A wheel or a trackpad scrolls Send Message under it, where it would step aside and hide.
    const send = page.locator('form[name="contact"] button[type="submit"]');
    const [fabBox, sendBox] = [(await button.boundingBox())!, (await send.boundingBox())!];
    await page.evaluate((by) => window.scrollBy({ top: by, behavior: 'instant' }), sendBox.y - fabBox.y);
    await twoFrames(page);
    await twoFrames(page);
    await expect(button).toBeFocused();
    await expect(fab).not.toHaveAttribute('data-fab', 'aside');
    await expectVisibleFocus(page);
    // Focus moved on, it steps aside from the control under it as ever.
    await send.focus();
    await expect(fab).toHaveAttribute('data-fab', 'aside');
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px the compact floating button shows its whole focus ring, not clipped with the button`, async ({
      page,
    }) => {
      // No smooth scroll or transition: nothing moves between the two screenshots but the ring.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 800 });
      await gotoHydrated(page, '/');
      const fab = page.locator('[data-fab]');
      const button = fab.locator(':scope > button');
      await tabTo(page, button);
      /** The round icon, 52 px, and 8 px around it, compact: set after the check the controls script makes on focus. */
      const shot = async () => {
        await twoFrames(page);
        await fab.evaluate((el) => el.setAttribute('data-fab', 'compact'));
        await twoFrames(page);
        await expect(fab).toHaveAttribute('data-fab', 'compact');
        const box = (await fab.boundingBox())!;
        return page.screenshot({
          clip: { x: box.x + box.width - 60, y: box.y + box.height / 2 - 34, width: 68, height: 68 },
        });
      };
      const focused = await shot();
      await expect(button).toBeFocused();
      await button.evaluate((el) => el.blur());
      const unfocused = await shot();
      // A ring 3 px wide, 2 px off the circle, is about 140 pixels on each side of it; clipped with the button, none.
      const sides = await changedBySide(focused, unfocused);
      for (const [i, side] of ['left', 'right', 'above', 'below'].entries())
        expect(sides[i], `ring pixels ${side} the icon`).toBeGreaterThan(60);
    });
  }

  for (const width of [360, 1280]) {
    test(`at ${width} px the dialog's buttons take Tab in the order they are seen: Cancel, then Book Appointment`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await openDialog(page, '/contact');
      const dialog = appointmentDialog(page);
      await dialog.getByLabel(appointmentForm.service.label).focus();
      const cancel = dialog.getByRole('button', { name: appointmentForm.cancel });
      const book = dialog.getByRole('button', { name: appointmentForm.submit });
      await page.keyboard.press('Tab');
      await expect(cancel).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(book).toBeFocused();
      // Seen first: above it when stacked on a phone, left of it in a row.
      const [a, b] = [(await cancel.boundingBox())!, (await book.boundingBox())!];
      expect(width < 768 ? a.y + a.height <= b.y : a.x + a.width <= b.x).toBe(true);
    });
  }

  for (const width of [360, 768, 1280]) {
    for (const path of ['/', '/kn/']) {
      test(`at ${width} px on ${path} the header takes Tab in the order it is drawn: row by row, left to right`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, path);
        await page.keyboard.press('Tab'); // the skip link, drawn over the bar
        const boxes: { x: number; y: number; height: number; name: string }[] = [];
        for (;;) {
          await page.keyboard.press('Tab');
          const box = await page.evaluate(() => {
            const el = document.activeElement!;
            const r = el.getBoundingClientRect();
            return el.closest('header') && { x: r.x, y: r.y, height: r.height, name: el.textContent!.trim() };
          });
          if (!box) break;
          boxes.push(box);
        }
        // Every visible stop of the bar: the logo, the pages (or the menu button), the language switch, Call Now.
        expect(boxes.length).toBeGreaterThanOrEqual(width < 768 ? 4 : 8);
        for (const [a, b] of boxes.slice(1).map((b, i) => [boxes[i]!, b] as const)) {
          const sameRow = Math.abs(b.y - a.y) < a.height / 2;
          expect(sameRow ? b.x > a.x : b.y > a.y, `${a.name} → ${b.name}`).toBe(true);
        }
      });
    }
  }

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await gotoHydrated(page, '/treatments');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(true);
  });

  test('focus never falls back to <body> after the dialog closes or the route changes', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
    const trigger = navBookButton(page);
    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(appointmentDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(appointmentDialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Case Gallery' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});
