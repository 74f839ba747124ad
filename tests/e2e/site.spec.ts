import { config } from '../../src/config';
import { contactCards, contactHeadline, hoursLines, mapBlock, messageUsTitle } from '../../src/content/contact';
import { headline } from '../../src/content/home';
import { contactForm } from '../../src/content/messages';
import { notFoundPage, title as notFoundTitle } from '../../src/content/not-found';
import { title as treatmentsTitle, treatmentsHeadline } from '../../src/content/treatments';
import {
  addressLine,
  bookAppointmentLabel,
  callNowLabel,
  contactOptions,
  footerLinks,
  footerText,
  menuLabel,
  navItems,
  notFoundText,
} from '../../src/content/site';
import * as knSite from '../../src/content/kn/site';
import { expect, expectConsole, failOnWarnings, gotoHydrated, hydrated, status404, test } from './fixtures';
import { h1, mainNav, pagesIn, pages as routes } from './page-helpers';

const linkItems = navItems.filter((i) => i.href);
/** The navigation's label for a page. */
const labelOf = (href: string) => navItems.find((item) => item.href === href)!.label;

const inKannada = await pagesIn('kn');

test.describe('every route', () => {
  for (const route of [...routes, ...inKannada]) {
    test(`${route.path} shows its heading and title, with no console error or hydration warning`, async ({ page }) => {
      failOnWarnings();
      const res = await page.goto(route.path);
      expect(res?.status()).toBe(200);
      await hydrated(page);
      await expect(h1(page)).toHaveText(route.h1);
      await expect(page).toHaveTitle(route.head.title);
    });
  }

  test('each page has its own title', () => {
    const keys = new Set(routes.map((r) => r.key));
    expect(keys.size).toBeGreaterThanOrEqual(5);
    expect(new Set(routes.map((r) => r.head.title)).size).toBe(keys.size);
  });
});

