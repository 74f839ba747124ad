import { config } from '../../src/config';
import { privacyNote, waitingForConnection } from '../../src/content/messages';
import { privacyIntro, privacySections } from '../../src/content/privacy';
import { footerLinks, privacyPath } from '../../src/content/site';
import { privacyNote as knNote, waitingForConnection as knWaiting } from '../../src/content/kn/messages';
import { privacyIntro as knIntro, privacySections as knSections } from '../../src/content/kn/privacy';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { appointment, contact } from './forms';
import { pages } from './page-helpers';

/** The footer's link to the notice, as content names it. */
const privacyLinkLabel = footerLinks.find((link) => link.href === privacyPath)!.label;

test.describe('the privacy notice', () => {
  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('is a prerendered page: what is collected, why, where it goes, for how long, and how to have it deleted', async ({
      page,
    }) => {
      const response = await page.goto('/privacy');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyIntro.title);
      for (const section of privacySections)
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      const text = await page.locator('main').textContent();
      expect(text).toContain('EmailJS');
      expect(text).toContain(config.email);
      expect(text).toMatch(/delete/i);
      expect(text).toContain('Data Protection Board of India');
      // Everything the site keeps in the browser is named: the unsent form, and the language the switch chose.
      expect(text).toMatch(/keeps a copy of an unsent form/);
      expect(text).toMatch(/remembers the language you chose, on this device only/);
      // The drafts: which fields, where (this tab's sessionStorage), and until when (sent, called off, an hour unused).
      expect(text).toMatch(/your name, your phone number and the service/);
      expect(text).toMatch(/your name, your email address, your phone number and your message/);
      expect(text).toContain('sessionStorage');
      expect(text).toContain(`“${waitingForConnection.cancel.replace("'", '’')}”`);
      expect(text).toMatch(/unchanged for an hour/);
      // The one other thing the tab keeps: the address of a page whose code was lost, so it loads again only once.
      expect(text).toMatch(/fails to arrive, the tab also notes that page’s address there/);
      // What the service worker keeps: copies of the site (nothing about the visitor), and the outbox, a day at most.
      expect(text).toMatch(/copy of the pages and files you open \(the same for every visitor, nothing about you\)/);
      expect(text).toMatch(/cache storage, on this device only/);
      expect(text).toMatch(/outbox, in this browser’s IndexedDB, on this device only/);
      expect(text).toMatch(/still unsent after 24 hours/);
      expect(text).toMatch(/only a note stays, of which form it was and what became of it, without anything you typed/);
    });
  });

  for (const path of ['/privacy', '/kn/privacy']) {
    test(`${path}: the clinic's email address and phone number are links, to write or call about one's data`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: config.email })).toHaveCount(2);
      for (const link of await main.getByRole('link', { name: config.email }).all())
        await expect(link).toHaveAttribute('href', `mailto:${config.email}`);
      for (const link of await main.getByRole('link', { name: config.phone.display }).all())
        await expect(link).toHaveAttribute('href', `tel:${config.phone.e164}`);
      await expect(main.getByRole('link', { name: config.phone.display })).toHaveCount(2);
    });
  }

  test('in Kannada, has the same parts, the drafts, the caches and the outbox among them', async ({ page }) => {
    await page.goto('/kn/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(knIntro.title);
    for (const section of knSections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    const text = await page.locator('main').textContent();
    expect(text).toContain('sessionStorage');
    expect(text).toContain(`“${knWaiting.cancel}”`);
    expect(text).toContain('ಕ್ಯಾಶ್ ಸ್ಟೋರೇಜ್');
    expect(text).toContain('IndexedDB');
    expect(text).toContain('24 ಗಂಟೆಗಳ');
    expect(text).toContain('ಪುಟದ ವಿಳಾಸವನ್ನೂ');
  });

  test('is linked under each form, opening in a new tab so the form stays as it is', async ({ page }) => {
    for (const driver of [contact, appointment]) {
      await driver.open(page);
      const link = driver.form(page).getByRole('link', { name: new RegExp(privacyNote.link) });
      await expect(link).toHaveAttribute('href', '/privacy');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(driver.form(page).getByText(privacyNote.text)).toBeVisible();
    }
  });

  test('is linked under the contact form of a page reached within the site, in either language', async ({ page }) => {
    for (const [home, note, href] of [
      ['/', privacyNote, '/privacy'],
      ['/kn/', knNote, '/kn/privacy'],
    ] as const) {
      await page.goto(home);
      await hydrated(page);
      await page.evaluate(() => Object.assign(window, { stayed: true }));
      await page.getByRole('navigation', { name: /./ }).first().locator(`a[href="${home}contact"]`).click();
      const form = page.locator('form[name="contact"]');
      // The router showed it, from the page it fetched: the document was not loaded anew.
      await expect(form).toBeVisible();
      expect(await page.evaluate(() => (window as { stayed?: boolean }).stayed)).toBe(true);
      await expect(form.getByRole('link', { name: new RegExp(note.link) })).toHaveAttribute('href', href);
      await expect(form.getByText(note.text)).toBeVisible();
    }
  });

  test('is linked in the footer of every page, and listed in the sitemap', async ({ page }) => {
    for (const { path } of pages) {
      await page.goto(path);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: privacyLinkLabel, exact: true }),
        path,
      ).toHaveAttribute('href', privacyPath);
    }
    await page.goto('/treatments');
    await page.getByRole('contentinfo').getByRole('link', { name: privacyLinkLabel, exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(privacyIntro.title);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${config.siteUrl}/privacy</loc>`);
  });

  test('passes every axe rule', async ({ page }) => {
    await page.goto('/privacy');
    await expectNoAxeViolations(page, 'privacy notice');
  });
});
