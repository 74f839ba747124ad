// The dialog and both forms in Kannada: the same templates and fields, Kannada intact at the wire; a keyboard
// journey; and axe on every Kannada page with the dialog closed and open, and in the English audit's other states.
import type { Page } from '@playwright/test';
import { config } from '../../src/config';
import {
  appointmentFailed,
  appointmentForm,
  appointmentSent,
  charactersLeft,
  contactForm,
  messageFailed,
  messageSent,
} from '../../src/content/kn/messages';
import { galleryText } from '../../src/content/kn/gallery';
import { bookAppointmentLabel, contactOptions, menuLabel } from '../../src/content/kn/site';
import { specialties } from '../../src/content/kn/specialties';
import { appointmentMessages } from '../../src/content/kn/messages';
import { answers, emailBody, fakeEmailService, sendFailed } from './emailjs';
import {
  floatingButtonShown,
  appointmentDialog,
  expect,
  expectConsole,
  expectNoAxeViolations,
  expectToast,
  formLive,
  gotoHydrated,
  openDialog,
  status404,
  test,
  typeAcross,
} from './fixtures';
import { main, pages } from './kannada-pages';

const name = 'ಆಶಾ ರಾವ್';
const phone = '+91 98450 12345';
const service = 'ಹಲ್ಲು ಕ್ಲೀನಿಂಗ್ ಮತ್ತು ರೂಟ್ ಕೆನಾಲ್';
const message = 'ಭಾನುವಾರ ಬೆಳಿಗ್ಗೆ ನೀವು ರೋಗಿಗಳನ್ನು ನೋಡುತ್ತೀರಾ?';

/** Types the request into the open dialog and sends it. */
const sendRequest = async (page: Page) => {
  await appointmentDialog(page).getByLabel(appointmentForm.name.label).fill(name);
  await appointmentDialog(page).getByLabel(appointmentForm.phone.label).fill(phone);
  await appointmentDialog(page).getByLabel(appointmentForm.service.label).fill(service);
  await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
};

test.describe('the forms in Kannada', () => {
  test('the dialog opens and closes, in Kannada', async ({ page }) => {
    await gotoHydrated(page, '/kn/');
    await openDialog(page);
    await expect(appointmentDialog(page).getByLabel(appointmentForm.name.label)).toHaveAttribute(
      'placeholder',
      appointmentForm.name.placeholder,
    );
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.cancel }).click();
    await expect(appointmentDialog(page)).toBeHidden();
    await openDialog(page);
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.close }).click();
    await expect(appointmentDialog(page)).toBeHidden();
  });

  test('an appointment request goes to the same template with the same fields, Kannada intact, and says so in Kannada', async ({
    page,
  }) => {
    expectConsole(/answered 500/, sendFailed);
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/kn/');
    await openDialog(page);
    await formLive(page, 'appointment');
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    // An empty name and a name too short both say how long it must be, as the English does.
    await expect(appointmentDialog(page).getByText(appointmentMessages.name)).toBeVisible();
    await appointmentDialog(page).getByLabel(appointmentForm.name.label).fill('ಶ್ರೀ');
    await expect(appointmentDialog(page).getByText(appointmentMessages.name)).toBeVisible();
    await sendRequest(page);
    await expectToast(page.getByRole('status'), appointmentSent);
    await email.expectSent(emailBody(config.emailjs.appointmentTemplateId, { name, phone: '919845012345', service }));
    // The bytes at the wire: UTF-8 Kannada, not escapes or mojibake.
    expect(email.raw[0]!.toString('utf8')).toContain(`"service":"${service}"`);

    email.answerWith(answers.status(500, 'Internal Server Error'));
    await openDialog(page);
    await sendRequest(page);
    await expectToast(page.getByRole('alert'), appointmentFailed);
    await expect(appointmentDialog(page).getByLabel(appointmentForm.service.label)).toHaveValue(service);
  });

  test('a message goes to the same template with the same fields, Kannada intact, and says so in Kannada', async ({
    page,
  }) => {
    expectConsole(/answered 500/, sendFailed);
    const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await gotoHydrated(page, '/kn/contact');
    await formLive(page, 'contact');
    const form = page.locator('form[name="contact"]');
    await form.getByLabel(contactForm.name.label, { exact: true }).fill(name);
    await form.getByLabel(contactForm.email.label).fill('asha@example.com');
    await form.getByLabel(contactForm.message.label).fill(message);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expect(page.getByRole('alert')).toContainText(messageFailed.title);
    await expect(form.getByLabel(contactForm.message.label)).toHaveValue(message);

    email.answerWith(answers.ok);
    await form.getByRole('button', { name: contactForm.submit }).click();
    await expectToast(page.getByRole('status'), messageSent);
    await expect(form.getByLabel(contactForm.message.label)).toHaveValue('');
    const body = emailBody(config.emailjs.contactTemplateId, { name, email: 'asha@example.com', phone: '', message });
    await email.expectSent(body, body);
    expect(email.raw[1]!.toString('utf8')).toContain(`"message":"${message}"`);
  });

  test('a phone typed in Kannada digits is taken, and sent as ASCII E.164 digits', async ({ page }) => {
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/kn/');
    await openDialog(page);
    await formLive(page, 'appointment');
    await appointmentDialog(page).getByLabel(appointmentForm.name.label).fill('ರಮ');
    await appointmentDialog(page).getByLabel(appointmentForm.phone.label).fill('೯೮೪೫೦ ೧೨೩೪೫');
    await appointmentDialog(page).getByLabel(appointmentForm.service.label).fill(service);
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
    await expectToast(page.getByRole('status'), appointmentSent);
    await email.expectSent(
      emailBody(config.emailjs.appointmentTemplateId, { name: 'ರಮ', phone: '919845012345', service }),
    );
  });

  test('the message counter counts letters as a reader does: a conjunct is one akshara', async ({ page }) => {
    await gotoHydrated(page, '/kn/contact');
    await formLive(page, 'contact');
    const field = page.locator('form[name="contact"]').getByLabel(contactForm.message.label);
    // ಹಲ್ಲುಗಳು is 4 aksharas (8 code points): 450 of them leave 2,000 − 1,800 = 200 letters.
    await field.fill('ಹಲ್ಲುಗಳು'.repeat(450));
    await expect(field).toHaveAccessibleDescription(charactersLeft(200));
    // Typing past the limit is refused at the 2,000th letter, however many code points that is.
    await field.fill('ಹಲ್ಲುಗಳು'.repeat(520));
    await expect(field).toHaveValue('ಹಲ್ಲುಗಳು'.repeat(500));
    await expect(field).toHaveAccessibleDescription(charactersLeft(0));
  });

  test('a keyboard journey: book from the navigation without a mouse', async ({ page }) => {
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/kn/treatments');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'ಮುಖ್ಯ ವಿಷಯಕ್ಕೆ ಹೋಗಿ' })).toBeFocused();
    const trigger = main(page).getByRole('button', { name: bookAppointmentLabel });
    for (let i = 0; i < 10 && !(await trigger.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(appointmentDialog(page).getByLabel(appointmentForm.name.label)).toBeFocused();
    await typeAcross(page, name, phone, service);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await expect(appointmentDialog(page)).toBeHidden();
    await expect(trigger).toBeFocused();
    expect(email.bodies).toHaveLength(1);
  });
});

