import type { Page } from '@playwright/test';
import { contactHeadline } from '../../src/content/contact';
import { galleryHeadline } from '../../src/content/gallery';
import { headline } from '../../src/content/home';
import { treatmentsHeadline } from '../../src/content/treatments';
import { notFoundText } from '../../src/content/site';
import { expect, expectConsole, gotoHydrated, hydrated, status404, test } from './fixtures';
import { h1, mainNav } from './page-helpers';

/**
 * Addresses a visitor, a shared link or a crawler may bring: the server's answer (status, Location), the address the
 * browser ends at (another case gets the 404 page, whose script moves on to the page), and the page shown.
 */
const addresses: { address: string; status: number; location?: string; endsAt?: string; shows: string }[] = [
  { address: '/', status: 200, shows: headline },
  { address: '/about', status: 200, shows: headline },
  { address: '/?utm_source=whatsapp', status: 200, shows: headline },
  { address: '/treatments?utm_source=whatsapp', status: 200, shows: treatmentsHeadline },
  { address: '/index.html', status: 308, location: '/', shows: headline },
  { address: '/index.html?utm_source=whatsapp', status: 308, location: '/?utm_source=whatsapp', shows: headline },
  { address: '/about/index.html', status: 308, location: '/about', shows: headline },
  { address: '/treatments/index.html', status: 308, location: '/treatments', shows: treatmentsHeadline },
  { address: '/contact.html', status: 308, location: '/contact', shows: contactHeadline },
  { address: '/about/', status: 308, location: '/about', shows: headline },
  { address: '/treatments/', status: 308, location: '/treatments', shows: treatmentsHeadline },
  {
    address: '/case-studies/?utm_source=whatsapp',
    status: 308,
    location: '/case-studies?utm_source=whatsapp',
    shows: galleryHeadline,
  },
  { address: '/Contact', status: 404, endsAt: '/contact', shows: contactHeadline },
  { address: '/TREATMENTS', status: 404, endsAt: '/treatments', shows: treatmentsHeadline },
  { address: '/About/', status: 404, endsAt: '/about', shows: headline },
  // A letter, digit, '-', '.', '_' or '~' percent-encoded is that character (RFC 3986, 6.2.2.2), as Cloudflare reads it.
  { address: '/%63ontact', status: 200, shows: contactHeadline },
  { address: '/case%2Dstudies?utm_source=whatsapp', status: 200, shows: galleryHeadline },
  { address: '/about%2Ehtml', status: 308, location: '/about', shows: headline },
  { address: '/about/..%2f..%2f', status: 404, shows: notFoundText },
  { address: '/contact%2F', status: 404, shows: notFoundText },
  { address: '//evil.example/', status: 404, shows: notFoundText },
  { address: '//contact', status: 404, shows: notFoundText },
  { address: '/treatments//', status: 404, shows: notFoundText },
  { address: '/404.html', status: 308, location: '/404', shows: notFoundText },
  { address: '/no-such-page', status: 404, shows: notFoundText },
  { address: '/no-such-page?utm_source=whatsapp', status: 404, shows: notFoundText },
];

test.describe('every address agrees between server and browser', () => {
  for (const { address, status, location, endsAt, shows } of addresses) {
    test(`${address} answers ${status}${location ? ` to ${location}` : ''} and shows "${shows}", with no console error`, async ({
      page,
      baseURL,
    }) => {
      // Joined as text: URL resolution would read "//evil.example/" as another host.
      const url = (path: string) => new URL(baseURL!).origin + path;
      const answer = await page.request.get(url(address), { maxRedirects: 0 });
      expect(answer.status()).toBe(status);
      expect(answer.headers().location).toBe(location);

      const notFound = status === 404 || shows === notFoundText;
      if (notFound) expectConsole(status404(location ?? address));
      const res = await page.goto(url(address));
      expect(res?.status()).toBe(notFound ? 404 : 200);
      await expect(page).toHaveURL(url(endsAt ?? location ?? address));
      await hydrated(page);
      await expect(h1(page)).toHaveText(shows);
    });
  }
});

test.describe('on a static host without the redirect rules', () => {
  // What such a host might answer for "/Contact": its 404 page (Cloudflare Pages), or the page itself (Netlify).
  for (const served of [
    { status: 404, from: '/no-such-page' },
    { status: 200, from: '/contact' },
  ]) {
    test(`another spelling of a page answered ${served.status} still ends at the page's own address, with no console error`, async ({
      page,
    }) => {
      const body = await (await page.request.get(served.from)).text();
      await page.route('**/Contact', (route) =>
        route.fulfill({ status: served.status, contentType: 'text/html', body }),
      );
      if (served.status === 404) expectConsole(status404('/Contact'));
      await page.goto('/Contact');
      await expect(page).toHaveURL('/contact');
      await hydrated(page);
      await expect(h1(page)).toHaveText(contactHeadline);
    });
  }
});

test.describe('About Us on /', () => {
  const markOf = (page: Page, label: string) =>
    mainNav(page)
      .getByRole('link', { name: label })
      .evaluate((a) => {
        const s = getComputedStyle(a);
        return { background: s.backgroundColor, color: s.color, underline: s.boxShadow };
      });

  test('is current, and marked as on /about, unlike the other items', async ({ page }) => {
    await page.goto('/about');
    const onAbout = await markOf(page, 'About Us');
    await page.goto('/');
    await expect(mainNav(page).getByRole('link', { name: 'About Us' })).toHaveAttribute('aria-current', 'page');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveCount(1);
    expect(await markOf(page, 'About Us')).toEqual(onAbout);
    expect(await markOf(page, 'Our Treatments')).not.toEqual(onAbout);
  });

  test('becomes current when the logo brings the visitor home', async ({ page }) => {
    await gotoHydrated(page, '/treatments');
    await page.getByRole('banner').getByRole('link').first().click();
    await expect(page).toHaveURL('/');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText(['About Us']);
  });

  test('is current in the phone menu too', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const about = mainNav(page).getByRole('link', { name: 'About Us' });
    await expect(about).toBeVisible();
    await expect(about).toHaveAttribute('aria-current', 'page');
    expect(await markOf(page, 'About Us')).not.toEqual(await markOf(page, 'Contact'));
  });
});
