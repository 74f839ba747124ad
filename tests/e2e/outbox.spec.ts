// The outbox: what a visitor sends with no signal outlives the tab, goes once, and the next visit says what became
// of it. Service workers allowed here (every other spec blocks them and meets the page's own wait).
import type { BrowserContext, Page } from '@playwright/test';
import { config } from '../../src/config';
import * as knMessages from '../../src/content/kn/messages';
import * as knOutbox from '../../src/content/kn/outbox';
import * as enMessages from '../../src/content/messages';
import * as enOutbox from '../../src/content/outbox';
import { news } from '../../src/offline/outbox';
import { restoredByBack, withBackForwardCache } from './back-forward-cache';
import { emailBody, sendFailed } from './emailjs';
import { appointmentDialog, codeFailed, expectConsole, expectToast, navBookButton, test, toastsWith } from './fixtures';
import { asSent } from './forms';
import {
  askWorker,
  bareAddress,
  device,
  expect,
  firstVisit,
  hydrated,
  outboxEntries,
  syncEvent,
  underWorker,
  withoutBackgroundSync,
} from './service-worker';

test.use({ serviceWorkers: 'allow' });
test.describe.configure({ timeout: 150_000 });

const booking = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };
const message = {
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+91 98450 12345',
  message: 'Do you see patients on Sunday mornings?',
};
const en = { ...enMessages, ...enOutbox };
const kn = { ...knMessages, ...knOutbox };
const bookingBody = emailBody(config.emailjs.appointmentTemplateId, asSent(booking));
const messageBody = emailBody(config.emailjs.contactTemplateId, asSent(message));

const inEnglish = { lang: 'English', home: '/', contact: '/contact', words: en };
const inKannada = { lang: 'Kannada', home: '/kn/', contact: '/kn/contact', words: kn };
type Language = typeof inEnglish | typeof inKannada;

/** Books in the dialog and presses send; expects `note` under the button (the dialog stays, the note with it). */
async function book(page: Page, { words }: Language, note: string) {
  await navBookButton(page).click();
  const dialog = appointmentDialog(page);
  for (const [field, value] of Object.entries(booking))
    await dialog.getByLabel(words.appointmentForm[field as keyof typeof booking].label).fill(value);
  await dialog.getByRole('button', { name: words.appointmentForm.submit }).click();
  await expect(dialog).toContainText(note);
}

/** Writes the message on the contact page and presses send; expects `note` under the button. */
async function write(page: Page, { words }: Language, note: string) {
  const form = page.locator('form[name="contact"]');
  for (const [field, value] of Object.entries(message))
    await form.getByLabel(words.contactForm[field as keyof typeof message].label).fill(value);
  await form.getByRole('button', { name: words.contactForm.submit }).click();
  await expect(form).toContainText(note);
}

/**
 * Books and writes with no signal, and closes the tab; resolves with what the outbox held then, and the Background Sync
 * tags the worker had asked for (what wakes it with every tab closed: a test's sync event would wake it regardless).
 */
async function sendBothOffline(page: Page, language: Language, note: string) {
  await book(page, language, note);
  await appointmentDialog(page).getByRole('button', { name: language.words.appointmentForm.close }).click();
  await write(page, language, note);
  // The drafts went with the hand-over: the outbox holds what was typed now, and nothing else does.
  expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('draft:')))).toEqual([]);
  const held = await outboxEntries(page);
  const tags = await page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags: () => Promise<string[]> };
    };
    return (await registration.sync?.getTags().catch(() => [])) ?? [];
  });
  await page.close();
  return { held, tags };
}

/** The next visit says each went, and the outbox holds nothing left to send. */
async function expectAllToldSent(context: BrowserContext, language: Language) {
  const next = await context.newPage();
  await expectToldSent(next, language);
  expect((await outboxEntries(next)).filter((entry) => !entry.outcome)).toEqual([]);
}

/** A page under the worker, no signal, a booking made: the outbox holds it and the form says the page may close. */
async function bookedOffline(context: BrowserContext, page: Page, language: Language) {
  const net = await device(context);
  await underWorker(page, language.home);
  await net.signal(false);
  await book(page, language, language.words.handedOver.sync);
  return net;
}

