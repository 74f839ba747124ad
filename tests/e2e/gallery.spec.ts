import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { carouselTitle, slidePictures, slides } from '../../src/content/carousel';
import { casePictures, cases } from '../../src/content/gallery';
import { imageFailedText } from '../../src/content/site';
import type { CasePicture } from '../../src/content/types';
import { enlargeText, expect, expectConsole, gotoHydrated, loadFailed, test } from './fixtures';

const gallery = (page: Page) => page.getByRole('region', { name: 'Before and after cases' });
const counter = (page: Page) => gallery(page).getByText(/^\d \/ 4$/);
/** A slide by its label, "2 of 4", found even while it is hidden. */
const slide = (page: Page, index: number) =>
  gallery(page).getByRole('group', { name: `${index + 1} of 4`, includeHidden: true });
const button = (page: Page, name: string) => gallery(page).getByRole('button', { name, exact: true });
const label = (index: number) => `Case ${index + 1}: ${cases[index].title}`;
/** Case `index`'s picture. */
const pictureOf = (index: number) => casePictures[cases[index]!.id]!;

/** Case `index` is the one on show: its slide, title and counter visible, every other slide hidden. */
async function expectShown(page: Page, index: number) {
  await expect(counter(page)).toHaveText(`${index + 1} / 4`);
  await expect(slide(page, index).getByRole('heading', { level: 2 })).toHaveText(cases[index].title);
  // The last one fades out rather than vanishing, so wait for it to go.
  for (const other of [0, 1, 2, 3].filter((i) => i !== index)) await expect(slide(page, other)).toBeHidden();
}

/** Every URL of a picture, whichever size or format the build made of it (a pair's is named by its before). */
const nameOf = ({ image }: { image: CasePicture }) =>
  ('src' in image ? image.src : image.before)
    .split('/')
    .pop()!
    .replace(/\.\w+$/, '');
const fileOf = (picture: { image: CasePicture }) => `**/*${nameOf(picture)}*`;
/** Chromium's line for each time the test makes a picture's request fail for `reason`. */
const pictureFailed = (picture: { image: CasePicture }, reason: string) =>
  loadFailed(`http://[^/]+/[^ ]*${nameOf(picture)}[^ ]*`, reason);

test.describe('the case gallery', () => {
  test('opens on the first case: image, Before and After, title, summary and "1 / 4"', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await expectShown(page, 0);
    const first = slide(page, 0);
    await expect(first.getByRole('img', { name: pictureOf(0).alt })).toBeVisible();
    await expect(first.getByText(cases[0].summary)).toBeVisible();
    // "Before" sits under the left half of the image and "After" under the right.
    const image = (await first.getByRole('img').boundingBox())!;
    const before = (await first.getByText('Before', { exact: true }).boundingBox())!;
    const after = (await first.getByText('After', { exact: true }).boundingBox())!;
    const middle = image.x + image.width / 2;
    expect(before.x + before.width / 2).toBeLessThan(middle);
    expect(after.x + after.width / 2).toBeGreaterThan(middle);
    expect(Math.min(before.y, after.y)).toBeGreaterThanOrEqual(image.y + image.height);
  });

  test('steps through all four with next and wraps round to the first', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    for (const index of [1, 2, 3, 0]) {
      await button(page, 'Next case').click();
      await expectShown(page, index);
    }
  });

  test('wraps from the first case to the last with previous, and keeps going back', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    for (const index of [3, 2]) {
      await button(page, 'Previous case').click();
      await expectShown(page, index);
    }
  });

  test('selects a case from its dot, which is then marked current', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    const dots = gallery(page).getByRole('group', { name: 'Choose a case' }).getByRole('button');
    await expect(dots).toHaveCount(4);
    await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
    await button(page, label(2)).click();
    await expectShown(page, 2);
    await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
    await expect(dots.nth(0)).not.toHaveAttribute('aria-current', /.*/);
  });

  test('shows the neighbouring cases as thumbnails beside the centre; clicking one selects it', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    const previous = button(page, `Previous: ${label(3)}`);
    const next = button(page, `Next: ${label(1)}`);
    const centre = (await slide(page, 0).getByRole('img').boundingBox())!;
    const left = (await previous.boundingBox())!;
    const right = (await next.boundingBox())!;
    expect(left.x + left.width).toBeLessThanOrEqual(centre.x);
    expect(right.x).toBeGreaterThanOrEqual(centre.x + centre.width);
    expect(left.width).toBeLessThan(centre.width / 2);
    await next.click();
    await expectShown(page, 1);
    // The thumbnails move along: the one that was current is now on the left.
    await button(page, `Previous: ${label(0)}`).click();
    await expectShown(page, 0);
  });

  test('can be browsed by keyboard alone', async ({ page }) => {
    await gotoHydrated(page, '/case-studies');
    await button(page, 'Next case').focus();
    for (const index of [1, 2, 3, 0]) {
      await page.keyboard.press('Enter');
      await expectShown(page, index);
    }
    await expect(button(page, 'Next case')).toBeFocused();
  });

  test('never moves by itself', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/case-studies');
    // Second by second, read at once: a gallery that moved every few seconds could have come round to "1 / 4" again by
    // the end of the minute, or while a retrying assertion waited.
    for (let second = 1; second <= 60; second += 1) {
      await page.clock.runFor(1_000);
      expect(await counter(page).textContent(), `after ${second} s`).toBe('1 / 4');
    }
  });
});

