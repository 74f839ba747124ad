// Android's forced dark: the site opts out, so photos and illustrations keep their colours (teeth stay white).
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { casePictures, cases } from '../../src/content/gallery';
import { specialties } from '../../src/content/specialties';
import { specialtyDetails } from '../../src/content/specialty-details';
import { expect, phone, pixels, test, watchConsole } from './fixtures';

test.describe("under forced dark (Android's dark theme for sites)", () => {
  /** How far apart two screenshots of the same size are: the mean difference of their colour values, 0 to 255. */
  async function difference(a: Buffer, b: Buffer) {
    const [first, second] = await Promise.all([pixels(a), pixels(b)]);
    if (first.data.length !== second.data.length) return 255;
    let sum = 0;
    for (let i = 0; i < first.data.length; i++) sum += Math.abs(first.data[i]! - second.data[i]!);
    return sum / first.data.length;
  }

  /**
   * A screenshot of `picture` on `path`, as a phone whose system is dark shows it, in Chromium with or without forced
   * dark.
   */
  async function photograph(
    origin: string,
    path: string,
    picture: (page: Page) => Locator,
    { forceDark = false, optOut = true },
  ) {
    const extra = forceDark ? ['--blink-settings=forceDarkModeEnabled=true'] : [];
    const browser = await chromium.launch({ executablePath: chromiumPath, args: [...chromiumFlags, ...extra] });
    const page = await browser.newPage({ ...phone, colorScheme: 'dark', baseURL: origin });
    watchConsole(page.context());
    if (!optOut) {
      // The site as it was: "light" without "only", in the stylesheet and the document's meta. Its inline CSS changed,
      // the policy's hash of it no longer matches: without the policy it applies, as it did then with its own hash.
      const without = (text: string) => text.replaceAll('only light', 'light');
      await page.route(/\/assets\/.*\.css$|\/case-studies$|\/$/, async (route) => {
        const response = await route.fetch();
        const { 'content-security-policy': _, ...headers } = response.headers();
        await route.fulfill({ response, headers, body: without(await response.text()) });
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
    {
      name: 'a case in the gallery',
      path: '/case-studies',
      picture: (page: Page) => page.getByRole('img', { name: casePictures[cases[0].id]!.alt }),
    },
    {
      name: 'the open specialty',
      path: '/',
      picture: (page: Page) => page.getByRole('img', { name: specialtyDetails[specialties[0].id].image.alt }),
    },
  ];
  for (const { name, path, picture } of pictures) {
    test(`leaves ${name} as it is, teeth white (without "only light" they turn dark)`, async ({ baseURL }) => {
      test.setTimeout(60_000);
      const plain = await photograph(baseURL!, path, picture, {});
      const forced = await photograph(baseURL!, path, picture, { forceDark: true });
      const forcedWithoutOptOut = await photograph(baseURL!, path, picture, { forceDark: true, optOut: false });
      expect(await difference(forced, plain)).toBeLessThan(0.5);
      // The proof this test can fail: the same browser darkens the picture when the page does not opt out.
      expect(await difference(forcedWithoutOptOut, plain)).toBeGreaterThan(3);
    });
  }
});
