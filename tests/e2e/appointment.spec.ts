import type { Page } from '@playwright/test';
import { headline } from '../../src/content/home';
import { appointmentForm, appointmentSent, privacyNote } from '../../src/content/messages';
import { bookAppointmentLabel } from '../../src/content/site';
import { check, maxLengths } from '../../src/lib/validation';
import { fakeEmailService } from './emailjs';
import {
  aMinuteOn,
  appointmentDialog,
  codeFailed,
  expect,
  expectConsole,
  fillDialog,
  gotoHydrated,
  navBookButton,
  openDialog,
  test,
} from './fixtures';
import { appointment } from './forms';

// The schema is the one source of the messages: ask it for them.
const messages = (() => {
  const result = check('appointment', { name: '', phone: '', service: '' });
  if (result.ok) throw new Error('an empty appointment request must be invalid');
  return result.errors as Required<typeof result.errors>;
})();

const request = appointment.values as { name: string; phone: string; service: string };

const field = (page: Page, name: 'name' | 'phone' | 'service') =>
  appointmentDialog(page).getByLabel(appointmentForm[name].label);
const submit = (page: Page) => appointmentDialog(page).getByRole('button', { name: appointmentForm.submit });

/**
 * Whether the page's main content is inert: a link in it refuses focus, and a tap on it lands on the dialog's backdrop.
 */
const mainIsInert = (page: Page) =>
  page.locator('main').evaluate((main) => {
    const link = main.querySelector<HTMLElement>('a[href]')!;
    link.focus();
    const box = link.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return document.activeElement !== link && !main.contains(hit);
  });

/** Expects each field to show exactly its message (or none), linked to the field, and marked invalid. */
async function expectErrors(page: Page, expected: Partial<typeof messages>) {
  for (const name of ['name', 'phone', 'service'] as const) {
    const input = field(page, name);
    if (expected[name]) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(expected[name]!);
      const id = await input.getAttribute('aria-describedby');
      await expect(appointmentDialog(page).locator(`[id="${id}"]`)).toHaveText(expected[name]!);
    } else {
      await expect(input).not.toHaveAttribute('aria-invalid');
      await expect(input).not.toHaveAttribute('aria-describedby');
    }
  }
  for (const message of Object.values(messages)) {
    await expect(appointmentDialog(page).getByText(message)).toHaveCount(
      Object.values(expected).includes(message) ? 1 : 0,
    );
  }
}