test.describe('a gallery image that fails to load', () => {
  test(`shows "${imageFailedText}" in its place, and the case still reads`, async ({ page }) => {
    expectConsole(pictureFailed({ image: pictureOf(1) }, 'the server responded with a status of 404 \\(Not Found\\)'));
    await page.route(fileOf({ image: pictureOf(1) }), (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await gotoHydrated(page, '/case-studies');
    await button(page, 'Next case').click();
    await expectShown(page, 1);
    await expect(slide(page, 1).getByText(imageFailedText)).toBeVisible();
    await expect(slide(page, 1).getByRole('img')).toHaveCount(0);
    await expect(slide(page, 1).getByText('Before', { exact: true })).toBeVisible();
    // The others are unaffected.
    await button(page, 'Next case').click();
    await expect(slide(page, 2).getByRole('img', { name: pictureOf(2).alt })).toBeVisible();
  });

  test('asks for it again until it comes, in its place once it does, each time the connection may have returned', async ({
    page,
  }) => {
    expectConsole(pictureFailed({ image: pictureOf(1) }, 'net::ERR_INTERNET_DISCONNECTED'));
    let down = true;
    let asked = 0;
    await page.route(fileOf({ image: pictureOf(1) }), (route) => {
      asked++;
      return down ? route.abort('internetdisconnected') : route.continue();
    });
    await page.clock.install();
    await gotoHydrated(page, '/case-studies');
    // The page's clock stops: only the steps below move it, so what asks again is known.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await button(page, 'Next case').click();
    await expect(slide(page, 1).getByText(imageFailedText)).toBeVisible();
    // Asked for again at once, and again after a pause, still failing: the note stays.
    await expect.poll(() => asked).toBe(2);
    await page.clock.runFor(2_000);
    await expect.poll(() => asked).toBe(3);
    await expect(slide(page, 1).getByText(imageFailedText)).toBeVisible();
    // The connection returns: asked for at once, not at the end of the next pause (the clock stands still).
    down = false;
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await expect(slide(page, 1).getByRole('img', { name: pictureOf(1).alt })).toBeVisible();
    await expect(slide(page, 1).getByText(imageFailedText)).toHaveCount(0);
    expect(
      await slide(page, 1)
        .getByRole('img')
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(0);
  });

  test('shows the fallback even when it failed before the page became interactive', async ({ page }) => {
    expectConsole(pictureFailed({ image: pictureOf(0) }, 'the server responded with a status of 404 \\(Not Found\\)'));
    // The picture fails twice before the page is live: first as the page loads, then when the page's first script
    // asks again at once. The page's code waits until both have failed, so neither error is heard; any later request
    // never answers, so no error event comes after. Only what the picture is by then can show the fallback.
    let asked = 0;
    let failedTwice!: () => void;
    const failed = new Promise<void>((resolve) => (failedTwice = resolve));
    await page.route(fileOf({ image: pictureOf(0) }), async (route) => {
      if (++asked > 2) return;
      await route.fulfill({ status: 404, body: 'Not found' });
      if (asked === 2) failedTwice();
    });
    await page.route('**/assets/gallery-page-*.js', async (route) => {
      await failed;
      // Its error event fired unheard, like the first.
      await page.waitForFunction((alt) => {
        const img = [...document.images].find((image) => image.alt === alt);
        return img?.complete && !img.naturalWidth;
      }, pictureOf(0).alt);
      await route.continue();
    });
    await gotoHydrated(page, '/case-studies');
    await expect(slide(page, 0).getByText(imageFailedText)).toBeVisible();
  });
});

test.describe('the case gallery at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('keeps arrows, dots, counter and the neighbours beside the picture working, without sideways scrolling', async ({
    page,
  }) => {
    await gotoHydrated(page, '/case-studies');
    const centre = (await slide(page, 0).getByRole('img').boundingBox())!;
    const previous = (await button(page, `Previous: ${label(3)}`).boundingBox())!;
    const next = (await button(page, `Next: ${label(1)}`).boundingBox())!;
    expect(previous.x + previous.width).toBeLessThanOrEqual(centre.x);
    expect(next.x).toBeGreaterThanOrEqual(centre.x + centre.width);
    for (const name of [
      'Previous case',
      'Next case',
      `Previous: ${label(3)}`,
      `Next: ${label(1)}`,
      label(0),
      label(3),
    ]) {
      const box = (await button(page, name).boundingBox())!;
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(name.startsWith('Case') ? 24 : 44);
    }
    await button(page, 'Previous case').click();
    await expect(counter(page)).toHaveText('4 / 4');
    await button(page, label(1)).click();
    await expectShown(page, 1);
    // On a phone the neighbour's sliver is a control of its own, wherever it is tapped.
    await button(page, `Next: ${label(2)}`).click({ position: { x: 22, y: 12 } });
    await expectShown(page, 2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test('at 200 % text on a 360 px phone, the case on show keeps all but two 44 px peeks, its title in whole words', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await enlargeText(page, 2);
  await gotoHydrated(page, '/case-studies');
  const centre = (await slide(page, 0).getByRole('img').boundingBox())!;
  // Each peek a 44 px target, growing no wider with the text, and a gap of half a rem (16 px at this size).
  expect(centre.width).toBeGreaterThanOrEqual(360 - 2 * (44 + 16));
  const title = slide(page, 0).getByRole('heading', { level: 2 });
  const brokenWords = await title.evaluate((heading) => {
    const text = heading.firstChild!;
    const range = document.createRange();
    return [...text.textContent!.matchAll(/\S+/g)].filter((word) => {
      range.setStart(text, word.index);
      range.setEnd(text, word.index + word[0].length);
      return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1;
    });
  });
  expect(brokenWords.map(String)).toEqual([]);
});

for (const [width, height] of [
  [320, 640],
  [360, 740],
  [768, 1024],
  [1280, 800],
] as const) {
  test(`has one control per spot at ${width} px: the arrows and the neighbours never overlap, each at least 44 × 44 px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await gotoHydrated(page, '/case-studies');
    const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
    for (const name of ['Previous case', 'Next case', `Previous: ${label(3)}`, `Next: ${label(1)}`]) {
      const box = (await button(page, name).boundingBox())!;
      expect(Math.min(box.width, box.height), `${name} at ${width} px`).toBeGreaterThanOrEqual(44);
      boxes.push({ name, ...box });
    }
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height)
        .map((b) => `${a.name} / ${b.name}`),
    );
    expect(overlapping).toEqual([]);
  });
}

test.describe('the case gallery with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('shows all four cases, side by side or one under another, with no controls that cannot work', async ({
    page,
  }) => {
    await page.goto('/case-studies');
    for (const item of cases) {
      await expect(page.getByRole('heading', { level: 2, name: item.title })).toBeVisible();
      await expect(page.getByRole('img', { name: casePictures[item.id]!.alt })).toBeVisible();
    }
    await expect(gallery(page).getByRole('button')).toHaveCount(0);
    await expect(counter(page)).toBeHidden();
    // Side by side or one under another: no two cases drawn over each other.
    const boxes = await Promise.all([0, 1, 2, 3].map(async (index) => (await slide(page, index).boundingBox())!));
    const overlapping = boxes.flatMap((a, i) =>
      boxes
        .map((b, j) => ({ b, j }))
        .filter(
          ({ b, j }) =>
            j > i && a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
        )
        .map(({ j }) => `case ${i + 1} over case ${j + 1}`),
    );
    expect(overlapping, 'cases drawn over each other').toEqual([]);
  });
});

/**
 * A portrait photo, 3:4, whose every edge shows: a red band along its top, blue along its bottom, green down both sides,
 * grey between.
 */
async function portrait() {
  const [width, height, band] = [300, 400, 24];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const colour =
        y < band
          ? [220, 30, 30]
          : y >= height - band
            ? [30, 30, 220]
            : x < band || x >= width - band
              ? [30, 200, 30]
              : [128, 128, 128];
      pixels.set(colour, (y * width + x) * 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/** The colours drawn along the picture's middle column and middle row, as the screen shows them. */
async function drawn(page: Page, img: Locator) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const box = (await img.boundingBox())!;
  const shot = await page.screenshot({ clip: box });
  const { data, info } = await sharp(shot).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const [r, g, b] = data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3);
    return r > 180 && g < 80 && b < 80
      ? 'red'
      : b > 180 && r < 80 && g < 80
        ? 'blue'
        : g > 160 && r < 80 && b < 80
          ? 'green'
          : '';
  };
  const middle = { x: Math.floor(info.width / 2), y: Math.floor(info.height / 2) };
  const column = Array.from({ length: info.height }, (_, y) => at(middle.x, y));
  const row = Array.from({ length: info.width }, (_, x) => at(x, middle.y));
  return { box, top: column.slice(0, 6), bottom: column.slice(-6), row };
}

/** The picture is whole: its top and bottom bands touch the frame's edges, and both its sides are on screen. */
function expectWhole(picture: Awaited<ReturnType<typeof drawn>>) {
  expect(picture.top).toContain('red');
  expect(picture.bottom).toContain('blue');
  const half = picture.row.length / 2;
  expect(picture.row.slice(0, half)).toContain('green');
  expect(picture.row.slice(half)).toContain('green');
}

test.describe('a picture of any shape', () => {
  test('a portrait case is drawn whole in the gallery’s frame, as tall as every other case: no band under any', async ({
    page,
  }) => {
    const photo = await portrait();
    await page.route(fileOf({ image: pictureOf(1) }), (route) =>
      route.fulfill({ body: photo, contentType: 'image/png' }),
    );
    await gotoHydrated(page, '/case-studies');
    const pictures = gallery(page).locator('[aria-roledescription="slide"] img:not([alt=""])');
    await expect(pictures).toHaveCount(4);
    // Its shape, not its width: a photo's width is read at the density its srcset candidate gives.
    await expect
      .poll(() =>
        pictures.nth(1).evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight / img.naturalWidth),
      )
      .toBeCloseTo(4 / 3, 2);
    // The slides share one cell: a taller picture would make it taller, and leave a band under every other.
    const heights = await pictures.evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height));
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    await button(page, 'Next case').click();
    await expectShown(page, 1);
    const picture = await drawn(page, slide(page, 1).getByRole('img'));
    expect(picture.box.width / picture.box.height).toBeCloseTo(3 / 2, 1);
    expectWhole(picture);
  });

  test('a portrait photo is drawn whole in the home page’s carousel, its frame keeping its shape', async ({ page }) => {
    const photo = await portrait();
    await page.route(fileOf({ image: slidePictures[slides[0]!.id]! }), (route) =>
      route.fulfill({ body: photo, contentType: 'image/png' }),
    );
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: carouselTitle });
    const picture = await drawn(page, carousel.getByRole('group', { name: '1 of 2' }).getByRole('img'));
    expect(picture.box.width / picture.box.height).toBeCloseTo(3 / 2, 1);
    expectWhole(picture);
  });
});
