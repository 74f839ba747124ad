// A draft survives a reload or a step back; a sent form leaves none; one left mid-send says it may have gone.
import type { Page } from '@playwright/test';
import { maybeSent as knMaybeSent } from '../../src/content/kn/maybe-sent';
import { maybeSent } from '../../src/content/maybe-sent';
import { waitingForConnection } from '../../src/content/messages';
import { draftLifetimeMs } from '../../src/lib/drafts';
import { restoredByBack, withBackForwardCache } from './back-forward-cache';
import { answers, fakeEmailService, heldAnswer, sendFailed } from './emailjs';
import { codeFailed, expect, expectConsole, formLive, reconnect, test, toastsWith } from './fixtures';
import {
  appointment,
  bothForms,
  contact,
  expectEmpty,
  expectValues,
  fillForm,
  type FormDriver,
  openFilled,
  sendButton,
} from './forms';

const storedDraft = (page: Page, driver: FormDriver) =>
  page.evaluate((name) => sessionStorage.getItem(`draft:${name}`), driver.name);

/** The values of the stored draft (stored as { savedAt, values }, src/lib/drafts.ts). */
const storedValues = async (page: Page, driver: FormDriver) =>
  (JSON.parse((await storedDraft(page, driver))!) as { values: Record<string, string> }).values;

/** Fills the form and presses send, with no answer coming: its request is on its way. */
async function sendUnanswered(driver: FormDriver, page: Page) {
  const email = await fakeEmailService(page, heldAnswer().answer);
  await openFilled(driver, page);
  await sendButton(driver, page).click();
  await expect.poll(() => email.bodies.length).toBe(1);
  return email;
}

