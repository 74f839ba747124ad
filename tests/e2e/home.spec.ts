import type { Locator, Page } from '@playwright/test';
import { carouselTitle, slidePictures, slides } from '../../src/content/carousel';
import { specialties } from '../../src/content/specialties';
import { specialtyDetails } from '../../src/content/specialty-details';
import { addSixthSpecialtyTab, expect, expectConsole, gotoHydrated, literally, loadFailed, test } from './fixtures';

const carousel = (page: Page) => page.getByRole('region', { name: carouselTitle });
/** A slide by its label, found even while it is hidden. */
const slide = (page: Page, label: string) => carousel(page).getByRole('group', { name: label, includeHidden: true });
const tablist = (page: Page) => page.getByRole('tablist', { name: 'Our specialties' });
/** The panel on show, by the heading inside it. */
const shownPanelTitle = (page: Page) => page.getByRole('tabpanel').getByRole('heading');

/** The centre of an element's box on screen. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses `key`, then expects the tab `title` focused and its panel on show. */
async function pressTo(page: Page, key: string, title: string) {
  await page.keyboard.press(key);
  await expect(page.getByRole('tab', { name: title })).toBeFocused();
  await expect(shownPanelTitle(page)).toHaveText(title);
}

test.describe('the clinic interior carousel', () => {
  test('opens on the first photo with "1 / 2", and next and previous wrap round both ways', async ({ page }) => {
    await gotoHydrated(page, '/');
    const counter = carousel(page).getByText(/^\d \/ 2$/);
    await expect(counter).toHaveText('1 / 2');
    await expect(slide(page, '1 of 2')).toBeVisible();
    await expect(slide(page, '2 of 2')).toBeHidden();

    const next = carousel(page).getByRole('button', { name: 'Next photo' });
    const previous = carousel(page).getByRole('button', { name: 'Previous photo' });
    await next.click();
    await expect(counter).toHaveText('2 / 2');
    await expect(slide(page, '2 of 2')).toBeVisible();
    await expect(slide(page, '2 of 2').getByText(slides[1].caption)).toBeVisible();
    await expect(slide(page, '1 of 2')).toBeHidden();
    await next.click();
    await expect(counter).toHaveText('1 / 2');
    await previous.click();
    await expect(counter).toHaveText('2 / 2');
    await previous.click();
    await expect(counter).toHaveText('1 / 2');
    await expect(slide(page, '1 of 2')).toBeVisible();
  });

  test('works from the keyboard', async ({ page }) => {
    await gotoHydrated(page, '/');
    await carousel(page).getByRole('button', { name: 'Next photo' }).focus();
    await page.keyboard.press('Enter');
    await expect(carousel(page).getByText('2 / 2')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(carousel(page).getByText('1 / 2')).toBeVisible();
  });

  test('is the first visual of the page, fetched at high priority', async ({ page }) => {
    await page.goto('/');
    const first = slide(page, '1 of 2').getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(first).toHaveAttribute('alt', slidePictures[slides[0].id]!.alt);
  });

  test('asks again for a photo that failed before the page’s code came, and shows it once the connection returns', async ({
    page,
  }) => {
    // Any address of it: a drawing's own, or a photo's variant, whichever size and format the browser chose.
    const name = slidePictures[slides[0].id]!.src.replace(/\.\w+$/, '');
    const file = `**${name}*`;
    expectConsole(loadFailed(`http://[^ ]*${literally(name)}[^ ]*`, 'net::ERR_INTERNET_DISCONNECTED'));
    let down = true;
    let asked = 0;
    let failed!: () => void;
    const failedOnce = new Promise<void>((resolve) => (failed = resolve));
    await page.route(file, async (route) => {
      asked++;
      if (!down) return route.continue();
      await route.abort('internetdisconnected');
      failed();
    });
    // The page's code waits until the photo has failed: its error came before anything listened.
    await page.route('**/assets/main-*.js', async (route) => {
      await failedOnce;
      await route.continue();
    });
    await page.clock.install();
    await gotoHydrated(page, '/');
    // The page's clock stops: no pause ends by itself, so only the connection's return can ask again.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    const photo = slide(page, '1 of 2').getByRole('img');
    const width = () => photo.evaluate((img: HTMLImageElement) => img.naturalWidth);
    await expect.poll(() => asked).toBeGreaterThan(1);
    expect(await width()).toBe(0);
    down = false;
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect.poll(width).toBeGreaterThan(0);
  });

  test('cross-fades between photos, but not for a visitor who asks for reduced motion', async ({ browser }) => {
    const duration = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ reducedMotion });
      const page = await context.newPage();
      await page.goto('/');
      const value = await slide(page, '1 of 2').evaluate((el) => getComputedStyle(el).transitionDuration);
      await context.close();
      return value;
    };
    expect(await duration('no-preference')).not.toMatch(/^0s(, 0s)*$/);
    expect(await duration('reduce')).toMatch(/^0s(, 0s)*$/);
  });
});

