import { expect, test, type Page } from '@playwright/test';
import { bookAppointmentLabel } from '../../src/content/site';

const routes = ['/', '/treatments', '/case-studies', '/contact', '/no-such-page'];
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('reflow', () => {
  for (const route of routes) {
    test(`${route} fits 320 px without sideways scrolling, with and without JavaScript`, async ({ browser }) => {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(route);
        expect(await overflow(page), `JS ${javaScriptEnabled ? 'on' : 'off'}`).toBeLessThanOrEqual(0);
        await context.close();
      }
    });

    test(`${route} at 200 % zoom (640 px wide at a 2× scale) has no sideways scrolling`, async ({ browser }) => {
      // 1280 CSS px at 200 % zoom is a 640 px CSS viewport; deviceScaleFactor keeps the pixels honest.
      const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await page.goto(route);
      await hydrated(page);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

test.describe('page structure', () => {
  for (const route of routes) {
    test(`${route} has lang="en", header, nav, main and footer landmarks, and one h1`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    });
  }
});

test.describe('pointer targets', () => {
  for (const width of [375, 1280]) {
    test(`every control is at least 24×24 px, and the primary actions 44×44, at ${width} px`, async ({ page }) => {
      for (const route of routes) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route);
        await hydrated(page);
        const small = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('a[href], button, input, textarea, select, [role="tab"]')]
            .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
            // Links inside running text are exempt (WCAG 2.5.8 "inline").
            .filter((el) => !(el.tagName === 'A' && getComputedStyle(el).display === 'inline'))
            .map((el) => ({ el, box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.width < 24 || box.height < 24)
            .map(({ el, box }) => `${el.tagName} "${el.textContent?.trim().slice(0, 30)}" ${box.width}×${box.height}`),
        );
        expect(small, route).toEqual([]);
      }
      const primary = [
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: bookAppointmentLabel }),
        page.getByRole('button', { name: bookAppointmentLabel, exact: true }).last(),
      ];
      await page.goto('/');
      if (width < 768) await page.getByRole('button', { name: 'Menu' }).click();
      for (const control of primary) {
        const box = (await control.boundingBox())!;
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      }
    });
  }
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('turns off transitions, animations and smooth scrolling', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const motion = await page.evaluate(() => {
      const moving = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => {
        const s = getComputedStyle(el);
        const seconds = (v: string) => Math.max(...v.split(',').map((t) => parseFloat(t) || 0));
        return seconds(s.transitionDuration) > 0.01 || seconds(s.animationDuration) > 0.01;
      });
      return { moving: moving.map((el) => el.className).slice(0, 5), scroll: getComputedStyle(document.documentElement).scrollBehavior };
    });
    expect(motion).toEqual({ moving: [], scroll: 'auto' });
  });

  test('without the preference, the page does scroll smoothly (so the test above can fail)', async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: 'no-preference' });
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
    await context.close();
  });
});

test.describe('images and icons', () => {
  for (const route of routes) {
    test(`${route}: every image has alt text, decorative ones empty; icons are hidden; icon buttons are named`, async ({ page }) => {
      await page.goto(route);
      await hydrated(page);
      const images = await page.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')));
      for (const alt of images) expect(alt).not.toBeNull();
      const visibleSvgs = await page.locator('svg:not([aria-hidden="true"])').count();
      expect(visibleSvgs).toBe(0);
      const unnamed = await page.getByRole('button').evaluateAll((buttons) =>
        buttons.filter((b) => !(b.textContent?.trim() || b.getAttribute('aria-label') || b.getAttribute('aria-labelledby'))).length,
      );
      expect(unnamed).toBe(0);
    });
  }

  test('each before/after case says what changed', async ({ page }) => {
    await page.goto('/case-studies');
    const alts = await page.locator('[aria-roledescription="slide"] img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')!));
    expect(alts.length).toBeGreaterThanOrEqual(4);
    for (const alt of alts) expect(alt).toMatch(/^Before and after/);
  });
});
