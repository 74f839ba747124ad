// Every request arrives exactly once, on slow and broken networks: each case on both forms, the email service
// faked at the network, the exact bodies and the exact count asserted.
import type { Page, Route } from '@playwright/test';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backOnline, reachUsNow, sendingSlowly, waitingForConnection } from '../../src/content/messages';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { answers, fakeEmailService, heldAnswer, limit, sendFailed } from './emailjs';
import {
  codeFailed,
  expect,
  expectConsole,
  expectToast,
  failureToasts,
  fillDialog,
  formLive,
  languageSwitch,
  navBookButton,
  openDialog,
  reconnect,
  test,
  toastsWith,
  watchConsole,
} from './fixtures';
import {
  appointment,
  bothForms,
  contact,
  expectValues,
  fieldOf,
  fillForm,
  type FormDriver,
  openFilled,
  sendButton,
} from './forms';

const waitingNote = (page: Page, driver: FormDriver) => driver.form(page).getByText(waitingForConnection.text);
const dontSend = (page: Page, driver: FormDriver) =>
  driver.form(page).getByRole('button', { name: waitingForConnection.cancel });

/**
 * Expects one story of a send that found no connection: under the button, it waits and goes by itself; no failure
 * toast.
 */
async function expectOfflineStory(page: Page, driver: FormDriver) {
  const note = waitingNote(page, driver);
  await expect(note).toBeVisible();
  await expect(driver.form(page)).toContainText(waitingForConnection.title);
  await expect(driver.form(page).getByRole('link', { name: reachUsNow.call })).toBeVisible();
  await expect(dontSend(page, driver)).toBeVisible();
  await expect(failureToasts(page)).toHaveCount(0);
}

/**
 * The connection drops and returns once more, and the visitor sends again with a word changed: a send still listening
 * for the connection would go again with the old words, ahead of it (or hold it back). Resolves with the new body.
 */
async function sendAgainAfterAnotherDrop(page: Page, driver: FormDriver) {
  await page.context().setOffline(true);
  await reconnect(page);
  const values = { ...driver.values, name: 'Asha R. Rao' };
  // The booking dialog closes on a success: the navigation's button opens it again, with no new page load.
  if (!(await driver.form(page).isVisible())) await navBookButton(page).click();
  await fillForm(driver, page, values);
  await sendButton(driver, page).click();
  return driver.body(values);
}

/** Sends the filled form offline, calls the waiting send off with `callOff`, and resolves once back online. */
async function sendOfflineThenCallOff(page: Page, driver: FormDriver, callOff: () => Promise<void>) {
  await openFilled(driver, page);
  await page.context().setOffline(true);
  await sendButton(driver, page).click();
  await expect(waitingNote(page, driver)).toBeVisible();
  await callOff();
  await expect(waitingNote(page, driver)).toHaveCount(0);
  await reconnect(page);
}

