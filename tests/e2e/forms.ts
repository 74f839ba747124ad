// Both forms behind one interface, so each sending case is tested on each form the same way.
import { expect, type Locator, type Page } from '@playwright/test';
import { config } from '../../src/config';
import {
  appointmentChatText,
  appointmentFailed,
  appointmentForm,
  appointmentSent,
  contactChatText,
  contactForm,
  honeypotLabel,
  messageFailed,
  messageSent,
  type ToastText,
} from '../../src/content/messages';
import { normalizePhone } from '../../src/lib/validation';
import { emailBody } from './emailjs';
import { appointmentDialog, formLive, hydrated, navBookButton, openContactForm } from './fixtures';

/** One of the two forms, as a visitor meets it. */
export type FormDriver = {
  name: 'appointment' | 'contact';
  /** What a visitor types, field label by field name. */
  values: Record<string, string>;
  labels: Record<string, string>;
  /** The whole request the values must become. */
  body: (values?: Record<string, string>) => ReturnType<typeof emailBody>;
  sent: ToastText;
  failed: ToastText;
  /** The chat message a failed or slow send prefills with the values, as sent. */
  chatText: (values?: Record<string, string>) => string;
  submitLabel: string;
  sendingLabel: string;
  /** Goes to the form and waits until its code runs it. */
  open: (page: Page) => Promise<void>;
  form: (page: Page) => Locator;
  /** After a success: the dialog closed and cleared, or the form cleared. */
  expectCleared: (page: Page) => Promise<void>;
};

export const appointment: FormDriver = {
  name: 'appointment',
  values: { name: 'Asha Rao', phone: '+91 98450 12345', service: 'Teeth whitening' },
  labels: {
    name: appointmentForm.name.label,
    phone: appointmentForm.phone.label,
    service: appointmentForm.service.label,
  },
  body: (values = appointment.values) => emailBody(config.emailjs.appointmentTemplateId, asSent(values)),
  sent: appointmentSent,
  failed: appointmentFailed,
  chatText: (values = appointment.values) =>
    appointmentChatText(asSent(values) as Parameters<typeof appointmentChatText>[0]),
  submitLabel: appointmentForm.submit,
  sendingLabel: appointmentForm.sending,
  open: async (page) => {
    if (!page.url().endsWith('/')) await page.goto('/');
    await hydrated(page);
    await navBookButton(page).click();
    await expect(appointmentDialog(page)).toBeVisible();
    await formLive(page, 'appointment');
  },
  form: (page) => appointmentDialog(page).locator('form'),
  expectCleared: async (page) => {
    await expect(appointmentDialog(page)).toHaveCount(0);
    await navBookButton(page).click();
    await expectEmpty(appointment, page);
  },
};

export const contact: FormDriver = {
  name: 'contact',
  values: {
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '+91 98450 12345',
    message: 'Do you see patients on Sunday mornings?',
  },
  labels: {
    name: contactForm.name.label,
    email: contactForm.email.label,
    phone: contactForm.phone.label,
    message: contactForm.message.label,
  },
  body: (values = contact.values) => emailBody(config.emailjs.contactTemplateId, asSent(values)),
  sent: messageSent,
  failed: messageFailed,
  chatText: (values = contact.values) => contactChatText(asSent(values) as Parameters<typeof contactChatText>[0]),
  submitLabel: contactForm.submit,
  sendingLabel: contactForm.sending,
  open: openContactForm,
  form: (page) => page.locator('form[name="contact"]'),
  expectCleared: (page) => expectEmpty(contact, page),
};

export const bothForms = [appointment, contact];

/** The values as they are sent: the phone as E.164 digits (`normalizePhone`). */
export function asSent(values: Record<string, string>) {
  return values.phone === undefined ? values : { ...values, phone: normalizePhone(values.phone) };
}

/** The field of a form by its name. */
export const fieldOf = (driver: FormDriver, page: Page, name: string) =>
  driver.form(page).getByLabel(driver.labels[name]);

/** Types the values into the form. */
export async function fillForm(driver: FormDriver, page: Page, values = driver.values) {
  for (const [name, value] of Object.entries(values)) await fieldOf(driver, page, name).fill(value);
}

/** Goes to the form, waits until its code runs it, and types the values. */
export async function openFilled(driver: FormDriver, page: Page) {
  await driver.open(page);
  await fillForm(driver, page);
}

/** Expects the form to hold exactly these values. */
export async function expectValues(driver: FormDriver, page: Page, values = driver.values) {
  for (const [name, value] of Object.entries(values)) await expect(fieldOf(driver, page, name)).toHaveValue(value);
}

/** Expects every field of the form to be empty. */
export const expectEmpty = (driver: FormDriver, page: Page) =>
  expectValues(driver, page, Object.fromEntries(Object.keys(driver.values).map((name) => [name, ''])));

/** The form's send button, by either of its labels. */
export const sendButton = (driver: FormDriver, page: Page) => driver.form(page).locator('button[type="submit"]');

/** A form's spam trap: a field people never reach. */
export const trapOf = (form: Locator) => form.locator('label', { hasText: honeypotLabel }).locator('input');

/** Fills the spam trap as a bot would: people cannot reach it. */
export const fillTrap = (form: Locator, value = 'https://spam.example') =>
  trapOf(form).evaluate((input: HTMLInputElement, text) => {
    input.value = text;
  }, value);
