import type { Page } from '@playwright/test';
import {
  charactersLeft,
  contactChatText,
  contactForm,
  contactMessages,
  messageFailed,
  messageSent,
} from '../../src/content/messages';
import { check, inputMaxLength, maxLengths } from '../../src/lib/validation';
import { answers, fakeEmailService, faults, heldAnswer, sendFailed } from './emailjs';
import {
  expect,
  expectConsole,
  expectToast,
  failureToasts,
  formLive,
  gotoHydrated,
  openContactForm,
  test,
} from './fixtures';
import { asSent, contact, expectEmpty, expectValues, fillForm } from './forms';

type Message = { name: string; email: string; phone: string; message: string };
const message = contact.values as Message;

const form = (page: Page) => page.getByRole('region', { name: 'Message Us' }).locator('form');
const field = (page: Page, name: keyof Message) => form(page).getByLabel(contactForm[name].label);
const submit = (page: Page) => form(page).getByRole('button', { name: contactForm.submit });

// The schema is the one source of the words beside each field: ask it for them.
const messageFor = (values: Message, name: keyof Message) => {
  const result = check('contact', values);
  if (result.ok || !result.errors[name]) throw new Error(`expected ${name} to be invalid`);
  return result.errors[name]!;
};

/** Expects each field to show exactly its message (or none) beside it, linked to it and marked invalid. */
async function expectErrors(page: Page, expected: Partial<Record<keyof Message, string>>) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    const input = field(page, name);
    if (expected[name]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(
        new RegExp(`^${expected[name]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      );
      const id = (await input.getAttribute('aria-describedby'))!.split(' ')[0];
      await expect(form(page).locator(`[id="${id}"]`)).toHaveText(expected[name]!);
      expect(await input.evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(expected[name]);
    } else {
      await expect(input).not.toHaveAttribute('aria-invalid');
    }
  }
}

const validity = (page: Page, name: keyof Message) =>
  field(page, name).evaluate((el: HTMLInputElement) => el.validity.valid);

test.describe('the Message Us form', () => {
  test('asks the browser to require name, email and message; phone is optional; email is an email field', async ({
    page,
  }) => {
    await openContactForm(page);
    for (const name of ['name', 'email', 'message'] as const)
      await expect(field(page, name)).toHaveAttribute('required', '');
    await expect(field(page, 'phone')).not.toHaveAttribute('required');
    await expect(field(page, 'email')).toHaveAttribute('type', 'email');
    await expect(field(page, 'message')).toHaveJSProperty('tagName', 'TEXTAREA');
  });

  test('sends nothing while a required field is empty or the email is not an address', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    await submit(page).click();
    expect(await validity(page, 'name')).toBe(false);
    await fillForm(contact, page, { ...message, email: 'not-an-address' });
    await submit(page).click();
    expect(await validity(page, 'email')).toBe(false);
    await fillForm(contact, page, { ...message, message: '' });
    await submit(page).click();
    expect(await validity(page, 'message')).toBe(false);
    // The browser refuses an invalid form before its submit event: the message shown beside the field says it has.
    await expectErrors(page, { message: messageFor({ ...message, message: '' }, 'message') });
    await email.expectSent();
  });

  test('sends one POST with exactly name, email, phone and message, confirms, and clears the fields', async ({
    page,
  }) => {
    const email = await fakeEmailService(page, answers.ok);
    await openContactForm(page);
    await fillForm(contact, page, message);
    await submit(page).click();

    await email.expectSent(contact.body());
    await expectToast(page.getByRole('status'), messageSent);
    await expect(failureToasts(page)).toHaveCount(0);
    await expectEmpty(contact, page);
  });

  test('sends an empty phone when none is given', async ({ page }) => {
    const email = await fakeEmailService(page, answers.ok);
    await openContactForm(page);
    await fillForm(contact, page, { ...message, phone: '' });
    await submit(page).click();
    await email.expectSent(contact.body({ ...message, phone: '' }));
  });

  test('shows that it is sending, and a double click or a second submit sends one request', async ({ page }) => {
    const { answer, release } = heldAnswer();
    const email = await fakeEmailService(page, answer);
    await openContactForm(page);
    await fillForm(contact, page, message);
    await submit(page).dblclick();
    const sending = form(page).getByRole('button', { name: contactForm.sending });
    await expect(sending).toBeDisabled();
    await field(page, 'email').press('Enter');
    await field(page, 'name').press('Enter');
    // Any request those presses started was recorded before the first answer was let go, so before its toast.
    release();
    await expect(page.getByRole('status')).toContainText(messageSent.title);
    expect(email.bodies).toHaveLength(1);
    await email.expectSent(contact.body());
  });

  for (const fault of faults) {
    test(`after ${fault.name}, shows Failed to Send, logs the error and keeps every value`, async ({ page }) => {
      expectConsole(fault.logged, sendFailed);
      const email = await fakeEmailService(page, fault.answer);
      await openContactForm(page);
      await fillForm(contact, page, message);
      await submit(page).click();
      await email.expectSent(contact.body());

      await expectToast(page.getByRole('alert'), messageFailed, contactChatText(asSent(message) as Message));

      await expectValues(contact, page, message);
      await expect(submit(page)).toBeEnabled();
      await expect(page.getByRole('status')).toHaveText('');
    });
  }

  test('fetches the email client only when a visitor starts on the form', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/email-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    await openContactForm(page);
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await field(page, 'name').focus();
    await expect.poll(() => chunks.length).toBe(1);
  });
});

test.describe('the Message Us form’s validation', () => {
  test('an empty form: the browser’s rule, its outcome shown beside each required field, focus on the first', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    await submit(page).click();
    const empty = { name: '', email: '', phone: '', message: '' };
    await expectErrors(page, {
      name: messageFor(empty, 'name'),
      email: messageFor(empty, 'email'),
      message: messageFor(empty, 'message'),
    });
    await expect(field(page, 'name')).toBeFocused();
    await email.expectSent();
  });

  // The header's height changes with the width (two rows on a tablet and up to 1240 px, one from there), and a
  // Kannada label's line is taller than an English one.
  for (const [path, viewport] of [
    ['/contact', { width: 360, height: 740 }],
    ['/contact', { width: 768, height: 1024 }],
    ['/contact', { width: 1100, height: 800 }],
    ['/kn/contact', { width: 360, height: 740 }],
  ] as const) {
    test(`on ${path} at ${viewport.width} px the field the browser reports first comes out from under the sticky header, its label too`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await gotoHydrated(page, path);
      await formLive(page, 'contact');
      const name = page.locator('form[name="contact"] input[name="name"]');
      const headerBottom = () =>
        page.locator('header[data-frame]').evaluate((header) => header.getBoundingClientRect().bottom);
      // Name a little under the header: inside the viewport, hidden behind the header.
      await name.evaluate(
        (el, bottom) => {
          window.scrollBy({ top: el.getBoundingClientRect().top - bottom + 30, behavior: 'instant' });
        },
        await headerBottom(),
      );
      // A submit that does not scroll first, as a click on a button already on screen.
      await name.evaluate((el) => (el as HTMLInputElement).form!.requestSubmit());
      await expect(name).toBeFocused();
      const below = await headerBottom();
      await expect.poll(async () => (await name.boundingBox())!.y).toBeGreaterThanOrEqual(below);
      // Its label says what the field is for: above it, in sight as well.
      const label = () => name.evaluate((el) => (el as HTMLInputElement).labels![0].getBoundingClientRect().top);
      await expect.poll(label).toBeGreaterThanOrEqual(below);
    });
  }

  test('at 360 px that field comes out from under a toast as well (a phone’s toasts sit below the header), its label too', async ({
    page,
  }) => {
    expectConsole(/answered 500/, sendFailed);
    await page.setViewportSize({ width: 360, height: 740 });
    await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openContactForm(page);
    await fillForm(contact, page);
    await submit(page).click();
    await expect(page.getByRole('alert')).toContainText(messageFailed.title);
    // The visitor empties Name and sends again, the failure still in sight; without motion, as fixtures.ts says why.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await field(page, 'name').fill('');
    await submit(page).click();
    await expect(field(page, 'name')).toBeFocused();
    await expect(page.getByRole('alert')).toContainText(messageFailed.title);
    const toastsBottom = await page
      .locator('[data-toast-viewport=page]')
      .evaluate((toasts) => toasts.getBoundingClientRect().bottom);
    const label = () =>
      field(page, 'name').evaluate((el) => (el as HTMLInputElement).labels![0].getBoundingClientRect().top);
    await expect.poll(label).toBeGreaterThanOrEqual(toastsBottom);
  });

  test('refuses what the browser alone lets through: a name and message of spaces, "a@b", a phone that is not one', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    const bad = { name: '   ', email: 'a@b', phone: 'not a phone', message: ' \n ' };
    await fillForm(contact, page, bad);
    await submit(page).click();
    await expectErrors(page, {
      name: messageFor(bad, 'name'),
      email: messageFor(bad, 'email'),
      phone: messageFor(bad, 'phone'),
      message: messageFor(bad, 'message'),
    });
    await expect(field(page, 'name')).toBeFocused();
    await email.expectSent();
  });

  test('refuses an address that carries a query before its @, with the email message, and sends nothing', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    await openContactForm(page);
    const bad = {
      ...message,
      email:
        'x?cc=boss%40corp.example&bcc=spy%40evil.example&subject=Invoice&body=Pay%20at%20https%3A%2F%2Fevil.example@evil.example.com',
    };
    await fillForm(contact, page, bad);
    await submit(page).click();
    await expectErrors(page, { email: contactMessages.emailInvalid });
    await expect(field(page, 'email')).toBeFocused();
    await email.expectSent();
  });

  // Invisible characters in the email field go as typed (pasted from a chat, say), before the browser's type="email"
  // check sees them: it would refuse the address for a character no one can see, and name that character.
  for (const { title, typed, sent } of [
    {
      title: 'sends no control, direction or invisible character, and keeps the message’s lines',
      typed: {
        name: '\u202EAsha\u0000 Rao\u2069',
        email: 'asha\u200B@example.com\u202E',
        phone: '\u2066+91 98450 12345\u0007',
        message: 'Hello\u202D,\nsee you\u001B on Sunday\uFEFF',
      },
      sent: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '919845012345',
        message: 'Hello,\nsee you on Sunday',
      },
    },
    {
      title: 'sends a web or email address typed anywhere but the email field as text no mail program links',
      typed: {
        name: 'Asha www.evil.example',
        email: 'asha.rao@example.com',
        phone: '',
        message: 'Log in at https://evil.example/login or write to help@evil.example',
      },
      sent: {
        name: 'Asha www[.]evil[.]example',
        email: 'asha.rao@example.com',
        phone: '',
        message: 'Log in at https[:]//evil[.]example/login or write to help@evil[.]example',
      },
    },
  ])
    test(title, async ({ page }) => {
      const email = await fakeEmailService(page);
      await openContactForm(page);
      await fillForm(contact, page, typed);
      await submit(page).click();
      await email.expectSent(contact.body(sent));
    });

  test('keeps each message beside its field until that field is fixed, then sends the trimmed values', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    await page.clock.install();
    await openContactForm(page);
    const bad = { ...message, email: 'a@b' };
    await fillForm(contact, page, bad);
    await submit(page).click();
    await expectErrors(page, { email: messageFor(bad, 'email') });
    await expect(field(page, 'email')).toBeFocused();
    // No timer takes the message away: ten seconds on the page's clock later, it is still there.
    await page.clock.runFor(10_000);
    await expectErrors(page, { email: messageFor(bad, 'email') });
    await field(page, 'email').fill('  asha@example.com ');
    await expectErrors(page, {});
    await field(page, 'name').fill(`  ${message.name} `);
    await submit(page).click();
    await email.expectSent(contact.body());
  });

  test('limits every field, and counts down the message’s last characters, announcing only a few marks', async ({
    page,
  }) => {
    await openContactForm(page);
    // The message's limit counts letters as a reader does (a Kannada akshara is one), so the form trims to it as the
    // visitor types; its maxlength only bounds a paste. Below, typing still stops at the limit.
    for (const name of ['name', 'email', 'phone', 'message'] as const)
      await expect(field(page, name)).toHaveAttribute('maxlength', String(inputMaxLength(name)));
    const counter = form(page)
      .getByText(/characters? left$/)
      .first();
    const announced = form(page).locator('[aria-live="polite"]').filter({ hasText: /left$/ });
    await field(page, 'message').fill('x'.repeat(1_000));
    await expect(counter).toBeHidden();
    await field(page, 'message').fill('x'.repeat(maxLengths.message - 300));
    await expect(counter).toHaveText(charactersLeft(300));
    await expect(field(page, 'message')).toHaveAccessibleDescription(charactersLeft(300));
    await expect(announced).toHaveCount(0);
    await field(page, 'message').fill('x'.repeat(maxLengths.message - 150));
    await expect(announced).toHaveText(charactersLeft(150));
    await field(page, 'message').press('End');
    await field(page, 'message').press('Backspace');
    await expect(counter).toHaveText(charactersLeft(151));
    await expect(announced).toHaveText(charactersLeft(150));
    await field(page, 'message').pressSequentially('y'.repeat(200), { delay: 0 });
    await expect(field(page, 'message')).toHaveValue(/^x+y+$/);
    expect((await field(page, 'message').inputValue()).length).toBe(maxLengths.message);
    await expect(counter).toHaveText(charactersLeft(0));
    await expect(announced).toHaveText(charactersLeft(0));
  });

  test('puts Name and Email side by side only where both placeholders fit: stacked at 768 px, paired at 1280 px', async ({
    page,
  }) => {
    for (const [width, paired] of [
      [768, false],
      [1280, true],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await openContactForm(page);
      const [name, address] = await Promise.all([
        field(page, 'name').boundingBox(),
        field(page, 'email').boundingBox(),
      ]);
      expect(name!.y === address!.y, `${width} px`).toBe(paired);
      for (const input of [field(page, 'name'), field(page, 'email')]) {
        const fits = await input.evaluate((el: HTMLInputElement) => {
          const style = getComputedStyle(el);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
          return context.measureText(el.placeholder).width <= room;
        });
        expect(fits, `${width} px`).toBe(true);
      }
    }
  });
});
