// Nothing typed or submitted before the page's code is ready is lost, and nothing goes out twice.
import type { Page, Route } from '@playwright/test';
import { appointmentSent, messageSent, reachUsNow, waitingForConnection } from '../../src/content/messages';
import { check } from '../../src/lib/validation';
import { answers, fakeEmailService, heldAnswer } from './emailjs';
import {
  appointmentDialog,
  codeFailed,
  countSubmits,
  cutDocument,
  expect,
  expectConsole,
  failureToasts,
  formLive,
  gotoHydrated,
  hydrated,
  loadFailed,
  navBookButton,
  test,
} from './fixtures';
import { appointment, contact, expectValues, fieldOf, fillForm, fillTrap, sendButton } from './forms';

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

/**
 * Opens `/` as it paints, before the controls script has run, and books in its dialog: the platform's own dialog form
 * (method="dialog") takes the submit by closing the dialog, as if the request were made.
 */
async function bookBeforeControls(page: Page) {
  await page.goto('/', { waitUntil: 'commit' });
  await navBookButton(page).click();
  await fillForm(appointment, page);
  await sendButton(appointment, page).click();
  await expect(appointmentDialog(page)).toBeHidden();
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

  // The controls script, once come, opens the dialog again and makes the request, whichever code arrives first.
  for (const first of ['controls', 'main'] as const)
    test(`a request made in the dialog before the controls script is made once it comes (${first} script first)`, async ({
      page,
    }) => {
      const email = await fakeEmailService(page);
      const releaseMain = await holdScripts(page, '**/assets/main-*.js');
      const releaseControls = await holdScripts(page, '**/assets/controls-*.js');
      await bookBeforeControls(page);
      expect(email.bodies).toEqual([]);

      if (first === 'controls') {
        releaseControls();
        await expect(appointmentDialog(page)).toBeVisible();
        await expect(sendButton(appointment, page)).toHaveAccessibleName(appointment.sendingLabel);
        await expectValues(appointment, page);
        releaseMain();
      } else {
        releaseMain();
        await hydrated(page);
        expect(email.bodies).toEqual([]);
        releaseControls();
      }
      await expect(page.getByRole('status')).toContainText(appointmentSent.title);
      await email.expectSent(appointment.body());
      await expect(appointmentDialog(page)).toBeHidden();
      await expect(navBookButton(page)).toBeFocused();
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
    // Still the prerendered form, whose submits the controls script holds: its code has not come.
    await expect(contact.form(page)).toHaveAttribute('data-submit', 'hold');
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
    expectConsole(codeFailed('message-form'));
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
    await expect(failureToasts(page)).toHaveCount(0);
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

test.describe('after the page has hydrated, a link followed before the Message Us form’s own code has arrived', () => {
  test('waits for that code to take over what was typed, which the form shows again on the way back', async ({
    page,
  }) => {
    const release = await holdScripts(page, '**/assets/message-form-*.js');
    await gotoHydrated(page, '/contact');
    await fillForm(contact, page);
    await expect(contact.form(page)).toHaveAttribute('data-submit', 'hold');
    const next = page.waitForResponse(/\/assets\/treatments-page-\w+\.js$/);
    await page.getByRole('banner').getByRole('link', { name: 'Our Treatments' }).first().click();
    // The next page and its code have come, and wait for the form's code, as a page shows with its parts: it arrives as
    // the page goes.
    await next;
    release();
    await expect(page.locator('main')).toHaveAttribute('data-page', 'treatments');
    await page.goBack();
    await expect(page).toHaveURL(/\/contact$/);
    await formLive(page, 'contact');
    await expectValues(contact, page);
  });

  test('a submit held offline meanwhile goes once the connection and the code come, though its page has gone', async ({
    page,
    context,
  }) => {
    const email = await fakeEmailService(page, answers.ok);
    const release = await holdScripts(page, '**/assets/message-form-*.js');
    // The tab's icons, which Chromium asks for as its timing has it, offline too: answered, they log no failure.
    await page.route('**/favicon*', (route) => route.fulfill({ status: 204 }));
    await gotoHydrated(page, '/contact');
    await fillForm(contact, page);
    await context.setOffline(true);
    await sendButton(contact, page).click();
    await expect(page.getByRole('status')).toContainText(waitingForConnection.title);
    // The next page is asked for offline, in vain, then again as the connection comes back.
    expectConsole(loadFailed('http://[^/]+/treatments'));
    const failed = page.waitForEvent('requestfailed', (request) => request.url().endsWith('/treatments'));
    await page.getByRole('banner').getByRole('link', { name: 'Our Treatments' }).first().click();
    await failed;
    const next = page.waitForResponse(/\/assets\/treatments-page-\w+\.js$/);
    await context.setOffline(false);
    await next;
    release();
    await expect(page).toHaveURL(/\/treatments$/);
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    await email.expectSent(contact.body());
  });
});

test.describe('when the controls script’s request fails', () => {
  test('the page’s code asks for it until it comes, and a request made in the dialog meanwhile is made once', async ({
    page,
  }) => {
    expectConsole(codeFailed('controls'));
    const email = await fakeEmailService(page);
    const controls = { down: true, requests: 0 };
    await page.route('**/assets/controls-*.js', (route) => {
      controls.requests++;
      return controls.down ? route.abort('internetdisconnected') : route.continue();
    });
    const release = await holdScripts(page, '**/assets/main-*.js');
    await bookBeforeControls(page);

    release();
    await hydrated(page);
    // The page's own request, and one more after a pause: the script comes with the connection.
    await expect.poll(() => controls.requests).toBe(2);
    controls.down = false;
    await controlsScriptRan(page);
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await email.expectSent(appointment.body());
    await expect(appointmentDialog(page)).toBeHidden();
    expect(controls.requests).toBe(3);
  });
});

test.describe('when a request of the page’s code fails (a module that fails once fails for the whole page)', () => {
  test.beforeEach(() => expectConsole(codeFailed('main'), codeFailed('lost-code')));

  /** Makes the page's entry module fail while `down`, and the script that loads the page again for it. */
  async function losingCode(page: Page) {
    const network = { down: true, documents: 0, recoveries: 0 };
    const fail = (route: Route) => (network.down ? route.abort('internetdisconnected') : route.continue());
    await page.route('**/assets/main-*.js', fail);
    await page.route('**/assets/lost-code-*.js', (route) => {
      network.recoveries++;
      return fail(route);
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) network.documents++;
    });
    return network;
  }
  type Network = Awaited<ReturnType<typeof losingCode>>;

  /** Opens the booking dialog of `/` while its code is lost, types `values` and, if `press`, sends them; then the
   * connection returns, and the page loads again (the script is asked for again every 5 s). */
  async function bookWhileCodeIsLost(
    page: Page,
    network: Network,
    values = appointment.values,
    press = true,
    { trap = '' } = {},
  ) {
    await page.goto('/');
    await controlsScriptRan(page);
    await navBookButton(page).click();
    await fillForm(appointment, page, values);
    // The spam trap, filled as a bot fills it: no person reaches it.
    if (trap) await fillTrap(appointment.form(page), trap);
    if (press) {
      await sendButton(appointment, page).click();
      await expect(sendButton(appointment, page)).toHaveAccessibleName(appointment.sendingLabel);
    }
    // No connection yet: the page stays as it is, with what was typed.
    await expect.poll(() => network.recoveries).toBeGreaterThan(0);
    expect(network.documents).toBe(1);
    network.down = false;
    await expect.poll(() => network.documents, { timeout: 15_000 }).toBe(2);
  }

  test('the page loads again once the connection works, and a booking held meanwhile is sent once, as typed, in its dialog', async ({
    page,
  }) => {
    const answer = heldAnswer();
    const email = await fakeEmailService(page, answer.answer);
    const network = await losingCode(page);
    await bookWhileCodeIsLost(page, network);
    // The page as it was left: the dialog open again on the request under way.
    await expect(appointmentDialog(page)).toBeVisible();
    await expect(sendButton(appointment, page)).toHaveAccessibleName(appointment.sendingLabel);
    await expectValues(appointment, page);
    answer.release();
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await expect(appointmentDialog(page)).toBeHidden();
    await email.expectSent(appointment.body());
    expect(network.documents).toBe(2);
    expect(email.bodies).toHaveLength(1);
    // The draft that carried it is gone: nothing would send it again.
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual(
      [],
    );
    await navBookButton(page).click();
    await expect(appointmentDialog(page)).toBeVisible();
    await formLive(page, 'appointment');
    await expect(fieldOf(appointment, page, 'name')).toHaveValue('');
  });

  test('a held booking a bot made, its spam trap filled, is not sent after the page loads again: it sees success', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const network = await losingCode(page);
    await bookWhileCodeIsLost(page, network, appointment.values, true, { trap: 'https://spam.example' });
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    expect(network.documents).toBe(2);
    await email.expectSent();
  });

  test('a held booking the form’s rules refuse opens its dialog again, saying what is wrong, and sends nothing', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const network = await losingCode(page);
    const bad = { ...appointment.values, phone: '12345' };
    await bookWhileCodeIsLost(page, network, bad);
    const result = check('appointment', bad);
    if (result.ok) throw new Error('these values must be invalid');
    await expect(appointmentDialog(page)).toBeVisible();
    await expect(fieldOf(appointment, page, 'phone')).toHaveAccessibleDescription(result.errors.phone!);
    await expect(fieldOf(appointment, page, 'phone')).toBeFocused();
    await expectValues(appointment, page, bad);
    expect(network.documents).toBe(2);
    await email.expectSent();
  });

  test('typed but not sent, the words come back in the form; a page whose code fails again loads no more', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    const network = await losingCode(page);
    await bookWhileCodeIsLost(page, network, appointment.values, false);
    await hydrated(page);
    await navBookButton(page).click();
    await formLive(page, 'appointment');
    await expectValues(appointment, page);
    expect(email.bodies).toEqual([]);

    // Once per address: the script comes again with the next failure, and leaves the page as it is.
    network.down = true;
    const recoveries = network.recoveries;
    await page.reload();
    await expect.poll(() => network.recoveries).toBeGreaterThan(recoveries);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    network.down = false;
    await page.waitForResponse(/\/assets\/lost-code-/);
    // Time for a reload to begin, were one asked for: none is.
    await page.waitForTimeout(1_000);
    expect(network.documents).toBe(3);
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  });
});
