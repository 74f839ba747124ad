import type { Page } from '@playwright/test';
import { interpolate, wcagContrast } from 'culori';
import { mapPicture } from '../../src/content/contact';
import { bookAppointmentLabel } from '../../src/content/site';
import {
  appointmentDialog,
  expect,
  expectConsole,
  gotoHydrated,
  navBookButton,
  openDialog,
  pixels,
  status404,
  test,
} from './fixtures';
import { h1, mainNav } from './page-helpers';

/** An address that is no page: served as the 404 page with status 404, which Chromium logs as an error. */
const notFound = '/no-such-page';
const routes = ['/', '/treatments', '/case-studies', '/contact', notFound];
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('reflow', () => {
  for (const route of routes) {
    test(`${route} fits 320 px without sideways scrolling, with and without JavaScript`, async ({ browser }) => {
      if (route === notFound) expectConsole(status404(route));
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: { width: 320, height: 640 }, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(route);
        expect(await overflow(page), `JS ${javaScriptEnabled ? 'on' : 'off'}`).toBeLessThanOrEqual(0);
        await context.close();
      }
    });

    test(`${route} at 200 % zoom (640 px wide at a 2× scale) has no sideways scrolling`, async ({ browser }) => {
      if (route === notFound) expectConsole(status404(route));
      // 1280 CSS px at 200 % zoom is a 640 px CSS viewport; deviceScaleFactor keeps the pixels honest.
      const context = await browser.newContext({ viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 });
      const page = await context.newPage();
      await gotoHydrated(page, route);
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

test.describe('page structure', () => {
  for (const route of routes) {
    test(`${route} has lang="en", header, nav, main and footer landmarks, and one h1`, async ({ page }) => {
      if (route === notFound) expectConsole(status404(route));
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(mainNav(page)).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(page.getByRole('contentinfo')).toHaveCount(1);
      await expect(h1(page)).toHaveCount(1);
    });
  }
});

test.describe('pointer targets', () => {
  for (const width of [375, 1280]) {
    test(`every control is at least 24×24 px, and the primary actions 44×44, at ${width} px`, async ({ page }) => {
      expectConsole(status404(notFound));
      for (const route of routes) {
        await page.setViewportSize({ width, height: 800 });
        await gotoHydrated(page, route);
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
        navBookButton(page),
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

test.describe('forced colours (contrast themes), which drop backgrounds and shadows', () => {
  const underline = (page: Page, selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el) => getComputedStyle(el).textDecorationLine);

  for (const forcedColors of ['active', 'none'] as const)
    test(`${forcedColors === 'active' ? 'underline' : 'do not underline'} the current page and the chosen specialty`, async ({
      browser,
    }) => {
      const page = await (await browser.newContext({ forcedColors, viewport: { width: 1280, height: 800 } })).newPage();
      await gotoHydrated(page, '/');
      const expected = forcedColors === 'active' ? 'underline' : 'none';
      await expect.poll(() => underline(page, 'header [aria-current="page"]')).toBe(expected);
      await expect.poll(() => underline(page, '[role="tab"][aria-selected="true"]')).toBe(expected);
      expect(await underline(page, 'header nav a:not([aria-current])')).toBe('none');
      // The buttons that open a layer are framed there, borderless as they are drawn by fills without.
      const edge = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => getComputedStyle(el).borderTopWidth);
      const framed = forcedColors === 'active' ? '1px' : '0px';
      await expect.poll(() => edge('header nav [aria-haspopup="dialog"]')).toBe(framed);
      expect(await edge('[data-fab] > [popovertarget]')).toBe(framed);
    });

  test('draw the floating button’s round edge all round once it is compact, its shadow dropped', async ({
    browser,
  }) => {
    const page = await (
      await browser.newContext({ forcedColors: 'active', viewport: { width: 360, height: 740 } })
    ).newPage();
    await gotoHydrated(page, '/');
    const fab = page.locator('[data-fab]');
    await fab.evaluate((el) => el.setAttribute('data-fab', 'compact'));
    const box = (await fab.boundingBox())!;
    // The round icon is 52 px across at the button's right end, its middle the button's: read across its left edge.
    const left = Math.round(box.x + box.width - 52);
    const y = Math.round(box.y + box.height / 2);
    const { data, width } = await pixels(await page.screenshot({ clip: { x: left - 3, y, width: 6, height: 1 } }));
    const darkest = Math.min(
      ...Array.from({ length: width }, (_, x) => data[x * 3]! + data[x * 3 + 1]! + data[x * 3 + 2]!),
    );
    expect(darkest, 'no edge drawn left of the round icon').toBeLessThan(3 * 128);
  });

  test('draw the booking dialog’s edge, a border rather than a ring of shadow they would drop', async ({ browser }) => {
    const page = await (await browser.newContext({ forcedColors: 'active' })).newPage();
    await openDialog(page, '/');
    const edge = await appointmentDialog(page).evaluate((el) => getComputedStyle(el).borderTop);
    expect(edge).toMatch(/^1px solid /);
  });
});

test.describe('reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('turns off transitions, animations and smooth scrolling', async ({ page }) => {
    await gotoHydrated(page, '/');
    const motion = await page.evaluate(() => {
      const moving = [...document.querySelectorAll<HTMLElement>('*')].filter((el) => {
        const s = getComputedStyle(el);
        const seconds = (v: string) => Math.max(...v.split(',').map((t) => parseFloat(t) || 0));
        return seconds(s.transitionDuration) > 0.01 || seconds(s.animationDuration) > 0.01;
      });
      return {
        moving: moving.map((el) => el.className).slice(0, 5),
        scroll: getComputedStyle(document.documentElement).scrollBehavior,
      };
    });
    expect(motion).toEqual({ moving: [], scroll: 'auto' });
    // What moves only once shown: the booking dialog rises and its backdrop fades, elsewhere.
    await openDialog(page);
    const opened = await appointmentDialog(page).evaluate((dialog) =>
      [getComputedStyle(dialog), getComputedStyle(dialog, '::backdrop')].map((style) => style.animationName),
    );
    expect(opened).toEqual(['none', 'none']);
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
    test(`${route}: every image has alt text, decorative ones empty; icons are hidden; icon buttons are named`, async ({
      page,
    }) => {
      if (route === notFound) expectConsole(status404(route));
      await gotoHydrated(page, route);
      const images = await page
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => ({ alt: i.getAttribute('alt'), src: i.getAttribute('src') ?? '' })));
      for (const { alt, src } of images) {
        expect(alt, src).not.toBeNull();
        // Empty only where the picture is decorative: a photo's placeholder (a data: address) and the map, linked at
        // the name its file has, whose case may differ from the content's (a clinic's "Neighbourhood.SVG").
        const map = src.toLowerCase() === mapPicture.src.toLowerCase();
        expect(alt === '', `${src}: empty alt`).toBe(src.startsWith('data:') || map);
      }
      expect(await page.locator('svg:not([aria-hidden="true"])').count()).toBe(0);
      const unnamed = await page
        .getByRole('button')
        .evaluateAll(
          (buttons) =>
            buttons.filter(
              (b) => !(b.textContent?.trim() || b.getAttribute('aria-label') || b.getAttribute('aria-labelledby')),
            ).length,
        );
      expect(unnamed).toBe(0);
    });
  }

  test('each before/after case says what changed', async ({ page }) => {
    await page.goto('/case-studies');
    const alts = await page
      // Not a photo's placeholder: a data: address drawn under it, as decorative as its empty alt says.
      .locator('[aria-roledescription="slide"] img:not([src^="data:"])')
      .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')!));
    expect(alts.length).toBeGreaterThanOrEqual(4);
    for (const alt of alts) expect(alt).toMatch(/^Before and after/);
  });
});

test.describe('links', () => {
  for (const route of ['/', '/contact', '/kn/contact']) {
    test(`${route}: an underlined link is underlined to its last letter, through any part of it set as a block`, async ({
      page,
    }) => {
      await gotoHydrated(page, route);
      // An underline stops at an inline block (the email address's domain, kept whole on its line): such a part must
      // draw its own.
      const bare = await page.locator('a').evaluateAll((links) =>
        links
          .filter((link) => getComputedStyle(link).textDecorationLine.includes('underline'))
          .flatMap((link) => [...link.querySelectorAll('*')])
          .filter((part) => /^inline-/.test(getComputedStyle(part).display))
          .filter((part) => [...part.childNodes].some((node) => node.nodeType === 3 && node.textContent!.trim()))
          .filter((part) => !getComputedStyle(part).textDecorationLine.includes('underline'))
          .map((part) => part.closest('a')!.textContent),
      );
      expect(bare).toEqual([]);
    });
  }
});

test.describe('contrast axe cannot see', () => {
  /** The page's function for the first opaque background behind an element (white where none is set). */
  const backgroundScript = () => (el: Element | null) => {
    for (; el; el = el.parentElement) {
      const bg = getComputedStyle(el).backgroundColor;
      if (bg && !bg.startsWith('rgba(0, 0, 0, 0)') && bg !== 'transparent') return bg;
    }
    return 'rgb(255, 255, 255)';
  };

  test('placeholders in both forms are at least 4.5:1 against their field', async ({ page }) => {
    await openDialog(page, '/contact');
    const fields = await page.evaluate((source) => {
      const background = new Function(`return (${source})()`)();
      return [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')].map(
        (el) => ({ field: el.name, colours: [getComputedStyle(el, '::placeholder').color, background(el)] as const }),
      );
    }, backgroundScript.toString());
    expect(fields.length).toBeGreaterThanOrEqual(7);
    for (const { field, colours } of fields) expect(wcagContrast(...colours), field).toBeGreaterThanOrEqual(4.5);
  });

  test('the contact form’s button, disabled until the page is interactive, still reads at 4.5:1', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/contact');
    // With JavaScript off the button is hidden; show it as it looks while disabled, before hydration.
    const colours = await page.evaluate((source) => {
      const background = new Function(`return (${source})()`)();
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]')!;
      button.parentElement!.style.display = 'flex';
      // A faded button (opacity) shows its colours mixed with what lies behind it.
      let opacity = 1;
      for (let el: Element | null = button; el; el = el.parentElement) opacity *= Number(getComputedStyle(el).opacity);
      return {
        text: getComputedStyle(button).color,
        fill: background(button),
        behind: background(button.parentElement),
        opacity,
      };
    }, backgroundScript.toString());
    const shown = (colour: string) => interpolate([colours.behind, colour])(colours.opacity);
    expect(wcagContrast(shown(colours.text), shown(colours.fill))).toBeGreaterThanOrEqual(4.5);
    await context.close();
  });
});