test.describe('the 404 page', () => {
  test('is served with status 404, says so, links home and logs the missing path', async ({ page }) => {
    expectConsole(status404('/no-such-page'));
    // The page's own line, a warning: Chromium's error for the status names the path too.
    const logs: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && logs.push(m.text()));
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await hydrated(page);
    await expect(h1(page)).toHaveText(notFoundText);
    await expect(page).toHaveTitle(notFoundTitle);
    await expect.poll(() => logs.some((l) => l.includes('/no-such-page'))).toBe(true);
    await page.getByRole('link', { name: notFoundPage.home }).click();
    await expect(page).toHaveURL('/');
    await expect(h1(page)).toHaveText(headline);
  });

  test('appears after a client-side navigation to an unknown path, and logs it', async ({ page }) => {
    // The router's request for the path is answered 404.
    expectConsole(status404('/gone-missing'));
    const logs: string[] = [];
    page.on('console', (m) => logs.push(m.text()));
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      const a = document.createElement('a');
      a.href = '/gone-missing';
      a.textContent = 'a stale link';
      document.querySelector('main')!.append(a);
    });
    await page.getByRole('link', { name: 'a stale link' }).click();
    await expect(h1(page)).toHaveText(notFoundText);
    await expect.poll(() => logs.some((l) => l.includes('/gone-missing'))).toBe(true);
  });

  test('is marked noindex', async ({ page }) => {
    expectConsole(status404('/no-such-page'));
    await page.goto('/no-such-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  });
});

test.describe('navigation', () => {
  test('lists the required navigation items in order, with Book Appointment as a button', async ({ page }) => {
    await page.goto('/');
    const nav = mainNav(page);
    await expect(nav.locator('li > *')).toHaveText(navItems.map((i) => i.label));
    await expect(nav.getByRole('button', { name: bookAppointmentLabel })).toHaveAttribute('aria-haspopup', 'dialog');
    for (const item of linkItems)
      await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('href', item.href!);
  });

  for (const item of linkItems) {
    test(`highlights ${item.label} on ${item.href}, and only it`, async ({ page }) => {
      await page.goto(item.href!);
      await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText([item.label]);
    });
  }

  test('highlights About Us on /, which is the same page as /about', async ({ page }) => {
    await page.goto('/');
    await expect(mainNav(page).locator('[aria-current="page"]')).toHaveText([labelOf('/about')]);
  });

  test('moves between pages without reloading, focuses the new heading and changes the title', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await mainNav(page)
      .getByRole('link', { name: labelOf('/treatments') })
      .click();
    await expect(page).toHaveURL('/treatments');
    await expect(h1(page)).toBeFocused();
    await expect(page).toHaveTitle(treatmentsTitle);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
  });

  test('to a page of a release published since, loads it as a new document: this one’s files are gone', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    // The router's fetch gets the page as the next release writes it, naming other files: this release's would be gone.
    await page.route(
      '/treatments',
      async (route) => {
        const html = await (await route.fetch()).text();
        await route.fulfill({
          contentType: 'text/html',
          body: html.replace(/\/assets\/main-\w+\.js/, '/assets/main-NEXT.js'),
        });
      },
      { times: 1 },
    );
    // A new document loads: given the time any navigation has, not an assertion's.
    const loaded = page.waitForEvent('load');
    await mainNav(page)
      .getByRole('link', { name: labelOf('/treatments') })
      .click();
    await loaded;
    await expect(page).toHaveURL('/treatments');
    await expect(h1(page)).toHaveText(treatmentsHeadline);
    await expect(page).toHaveTitle(treatmentsTitle);
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
  });

  test('scrolls to the top on a new navigation and back to where the visitor was on back', async ({ page }) => {
    await gotoHydrated(page, '/treatments');
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
    // A visitor's tap does not scroll; Playwright's click() would scroll the link "into view" first.
    await mainNav(page)
      .getByRole('link', { name: labelOf('/contact') })
      .dispatchEvent('click');
    await expect(h1(page)).toHaveText(contactHeadline);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(h1(page)).toHaveText(treatmentsHeadline);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500);
  });

  test('the logo links home', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    await page.getByRole('banner').getByRole('link', { name: config.name }).click();
    await expect(page).toHaveURL('/');
  });

  test('Call Now dials the clinic', async ({ page }) => {
    await page.goto('/');
    const call = page.getByRole('banner').getByRole('link', { name: `${callNowLabel} ${config.phone.display}` });
    await expect(call).toHaveAttribute('href', `tel:${config.phone.e164}`);
  });

  for (const [path, width] of [
    ['/', 768],
    ['/', 1280],
    ['/kn/', 768],
    ['/kn/', 1280],
  ] as const) {
    test(`at ${width} px on ${path} the language switch sits on the line of the pages beside it`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      const nav = page.getByRole('banner').getByRole('navigation');
      const middle = async (selector: string) => {
        const box = (await nav.locator(selector).last().boundingBox())!;
        return box.y + box.height / 2;
      };
      // The last item of the pages' list is on the switch's row, whether the list takes one row or two.
      expect(Math.abs((await middle('a[hreflang]')) - (await middle('ul > li > a')))).toBeLessThanOrEqual(1);
    });
  }

  test('from 768 px the pages and the language switch stand on one line, never a last link on a line of its own', async ({
    page,
  }) => {
    // Two rows (logo and Call Now above the navigation) below 1240 px; one row from there. Up to 1229 px, one row left
    // Kannada's last link alone under the others, English's up to 1179 px.
    for (const path of ['/', '/kn/'])
      for (const width of [768, 1024, 1100, 1180, 1239, 1240, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const lines = await page
          .getByRole('banner')
          .getByRole('navigation')
          .locator('ul > li > a, a[hreflang], ul > li > button')
          .evaluateAll((items) => new Set(items.map((item) => Math.round(item.getBoundingClientRect().bottom))).size);
        expect(lines, `${path} at ${width} px`).toBe(1);
      }
  });
});

test.describe('the mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('collapses behind a toggle that opens it and closes when a link is tapped', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: menuLabel });
    const treatments = mainNav(page).getByRole('link', { name: labelOf('/treatments') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(treatments).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await treatments.click();
    await expect(page).toHaveURL('/treatments');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(treatments).toBeHidden();
  });

  test('closes on Escape and gives focus back to the toggle', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: menuLabel });
    await toggle.click();
    await mainNav(page)
      .getByRole('link', { name: labelOf('/contact') })
      .focus();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('controls the list it shows', async ({ page }) => {
    await gotoHydrated(page, '/');
    const toggle = page.getByRole('button', { name: menuLabel });
    const id = await toggle.getAttribute('aria-controls');
    const controlled = page.locator(`[id="${id}"]`);
    await expect(controlled).toHaveCount(1);
    // The element it names is the list the toggle shows: hidden until the toggle opens it, with the pages' links in it.
    await expect(controlled).toBeHidden();
    await toggle.click();
    await expect(controlled).toBeVisible();
    await expect(controlled.getByRole('link', { name: labelOf('/treatments') })).toBeVisible();
  });
});

