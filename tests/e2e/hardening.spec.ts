import type { Page } from '@playwright/test';
import { appointmentForm, contactForm, messageSent } from '../../src/content/messages';
import { answers, fakeEmailService, sendFailed } from './emailjs';
import {
  aMinuteOn,
  appointmentDialog,
  expect,
  expectConsole,
  fillDialog,
  navBookButton,
  openContactForm,
  openDialog,
  test,
} from './fixtures';
import {
  appointment,
  bothForms,
  contact as contactDriver,
  fillForm,
  type FormDriver,
  openFilled,
  sendButton,
  fillTrap,
  trapOf,
} from './forms';

const contact = (page: Page) => page.getByRole('region', { name: 'Message Us' }).locator('form');

/** The spam trap of a form: the input under its label, which people never meet. */

/**
 * Asks Chromium's own autofill to fill the form around `selector` with a saved address, as a visitor's browser would.
 */
async function autofill(page: Page, selector: string, fields: Record<string, string>) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { node } = await cdp.send('DOM.describeNode', { nodeId });
  const send = cdp.send.bind(cdp) as (method: string, params: object) => Promise<unknown>;
  await send('Autofill.trigger', {
    fieldId: node.backendNodeId,
    address: { fields: Object.entries(fields).map(([name, value]) => ({ name, value })) },
  });
}

const message = { name: 'Asha Rao', email: 'asha@example.com', phone: '', message: 'Do you see patients on Sunday?' };
const savedAddress = {
  NAME_FULL: 'Asha Rao',
  EMAIL_ADDRESS: 'asha@example.com',
  PHONE_HOME_WHOLE_NUMBER: '+919845012345',
  COMPANY_NAME: 'Rao Textiles',
  ADDRESS_HOME_LINE1: '22 Temple Street',
  ADDRESS_HOME_CITY: 'Mysuru',
  ADDRESS_HOME_ZIP: '570001',
  ADDRESS_HOME_COUNTRY: 'IN',
};