test.describe('Our Specialties, wide (1280 px): a list of cards beside a detail panel', () => {
  test('opens on Smile Correction, with the panel to the right of the cards', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: 'Our Specialties' })).toBeVisible();
    await expect(tablist(page).getByRole('tab', { selected: true })).toHaveText('Smile Correction');
    await expect(shownPanelTitle(page)).toHaveText('Smile Correction');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Talk to us/ })).toBeVisible();
    const tabs = await Promise.all(specialties.map((s) => centre(page.getByRole('tab', { name: s.title }))));
    // A vertical list: one column, top to bottom.
    expect(new Set(tabs.map((t) => Math.round(t.x))).size).toBe(1);
    expect(tabs.every((t, i) => i === 0 || t.y > tabs[i - 1].y)).toBe(true);
    const list = (await tablist(page).boundingBox())!;
    expect((await page.getByRole('tabpanel').boundingBox())!.x).toBeGreaterThan(list.x + list.width);
  });

  test('lists a sixth specialty as a sixth card, in the same column below the others, clear of the panel', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await addSixthSpecialtyTab(page);
    const boxes = await Promise.all(
      [...specialties.map((s) => s.title), 'Gum Care'].map(
        async (name) => (await tablist(page).getByRole('tab', { name }).boundingBox())!,
      ),
    );
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBe(1);
    expect(boxes.every((b, i) => i === 0 || b.y >= boxes[i - 1].y + boxes[i - 1].height)).toBe(true);
    const last = boxes[5];
    const panel = (await page.getByRole('tabpanel').boundingBox())!;
    expect(panel.x).toBeGreaterThan(last.x + last.width);
    await expect(tablist(page).getByRole('tab', { name: 'Gum Care' })).toBeVisible();
  });

  test('shows the specialty that is clicked', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('tab', { name: 'Dental Implants' }).click();
    await expect(page.getByRole('tab', { name: 'Dental Implants' })).toHaveAttribute('aria-selected', 'true');
    await expect(shownPanelTitle(page)).toHaveText('Dental Implants');
    await expect(page.getByRole('tabpanel')).toHaveCount(1);
  });

  test('moves with the arrow keys (wrapping), Home and End, one tab stop for the list', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('tab', { name: 'Smile Correction' }).focus();
    const steps: [string, string][] = [
      ['ArrowDown', 'Aligners'],
      ['ArrowRight', 'Dental Implants'],
      ['End', 'Laser Dentistry'],
      ['ArrowDown', 'Smile Correction'],
      ['ArrowUp', 'Laser Dentistry'],
      ['Home', 'Smile Correction'],
      ['ArrowLeft', 'Laser Dentistry'],
      ['Home', 'Smile Correction'],
    ];
    for (const [key, title] of steps) await pressTo(page, key, title);
    // Tab leaves the list for the panel's Talk to us link, from its first tab: the four after it are no stops.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: /Talk to us/ })).toBeFocused();
  });
});

test.describe('Our Specialties, narrow (375 px): a circle of icons with the card underneath', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('places the five icons evenly on a circle, the card below, Smile Correction first', async ({ page }) => {
    await page.goto('/');
    await expect(tablist(page).getByRole('tab', { selected: true })).toHaveText('Smile Correction');
    const icon = (title: string) => page.getByRole('tab', { name: title }).locator('span').first();
    const icons = await Promise.all(specialties.map((s) => centre(icon(s.title))));
    const mid = await centre(tablist(page));
    const radii = icons.map((p) => Math.hypot(p.x - mid.x, p.y - mid.y));
    // Every icon as far from the centre as the others, at least 80 px out.
    expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(2);
    expect(Math.min(...radii)).toBeGreaterThan(80);
    // The first sits at the top; the others follow clockwise.
    expect(Math.abs(icons[0].x - mid.x)).toBeLessThan(2);
    expect(icons[0].y).toBeLessThan(mid.y);
    expect(icons[1].x).toBeGreaterThan(mid.x);
    expect(icons[4].x).toBeLessThan(mid.x);
    const circle = (await tablist(page).boundingBox())!;
    expect((await page.getByRole('tabpanel').boundingBox())!.y).toBeGreaterThan(circle.y + circle.height);
    await expect(shownPanelTitle(page)).toHaveText('Smile Correction');
  });

  test('shows the specialty whose icon is tapped', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('tab', { name: 'Cosmetic Dentistry' }).click();
    await expect(shownPanelTitle(page)).toHaveText('Cosmetic Dentistry');
    await expect(page.getByRole('tab', { name: 'Cosmetic Dentistry' })).toHaveAttribute('aria-selected', 'true');
  });

  test('moves round the circle with the arrow keys, wrapping', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('tab', { name: 'Smile Correction' }).focus();
    await pressTo(page, 'ArrowLeft', 'Laser Dentistry');
    await page.keyboard.press('ArrowRight');
    await pressTo(page, 'ArrowRight', 'Aligners');
  });

  test('has no horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe('the home page with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [1280, 375]) {
    test(`at ${width} px shows both photos and all five specialties, without useless controls`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      for (const s of slides) await expect(page.getByText(s.caption)).toBeVisible();
      // Both shown means neither drawn over the other.
      const [first, second] = await Promise.all(
        ['1 of 2', '2 of 2'].map(async (label) => (await slide(page, label).boundingBox())!),
      );
      const apart =
        first.x + first.width <= second.x ||
        second.x + second.width <= first.x ||
        first.y + first.height <= second.y ||
        second.y + second.height <= first.y;
      expect(apart, 'the two photos drawn apart').toBe(true);
      await expect(carousel(page).getByRole('button')).toHaveCount(0);
      await expect(page.getByRole('tablist')).toBeHidden();
      for (const s of specialties) {
        await expect(page.getByRole('heading', { level: 3, name: s.title })).toBeVisible();
        await expect(page.getByText(specialtyDetails[s.id].details)).toBeVisible();
      }
    });
  }
});
