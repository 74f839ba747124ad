// The site as a patient meets it on a phone: fingers, small screens, a tablet, and Android's forced dark.
import { chromium, expect, test, type Locator, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { contactCards } from '../../src/content/contact';
import { cases } from '../../src/content/gallery';
import { carouselTitle } from '../../src/content/carousel';
import { headline, intro, whereLine } from '../../src/content/home';
import { appointmentForm } from '../../src/content/messages';
import { bookAppointmentLabel, talkToUsLabel } from '../../src/content/site';
import { specialties } from '../../src/content/specialties';
import { specialtyDetails } from '../../src/content/specialty-details';
import { treatments } from '../../src/content/treatments';
import { addSixthSpecialtyTab, gotoHydrated } from './fixtures';

/** A mid-range Android phone: touch, a coarse pointer, 360 CSS px wide. */
const phone = { viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true };
const routes = ['/', '/treatments', '/case-studies', '/contact', '/no-such-page'];

/** Resolves after the browser has drawn two more frames (work a tap leaves for the next frame has run). */
const twoFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/** Drags a finger from `target`'s centre by (dx, dy) through Chromium's touch input: the browser decides if it scrolls. */
async function drag(page: Page, target: Locator, dx: number, dy: number) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  const cdp = await page.context().newCDPSession(page);
  let time = Date.now() / 1000;
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', at: { x: number; y: number }[]) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: at, timestamp: (time += 0.016) });
  await touch('touchStart', [{ x, y }]);
  for (let step = 1; step <= 10; step++) await touch('touchMove', [{ x: x + (dx * step) / 10, y: y + (dy * step) / 10 }]);
  await touch('touchEnd', []);
  await cdp.detach();
}

/** The picture of a carousel's slide, by the slide's label ("1 of 4"). */
const slide = (carousel: Locator, label: string | RegExp) => carousel.getByRole('group', { name: label }).getByRole('img');

test.describe('swiping the carousels on a phone', () => {
  test.use(phone);

  test('the clinic carousel: a swipe left shows the next photo, a swipe right the previous, both wrapping', async ({ page }) => {
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
      const before = await page.evaluate(() => scrollY);
      await drag(page, slide(carousel, /^1 of/), 8, -200);
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before + 100);
      await expect(carousel.getByText(counterText)).toBeVisible();
    });
  }
});