/** The language switch: another document, the one a visitor most likely takes mid-send. */
async function switchLanguage(page: Page, driver: FormDriver) {
  if (driver === appointment) await page.keyboard.press('Escape');
  const kannada = page.url().includes('/kn/');
  await page.getByRole('banner').locator('a[hreflang]').click();
  await page.waitForURL(kannada ? (url) => !url.pathname.startsWith('/kn/') : /\/kn\//);
}

/** Sends with no answer coming, then switches language: the next page says it may have been sent. */
async function leftWithNote(driver: FormDriver, page: Page) {
  const email = await sendUnanswered(driver, page);
  await switchLanguage(page, driver);
  await expect(page.getByRole('status')).toContainText(knMaybeSent[driver.name].description);
  return email;
}

/** Comes back to the form after the page was loaded again. */
const reopen = (page: Page, driver: FormDriver) =>
  driver === appointment ? appointment.open(page) : formLive(page, 'contact');

for (const driver of bothForms) {
  test.describe(`the ${driver.name} form`, () => {
    test('keeps its draft through a reload, and a sent form leaves none', async ({ page }) => {
      const email = await fakeEmailService(page);
      await openFilled(driver, page);
      expect(await storedValues(page, driver)).toEqual(expect.objectContaining(driver.values));
      await page.reload();
      await reopen(page, driver);
      await expectValues(driver, page);
      await sendButton(driver, page).click();
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await email.expectSent(driver.body());
      expect(await storedDraft(page, driver)).toBeNull();
      await page.reload();
      await reopen(page, driver);
      await expectEmpty(driver, page);
    });

    test('keeps its draft after a failed send and a reload', async ({ page }) => {
      expectConsole(/answered 500/, sendFailed);
      await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
      await openFilled(driver, page);
      await sendButton(driver, page).click();
      await expect(page.getByRole('alert')).toContainText(driver.failed.title);
      await page.reload();
      await reopen(page, driver);
      await expectValues(driver, page);
    });

    test('left by a reload while its send is on the way, says once that it may have been sent, and keeps it', async ({
      page,
    }) => {
      const email = await sendUnanswered(driver, page);
      await page.reload();
      await expect(page.getByRole('status')).toContainText(maybeSent[driver.name].description);
      await reopen(page, driver);
      await expectValues(driver, page);
      // Said once: the next load brings the draft back with no word, and nothing went again.
      await page.reload();
      await reopen(page, driver);
      await expectValues(driver, page);
      await expect(toastsWith(page, maybeSent[driver.name].title)).toHaveCount(0);
      expect(email.bodies).toHaveLength(1);
    });

    test('left for another page while its send is on the way, kept in the back/forward cache, says so there too', async ({
      baseURL,
    }) => {
      await withBackForwardCache(baseURL!, async (page) => {
        const email = await leftWithNote(driver, page);
        expect(email.bodies).toHaveLength(1);
      });
    });

    test('left twice while its send is on the way, back from the back/forward cache between, says so both times', async ({
      baseURL,
    }) => {
      await withBackForwardCache(baseURL!, async (page) => {
        const email = await leftWithNote(driver, page);
        await restoredByBack(page);
        await switchLanguage(page, driver);
        await expect(page.getByRole('status')).toContainText(knMaybeSent[driver.name].description);
        expect(email.bodies).toHaveLength(1);
      });
    });

    test('left twice while its send is on the way, keeps what was typed on the page between', async ({ baseURL }) => {
      await withBackForwardCache(baseURL!, async (page) => {
        const email = await leftWithNote(driver, page);
        await (driver === appointment ? appointment.open(page) : formLive(page, 'contact'));
        const name = page.locator(`form[name="${driver.name}"] [name="name"]`);
        await name.fill('Asha Rao K');
        await restoredByBack(page);
        await switchLanguage(page, driver);
        await expect(page.getByRole('status')).toContainText(knMaybeSent[driver.name].description);
        await expect(name).toHaveValue('Asha Rao K');
        expect(email.bodies).toHaveLength(1);
      });
    });

    test('left mid-send, tells the next page that gets the words of the note: none is lost to a failed fetch', async ({
      page,
    }) => {
      expectConsole(codeFailed('maybe-sent', 'net::ERR_FAILED'));
      const email = await sendUnanswered(driver, page);
      await page.route(/\/assets\/maybe-sent-/, (route) => route.abort());
      await page.reload();
      await reopen(page, driver);
      await expectValues(driver, page);
      await page.unroute(/\/assets\/maybe-sent-/);
      await page.reload();
      await expect(page.getByRole('status')).toContainText(maybeSent[driver.name].description);
      expect(email.bodies).toHaveLength(1);
    });

    test('does not bring back a draft left unchanged for more than an hour, and deletes it', async ({ page }) => {
      await openFilled(driver, page);
      // The draft as it would stand an hour and a minute after its last edit: the same values, saved that long ago.
      await page.evaluate(
        ({ key, age }) => {
          const stored = JSON.parse(sessionStorage.getItem(key)!);
          sessionStorage.setItem(key, JSON.stringify({ ...stored, savedAt: Date.now() - age }));
        },
        { key: `draft:${driver.name}`, age: draftLifetimeMs + 60_000 },
      );
      await page.reload();
      await reopen(page, driver);
      await expectEmpty(driver, page);
      expect(await storedDraft(page, driver)).toBeNull();
    });

    test('forgets its draft when a send waiting for the connection is called off with “Don’t send”', async ({
      page,
    }) => {
      const email = await fakeEmailService(page, answers.offline);
      await openFilled(driver, page);
      await page.context().setOffline(true);
      await sendButton(driver, page).click();
      const dontSend = driver.form(page).getByRole('button', { name: waitingForConnection.cancel });
      await dontSend.click();
      await expect(dontSend).toHaveCount(0);
      expect(await storedDraft(page, driver)).toBeNull();
      await reconnect(page);
      await page.reload();
      await reopen(page, driver);
      await expectEmpty(driver, page);
      expect(email.bodies).toEqual([]);
    });

    test('keeps only the fields a visitor fills, never the spam trap', async ({ page }) => {
      await openFilled(driver, page);
      await driver
        .form(page)
        .locator('input[tabindex="-1"]')
        .evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
      await fillForm(driver, page);
      expect(Object.keys(await storedValues(page, driver)).sort()).toEqual(
        driver === contact ? ['email', 'message', 'name', 'phone', 'service'] : ['name', 'phone', 'service'],
      );
      expect(await storedDraft(page, driver)).not.toContain('spam');
    });
  });
}

test('a message left on its way by a page of the site, then a reload there, says so on that page', async ({ page }) => {
  const email = await sendUnanswered(contact, page);
  // Within the site the page stays, and so does the send; a reload of the next page cuts it.
  await page.getByRole('banner').getByRole('link', { name: 'About Us' }).click();
  await page.waitForURL(/\/about$/);
  await page.reload();
  await expect(page.getByRole('status')).toContainText(maybeSent.contact.description);
  expect(email.bodies).toHaveLength(1);
});

test.describe('a step back', () => {
  test('to the contact page from another page finds the draft again, within the site and from outside it', async ({
    page,
  }) => {
    await openFilled(contact, page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Our Treatments' }).click();
    await expect(page).toHaveURL(/\/treatments$/);
    await page.goBack();
    await formLive(page, 'contact');
    await expectValues(contact, page);

    await page.goto('/case-studies');
    await page.goBack();
    await formLive(page, 'contact');
    await expectValues(contact, page);
  });
});