test.describe('the floating contact button', () => {
  test(`shows "${bookAppointmentLabel}" and opens a panel with phone, chat and email links`, async ({ page }) => {
    await gotoHydrated(page, '/');
    // Its name changes once open, so hold on to it by its landmark.
    const fab = page
      .getByRole('complementary', { name: contactOptions.landmark })
      .locator(':scope > button[aria-expanded]');
    await expect(fab).toHaveAccessibleName(bookAppointmentLabel);
    await expect(fab).toHaveAttribute('aria-expanded', 'false');
    await fab.click();
    await expect(fab).toHaveAttribute('aria-expanded', 'true');
    await expect(fab).toHaveAccessibleName(contactOptions.close);
    const panel = page.locator(`[id="${await fab.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: contactOptions.call })).toHaveAttribute(
      'href',
      `tel:${config.phone.e164}`,
    );
    const chat = panel.getByRole('link', { name: contactOptions.chat });
    await expect(chat).toHaveAttribute('href', `https://wa.me/${config.phone.whatsapp.slice(1)}`);
    await expect(chat).toHaveAttribute('target', '_blank');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(panel.getByRole('link', { name: contactOptions.email })).toHaveAttribute(
      'href',
      `mailto:${config.email}`,
    );
    // From inside the panel, Escape closes it and gives focus back to the button.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: contactOptions.call })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(fab).toBeFocused();
    await expect(fab).toHaveAccessibleName(bookAppointmentLabel);
  });
});

test.describe('the footer', () => {
  test('gives the address, phone, email, hours, copyright and credit', async ({ page }) => {
    await page.goto('/treatments');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(addressLine);
    await expect(footer.getByRole('link', { name: config.phone.display })).toHaveAttribute(
      'href',
      `tel:${config.phone.e164}`,
    );
    await expect(footer.getByRole('link', { name: config.email })).toHaveAttribute('href', `mailto:${config.email}`);
    for (const line of hoursLines) await expect(footer).toContainText(line);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${config.name}`);
    await expect(footer.getByRole('link', { name: footerText.credit })).toBeVisible();
  });

  for (const [path, site] of [
    ['/treatments', { footerLinks, footerText }],
    ['/kn/treatments', knSite],
  ] as const) {
    test(`${path} gives each link content names for the footer, another site's in a new tab`, async ({ page }) => {
      await page.goto(path);
      expect(site.footerLinks.length).toBeGreaterThan(0);
      for (const { label, href } of site.footerLinks) {
        const link = page.getByRole('contentinfo').locator(`a[href="${href}"]`);
        if (/^https?:/.test(href)) {
          await expect(link).toHaveAccessibleName(`${label} ${site.footerText.newTab}`);
          await expect(link).toHaveAttribute('target', '_blank');
        } else {
          await expect(link).toHaveAccessibleName(label);
          await expect(link).not.toHaveAttribute('target');
        }
      }
    });
  }
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of routes) {
    for (const width of [375, 1280]) {
      test(`${route.path} reads as a whole page at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(route.path);
        await expect(h1(page)).toHaveText(route.h1);
        for (const item of linkItems) await expect(mainNav(page).getByRole('link', { name: item.label })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toContainText(hoursLines[0]);
        // Nothing that needs JavaScript to work is offered.
        await expect(page.getByRole('button', { name: menuLabel })).toBeHidden();
      });
    }
  }
});

test.describe('the contact page', () => {
  test('has cards for location (maps, new tab), phone (dial), email (mail) and hours (no action), and a map block', async ({
    page,
  }) => {
    await page.goto('/contact');
    const cards = page.getByRole('list', { name: contactCards.label }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const location = cards.nth(0).getByRole('link');
    await expect(location).toHaveAttribute('href', config.mapsUrl);
    await expect(location).toHaveAttribute('target', '_blank');
    await expect(location).toContainText(addressLine);
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `tel:${config.phone.e164}`);
    await expect(cards.nth(2).getByRole('link')).toHaveAttribute('href', `mailto:${config.email}`);
    await expect(cards.nth(3).getByRole('link')).toHaveCount(0);
    for (const line of hoursLines) await expect(cards.nth(3)).toContainText(line);
    const map = page.getByRole('region', { name: mapBlock.title });
    await expect(map).toContainText(addressLine);
    await expect(map.getByRole('link', { name: mapBlock.open })).toHaveAttribute('href', config.mapsUrl);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('the Message Us form has its four fields, email typed as email, phone optional', async ({ page }) => {
    await page.goto('/contact');
    const form = page.getByRole('region', { name: messageUsTitle });
    await expect(form.getByLabel(contactForm.name.label, { exact: true })).toHaveAttribute('required', '');
    await expect(form.getByLabel(contactForm.email.label)).toHaveAttribute('type', 'email');
    await expect(form.getByLabel(contactForm.email.label)).toHaveAttribute('required', '');
    await expect(form.getByLabel(contactForm.phone.label)).not.toHaveAttribute('required', '');
    await expect(form.getByLabel(contactForm.message.label)).toHaveAttribute('required', '');
  });
});