for (const driver of bothForms) {
  test.describe(`the ${driver.name} form`, () => {
    test('after a 500, an immediate retry goes out: two requests, then the success toast', async ({ page }) => {
      expectConsole(/answered 500/, sendFailed);
      const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
      await openFilled(driver, page);
      await sendButton(driver, page).click();
      await expect(page.getByRole('alert')).toContainText(driver.failed.title);
      await expectValues(driver, page);
      email.answerWith(answers.ok);
      await sendButton(driver, page).click();
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await expect(failureToasts(page)).toHaveCount(0);
      await email.expectSent(driver.body(), driver.body());
      await driver.expectCleared(page);
    });

    test('with no answer at 15 s, says it is taking longer and keeps waiting; a second press sends nothing; the late answer ends it', async ({
      page,
    }) => {
      await page.clock.install();
      const late = heldAnswer();
      const email = await fakeEmailService(page, late.answer);
      await openFilled(driver, page);
      // Time stands still from the press on, so "14 s later" means 14 s however slow this machine is.
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      await sendButton(driver, page).click();
      await email.expectSent(driver.body());
      const status = page.getByRole('status');
      await page.clock.fastForward(14_000);
      await expect(sendButton(driver, page)).toHaveAccessibleName(driver.sendingLabel);
      await expect(status).toHaveText('');

      await page.clock.fastForward(2_000);
      await expectToast(status, sendingSlowly, driver.chatText());
      await expect(status.getByRole('link', { name: reachUsNow.call })).toBeVisible();
      await expect(failureToasts(page)).toHaveCount(0);
      await expect(sendButton(driver, page)).toHaveAccessibleName(driver.sendingLabel);

      // It says it is busy (aria-disabled), yet a press still reaches it, and so does Enter in a field.
      await sendButton(driver, page).click({ force: true });
      await fieldOf(driver, page, 'name').press('Enter');
      await page.clock.fastForward(60_000);
      await expect(status).toContainText(sendingSlowly.title);
      expect(email.bodies).toHaveLength(1);

      late.release();
      await expect(status).toContainText(driver.sent.title);
      await expect(toastsWith(page, sendingSlowly.title)).toHaveCount(0);
      await email.expectSent(driver.body());
      await driver.expectCleared(page);
    });

    test('offline, sent from the foot of the screen: the note that it waits comes into view', async ({ page }) => {
      // Short enough that the dialog scrolls too: at 800 px its send button sits mid-screen and the note fits under it.
      await page.setViewportSize({ width: 1280, height: 500 });
      await fakeEmailService(page, answers.offline);
      await openFilled(driver, page);
      await page.context().setOffline(true);
      await sendButton(driver, page).evaluate((el) => el.scrollIntoView({ block: 'end', behavior: 'instant' }));
      await sendButton(driver, page).click();
      await expect(waitingNote(page, driver)).toBeInViewport({ ratio: 1 });
      await expect(dontSend(page, driver)).toBeInViewport({ ratio: 1 });
    });

    test('offline after its email code has loaded: says at once it will go by itself, keeps the values, and sends once when back', async ({
      page,
      context,
    }) => {
      const email = await fakeEmailService(page);
      const emailCode = page.waitForResponse(/\/assets\/email-\w+\.js$/);
      await driver.open(page);
      await fieldOf(driver, page, 'name').focus();
      await emailCode;
      await fillForm(driver, page);
      await context.setOffline(true);
      email.answerWith(answers.offline);
      await sendButton(driver, page).click();

      await expectOfflineStory(page, driver);
      await expect(sendButton(driver, page)).toHaveAccessibleName(driver.submitLabel);
      await expectValues(driver, page);
      // The note came at once, with no request: the stand-in records every body it is sent.
      expect(email.bodies).toEqual([]);

      email.answerWith(answers.ok);
      await context.setOffline(false);
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await email.expectSent(driver.body());
      await expect(waitingNote(page, driver)).toHaveCount(0);
      await driver.expectCleared(page);
      expect(email.bodies).toHaveLength(1);
      await email.expectSent(driver.body(), await sendAgainAfterAnotherDrop(page, driver));
    });

    test('offline before its email code has loaded: says at once it will go by itself, then loads it and sends once when back', async ({
      page,
      context,
    }) => {
      expectConsole(codeFailed('email'));
      const email = await fakeEmailService(page);
      // The connection is gone before the email code could arrive: its fetch fails as it would offline.
      await page.route('**/assets/email-*.js', (route) => route.abort('internetdisconnected'));
      await driver.open(page);
      await context.setOffline(true);
      await fillForm(driver, page);
      await sendButton(driver, page).click();
      await expectOfflineStory(page, driver);
      expect(email.bodies).toEqual([]);

      await page.unroute('**/assets/email-*.js');
      const emailCode = page.waitForResponse(/\/assets\/email-\w+\.js$/);
      await context.setOffline(false);
      await emailCode;
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await email.expectSent(driver.body());
      await email.expectSent(driver.body(), await sendAgainAfterAnotherDrop(page, driver));
    });

    test('its email code’s fetch, cut as the connection returns, is made again: the waiting send goes, once', async ({
      page,
      context,
    }) => {
      expectConsole(codeFailed('email'));
      const email = await fakeEmailService(page);
      // The first fetch of the email code hangs, as on a failing network, until the test ends it.
      const held = new Promise<Route>((hold) => page.route('**/assets/email-*.js', hold, { times: 1 }));
      await openFilled(driver, page);
      const fetch = await held;
      await context.setOffline(true);
      await sendButton(driver, page).click();
      await expectOfflineStory(page, driver);
      await context.setOffline(false);
      await expect(page.getByRole('status')).toContainText(backOnline.title);
      // The send that went by itself waits on that fetch, which the change of network now breaks.
      await fetch.abort('internetdisconnected');
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await expect(failureToasts(page)).toHaveCount(0);
      await email.expectSent(driver.body());
      await email.expectSent(driver.body(), await sendAgainAfterAnotherDrop(page, driver));
    });

    test('a send waiting for the connection says so, and is called off with “Don’t send”: nothing goes when back', async ({
      page,
    }) => {
      const email = await fakeEmailService(page);
      await sendOfflineThenCallOff(page, driver, () => dontSend(page, driver).click());
      expect(email.bodies).toEqual([]);
      await expectValues(driver, page);
      // The visitor changes a word and sends it themselves: exactly one request, with that word (one called off that
      // went anyway would carry the old one, and hold the visitor's send back as a second).
      await fieldOf(driver, page, 'name').fill('Asha R. Rao');
      await sendButton(driver, page).click();
      await email.expectSent(driver.body({ ...driver.values, name: 'Asha R. Rao' }));
    });

    test('typing while a send waits for the connection calls it off: what goes is what the visitor sends next', async ({
      page,
    }) => {
      const email = await fakeEmailService(page);
      await sendOfflineThenCallOff(page, driver, () => fieldOf(driver, page, 'name').fill('Asha R. Rao'));
      expect(email.bodies).toEqual([]);
      await sendButton(driver, page).click();
      await email.expectSent(driver.body({ ...driver.values, name: 'Asha R. Rao' }));
    });

    test('when the connection returns, says it is sending by itself, then the outcome', async ({ page, context }) => {
      const late = heldAnswer();
      const email = await fakeEmailService(page, late.answer);
      await openFilled(driver, page);
      await context.setOffline(true);
      await sendButton(driver, page).click();
      await expectOfflineStory(page, driver);
      await context.setOffline(false);
      await expect(page.getByRole('status')).toContainText(backOnline.title);
      await expect(failureToasts(page)).toHaveCount(0);
      await expect(sendButton(driver, page)).toHaveAccessibleName(driver.sendingLabel);
      late.release();
      await expect(page.getByRole('status')).toContainText(driver.sent.title);
      await email.expectSent(driver.body());
      await email.expectSent(driver.body(), await sendAgainAfterAnotherDrop(page, driver));
    });

    test('a name in any script arrives byte for byte: “ಆಶಾ ರಾವ್”', async ({ page }) => {
      const email = await fakeEmailService(page);
      await driver.open(page);
      const values = { ...driver.values, name: 'ಆಶಾ ರಾವ್' };
      await fillForm(driver, page, values);
      await sendButton(driver, page).click();
      await email.expectSent(driver.body(values));
      expect((email.bodies[0] as { template_params: { name: string } }).template_params.name).toBe('ಆಶಾ ರಾವ್');
      expect(email.raw[0].includes(Buffer.from('"name":"ಆಶಾ ರಾವ್"', 'utf8'))).toBe(true);
    });
  });
}

