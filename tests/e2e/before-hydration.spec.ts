// Nothing typed or submitted before the page's code is ready is lost, and nothing goes out twice.
import { expect, test, type Page } from '@playwright/test';
import { messageSent, reachUsNow, waitingForConnection } from '../../src/content/messages';
import { check } from '../../src/lib/validation';
import { answers, fakeEmailService, heldAnswer } from './emailjs';
import { countSubmits, cutDocument, formLive, gotoHydrated, hydrated } from './fixtures';
import { contact, expectValues, fieldOf, fillForm, sendButton } from './forms';

/** Waits until the controls script has run, as it does long before the page's code on a slow phone: once the page is
 * parsed, it says of every Book Appointment button whether its dialog is open. */
async function controlsScriptRan(page: Page) {
  await expect(page.locator('[aria-haspopup=dialog]').first()).toHaveAttribute('aria-expanded', 'false');
}

/** Holds back every script whose path matches until the test lets them go. */
async function holdScripts(page: Page, pattern: string) {
  const held = heldAnswer((route) => route.continue());
  await page.route(pattern, held.answer);
  return held.release;
}

/** Opens /contact as it paints, before the held scripts arrive. */
async function paintContact(page: Page) {
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(fieldOf(contact, page, 'message')).toBeVisible();
}

test.describe('before the page’s script has arrived', () => {
  test('the controls script does its part once the page is parsed, though it ran before the document ended', async ({
    page,
    baseURL,
  }) => {
    // Module scripts run before DOMContentLoaded, so a controls script waiting for that event waits for the page's code.
    const release = await holdScripts(page, '**/assets/main-*.js');
    const proxy = await cutDocument(baseURL!, '/contact', (html) => html.indexOf('<main'));
    try {
      await page.goto(proxy.url, { waitUntil: 'commit' });
      await proxy.cutSent;
      const ran = () =>
        page.evaluate(() => `${document.documentElement.hasAttribute('data-controls')} ${document.readyState}`);
      await expect.poll(ran).toBe('true loading');
      proxy.rest();
      await expect.poll(ran).toBe('true interactive');
      await controlsScriptRan(page);
    } finally {
      release();
      proxy.close();
    }
  });

  test('what a visitor types into the Message Us form is kept when the script takes over, and sends as typed', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const release = await holdScripts(page, '**/assets/main-*.js');
    await paintContact(page);
    await fillForm(contact, page);
    release();
    await hydrated(page);
    await formLive(page, 'contact');
    await expectValues(contact, page);
    await sendButton(contact, page).click();
    await email.expectSent(contact.body());
  });

  test('a submit is held: “Sending…” at once, and exactly one request once the form’s code is live', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const release = await holdScripts(page, '**/assets/main-*.js');
    await paintContact(page);
    await controlsScriptRan(page);
    await fillForm(contact, page);
    await sendButton(contact, page).click();
    await expect(sendButton(contact, page)).toHaveAccessibleName(contact.sendingLabel);
    await sendButton(contact, page).click();
    // The page's own code is held back, so nothing can send yet.
    expect(email.bodies).toEqual([]);
    expect(page.url()).toMatch(/\/contact$/);

    release();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    await email.expectSent(contact.body());
    await contact.expectCleared(page);
    expect(email.bodies).toHaveLength(1);
  });

  test('a held submit of invalid values shows what is wrong once the code is live, and sends nothing', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const release = await holdScripts(page, '**/assets/main-*.js');
    await paintContact(page);
    await controlsScriptRan(page);
    // The browser's own checks pass (every required field has something); the form's own rules do not.
    const bad = { name: '   ', email: 'a@b', phone: '', message: 'Do you see patients on Sunday mornings?' };
    await fillForm(contact, page, bad);
    await sendButton(contact, page).click();
    await expect(sendButton(contact, page)).toHaveAccessibleName(contact.sendingLabel);
    release();
    const result = check('contact', bad);
    if (result.ok) throw new Error('these values must be invalid');
    await expect(fieldOf(contact, page, 'name')).toHaveAccessibleDescription(result.errors.name!);
    await expect(fieldOf(contact, page, 'email')).toHaveAccessibleDescription(result.errors.email!);
    await expect(fieldOf(contact, page, 'name')).toBeFocused();
    await expect(sendButton(contact, page)).toHaveAccessibleName(contact.submitLabel);
    await email.expectSent();
  });

  test('without the controls script, a submit never becomes a native GET or POST with the visitor’s details', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(`${request.method()} ${request.url()} ${request.postData() ?? ''}`));
    const submits = await countSubmits(page);
    const release = await holdScripts(page, '**/assets/main-*.js');
    const releaseControls = await holdScripts(page, '**/assets/controls-*.js');
    await paintContact(page);
    await fillForm(contact, page);
    await fieldOf(contact, page, 'name').press('Enter');
    await sendButton(contact, page).click();
    // Both submits reached the form; a native submission would have left for its URL by the next task.
    await expect.poll(submits).toBe(2);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(page.url()).toMatch(/\/contact$/);
    expect(requests.filter((line) => line.includes('Asha') || line.startsWith('POST'))).toEqual([]);
    releaseControls();
    release();
    await formLive(page, 'contact');
    await expectValues(contact, page);
  });
});

test.describe('after the page has hydrated, before the Message Us form’s own code has arrived', () => {
  test('the form is plain HTML until it comes: typing is kept, and a submit is held and sent once', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const release = await holdScripts(page, '**/assets/message-form-*.js');
    await gotoHydrated(page, '/contact');
    await fillForm(contact, page);
    await sendButton(contact, page).click();
    await expect(sendButton(contact, page)).toHaveAccessibleName(contact.sendingLabel);
    expect(email.bodies).toEqual([]);
    release();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    await email.expectSent(contact.body());
  });

  test('if that code cannot arrive while a submit is held offline, the visitor is told at once it will go by itself, and it goes once', async ({
    page,
    context,
  }) => {
    const email = await fakeEmailService(page, answers.ok);
    await page.route('**/assets/message-form-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/contact');
    await fillForm(contact, page);
    await context.setOffline(true);
    await sendButton(contact, page).click();
    // One story, as the form's own note would tell it: it waits for the connection and goes by itself.
    const status = page.getByRole('status');
    await expect(status).toContainText(waitingForConnection.title);
    await expect(status).toContainText(waitingForConnection.text);
    await expect(status.getByRole('link', { name: reachUsNow.call })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('');
    await expect(sendButton(contact, page)).toHaveAccessibleName(contact.sendingLabel);
    await expectValues(contact, page);
    expect(email.bodies).toEqual([]);

    // Back online, the code arrives by itself and sends what was held, exactly once.
    await page.unroute('**/assets/message-form-*.js');
    await context.setOffline(false);
    await expect(status).toContainText(messageSent.title);
    await email.expectSent(contact.body());
  });
});
