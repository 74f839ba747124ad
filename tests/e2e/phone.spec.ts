// The site as a patient meets it on a phone: fingers, small screens, a tablet, and Android's forced dark.
import type { Locator, Page } from '@playwright/test';
import { contactCards } from '../../src/content/contact';
import { cases, galleryText } from '../../src/content/gallery';
import { carouselTitle } from '../../src/content/carousel';
import { headline, intro, whereLine } from '../../src/content/home';
import { appointmentForm } from '../../src/content/messages';
import { bookAppointmentLabel, talkToUsLabel } from '../../src/content/site';
import { specialties } from '../../src/content/specialties';
import { treatments } from '../../src/content/treatments';
import { expect, expectConsole, gotoHydrated, phone, status404, test, twoFrames } from './fixtures';

const routes = ['/', '/treatments', '/case-studies', '/contact', '/no-such-page'];

/**
 * Drags a finger from `target`'s centre by (dx, dy) through Chromium's touch input: the browser decides if it scrolls.
 */
async function drag(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at, timestamp: (time += 0.016) });
  await touch('touchStart', [{ x, y }]);
  // A finger rests a frame before it moves: the page has taken the touch (and its touch-action) before the first move,
  // as it has on a phone. Sent at once, on a busy machine the first moves could go before the browser knew it may pan.
  await twoFrames(page);
  for (let step = 1; step <= 10; step++)
    await touch('touchMove', [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

/** The picture of a carousel's slide, by the slide's label ("1 of 4"). */
const slide = (carousel: Locator, label: string | RegExp) =>
  carousel.getByRole('group', { name: label }).getByRole('img');

test.describe('swiping the carousels on a phone', () => {
  test.use(phone);

  test('the clinic carousel: a swipe left shows the next photo, a swipe right the previous, both wrapping', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: carouselTitle });
    const counter = carousel.getByText(/^\d \/ 2$/);
    await drag(page, slide(carousel, '1 of 2'), -120, 0);
    await expect(counter).toHaveText('2 / 2');
    await drag(page, slide(carousel, '2 of 2'), -120, 0);
    await expect(counter).toHaveText('1 / 2');
    await drag(page, slide(carousel, '1 of 2'), 120, 0);
    await expect(counter).toHaveText('2 / 2');
    await expect(carousel.getByRole('group', { name: '2 of 2' })).toBeVisible();
  });

  test('the case gallery: swipes step through the cases and wrap from the first to the last', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const counter = gallery.getByText(/^\d \/ 4$/);
    await drag(page, slide(gallery, '1 of 4'), -120, 0);
    await expect(counter).toHaveText('2 / 4');
    await expect(gallery.getByRole('heading', { name: cases[1].title })).toBeVisible();
    await drag(page, slide(gallery, '2 of 4'), 120, 0);
    await expect(counter).toHaveText('1 / 4');
    await drag(page, slide(gallery, '1 of 4'), 120, 0);
    await expect(counter).toHaveText('4 / 4');
  });

  test('a short sideways nudge is not a swipe', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    await drag(page, slide(gallery, '1 of 4'), -24, 0);
    await twoFrames(page);
    await expect(gallery.getByText('1 / 4')).toBeVisible();
  });

  for (const [path, region, counterText] of [
    ['/', carouselTitle, '1 / 2'],
    ['/case-studies', 'Before and after cases', '1 / 4'],
  ] as const) {
    test(`on ${path}, dragging the picture up scrolls the page and leaves the slide where it was`, async ({ page }) => {
      await gotoHydrated(page, path);
      const carousel = page.getByRole('region', { name: region });
      const picture = slide(carousel, /^1 of/);
      // Where the picture is in view, so that only the drag can scroll the page from here.
      await picture.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => scrollY);
      await drag(page, picture, 8, -200);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
      await expect(carousel.getByText(counterText)).toBeVisible();
    });
  }
});