test.describe('the Book Appointment dialog', () => {
  test('opens from the navigation as a modal named by its title, with focus in Full Name', async ({ page }) => {
    await openDialog(page, '/');
    await expect(appointmentDialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(field(page, 'name')).toBeFocused();
    await expect(navBookButton(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(field(page, 'name')).toHaveAttribute('placeholder', appointmentForm.name.placeholder);
    await expect(field(page, 'phone')).toHaveAttribute('placeholder', /^\+91 /);
    await expect(field(page, 'service')).toHaveAttribute('placeholder', /teeth whitening, dental cleaning, root canal/);
  });

  test('keeps Tab and Shift+Tab inside, and leaves the page behind inert and still', async ({ page }) => {
    await openDialog(page, '/');
    const privacy = appointmentDialog(page).getByRole('link', { name: privacyNote.link });
    const order = [
      field(page, 'name'),
      field(page, 'phone'),
      field(page, 'service'),
      appointmentDialog(page).getByRole('button', { name: appointmentForm.cancel }),
      submit(page),
      privacy,
      appointmentDialog(page).getByRole('button', { name: appointmentForm.close }),
    ];
    for (const next of [...order.slice(1), order[0]]) {
      await page.keyboard.press('Tab');
      await expect(next).toBeFocused();
    }
    await page.keyboard.press('Shift+Tab');
    await expect(order.at(-1)!).toBeFocused();
    expect(await mainIsInert(page)).toBe(true);
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
  });

  for (const [how, close] of [
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    [
      'the Close control',
      (page: Page) => appointmentDialog(page).getByRole('button', { name: appointmentForm.close }).click(),
    ],
    ['Cancel', (page: Page) => appointmentDialog(page).getByRole('button', { name: appointmentForm.cancel }).click()],
    // closedby="any": a click on the backdrop, beside the dialog, is a light dismiss.
    ['a click outside it', (page: Page) => page.mouse.click(8, 400)],
  ] as const) {
    test(`closes with ${how}, returns focus to the trigger and gives the page back`, async ({ page }) => {
      await openDialog(page, '/');
      await close(page);
      await expect(appointmentDialog(page)).toHaveCount(0);
      await expect(navBookButton(page)).toBeFocused();
      await expect(navBookButton(page)).toHaveAttribute('aria-expanded', 'false');
      expect(await mainIsInert(page)).toBe(false);
    });
  }

  test('keeps what was typed when cancelled, so reopening continues the draft', async ({ page }) => {
    await openDialog(page, '/');
    await fillDialog(page, request);
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.cancel }).click();
    await navBookButton(page).click();
    await expect(field(page, 'name')).toHaveValue(request.name);
    await expect(field(page, 'service')).toHaveValue(request.service);
  });

  test('opens from inside the mobile menu, which closes first; focus returns to the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await gotoHydrated(page, '/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await navBookButton(page).click();
    await expect(appointmentDialog(page)).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  });

  test("opens from the home page's Book Appointment button, and gives focus back to it", async ({ page }) => {
    await gotoHydrated(page, '/');
    const hero = page.getByRole('region', { name: headline }).getByRole('button', { name: bookAppointmentLabel });
    await hero.click();
    await expect(appointmentDialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(hero).toBeFocused();
  });

  test('opens from the floating contact panel', async ({ page }) => {
    await gotoHydrated(page, '/contact');
    // The floating button comes after the navigation's trigger in the page, and shares its label while closed.
    await page.getByRole('button', { name: bookAppointmentLabel, exact: true }).last().click();
    await page.getByRole('button', { name: /Request an appointment/ }).click();
    await expect(appointmentDialog(page)).toBeVisible();
    await expect(field(page, 'name')).toBeFocused();
  });

  test('is a separate chunk, fetched only after the page has loaded', async ({ page }) => {
    await gotoHydrated(page, '/');
    await navBookButton(page).click();
    await expect(appointmentDialog(page)).toBeVisible();
    const timing = await page.evaluate(() => {
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/layers-[^/]+\.js$/.test(entry.name));
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { chunk: chunk?.startTime, loaded: navigation.loadEventStart };
    });
    expect(timing.chunk).toBeGreaterThan(timing.loaded);
    const html = await (await page.request.get('/')).text();
    expect(html).not.toMatch(/layers-|email-/);
  });
});