/** Booked offline, then the home page opened in another tab, which says the booking waits. */
async function bookedOfflineBesideAnotherTab(context: BrowserContext, page: Page) {
  const net = await bookedOffline(context, page, inEnglish);
  const other = await context.newPage();
  await other.goto(inEnglish.home);
  return { net, other };
}

/** Booked offline, then back: the page's hello has the worker send it, and the email service has not answered yet. */
async function sendingUnanswered(context: BrowserContext, page: Page) {
  const net = await bookedOffline(context, page, inEnglish);
  const release = net.hold();
  await net.signal(true);
  await expect.poll(() => net.sent.length).toBe(1);
  return { net, release };
}

/** The next visit says each went, with the spec's words: one after the other, the outbox's gap apart, in any order. */
async function expectToldSent(page: Page, { home, words }: Language) {
  await page.goto(home);
  await Promise.all(
    [words.appointmentSent.title, words.messageSent.title].map((title) =>
      expect(page.getByRole('status')).toContainText(title, { timeout: 40_000 }),
    ),
  );
}

/** Fires a sync event and gives what it sends time to go: the service has then had `sent`, and nothing more. */
async function afterASyncEvent(context: BrowserContext, origin: string, net: { sent: unknown[] }, sent: unknown[]) {
  await syncEvent(context, origin);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(net.sent).toEqual(sent);
}

/** A page under the worker books, and the email service answers 500: the dialog says it failed. */
async function refusedOnce(context: BrowserContext, page: Page) {
  expectConsole(/answered 500/, sendFailed);
  const net = await device(context);
  await underWorker(page, inEnglish.home);
  net.answer(500);
  await book(page, inEnglish, en.appointmentFailed.description);
  return net;
}

// Starting on a form with no signal, the page asks for the email code, which the worker has no copy of, until it comes.
const emailCodeOffline = codeFailed('email', 'net::ERR_FAILED');