test.describe('the case gallery on a phone', () => {
  test.use(phone);
  test.beforeEach(({ page }) => gotoHydrated(page, '/case-studies'));

  test('shows the previous and next cases beside the picture, 44 px or more, and a tap selects one', async ({
    page,
  }) => {
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const picture = (await slide(gallery, '1 of 4').boundingBox())!;
    const previous = gallery.getByRole('button', { name: `Previous: Case 4: ${cases[3].title}` });
    const next = gallery.getByRole('button', { name: `Next: Case 2: ${cases[1].title}` });
    for (const [thumbnail, side] of [
      [previous, -1],
      [next, 1],
    ] as const) {
      const box = (await thumbnail.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(side < 0 ? box.x + box.width <= picture.x : box.x >= picture.x + picture.width).toBe(true);
    }
    // The peek is a control of its own, wherever a finger lands on it.
    await next.tap({ position: { x: 22, y: 12 } });
    await expect(gallery.getByText('2 / 4')).toBeVisible();
    await expect(gallery.getByRole('heading', { name: cases[1].title })).toBeVisible();
  });

  test('has its arrows under the picture, beside the dots, so that no arrow sits on a peek', async ({ page }) => {
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const picture = (await slide(gallery, '1 of 4').boundingBox())!;
    const dots = (await gallery.getByRole('group', { name: galleryText.dots }).boundingBox())!;
    const previous = (await gallery.getByRole('button', { name: 'Previous case' }).boundingBox())!;
    const next = (await gallery.getByRole('button', { name: 'Next case' }).boundingBox())!;
    for (const arrow of [previous, next]) {
      expect(arrow.y).toBeGreaterThan(picture.y + picture.height);
      expect(Math.abs(arrow.y + arrow.height / 2 - (dots.y + dots.height / 2))).toBeLessThan(4);
    }
    expect(previous.x + previous.width).toBeLessThanOrEqual(dots.x);
    expect(next.x).toBeGreaterThanOrEqual(dots.x + dots.width);
  });
});

test.describe('the first screen of a 360 × 640 phone', () => {
  test.use({ ...phone, viewport: { width: 360, height: 640 } });

  test('shows the headline, one line of where, Talk to us and Book Appointment; the full address follows', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    const where = page.getByText(whereLine, { exact: true });
    const book = page.getByRole('main').getByRole('button', { name: bookAppointmentLabel, exact: true }).first();
    for (const shown of [
      page.getByRole('heading', { level: 1, name: headline }),
      where,
      page
        .getByRole('main')
        .getByRole('link', { name: new RegExp(talkToUsLabel) })
        .first(),
      book,
    ]) {
      await expect(shown).toBeInViewport({ ratio: 1 });
    }
    // One line where the clinic's area fits on one at this width; a longer one may wrap, between words.
    const fits = await where.evaluate((line) => {
      const alone = Object.assign(line.cloneNode(true) as HTMLElement, { inert: true });
      alone.style.cssText = 'position: absolute; width: max-content';
      line.after(alone);
      const width = alone.getBoundingClientRect().width;
      alone.remove();
      // Against the room the line has, not the line's own width: a line kept narrower would wrap and skip the check.
      const parent = getComputedStyle(line.parentElement!);
      const room = line.parentElement!.clientWidth - parseFloat(parent.paddingLeft) - parseFloat(parent.paddingRight);
      return width <= room;
    });
    if (fits) expect((await where.boundingBox())!.height, 'one line').toBeLessThan(36);
    const address = (await page.getByText(intro, { exact: true }).boundingBox())!;
    expect(address.y).toBeGreaterThan((await book.boundingBox())!.y);
  });
});

test.describe('the contact cards on a phone', () => {
  test.use(phone);

  test('location, phone and email look tappable and say what a tap does; hours does not', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    const cards = page.getByRole('list', { name: contactCards.label }).getByRole('listitem');
    const actions = [contactCards.location.action, contactCards.phone.action, contactCards.email.action];
    for (const [index, action] of actions.entries()) {
      const link = cards.nth(index).getByRole('link');
      // The last of the card's words ("Email" is the email card's title too).
      await expect(link.getByText(action, { exact: true }).last()).toBeVisible();
      expect(await link.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    }
    const hours = cards.nth(3);
    await expect(hours.getByRole('link')).toHaveCount(0);
    for (const action of actions) await expect(hours.getByText(action, { exact: true })).toHaveCount(0);
    expect(await hours.locator(':scope > *').evaluate((el) => getComputedStyle(el).boxShadow)).toBe('none');
  });
});

test.describe('the service field on a phone', () => {
  test.use(phone);

  test('stays free text, suggests every treatment and specialty by name, and shows its whole example', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: bookAppointmentLabel }).first().click();
    // A text field with a list of suggestions is a combobox to assistive technology, named by its label.
    const service = page.getByRole('dialog').getByRole('combobox', { name: appointmentForm.service.label });
    await expect(service).toBeVisible();
    const suggestions = await service.evaluate((el: HTMLInputElement) =>
      [...(el.list?.options ?? [])].map((o) => o.value),
    );
    expect(suggestions).toEqual([...treatments, ...specialties].map((item) => item.title));
    await service.fill('Something else entirely');
    await expect(service).toHaveValue('Something else entirely');
    await service.fill('');
    const fits = await service.evaluate((el: HTMLInputElement) => {
      const style = getComputedStyle(el);
      const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = getComputedStyle(el, '::placeholder').font;
      return { room, text: context.measureText(el.placeholder).width };
    });
    expect(fits.text).toBeLessThanOrEqual(fits.room);
  });
});

test.describe('touch targets', () => {
  for (const width of [360, 768]) {
    test(`every link is at least 44 × 44 px on a ${width} px touch screen, the footer's and the open menu's included`, async ({
      browser,
    }) => {
      expectConsole(status404('/no-such-page'));
      const context = await browser.newContext({ ...phone, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const small: string[] = [];
      for (const path of routes) {
        await gotoHydrated(page, path);
        const menu = page.getByRole('button', { name: 'Menu' });
        // Below 768 px the navigation is behind the menu: it must be there to open.
        if (width < 768) {
          await expect(menu, path).toBeVisible();
          await menu.tap();
        }
        small.push(
          ...(await page.locator('a[href]').evaluateAll(
            (links, path) =>
              links
                .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
                .map((a) => ({ text: a.textContent!.trim().slice(0, 30), box: a.getBoundingClientRect() }))
                .filter(({ box }) => box.width < 44 || box.height < 44)
                .map(({ text, box }) => `${path} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`),
            path,
          )),
        );
      }
      await context.close();
      expect(small).toEqual([]);
    });
  }
});

test.describe('the home page on a 768 px tablet', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('sets the three highlight cards in one row, none left alone on a row of its own', async ({ page }) => {
    await gotoHydrated(page, '/');
    const cards = page.getByRole('region', { name: 'Why patients choose us' }).getByRole('listitem');
    const tops = await cards.evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(1);
  });
});
