// A patient who sets a larger text size in the browser (200 %) on a tablet or a laptop gets the layout zooming would
// give: the breakpoints are in em, so at 768 and 1280 px the page is laid out as at 384 and 640 px, the menu folded.
import { expect, expectConsole, gotoHydrated, enlargeText, status404, test } from './fixtures';
import { addresses } from './pages';

for (const width of [768, 1280]) {
  test(`at 200 % text, ${width} px wide: no page scrolls sideways, the menu is folded, every field inside its form`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await enlargeText(page, 2);
    for (const address of addresses) {
      if (address.endsWith('/404')) expectConsole(status404(address));
      await gotoHydrated(page, address);
      const laidOut = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        header: document.querySelector('header')!.getBoundingClientRect().height,
        // How far each field of a form on the page runs out of the form's own box, to the right.
        fieldsOut: [...document.querySelectorAll('form input:not([type=hidden]), form textarea')].map((field) => {
          const form = field.closest('form')!.getBoundingClientRect();
          return Math.max(0, field.getBoundingClientRect().right - form.right);
        }),
      }));
      expect(laidOut.scroll, `${address}: the page scrolls sideways`).toBeLessThanOrEqual(width);
      await expect(page.getByRole('banner').locator('button[popovertarget]'), address).toBeVisible();
      // One row, as on a phone: logo, Call Now, the language and the menu's toggle (two rows of links took 400 px).
      expect(laidOut.header, address).toBeLessThan(160);
      expect(Math.max(0, ...laidOut.fieldsOut), `${address}: a field runs out of its form`).toBe(0);
    }
  });
}