test.describe('a slow send of the Message Us form', () => {
  test('a late failure still ends in the failure toast, the values kept, and the next press sends again', async ({
    page,
  }) => {
    await page.clock.install();
    expectConsole(/answered 500/, sendFailed);
    const late = heldAnswer(answers.status(500, 'Internal Server Error'));
    const email = await fakeEmailService(page, late.answer);
    await openFilled(contact, page);
    await sendButton(contact, page).click();
    await page.clock.fastForward(16_000);
    await expect(page.getByRole('status')).toContainText(sendingSlowly.title);
    late.release();
    await expect(page.getByRole('alert')).toContainText(contact.failed.title);
    await expect(page.getByRole('status')).toHaveText('');
    await expectValues(contact, page);
    email.answerWith(answers.ok);
    await sendButton(contact, page).click();
    await email.expectSent(contact.body(), contact.body());
  });
});

test.describe('a browser that blocks site data', () => {
  test('sends both forms, one correct request each, skips the drafts silently, and switches language all the same', async ({
    playwright,
    baseURL,
  }) => {
    // A real profile with every site's data blocked: Chromium then throws SecurityError on any storage access.
    const profile = mkdtempSync(join(tmpdir(), 'blocked-site-data-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
    const context = await playwright.chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: chromiumFlags,
      baseURL,
      viewport: { width: 1280, height: 800 },
    });
    watchConsole(context);
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto('/contact');
      expect(
        await page.evaluate(() => {
          try {
            return typeof window.localStorage;
          } catch (error) {
            return (error as DOMException).name;
          }
        }),
      ).toBe('SecurityError');

      const email = await fakeEmailService(page);
      for (const driver of [contact, bothForms[0]]) {
        await openFilled(driver, page);
        await sendButton(driver, page).click();
        await expect(page.getByRole('status')).toContainText(driver.sent.title);
      }
      await email.expectSent(contact.body(), bothForms[0].body());
      // The language switch still works; it just cannot remember the choice.
      const here = new URL(page.url()).pathname;
      await languageSwitch(page).click();
      await expect(page).toHaveURL(new RegExp(`/kn${here}$`));
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('a booking and a message waiting in the page for the connection', () => {
  test('both go once it returns, one at a time, 10 s apart as a clinic may limit its account: neither refused', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    // EmailJS with a clinic's limit of one send in 10 seconds (docs/clinic-setup.md): a 429 for one within it.
    const takes = limit(10_000);
    const email = await fakeEmailService(page, (route) => (takes() ? answers.ok(route) : answers.tooMany(route)));
    await openFilled(contact, page);
    await context.setOffline(true);
    await sendButton(contact, page).click();
    await expect(waitingNote(page, contact)).toBeVisible();
    await openDialog(page);
    await formLive(page, 'appointment');
    await fillDialog(page, appointment.values as Parameters<typeof fillDialog>[1]);
    await sendButton(appointment, page).click();
    await expect(waitingNote(page, appointment)).toBeVisible();
    await context.setOffline(false);
    await Promise.all(
      [appointment, contact].map((driver) =>
        expect(page.getByRole('status')).toContainText(driver.sent.title, { timeout: 40_000 }),
      ),
    );
    expect(email.bodies).toEqual([contact.body(), appointment.body()]);
    await expect(failureToasts(page)).toHaveCount(0);
    // The limit was for those two: a send made within its 10 s would be refused (429), a failure this test does not ask.
    email.answerWith(answers.ok);
    await email.expectSent(contact.body(), appointment.body(), await sendAgainAfterAnotherDrop(page, contact));
  });
});