test.describe('through the forms', () => {
  for (const language of [inEnglish, inKannada]) {
    test.describe(`in ${language.lang}`, () => {
      test('a booking and a message made offline go once each by Background Sync, their tab closed, one in 10 s as the clinic may limit; the next visit says so', async ({
        context,
        page,
        baseURL,
      }) => {
        expectConsole(emailCodeOffline);
        const net = await device(context, { limitMs: 10_000 });
        await underWorker(page, language.contact);
        await net.signal(false);
        const { held, tags } = await sendBothOffline(page, language, language.words.handedOver.sync);
        expect(held.map((entry) => entry.values)).toEqual(expect.arrayContaining([asSent(booking), asSent(message)]));
        expect(held).toHaveLength(2);
        expect(tags).toEqual(['outbox']);
        // The site opened again with no signal says both wait.
        const again = await context.newPage();
        await again.goto(language.home);
        for (const form of ['appointment', 'contact'] as const)
          await expect(again.getByRole('status')).toContainText(language.words.waiting[form]);
        await again.close();
        await net.signal(true);
        await syncEvent(context, baseURL!);
        await expect.poll(() => net.sent.length, { timeout: 40_000 }).toBe(2);
        expect(net.sent).toEqual(expect.arrayContaining([bookingBody, messageBody]));
        await expectAllToldSent(context, language);
        expect(net.sent).toHaveLength(2);
        expect(net.refused).toEqual([]);
      });

      test("opened again while a booking waits, its toast's Don't send deletes it, says so, and nothing goes", async ({
        context,
        page,
        baseURL,
      }) => {
        expectConsole(emailCodeOffline);
        const net = await bookedOffline(context, page, language);
        await page.close();
        const again = await context.newPage();
        await again.goto(language.home);
        const status = again.getByRole('status');
        await expect(status).toContainText(language.words.waiting.appointment);
        await status.getByRole('button', { name: language.words.waitingForConnection.cancel }).click();
        await expectToast(status, language.words.notSent.appointment);
        await expect(status).not.toContainText(language.words.waiting.appointment);
        expect(await outboxEntries(again)).toEqual([]);
        await net.signal(true);
        await afterASyncEvent(context, baseURL!, net, []);
      });

      test('with Background Sync turned off, the form says they go at the next visit, and they do, once', async ({
        context,
        page,
        baseURL,
      }) => {
        expectConsole(emailCodeOffline);
        const net = await device(context, { limitMs: 10_000 });
        await underWorker(page, language.contact);
        await withoutBackgroundSync(page, baseURL!);
        await net.signal(false);
        const { held, tags } = await sendBothOffline(page, language, language.words.handedOver.nextVisit);
        expect(held).toHaveLength(2);
        expect(tags).toEqual([]);
        await net.signal(true);
        // Nothing wakes the worker with every tab closed: they wait for the site to be opened.
        await new Promise((resolve) => setTimeout(resolve, 2_000));
        expect(net.sent).toEqual([]);
        await expectAllToldSent(context, language);
        expect(net.sent).toEqual(expect.arrayContaining([bookingBody, messageBody]));
        expect(net.sent).toHaveLength(2);
        expect(net.refused).toEqual([]);
      });
    });
  }

  test("opened again while a booking waits, the page's end makes room for its toast on a wide screen: nothing under it", async ({
    context,
    page,
  }) => {
    expectConsole(emailCodeOffline);
    await bookedOffline(context, page, inEnglish);
    await page.close();
    const again = await context.newPage();
    // Opened on a phone, where it sits at the top: the page's end keeps the floating button's room alone.
    await again.setViewportSize({ width: 360, height: 740 });
    await again.goto(inEnglish.home);
    const status = again.getByRole('status');
    await expect(status).toContainText(inEnglish.words.waiting.appointment);
    const footer = again.locator('footer');
    await expect(footer).toHaveCSS('padding-bottom', '104px');
    await again.setViewportSize({ width: 1280, height: 800 });
    const corner = again.locator('[data-toast-viewport=page]');
    const links = footer.locator('a[href], button');
    /** The footer's links and buttons the corner's toasts cover, scrolled to the page's end. */
    const covered = async () => {
      await again.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      const toasts = (await corner.boundingBox())!;
      const under: string[] = [];
      for (const link of await links.all()) {
        const box = (await link.boundingBox())!;
        if (box.y + box.height > toasts.y && box.x + box.width > toasts.x) under.push(await link.innerText());
      }
      return under;
    };
    expect(await links.count()).toBeGreaterThan(4);
    await expect.poll(covered).toEqual([]);
    // The booking dialog hides the corner while it is open: the page's end keeps its room.
    const room = await footer.evaluate((element) => getComputedStyle(element).paddingBottom);
    expect(parseFloat(room)).toBeGreaterThan(200);
    await navBookButton(again).click();
    await expect(appointmentDialog(again)).toBeVisible();
    await expect(footer).toHaveCSS('padding-bottom', room);
    await appointmentDialog(again).getByRole('button', { name: inEnglish.words.appointmentForm.close }).click();
    // Back on a phone, the room goes.
    await again.setViewportSize({ width: 360, height: 740 });
    await expect(footer).toHaveCSS('padding-bottom', '104px');
    await again.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(covered).toEqual([]);
    // Gone, it leaves the room the floating button needs, and no more.
    await status.getByRole('button', { name: inEnglish.words.dismissNotificationLabel }).click();
    await expect(toastsWith(again, inEnglish.words.waiting.appointment)).toHaveCount(0);
    await expect(footer).toHaveCSS('padding-bottom', '104px');
  });

  test('two tabs and a reload never send a request twice, and one tab only says it went', async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await bookedOffline(context, page, inKannada);
    const other = await context.newPage();
    // Each page opened meanwhile says it waits (checked as it opens: the toast goes after a few seconds).
    await other.goto(inKannada.home);
    await expect(other.getByRole('status')).toContainText(kn.waiting.appointment);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('status')).toContainText(kn.waiting.appointment);
    await net.signal(true);
    await syncEvent(context, baseURL!);
    await expect.poll(() => net.sent.length).toBe(1);
    const told = async () =>
      (await page.getByRole('status').filter({ hasText: kn.appointmentSent.title }).count()) +
      (await other.getByRole('status').filter({ hasText: kn.appointmentSent.title }).count());
    await expect.poll(told).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await told()).toBe(1);
    await other.reload();
    await afterASyncEvent(context, baseURL!, net, [bookingBody]);
  });

  test('another tab says the booking waits while it does, and no more once its own tab, still open, is told it went', async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    const { net, other } = await bookedOfflineBesideAnotherTab(context, page);
    const waits = other.getByRole('status').filter({ hasText: en.waiting.appointment });
    await expect(waits).toHaveCount(1);
    await net.signal(true);
    await syncEvent(context, baseURL!);
    await expect.poll(() => net.sent.length).toBe(1);
    // The booking's own tab tells it went; the other no longer says it waits, nor offers to delete what went.
    await expect(page.getByRole('status').filter({ hasText: en.appointmentSent.title })).toHaveCount(1);
    await expect(waits).toHaveCount(0);
    await expect(other.getByRole('button', { name: en.waitingForConnection.cancel })).toHaveCount(0);
    expect(net.sent).toEqual([bookingBody]);
  });

  test("Don't send pressed in another tab: the booking's own tab, still open, says so, keeps what was typed, and nothing goes", async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    const { net, other } = await bookedOfflineBesideAnotherTab(context, page);
    const status = other.getByRole('status');
    await status.getByRole('button', { name: en.waitingForConnection.cancel }).click();
    await expectToast(status, en.notSent.appointment);
    // Still with no signal, the booking's tab no longer says it goes by itself, and says it was deleted.
    const dialog = appointmentDialog(page);
    await expect(dialog).not.toContainText(en.handedOver.sync);
    await expect(toastsWith(page, en.notSent.appointment.title)).toHaveCount(1);
    await expect(dialog.getByLabel(en.appointmentForm.name.label)).toHaveValue(booking.name);
    expect(await outboxEntries(page)).toEqual([]);
    await net.signal(true);
    await afterASyncEvent(context, baseURL!, net, []);
    await expect(toastsWith(other, en.notSent.appointment.title)).toHaveCount(1);
  });

  test("Don't send pressed in another tab while the booking's own tab was left for another page: back, it says so", async ({
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    await withBackForwardCache(baseURL!, async (page) => {
      const context = page.context();
      const net = await bookedOffline(context, page, inEnglish);
      // Left (no signal: the worker's offline page), the booking's tab is kept in the back/forward cache, which the
      // worker does not count open: the other tab's Don't send deletes the booking, with nothing kept to tell.
      await page.goto('/privacy');
      const other = await context.newPage();
      await other.goto(inEnglish.home);
      const status = other.getByRole('status');
      await status.getByRole('button', { name: en.waitingForConnection.cancel }).click();
      await expectToast(status, en.notSent.appointment);
      expect(await outboxEntries(other)).toEqual([]);
      // Back, the booking's tab no longer says it goes by itself, says it was deleted, and keeps what was typed.
      await restoredByBack(page);
      const dialog = appointmentDialog(page);
      await expect(dialog).not.toContainText(en.handedOver.sync);
      await expect(toastsWith(page, en.notSent.appointment.title)).toHaveCount(1);
      await expect(dialog.getByLabel(en.appointmentForm.name.label)).toHaveValue(booking.name);
      await net.signal(true);
      await afterASyncEvent(context, baseURL!, net, []);
      await expect(toastsWith(page, en.notSent.appointment.title)).toHaveCount(1);
    });
  });

  test('a send the visitor cuts by reloading, the email service slow to answer, is not sent again: the form still holds it', async ({
    context,
    page,
  }) => {
    const net = await device(context);
    await underWorker(page, inEnglish.home);
    // The service has the request and has not answered: the visitor, tired of "Sending…", reloads.
    net.hold();
    await navBookButton(page).click();
    const dialog = appointmentDialog(page);
    for (const [field, value] of Object.entries(booking))
      await dialog.getByLabel(en.appointmentForm[field as keyof typeof booking].label).fill(value);
    await dialog.getByRole('button', { name: en.appointmentForm.submit }).click();
    await expect.poll(() => net.sent.length).toBe(1);
    await page.reload();
    await expect(page.locator('form[name="appointment"]')).toHaveAttribute('data-submit', 'live');
    // The page has said hello, which sends whatever the outbox holds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(net.sent).toEqual([bookingBody]);
    expect(await outboxEntries(page)).toEqual([]);
    await expect(page.getByRole('status')).not.toContainText(en.waiting.appointment);
    // The draft kept what was typed, for the visitor to send again should they choose.
    await navBookButton(page).click();
    await expect(dialog.getByLabel(en.appointmentForm.name.label)).toHaveValue(booking.name);
  });

  test('a send cut by a signal lost unnoticed (the browser online all along) goes once it is back, the page still open', async ({
    context,
    page,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await device(context);
    await underWorker(page, inEnglish.home);
    net.drop(true);
    await book(page, inEnglish, en.handedOver.sync);
    await expect.poll(() => outboxEntries(page)).toHaveLength(1);
    // Back, with no 'online' to say so: Background Sync tried once as the request was handed, and waits minutes now.
    net.drop(false);
    await expect(page.getByRole('status')).toContainText(en.appointmentSent.title, { timeout: 60_000 });
    expect(net.sent).toEqual([bookingBody]);
    expect(await outboxEntries(page)).toEqual([]);
  });

  test('edited and sent again while the worker is sending it, nothing more goes: that one request, and its toast', async ({
    context,
    page,
  }) => {
    expectConsole(emailCodeOffline);
    const { net, release } = await sendingUnanswered(context, page);
    const dialog = appointmentDialog(page);
    await dialog.getByLabel(en.appointmentForm.service.label).fill('Teeth whitening and a cleaning');
    for (let press = 0; press < 2; press++)
      await dialog.getByRole('button', { name: en.appointmentForm.submit }).click();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(net.sent).toHaveLength(1);
    release();
    await expectToast(page.getByRole('status'), en.appointmentSent);
    expect(net.sent).toEqual([bookingBody]);
  });

  test("Don't send takes the request out of the outbox: nothing goes once the signal is back", async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await bookedOffline(context, page, inEnglish);
    await appointmentDialog(page).getByRole('button', { name: en.waitingForConnection.cancel }).click();
    await expect(appointmentDialog(page)).not.toContainText(en.handedOver.sync);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    await net.signal(true);
    await afterASyncEvent(context, baseURL!, net, []);
  });

  test('changed after the outbox took it with no signal, a toast says it no longer goes by itself; pressed again, the change goes, once', async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await bookedOffline(context, page, inEnglish);
    const dialog = appointmentDialog(page);
    await dialog.getByLabel(en.appointmentForm.name.label).fill('Asha Rao K');
    await expectToast(page.getByRole('status'), en.changed.appointment);
    await expect(dialog).not.toContainText(en.handedOver.sync);
    await expect.poll(() => outboxEntries(page)).toEqual([]);
    await dialog.getByRole('button', { name: en.appointmentForm.submit }).click();
    await expect(dialog).toContainText(en.handedOver.sync);
    await expect(page.getByRole('status'), 'it waits again: the toast is withdrawn').not.toContainText(
      en.changed.appointment.title,
    );
    await net.signal(true);
    const changed = asSent({ ...booking, name: 'Asha Rao K' });
    await afterASyncEvent(context, baseURL!, net, [emailBody(config.emailjs.appointmentTemplateId, changed)]);
  });

  test("Don't send, pressed on the toast of a request the worker is sending already, says it is on its way; then it went", async ({
    context,
    page,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await bookedOffline(context, page, inEnglish);
    await page.close();
    const release = net.hold();
    await net.signal(true);
    const again = await context.newPage();
    await again.goto(inEnglish.home);
    const status = again.getByRole('status');
    await expect(status).toContainText(en.waiting.appointment);
    // The page's hello has the worker send it: the service has it and has not answered.
    await expect.poll(() => net.sent.length).toBe(1);
    await status.getByRole('button', { name: en.waitingForConnection.cancel }).click();
    await expectToast(status, en.alreadySending);
    release();
    await expectToast(status, en.appointmentSent);
    expect(net.sent).toEqual([bookingBody]);
  });

  for (const [status, then] of [
    [200, 'then it went'],
    [500, 'then that send failing: it goes no more, and the form says so'],
  ] as const)
    test(`Don't send, pressed under the form while the worker is sending it, says it is on its way; ${then}`, async ({
      context,
      page,
      baseURL,
    }) => {
      // A 500 is logged in the worker, not the page.
      expectConsole(emailCodeOffline);
      const { net, release } = await sendingUnanswered(context, page);
      await appointmentDialog(page).getByRole('button', { name: en.waitingForConnection.cancel }).click();
      await expectToast(page.getByRole('status'), en.alreadySending);
      net.answer(status);
      release();
      await expectToast(page.getByRole('status'), status === 200 ? en.appointmentSent : en.notSent.appointment);
      await expect(toastsWith(page, en.alreadySending.title)).toHaveCount(0);
      // Not sent, the form keeps what was typed; sent or not, no later replay sends it again.
      if (status === 500)
        await expect(appointmentDialog(page).getByLabel(en.appointmentForm.name.label)).toHaveValue(booking.name);
      net.answer(200);
      await afterASyncEvent(context, baseURL!, net, [bookingBody]);
    });

  test('a request a day old is dropped unsent, and the next visit says so with the ways to reach the clinic', async ({
    context,
    page,
  }) => {
    expectConsole(emailCodeOffline);
    const net = await bookedOffline(context, page, inKannada);
    // The clock moved, not waited: the request was handed over a day and a millisecond ago.
    await outboxEntries(page, 'a day ago');
    await page.close();
    await net.signal(true);
    const next = await context.newPage();
    await next.goto(inKannada.home);
    await expectToast(next.getByRole('alert'), kn.expired.appointment);
    await expect(next.getByRole('alert').locator(`a[href="tel:${config.phone.e164}"]`)).toBeVisible();
    await expect(next.getByRole('alert').locator('a[href^="https://wa.me/"]')).toBeVisible();
    expect(net.sent).toEqual([]);
    expect(await outboxEntries(next)).toEqual([]);
  });

  test('an answer from the email service, even a 500, is never handed over: the failure toast, as without a worker', async ({
    context,
    page,
    baseURL,
  }) => {
    const net = await refusedOnce(context, page);
    await expectToast(page.getByRole('alert'), en.appointmentFailed);
    expect(await outboxEntries(page)).toEqual([]);
    net.answer(200);
    await afterASyncEvent(context, baseURL!, net, [bookingBody]);
  });

  test('a failure told, then the booking pressed again with no signal: the outbox takes it, and the failure toast goes', async ({
    context,
    page,
  }) => {
    const net = await refusedOnce(context, page);
    const dialog = appointmentDialog(page);
    await net.signal(false);
    await dialog.getByRole('button', { name: en.appointmentForm.submit }).click();
    // The note under the button says it waits; a toast saying it failed would say the opposite beside it.
    // Gone as the note shows, not when its 12 s are up.
    await expect(dialog).toContainText(en.handedOver.sync);
    expect(await dialog.innerText()).not.toContain(en.appointmentFailed.description);
    expect(await outboxEntries(page)).toHaveLength(1);
  });
});