test.describe('the spam trap', () => {
  test('is out of reach: hidden from screen readers, out of the tab order, off screen, and named like nothing autofill fills', async ({
    page,
  }) => {
    await page.goto('/contact');
    const trap = trapOf(contact(page));
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    // Marked for the common password managers to leave alone.
    for (const attribute of ['data-1p-ignore', 'data-lpignore', 'data-bwignore', 'data-form-type'])
      await expect(trap).toHaveAttribute(attribute);
    const hints = await trap.evaluate((el: HTMLInputElement) =>
      [el.name, el.id, el.labels?.[0]?.textContent ?? '', el.placeholder].join(' '),
    );
    expect(hints).not.toMatch(
      /name|mail|phone|tel|url|web|site|address|company|organi[sz]ation|user|login|city|zip|postal/i,
    );
    expect(await trap.evaluate((el) => el.closest('[aria-hidden="true"]') !== null)).toBe(true);
    const box = (await trap.boundingBox())!;
    expect(box.x + box.width).toBeLessThan(0);
  });

  /** Fills the form and its trap and sends, as a bot would; resolves once the success toast shows. */
  async function sendAsABot(driver: FormDriver, page: Page) {
    await openFilled(driver, page);
    await fillTrap(driver.form(page));
    await sendButton(driver, page).click();
    // The success toast shows only once a send would have gone (the stand-in records a body before answering).
    await expect(page.getByRole('status')).toContainText(driver.sent.title);
  }

  for (const driver of bothForms) {
    test(`a bot filling it in the ${driver.name} form sees success, and nothing is sent`, async ({ page }) => {
      const email = await fakeEmailService(page);
      await page.clock.install();
      await sendAsABot(driver, page);
      // Nor later: every timer the page has set runs (a minute on), and a request it started has time to arrive.
      await aMinuteOn(page);
      expect(email.bodies).toEqual([]);
    });

    test(`is emptied once it has tripped: the next honest request from the ${driver.name} form goes out`, async ({
      page,
    }) => {
      const email = await fakeEmailService(page);
      await page.clock.install();
      await sendAsABot(driver, page);
      // The dialog closed as after any success: open it again.
      if (driver === appointment) await navBookButton(page).click();
      await expect(trapOf(driver.form(page))).toHaveValue('');
      await fillForm(driver, page);
      await sendButton(driver, page).click();
      await email.expectSent(driver.body());
      // The honest one alone: a minute on, the bot's has not gone after all.
      await aMinuteOn(page);
      expect(email.bodies).toHaveLength(1);
    });
  }

  test('is left empty by Chromium’s autofill, and the autofilled message goes out', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    await autofill(page, 'form[name="contact"] input[name="name"]', savedAddress);
    await expect(contact(page).getByLabel(contactForm.email.label)).toHaveValue(message.email);
    await expect(trapOf(contact(page))).toHaveValue('');
    await contact(page).getByLabel(contactForm.message.label).fill(message.message);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await email.expectSent(contactDriver.body({ ...message, phone: savedAddress.PHONE_HOME_WHOLE_NUMBER }));
  });

  test('does not trip on a value the browser autofilled into it', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    // Undo what keeps autofill away (a company-like hint, focusable, exposed, on screen), as a browser's wrong guess
    // might.
    await trapOf(contact(page)).evaluate((input: HTMLInputElement) => {
      input.setAttribute('autocomplete', 'organization');
      input.removeAttribute('tabindex');
      const wrapper = input.closest<HTMLElement>('[aria-hidden]')!;
      wrapper.removeAttribute('aria-hidden');
      Object.assign(wrapper.style, { position: 'static', width: 'auto', height: 'auto' });
    });
    await contact(page).getByLabel(contactForm.name.label).focus();
    await autofill(page, 'form[name="contact"] input[name="name"]', savedAddress);
    await expect(trapOf(contact(page))).toHaveValue(savedAddress.COMPANY_NAME);
    expect(await trapOf(contact(page)).evaluate((input) => input.matches(':autofill'))).toBe(true);
    await contact(page).getByLabel(contactForm.message.label).fill(message.message);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await email.expectSent(contactDriver.body({ ...message, phone: savedAddress.PHONE_HOME_WHOLE_NUMBER }));
    await expect(page.getByRole('status')).toContainText(messageSent.title);
  });

  test('does not trip on a password manager’s echo of what the visitor typed elsewhere', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    await fillForm(contactDriver, page, message);
    await fillTrap(contact(page), message.email);
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await email.expectSent(contactDriver.body(message));
  });
});

test.describe('user input is never markup', () => {
  const payload = '<img src=x onerror=alert(1)>';

  test('typed into every field of both forms, it creates no element and runs nothing', async ({ page }) => {
    // Each send fails, so that its toast shows what was typed: the form logs it.
    expectConsole(/answered 500/, sendFailed);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page, '/');
    const before = await page.locator('img[src="x"]').count();
    // The phone must be one, so the markup goes into the free-text fields.
    await fillDialog(page, { name: payload, phone: appointment.values.phone, service: payload });
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    // The failure toast's chat link carries the text, encoded, never as markup.
    const chat = page.getByRole('alert').getByRole('link', { name: /WhatsApp/ });
    expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toContain(payload);
    // Counted here, on the page the booking was made on: the contact form is another page load.
    expect(await page.locator('img[src="x"]').count()).toBe(before);
    await page.keyboard.press('Escape');

    await openContactForm(page);
    await fillForm(contactDriver, page, {
      name: payload,
      email: 'x@example.com',
      phone: appointment.values.phone,
      message: payload,
    });
    await contact(page).getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('alert')).not.toHaveText('');
    expect(await page.locator('img[src="x"]').count()).toBe(before);
    expect(dialogs).toEqual([]);
    expect(email.bodies.length).toBe(2);
    expect(JSON.stringify(email.bodies)).toContain(JSON.stringify(payload).slice(1, -1));
  });
});
