import { expect, test, type Page } from '@playwright/test';
import { config } from '../../src/config';
import { appointmentForm, appointmentSent, contactForm, messageSent, sendTooSoon } from '../../src/content/messages';
import { bookAppointmentLabel } from '../../src/content/site';
import { answers, emailBody, fakeEmailService } from './emailjs';

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
const dialog = (page: Page) => page.getByRole('dialog', { name: appointmentForm.title });
const contact = (page: Page) => page.getByRole('region', { name: 'Message Us' }).locator('form');

async function openDialog(page: Page) {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: bookAppointmentLabel }).click();
  await expect(dialog(page)).toBeVisible();
}

async function fillDialog(page: Page, values: { name: string; phone: string; service: string }) {
  await dialog(page).getByLabel(appointmentForm.name.label).fill(values.name);
  await dialog(page).getByLabel(appointmentForm.phone.label).fill(values.phone);
  await dialog(page).getByLabel(appointmentForm.service.label).fill(values.service);
}

async function fillContact(page: Page, values: { name: string; email: string; phone: string; message: string }) {
  await contact(page).getByLabel(contactForm.name.label).fill(values.name);
  await contact(page).getByLabel(contactForm.email.label).fill(values.email);
  await contact(page).getByLabel(contactForm.phone.label).fill(values.phone);
  await contact(page).getByLabel(contactForm.message.label).fill(values.message);
}

/** Fills the spam trap as a bot would: people cannot reach it. */
const fillTrap = (form: ReturnType<Page['locator']>) =>
  form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => {
    input.value = 'https://spam.example';
  });

const appointment = { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' };
const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you see patients on Sunday?' };

test.describe('the spam trap', () => {
  test('is out of reach: hidden from screen readers, out of the tab order, not autofilled, off screen', async ({ page }) => {
    await page.goto('/contact');
    const trap = contact(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(0);
  });

  test('a bot filling it in the appointment dialog sees success, and nothing is sent', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openDialog(page);
    await fillDialog(page, appointment);
    await fillTrap(dialog(page));
    await dialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await page.waitForTimeout(300);
    expect(email.bodies).toEqual([]);
  });

  test('a bot filling it in the contact form sees success, and nothing is sent', async ({ page }) => {
    const email = await fakeEmailService(page);
    await page.goto('/contact');
    await hydrated(page);
    await fillContact(page, message);
    await fillTrap(contact(page));
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    await page.waitForTimeout(300);
    expect(email.bodies).toEqual([]);
  });
});

test.describe('the rate limit', () => {
  test('a second appointment request within 10 s is held back with a friendly toast, and the values stay', async ({ page }) => {
    const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page);
    await fillDialog(page, appointment);
    await dialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    await dialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(sendTooSoon.title);
    await expect(page.getByRole('status')).toContainText(sendTooSoon.description);
    await expect(dialog(page).getByLabel(appointmentForm.name.label)).toHaveValue(appointment.name);
    await expect(dialog(page).getByLabel(appointmentForm.service.label)).toHaveValue(appointment.service);
    await email.expectSent(emailBody(config.emailjs.appointmentTemplateId, appointment));
  });

  test('a second message within 10 s is held back, its text kept; after 10 s it goes', async ({ page }) => {
    await page.clock.install();
    const email = await fakeEmailService(page);
    await page.goto('/contact');
    await hydrated(page);
    await fillContact(page, message);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    const second = { ...message, message: 'One more question: is there parking?' };
    await fillContact(page, second);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(sendTooSoon.title);
    await expect(contact(page).getByLabel(contactForm.message.label)).toHaveValue(second.message);
    await page.clock.fastForward(10_000);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    const { name, email: address, phone } = message;
    await email.expectSent(
      emailBody(config.emailjs.contactTemplateId, { name, email: address, phone, message: message.message }),
      emailBody(config.emailjs.contactTemplateId, { name, email: address, phone, message: second.message }),
    );
  });
});

test.describe('user input is never markup', () => {
  const payload = '<img src=x onerror=alert(1)>';

  test('typed into every field of both forms, it creates no element and runs nothing', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page);
    const before = await page.locator('img[src="x"]').count();
    await fillDialog(page, { name: payload, phone: `+91 ${payload}`, service: payload });
    await dialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    // The failure toast's chat link carries the text, encoded, never as markup.
    const chat = page.getByRole('alert').getByRole('link', { name: /WhatsApp/ });
    expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toContain(payload);
    await page.keyboard.press('Escape');

    await page.goto('/contact');
    await hydrated(page);
    await fillContact(page, { name: payload, email: 'x@example.com', phone: payload, message: payload });
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    expect(await page.locator('img[src="x"]').count()).toBe(before);
    expect(dialogs).toEqual([]);
    expect(email.bodies.length).toBe(2);
    expect(JSON.stringify(email.bodies)).toContain(JSON.stringify(payload).slice(1, -1));
  });
});