// One visit is enough: the page seen fetched the forms' code before the worker came, but opened again with no signal
// (the phone dropped the tab, the site reopened) it has only what the worker kept, which fetched that code as it
// installed, since no page's HTML names it.
test.describe('after a first visit, the site opened again with no signal', () => {
  for (const language of [inEnglish, inKannada])
    test(`in ${language.lang}, the booking dialog works and the outbox holds the booking`, async ({
      context,
      page,
    }) => {
      // No icon fails to load: the worker kept the tab's icons with the page.
      expectConsole(emailCodeOffline);
      const net = await device(context);
      await firstVisit(page, language.home);
      await net.signal(false);
      await page.reload();
      await hydrated(page);
      await book(page, language, language.words.handedOver.sync);
      expect((await outboxEntries(page)).map((entry) => entry.values)).toEqual([asSent(booking)]);
    });
});

// On a bare page, as the site's own pages ask the worker for news themselves (the forms' tests above).
test.describe("the worker's outbox, handed to as a form's outbox does", () => {
  const values = asSent(booking);
  const hand = (page: Page, id: string) =>
    askWorker<{ sync: boolean }>(page, { type: 'hand', id, form: 'appointment', values });
  const hello = async (page: Page) => {
    const reply = await askWorker<{ id: string; form: string; outcome: string }[]>(page, { type: 'hello' });
    return 'value' in reply ? reply.value.map(({ id, form, outcome }) => ({ id, form, outcome })) : reply;
  };
  const pause = () => new Promise((resolve) => setTimeout(resolve, 2_000));
  /** After a first visit, a page under the worker that runs none of the site's script, with no signal. */
  const offlineUnderWorker = async (context: BrowserContext, page: Page, options?: { limitMs: number }) => {
    const net = await device(context, options);
    await firstVisit(page, '/');
    await page.goto(bareAddress);
    await net.signal(false);
    return net;
  };

  test('a request handed over with no signal goes once, with its values, by Background Sync with its tab closed; the next page is told, once', async ({
    context,
    page,
    baseURL,
  }) => {
    const net = await offlineUnderWorker(context, page);
    expect(await hand(page, 'r1')).toEqual({ value: { sync: true } });
    expect((await outboxEntries(page)).map((entry) => entry.values)).toEqual([values]);
    await page.close();
    await net.signal(true);
    await syncEvent(context, baseURL!);
    await expect.poll(() => net.sent).toEqual([bookingBody]);
    const next = await context.newPage();
    await next.goto(bareAddress);
    expect(await hello(next)).toEqual([{ id: 'r1', form: 'appointment', outcome: 'sent' }]);
    expect(await hello(next)).toEqual([]);
    // Its outcome alone stays for its own page, which the back/forward cache may show again, a day from the hand-over.
    const [told] = await outboxEntries(next, 'a day ago');
    expect(told).toMatchObject({ id: 'r1', outcome: 'sent', told: true });
    expect(told).not.toHaveProperty('values');
    expect(await hello(next)).toEqual([]);
    expect(await outboxEntries(next)).toEqual([]);
    expect(net.sent).toEqual([bookingBody]);
  });

  test('a worker taking over tells the pages open to ask again: a request the one before sent as it went, unheard, is told sent', async ({
    context,
    page,
  }) => {
    const net = await offlineUnderWorker(context, page);
    expect(await hand(page, 'r1')).toEqual({ value: { sync: true } });
    // The worker in control sent it as the next release came, and the page's ask, made of it, went unanswered.
    await outboxEntries(page, 'sent');
    await net.signal(true);
    await page.evaluate(() => {
      const heard: unknown[] = [];
      Object.assign(window, { heard });
      navigator.serviceWorker.addEventListener('message', ({ data }) => heard.push(data));
    });
    // The next release: a worker of another script takes over.
    await page.evaluate(async () => void (await navigator.serviceWorker.register('/sw.js?next-release')));
    await page.waitForFunction(() => navigator.serviceWorker.controller?.scriptURL.endsWith('?next-release'));
    await expect.poll(() => page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([news]);
    expect(await hello(page)).toEqual([{ id: 'r1', form: 'appointment', outcome: 'sent' }]);
    expect(net.sent).toEqual([]);
  });

  test('three requests go by one sync event with every tab closed, one at a time, none refused under a 10 s limit', async ({
    context,
    page,
    baseURL,
  }) => {
    const net = await offlineUnderWorker(context, page, { limitMs: 10_000 });
    for (const id of ['r1', 'r2', 'r3']) await hand(page, id);
    await page.close();
    await net.signal(true);
    await syncEvent(context, baseURL!);
    // The worker waits its gap twice within the one event, no page open to keep it.
    await expect.poll(() => net.sent.length, { timeout: 60_000 }).toBe(3);
    expect(net.refused).toEqual([]);
    const next = await context.newPage();
    await next.goto(bareAddress);
    expect(await hello(next)).toEqual(['r1', 'r2', 'r3'].map((id) => ({ id, form: 'appointment', outcome: 'sent' })));
  });

  test('with Background Sync turned off, it says so, waits with every tab closed, and goes once the site is opened', async ({
    context,
    page,
    baseURL,
  }) => {
    const net = await device(context);
    await firstVisit(page, '/');
    await page.goto(bareAddress);
    await withoutBackgroundSync(page, baseURL!);
    await net.signal(false);
    expect(await hand(page, 'r1')).toEqual({ value: { sync: false } });
    await page.close();
    await net.signal(true);
    await pause();
    expect(net.sent).toEqual([]);
    const next = await context.newPage();
    await next.goto(bareAddress);
    expect(await hello(next)).toEqual([]);
    await expect.poll(() => net.sent).toEqual([bookingBody]);
    await expect.poll(() => hello(next)).toEqual([{ id: 'r1', form: 'appointment', outcome: 'sent' }]);
  });

  test('two pages and a sync event replaying at once send it once, and only the page that handed it is told', async ({
    context,
    page,
    baseURL,
  }) => {
    const net = await offlineUnderWorker(context, page);
    await hand(page, 'r1');
    const other = await context.newPage();
    await other.goto(bareAddress);
    await net.signal(true);
    const release = net.hold();
    await Promise.all([hello(page), hello(other), syncEvent(context, baseURL!)]);
    await expect.poll(() => net.sent.length).toBe(1);
    await Promise.all([hello(other), pause()]);
    expect(net.sent).toHaveLength(1);
    release();
    // Sent, the other page asks first: an outcome is told to the page that handed it, never to another page open.
    await expect.poll(async () => (await outboxEntries(other)).map((entry) => entry.outcome)).toEqual(['sent']);
    expect(await hello(other)).toEqual([]);
    await expect.poll(() => hello(page)).toEqual([{ id: 'r1', form: 'appointment', outcome: 'sent' }]);
    await syncEvent(context, baseURL!);
    await pause();
    expect(net.sent).toEqual([bookingBody]);
  });

  test("Don't send takes it back: nothing goes once the signal is back", async ({ context, page, baseURL }) => {
    const net = await offlineUnderWorker(context, page);
    await hand(page, 'r1');
    expect(await askWorker(page, { type: 'cancel', id: 'r1' })).toEqual({ value: true });
    expect(await outboxEntries(page)).toEqual([]);
    await net.signal(true);
    await syncEvent(context, baseURL!);
    await pause();
    expect(net.sent).toEqual([]);
  });

  test('a request a day old is dropped unsent, its values with it, and the next page is told it expired', async ({
    context,
    page,
  }) => {
    const net = await offlineUnderWorker(context, page);
    await hand(page, 'r1');
    // The clock moved, not waited: the request was handed over a day and a millisecond ago.
    await outboxEntries(page, 'a day ago');
    await page.close();
    await net.signal(true);
    const next = await context.newPage();
    await next.goto(bareAddress);
    await expect.poll(() => hello(next)).toEqual([{ id: 'r1', form: 'appointment', outcome: 'expired' }]);
    expect(net.sent).toEqual([]);
    expect(await outboxEntries(next)).toEqual([]);
  });

  test('a 5xx on a replay keeps it for the next; a 4xx drops it, told as refused, never sent again', async ({
    context,
    page,
    baseURL,
  }) => {
    expectConsole(/answered 400/);
    const net = await offlineUnderWorker(context, page);
    await hand(page, 'r1');
    await hand(page, 'r2');
    net.answer(503);
    // The browser fires the sync event by itself as the signal returns, and here once more.
    await net.signal(true);
    await syncEvent(context, baseURL!);
    // One send at a time, the outbox's gap apart.
    await expect.poll(() => net.sent.length, { timeout: 45_000 }).toBeGreaterThanOrEqual(2);
    const kept = async () => (await outboxEntries(page)).map(({ values, claim }) => ({ values, claim }));
    await expect.poll(kept).toEqual([
      { values, claim: undefined },
      { values, claim: undefined },
    ]);
    net.answer(400);
    const before = net.sent.length;
    // Two replays may run at once (the browser's own sync event, the hello's): each outcome is told once, in whichever
    // hello comes after it, so they are gathered across hellos.
    const told: { id: string; form: string; outcome: string }[] = [];
    const tell = async () => {
      const outcomes = await hello(page);
      if (Array.isArray(outcomes)) told.push(...outcomes);
      return [...told].sort((a, b) => a.id.localeCompare(b.id));
    };
    await tell();
    await expect.poll(tell, { timeout: 45_000 }).toEqual([
      { id: 'r1', form: 'appointment', outcome: 'refused' },
      { id: 'r2', form: 'appointment', outcome: 'refused' },
    ]);
    expect(net.sent).toHaveLength(before + 2);
    expect(await outboxEntries(page)).toEqual([]);
    await syncEvent(context, baseURL!);
    await pause();
    expect(net.sent).toHaveLength(before + 2);
  });
});