test.describe('the case gallery on a phone', () => {
  test.use(phone);
  test.beforeEach(({ page }) => gotoHydrated(page, '/case-studies'));

  test('shows the previous and next cases beside the picture, 44 px or more, and a tap selects one', async ({ page }) => {
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const picture = (await slide(gallery, '1 of 4').boundingBox())!;
    const previous = gallery.getByRole('button', { name: `Previous: Case 4: ${cases[3].title}` });
    const next = gallery.getByRole('button', { name: `Next: Case 2: ${cases[1].title}` });
    for (const [thumbnail, side] of [[previous, -1], [next, 1]] as const) {
      const box = (await thumbnail.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
      expect(side < 0 ? box.x + box.width <= picture.x : box.x >= picture.x + picture.width).toBe(true);
    }
    // The arrow sits over the middle of the sliver: a finger taps the picture above it.
    await next.tap({ position: { x: 22, y: 12 } });
    await expect(gallery.getByText('2 / 4')).toBeVisible();
    await expect(gallery.getByRole('heading', { name: cases[1].title })).toBeVisible();
  });

  test('has its arrows beside the picture, level with its middle', async ({ page }) => {
    const gallery = page.getByRole('region', { name: 'Before and after cases' });
    const picture = (await slide(gallery, '1 of 4').boundingBox())!;
    const middle = picture.y + picture.height / 2;
    const previous = (await gallery.getByRole('button', { name: 'Previous case' }).boundingBox())!;
    const next = (await gallery.getByRole('button', { name: 'Next case' }).boundingBox())!;
    for (const arrow of [previous, next]) expect(Math.abs(arrow.y + arrow.height / 2 - middle)).toBeLessThan(4);
    expect(previous.x + previous.width).toBeLessThanOrEqual(picture.x);
    expect(next.x).toBeGreaterThanOrEqual(picture.x + picture.width);
  });
});

test.describe('the first screen of a 360 × 640 phone', () => {
  test.use({ ...phone, viewport: { width: 360, height: 640 } });

  test('shows the headline, one line of where, Talk to us and Book Appointment; the full address follows', async ({ page }) => {
    await gotoHydrated(page, '/');
    const where = page.getByText(whereLine, { exact: true });
    const book = page.getByRole('main').getByRole('button', { name: bookAppointmentLabel, exact: true }).first();
    for (const shown of [page.getByRole('heading', { level: 1, name: headline }), where, page.getByRole('main').getByRole('link', { name: new RegExp(talkToUsLabel) }).first(), book]) {
      await expect(shown).toBeInViewport({ ratio: 1 });
    }
    expect((await where.boundingBox())!.height, 'one line').toBeLessThan(36);
    const address = (await page.getByText(intro, { exact: true }).boundingBox())!;
    expect(address.y).toBeGreaterThan((await book.boundingBox())!.y);
  });
});

test.describe('Our Specialties on a phone', () => {
  test.use({ ...phone, viewport: { width: 360, height: 640 } });
  const panelTitle = (page: Page) => page.getByRole('tabpanel').getByRole('heading');

  test('tapping a specialty whose card is below the screen brings the card into view, clear of the header', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The circle at the top of the screen: its card starts below the fold.
    await page.getByRole('tablist').evaluate((list) => list.parentElement!.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(panelTitle(page)).not.toBeInViewport();
    await page.getByRole('tab', { name: 'Laser Dentistry' }).tap();
    await expect(panelTitle(page)).toHaveText('Laser Dentistry');
    await expect(panelTitle(page)).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await page.getByRole('tabpanel').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('tapping a specialty whose card is already on screen does not move the page', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The card's top halfway down the screen, the circle's lower icons above it.
    await page.getByRole('tabpanel').evaluate((panel) =>
      scrollBy({ top: panel.getBoundingClientRect().top - innerHeight / 2, behavior: 'instant' }),
    );
    const tab = page.getByRole('tab', { name: 'Dental Implants' });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const before = await page.evaluate(() => scrollY);
    await tab.tap();
    await expect(panelTitle(page)).toHaveText('Dental Implants');
    await twoFrames(page);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });

  test('glides to the card when motion is welcome, and jumps when the visitor asks for less', async ({ browser }) => {
    /** The scroll positions the page passes through, frame by frame, after a tap, until it has been still for 10 frames. */
    const scrollPath = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 640 }, reducedMotion });
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      await page.getByRole('tablist').evaluate((list) => list.parentElement!.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const path = page.evaluate(
        () =>
          new Promise<number[]>((done) => {
            const seen = [scrollY];
            let still = 0;
            const frame = () => {
              if (scrollY === seen.at(-1)) still++;
              else {
                seen.push(scrollY);
                still = 0;
              }
              if (still > 10 && seen.length > 1) done(seen);
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
      await page.getByRole('tab', { name: 'Aligners' }).tap();
      const seen = await path;
      await context.close();
      return seen;
    };
    expect((await scrollPath('no-preference')).length).toBeGreaterThan(3);
    expect((await scrollPath('reduce')).length).toBe(2);
  });

  /** Every name's box on the circle, and the boxes it must keep clear of: the icons (with the chosen one's halo) and the hub. */
  const circleBoxes = (page: Page) =>
    page.getByRole('tablist').evaluate((list) => {
      const box = (el: Element, grow = 0) => {
        const r = el.getBoundingClientRect();
        return { left: r.left - grow, right: r.right + grow, top: r.top - grow, bottom: r.bottom + grow, what: el.textContent };
      };
      const tabs = [...list.children];
      return {
        names: tabs.map((tab) => box(tab.lastElementChild!)),
        // The chosen icon's halo reaches 7 px beyond it.
        obstacles: [...tabs.map((tab) => box(tab.firstElementChild!, 7)), box(list.parentElement!.querySelector('[aria-hidden="true"]')!)],
      };
    });
  const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  test('sets the names clear of every icon, the hub and each other', async ({ page }) => {
    await gotoHydrated(page, '/');
    const { names, obstacles } = await circleBoxes(page);
    expect(names).toHaveLength(specialties.length);
    for (const name of names) {
      expect(obstacles.filter((o) => overlap(name, o)).map((o) => o.what), name.what!).toEqual([]);
      expect(names.filter((other) => other !== name && overlap(name, other)).map((o) => o.what), name.what!).toEqual([]);
    }
  });

  test('lays out a sixth specialty on the same circle, all six evenly spaced from the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    const list = page.getByRole('tablist');
    await addSixthSpecialtyTab(page);
    const listBox = (await list.boundingBox())!;
    const [cx, cy] = [listBox.x + listBox.width / 2, listBox.y + listBox.height / 2];
    const icons = await list.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const r = tab.firstElementChild!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }),
    );
    expect(icons).toHaveLength(6);
    const radii = icons.map((p) => Math.hypot(p.x - cx, p.y - cy));
    expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(2);
    // Clockwise from the top in steps of 60°.
    const angles = icons.map((p) => ((Math.atan2(p.x - cx, cy - p.y) * 180) / Math.PI + 360) % 360);
    angles.forEach((angle, i) => expect(Math.abs(((angle - i * 60 + 540) % 360) - 180)).toBeLessThan(2));
    const { names, obstacles } = await circleBoxes(page);
    for (const name of names) expect(obstacles.filter((o) => overlap(name, o)).map((o) => o.what), name.what!).toEqual([]);
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

  test('stays free text, suggests every treatment and specialty by name, and shows its whole example', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: bookAppointmentLabel }).first().click();
    // A text field with a list of suggestions is a combobox to assistive technology, named by its label.
    const service = page.getByRole('dialog').getByRole('combobox', { name: appointmentForm.service.label });
    await expect(service).toBeVisible();
    const suggestions = await service.evaluate((el: HTMLInputElement) => [...(el.list?.options ?? [])].map((o) => o.value));
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
    test(`every link is at least 44 × 44 px on a ${width} px touch screen, the footer's and the open menu's included`, async ({ browser }) => {
      const context = await browser.newContext({ ...phone, viewport: { width, height: 800 } });
      const page = await context.newPage();
      const small: string[] = [];
      for (const path of routes) {
        await gotoHydrated(page, path);
        const menu = page.getByRole('button', { name: 'Menu' });
        if (await menu.isVisible()) await menu.tap();
        small.push(
          ...(await page.locator('a[href]').evaluateAll((links, path) =>
            links
              .filter((a) => a.getClientRects().length > 0 && getComputedStyle(a).visibility !== 'hidden')
              .map((a) => ({ text: a.textContent!.trim().slice(0, 30), box: a.getBoundingClientRect() }))
              .filter(({ box }) => box.width < 44 || box.height < 44)
              .map(({ text, box }) => `${path} "${text}" ${Math.round(box.width)}×${Math.round(box.height)}`),
          path)),
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

test.describe("under forced dark (Android's dark theme for sites)", () => {
  /** How far apart two screenshots of the same size are: the mean difference of their colour values, 0 to 255. */
  const difference = (page: Page, a: Buffer, b: Buffer) =>
    page.evaluate(async (pngs) => {
      const [first, second] = await Promise.all(
        pngs.map(async (base64) => {
          const image = new Image();
          image.src = `data:image/png;base64,${base64}`;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const context = canvas.getContext('2d')!;
          context.drawImage(image, 0, 0);
          return context.getImageData(0, 0, image.width, image.height).data;
        }),
      );
      if (first!.length !== second!.length) return 255;
      let sum = 0;
      for (let i = 0; i < first!.length; i += 4) {
        for (let c = 0; c < 3; c++) sum += Math.abs(first![i + c]! - second![i + c]!);
      }
      return sum / ((first!.length / 4) * 3);
    }, [a.toString('base64'), b.toString('base64')]);

  /** A screenshot of `picture` on `path`, as a phone whose system is dark shows it, in Chromium with or without forced dark. */
  async function photograph(origin: string, path: string, picture: (page: Page) => Locator, { forceDark = false, optOut = true }) {
    const extra = forceDark ? ['--blink-settings=forceDarkModeEnabled=true'] : [];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extra] });
    const page = await browser.newPage({ ...phone, colorScheme: 'dark', baseURL: origin });
    if (!optOut) {
      // The site as it was: "light" without "only", in the stylesheet and the document's meta.
      const without = (text: string) => text.replaceAll('only light', 'light');
      await page.route(/\/assets\/.*\.css$|\/case-studies$|\/$/, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: without(await response.text()) });
      });
    }
    await page.goto(path);
    const image = picture(page);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const png = await image.screenshot();
    await browser.close();
    return png;
  }

  const pictures = [
    { name: 'a case in the gallery', path: '/case-studies', picture: (page: Page) => page.getByRole('img', { name: cases[0].image.alt }) },
    { name: 'the open specialty', path: '/', picture: (page: Page) => page.getByRole('img', { name: specialtyDetails[specialties[0].id].image.alt }) },
  ];
  for (const { name, path, picture } of pictures) {
    test(`leaves ${name} as it is, teeth white (without "only light" they turn dark)`, async ({ page, baseURL }) => {
      test.setTimeout(60_000);
      const plain = await photograph(baseURL!, path, picture, {});
      const forced = await photograph(baseURL!, path, picture, { forceDark: true });
      const forcedWithoutOptOut = await photograph(baseURL!, path, picture, { forceDark: true, optOut: false });
      expect(await difference(page, forced, plain)).toBeLessThan(0.5);
      // The proof this test can fail: the same browser darkens the picture when the page does not opt out.
      expect(await difference(page, forcedWithoutOptOut, plain)).toBeGreaterThan(3);
    });
  }
});