test.describe("when the dialog's code cannot be fetched", () => {
  test('the dialog still opens and takes typing; a request is held, and goes once, exactly, when the code arrives', async ({
    page,
  }) => {
    expectConsole(codeFailed('layers'));
    // The page's clock, to run on past the send: a second send, however late, would go within it.
    await page.clock.install();
    const email = await fakeEmailService(page);
    await page.route('**/assets/layers-*.js', (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, '/');
    await navBookButton(page).click();
    await expect(appointmentDialog(page)).toBeVisible();
    await expect(navBookButton(page)).toHaveAttribute('aria-expanded', 'true');
    await fillDialog(page, request);
    await submit(page).click();
    // Held: it says it is sending, nothing left, and the page did not navigate.
    await expect(appointmentDialog(page).locator('button[type="submit"]')).toHaveAccessibleName(
      appointmentForm.sending,
    );
    expect(email.bodies).toEqual([]);
    await expect(page).toHaveURL('/');

    await page.unroute('**/assets/layers-*.js');
    await expect(page.getByRole('status')).toContainText(appointmentSent.title, { timeout: 15_000 });
    await email.expectSent(appointment.body());
    await expect(appointmentDialog(page)).toBeHidden();
    // Once, exactly: a minute on, nothing else has gone.
    await aMinuteOn(page);
    expect(email.bodies).toHaveLength(1);
  });
});

test.describe('validation', () => {
  test('an empty form shows each message under its field, focuses Full Name and sends nothing', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openDialog(page, '/');
    await submit(page).click();
    await expectErrors(page, messages);
    await expect(field(page, 'name')).toBeFocused();
    await email.expectSent();
  });

  // Refused requests: each shows exactly its messages, focuses the first field with one, and sends nothing.
  const refused = [
    {
      title: 'trims surrounding whitespace first: "  A  ", 9 phone characters and spaces fail',
      values: { name: '  A  ', phone: ' 987654321 ', service: '   ' },
      errors: messages,
    },
    {
      title: 'focuses the first invalid field and shows only its message',
      values: { ...request, phone: '98765' },
      errors: { phone: messages.phone },
    },
    ...['abcdefghij', '!!!!!!!!!!', '98765-4321', '+91 9876 543', '98450 12345 ext'].map((phone) => ({
      title: `refuses the phone "${phone}" with its message: ten digits, and nothing but separators between them`,
      values: { ...request, phone },
      errors: { phone: messages.phone },
    })),
    {
      title: 'refuses a name or service of only spaces',
      values: { name: '     ', phone: request.phone, service: ' \t ' },
      errors: { name: messages.name, service: messages.service },
    },
  ];
  for (const { title, values, errors } of refused) {
    test(title, async ({ page }) => {
      const email = await fakeEmailService(page);
      await openDialog(page, '/');
      await fillDialog(page, values);
      await submit(page).click();
      await expectErrors(page, errors);
      await expect(field(page, (['name', 'phone', 'service'] as const).find((name) => name in errors)!)).toBeFocused();
      await email.expectSent();
    });
  }

  test('a message goes as soon as its field is fixed', async ({ page }) => {
    await fakeEmailService(page);
    await openDialog(page, '/');
    await submit(page).click();
    await field(page, 'name').fill('Al');
    await expectErrors(page, { phone: messages.phone, service: messages.service });
  });

  test('accepts the boundaries: 2-character name, 10-character phone, 1-character service', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openDialog(page, '/');
    await fillDialog(page, { name: 'Al', phone: '9876543210', service: 'X' });
    await submit(page).click();
    await email.expectSent(appointment.body({ name: 'Al', phone: '9876543210', service: 'X' }));
  });

  test('takes a phone with spaces, dashes, dots, brackets and a leading +91, and sends it as E.164 digits', async ({
    page,
  }) => {
    const email = await fakeEmailService(page);
    await openDialog(page, '/');
    await fillDialog(page, { ...request, phone: '+91 (98450) 12-3.45' });
    await submit(page).click();
    await email.expectSent(appointment.body({ ...request, phone: '919845012345' }));
  });

  test('sends no control, direction or invisible character typed or pasted into any field', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openDialog(page, '/');
    await fillDialog(page, {
      name: '\u202EAsha\u2066 Rao\u0007',
      phone: '\u200E+91 98450\u0000 12345\u200F',
      service: 'Teeth\u001B whitening\uFEFF\u202C',
    });
    await submit(page).click();
    await email.expectSent(appointment.body({ name: 'Asha Rao', phone: '919845012345', service: 'Teeth whitening' }));
  });

  test('limits every field: the browser takes no more than its maximum length', async ({ page }) => {
    const email = await fakeEmailService(page);
    await openDialog(page, '/');
    for (const name of ['name', 'phone', 'service'] as const)
      await expect(field(page, name)).toHaveAttribute('maxlength', String(maxLengths[name]));
    await field(page, 'name').fill('');
    await field(page, 'name').pressSequentially('A'.repeat(maxLengths.name + 5), { delay: 0 });
    await expect(field(page, 'name')).toHaveValue('A'.repeat(maxLengths.name));
    await email.expectSent();
  });
});
