import { expect, test, type Page } from '@playwright/test';
import { config } from '../../src/config';
import { contactChatText, contactForm, messageFailed, messageSent, reachUsNow } from '../../src/content/messages';
import { answers, consoleErrors, emailBody, fakeEmailService, faults, hydrated } from './emailjs';

const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98450 12345', message: 'Do you see patients on Sunday mornings?' };
type Message = typeof message;

const form = (page: Page) => page.getByRole('region', { name: 'Message Us' }).locator('form');
const field = (page: Page, name: keyof Message) => form(page).getByLabel(contactForm[name].label);
const submit = (page: Page) => form(page).getByRole('button', { name: contactForm.submit });

async function openContact(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
}

async function fill(page: Page, values: Message) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) await field(page, name).fill(values[name]);
}

async function expectValues(page: Page, values: Message) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) await expect(field(page, name)).toHaveValue(values[name]);
}

const validity = (page: Page, name: keyof Message) => field(page, name).evaluate((el: HTMLInputElement) => el.validity.valid);

test.describe('the Message Us form', () => {
  test('asks the browser to require name, email and message; phone is optional; email is an email field', async ({ page }) => {
    await openContact(page);
    for (const name of ['name', 'email', 'message'] as const) await expect(field(page, name)).toHaveAttribute('required', '');
    await expect(field(page, 'phone')).not.toHaveAttribute('required');
    await expect(field(page, 'email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'message')).toHaveJSProperty('tagName', 'TEXTAREA');
  });

  test('sends nothing while a required field is empty or the email is not an address', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openContact(page);
    await submit(page).click();
    expect(await validity(page, 'name')).toBe(false);
    await fill(page, { ...message, email: 'not-an-address' });
    await submit(page).click();
    expect(await validity(page, 'email')).toBe(false);
    await fill(page, { ...message, message: '' });
    await submit(page).click();
    expect(await validity(page, 'message')).toBe(false);
    await page.waitForTimeout(300);
    await email.expectSent();
  });

  test('sends one POST with exactly name, email, phone and message, confirms, and clears the fields', async ({ page }) => {
    const email = await fakeEmailService(page, answers.ok);
    await openContact(page);
    await fill(page, message);
    await submit(page).click();

    await email.expectSent(emailBody(config.emailjs.contactTemplateId, message));
    const status = page.getByRole('status');
    await expect(status).toContainText(messageSent.title);
    await expect(status).toContainText(messageSent.description);
    await expect(page.getByRole('alert')).toHaveText('');
    await expectValues(page, { name: '', email: '', phone: '', message: '' });
  });

  test('sends an empty phone when none is given', async ({ page }) => {
    const email = await fakeEmailService(page, answers.ok);
    await openContact(page);
    await fill(page, { ...message, phone: '' });
    await submit(page).click();
    await email.expectSent(emailBody(config.emailjs.contactTemplateId, { ...message, phone: '' }));
  });

  test('shows that it is sending, and a double click or a second submit sends one request', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const email = await fakeEmailService(page, async (route) => {
      await held;
      await answers.ok(route);
    });
    await openContact(page);
    await fill(page, message);
    await submit(page).dblclick();
    const sending = form(page).getByRole('button', { name: contactForm.sending });
    await expect(sending).toBeDisabled();
    await field(page, 'email').press('Enter');
    await field(page, 'name').press('Enter');
    await page.waitForTimeout(300);
    expect(email.bodies).toHaveLength(1);
    release();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    await email.expectSent(emailBody(config.emailjs.contactTemplateId, message));
  });

  for (const fault of faults) {
    test(`after ${fault.name}, shows Failed to Send, logs the error and keeps every value`, async ({ page }) => {
      if (fault.hang) await page.clock.install();
      const errors = consoleErrors(page);
      const email = await fakeEmailService(page, fault.answer);
      await openContact(page);
      await fill(page, message);
      await submit(page).click();
      await email.expectSent(emailBody(config.emailjs.contactTemplateId, message));

      const alert = page.getByRole('alert');
      if (fault.hang) {
        await page.clock.fastForward(14_000);
        await expect(form(page).getByRole('button', { name: contactForm.sending })).toBeVisible();
        await expect(alert).toHaveText('');
        await page.clock.fastForward(1_500);
      }
      await expect(alert).toContainText(messageFailed.title);
      await expect(alert).toContainText(messageFailed.description);
      await expect(alert.getByRole('link', { name: reachUsNow.call })).toHaveAttribute('href', `tel:${config.phone.e164}`);
      const chat = new URL((await alert.getByRole('link', { name: new RegExp(reachUsNow.chat) }).getAttribute('href'))!);
      expect(chat.searchParams.get('text')).toBe(contactChatText(message));

      await expectValues(page, message);
      await expect(submit(page)).toBeEnabled();
      expect(errors.some((line) => fault.logged.test(line))).toBe(true);
      await expect(page.getByRole('status')).toHaveText('');
    });
  }

  test('fetches the email client only when a visitor starts on the form', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/email-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await openContact(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await field(page, 'name').focus();
    await expect.poll(() => chunks.length).toBe(1);
  });
});

test.describe('the Message Us form with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows its fields, hides the button that cannot send, and says how to reach us instead', async ({ page }) => {
    await page.goto('/contact');
    await expect(field(page, 'name')).toBeVisible();
    await expect(field(page, 'message')).toBeVisible();
    await expect(submit(page)).toBeHidden();
    const note = form(page).getByText(contactForm.noScript);
    await expect(note).toBeVisible();
    await expect(form(page).getByRole('link', { name: config.phone.display })).toHaveAttribute('href', `tel:${config.phone.e164}`);
    await expect(form(page).getByRole('link', { name: config.email })).toHaveAttribute('href', `mailto:${config.email}`);
  });
});

test.describe('the Message Us form with JavaScript on', () => {
  test('does not show the note meant for when JavaScript is off', async ({ page }) => {
    await openContact(page);
    await expect(form(page).getByText(contactForm.noScript)).toBeHidden();
  });
});