test.describe('the dialog on a 360 px phone, its messages shown', () => {
  for (const path of ['/', '/kn/'])
    test(`${path}: each control Tab brings into view shows its whole focus ring, none cut at the dialog's edge`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await gotoHydrated(page, path);
      await page.getByRole('banner').locator('button[popovertarget]').click();
      await openDialog(page);
      await formLive(page, 'appointment');
      await appointmentDialog(page).locator('button[type="submit"]').click();
      for (let stop = 0; stop < 8; stop++) {
        await page.keyboard.press('Tab');
        const cut = await page.evaluate(() => {
          const el = document.activeElement!;
          const [box, edge] = [el.getBoundingClientRect(), el.closest('dialog')!.getBoundingClientRect()];
          const ring =
            Number.parseFloat(getComputedStyle(el).outlineWidth) +
            Number.parseFloat(getComputedStyle(el).outlineOffset);
          return {
            what: el.textContent,
            by: Math.max(edge.top + 1 - (box.top - ring), box.bottom + ring - (edge.bottom - 1)),
          };
        });
        expect(cut.by, `the ring of ${cut.what} is cut`).toBeLessThanOrEqual(0);
      }
    });
});

test.describe('accessibility', () => {
  // axe audits the page twice a test: give a busy machine room (no timing is asserted).
  test.slow();
  for (const width of [360, 1280]) {
    for (const path of [...pages.map((p) => p.path), '/kn/no-such-page']) {
      test(`${path} at ${width} px has no axe violation, with the dialog closed and open`, async ({ page }) => {
        if (path === '/kn/no-such-page') expectConsole(status404(path));
        await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page, 'page loaded');
        if (width < 768) await page.getByRole('button', { name: menuLabel }).click();
        await openDialog(page);
        await expectNoAxeViolations(page, 'dialog open');
      });
    }

    // The other states the English audit covers (a11y.spec.ts), each once, on the pages that have them.
    test(`/kn/ at ${width} px has no axe violation with the menu or the contact panel open, the dialog's errors or a toast`, async ({
      page,
    }) => {
      expectConsole(/answered 500/, sendFailed);
      const email = await fakeEmailService(page);
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await gotoHydrated(page, '/kn/');
      if (width < 768) {
        await page.getByRole('button', { name: menuLabel }).click();
        await expectNoAxeViolations(page, 'menu open');
        await page.keyboard.press('Escape');
      }
      await (await floatingButtonShown(page)).getByRole('button', { name: bookAppointmentLabel, exact: true }).click();
      await expect(page.getByRole('link', { name: contactOptions.chat })).toBeVisible();
      await expectNoAxeViolations(page, 'contact panel open');
      await gotoHydrated(page, '/kn/');
      await openDialog(page);
      await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
      await expect(appointmentDialog(page).locator('[aria-invalid="true"]')).toHaveCount(3);
      await expectNoAxeViolations(page, 'dialog showing all three errors');
      await sendRequest(page);
      await expect(page.getByRole('status')).toContainText(appointmentSent.title);
      await expectNoAxeViolations(page, 'a success toast');
      email.answerWith(answers.status(500, 'Server error'));
      await openDialog(page);
      await sendRequest(page);
      await expect(page.getByRole('alert')).toContainText(appointmentFailed.title);
      await expectNoAxeViolations(page, 'a failure toast');
    });

    test(`/kn/case-studies on its last case and /kn/ with another specialty at ${width} px have no axe violation`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
      await gotoHydrated(page, '/kn/case-studies');
      await page.getByRole('group', { name: galleryText.dots }).getByRole('button').last().click();
      await expect(page.getByText('4 / 4')).toBeVisible();
      await expectNoAxeViolations(page, 'gallery on its last case');
      await gotoHydrated(page, '/kn/');
      const laser = page.getByRole('tab', { name: specialties.at(-1)!.title });
      await laser.click();
      await expect(laser).toHaveAttribute('aria-selected', 'true');
      await expectNoAxeViolations(page, 'non-default specialty');
    });
  }
});
