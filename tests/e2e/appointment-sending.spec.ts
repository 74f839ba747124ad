// Sending an appointment request: one POST, exactly once, however the visitor presses; what a failure shows.
// What happens on a slow, broken or missing connection, on both forms: exactly-once.spec.ts.
import type { Page } from '@playwright/test';
import {
  appointmentChatText,
  appointmentFailed,
  appointmentForm,
  appointmentSent,
  reachUsNow,
} from '../../src/content/messages';
import { answers, fakeEmailService, faults, heldAnswer, sendFailed } from './emailjs';
import {
  appointmentDialog,
  expect,
  expectConsole,
  expectToast,
  failureToasts,
  fillDialog,
  gotoHydrated,
  navBookButton,
  openDialog,
  test,
  typeAcross,
} from './fixtures';
import { appointment, asSent, expectValues } from './forms';

const request = appointment.values as { name: string; phone: string; service: string };
const field = (page: Page, name: 'name' | 'phone' | 'service') =>
  appointmentDialog(page).getByLabel(appointmentForm[name].label);
const submit = (page: Page) => appointmentDialog(page).getByRole('button', { name: appointmentForm.submit });

test.describe('sending a request', () => {
  test('sends one POST with exactly name, phone and service, then confirms, closes and resets', async ({ page }) => {
    const email = await fakeEmailService(page, answers.ok);
    await openDialog(page, '/');
    await fillDialog(page, { name: '  Asha Rao ', phone: request.phone, service: request.service });
    await submit(page).click();

    await email.expectSent(appointment.body());
    await expectToast(page.getByRole('status'), appointmentSent);
    await expect(failureToasts(page)).toHaveCount(0);
    await expect(navBookButton(page)).toBeFocused();
    await appointment.expectCleared(page);
  });

  test('shows that it is sending, and a double click, Enter twice and a second submit send one request', async ({
    page,
  }) => {
    const { answer, release } = heldAnswer();
    const email = await fakeEmailService(page, answer);
    await openDialog(page, '/');
    await fillDialog(page, request);
    await submit(page).dblclick();
    const sending = appointmentDialog(page).getByRole('button', { name: appointmentForm.sending });
    await expect(sending).toBeVisible();
    await expect(sending).toBeDisabled();
    await field(page, 'service').press('Enter');
    await field(page, 'service').press('Enter');
    await sending.click({ force: true });
    // Any request those presses started was recorded before the first answer was let go, so before its toast.
    release();
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    expect(email.bodies).toHaveLength(1);
    await email.expectSent(appointment.body());
  });

  test('works with the keyboard alone: Tab to the trigger, type, Enter', async ({ page }) => {
    const email = await fakeEmailService(page);
    await gotoHydrated(page, '/');
    for (
      let presses = 0;
      presses < 20 && !(await navBookButton(page).evaluate((el) => el === document.activeElement));
      presses++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(navBookButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(field(page, 'name')).toBeFocused();
    await typeAcross(page, request.name, request.phone, request.service);
    await page.keyboard.press('Enter');
    await email.expectSent(appointment.body());
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
    await expect(navBookButton(page)).toBeFocused();
  });

  for (const fault of faults) {
    test(`after ${fault.name}, shows the Error toast, logs the error and keeps the dialog open with every value`, async ({
      page,
    }) => {
      expectConsole(fault.logged, sendFailed);
      const email = await fakeEmailService(page, fault.answer);
      await openDialog(page, '/');
      const typed = { name: ' Asha Rao', phone: request.phone, service: request.service };
      await fillDialog(page, typed);
      await submit(page).click();
      await email.expectSent(appointment.body());

      await expectToast(
        page.getByRole('alert'),
        appointmentFailed,
        appointmentChatText(asSent(request) as typeof request),
      );

      await expect(appointmentDialog(page)).toBeVisible();
      await expectValues(appointment, page, typed);
      await expect(submit(page)).toBeEnabled();
      await expect(page.getByRole('status')).toHaveText('');
    });
  }

  test('uses no inline style anywhere in the journey, which the Content-Security-Policy forbids', async ({ page }) => {
    // A violation would be a console error, which the test fails on; the failed send's own line is expected.
    expectConsole(/answered 500/, sendFailed);
    const email = await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page, '/');
    await submit(page).click();
    await fillDialog(page, request);
    await submit(page).click();
    await expect(page.getByRole('alert')).toContainText(appointmentFailed.title);
    expect(
      await page.locator('html[style], dialog[style], dialog [style], [data-toast-viewport] [style]').count(),
    ).toBe(0);
    email.answerWith(answers.ok);
    await submit(page).click();
    await expect(page.getByRole('status')).toContainText(appointmentSent.title);
  });

  test('the Error toast is reachable with Tab from inside the dialog', async ({ page }) => {
    expectConsole(/answered 500/, sendFailed);
    await fakeEmailService(page, answers.status(500, 'Internal Server Error'));
    await openDialog(page, '/');
    await fillDialog(page, request);
    await submit(page).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(appointmentFailed.title);
    await appointmentDialog(page).getByRole('button', { name: appointmentForm.close }).focus();
    await page.keyboard.press('Tab');
    await expect(alert.getByRole('link', { name: reachUsNow.call })).toBeFocused();
  });
});
