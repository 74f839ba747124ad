import type { Page } from '@playwright/test';
import { appointmentForm, appointmentFailed, appointmentSent } from '../../src/content/messages';
import { bookAppointmentLabel } from '../../src/content/site';
import { sendFailed, sendUrl } from './emailjs';
import {
  floatingButtonShown,
  appointmentDialog,
  expect,
  expectConsole,
  expectNoAxeViolations,
  fillDialog,
  gotoHydrated,
  openDialog,
  status404,
  test,
} from './fixtures';

const routes = ['/', '/about', '/treatments', '/case-studies', '/contact', '/privacy', '/no-such-page'];
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

/** Opens the dialog, fills it and sends it, the email service answering with `status` and `body`. */
const sendDialog = async (page: Page, status: number, body: string) => {
  await page.route(sendUrl, (route) => route.fulfill({ status, body }));
  await openDialog(page);
  await fillDialog(page, { name: 'Lakshmi Rao', phone: '+91 98450 12345', service: 'Cleaning' });
  await appointmentDialog(page).getByRole('button', { name: appointmentForm.submit }).click();
};

/** The states every route is checked in. */
const states: Record<string, (page: Page) => Promise<void>> = {
  'page loaded': async () => {},
  'mobile menu open': async (page) => {
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
  },
  'contact panel open': async (page) => {
    await (await floatingButtonShown(page)).getByRole('button', { name: bookAppointmentLabel, exact: true }).click();
    await expect(page.getByRole('link', { name: /Chat on WhatsApp/ })).toBeVisible();
  },
  'appointment dialog open': (page) => openDialog(page),
  'dialog showing all three errors': async (page) => {
    await openDialog(page);
    const dialog = appointmentDialog(page);
    await dialog.getByRole('button', { name: appointmentForm.submit }).click();
    await expect(dialog.locator('[aria-invalid="true"]')).toHaveCount(3);
  },
  'a success toast': async (page) => {
    await sendDialog(page, 200, 'OK');
    await expect(page.getByRole('status').getByText(appointmentSent.title)).toBeVisible();
  },
  'a failure toast': async (page) => {
    expectConsole(/answered 500/, sendFailed);
    await sendDialog(page, 500, 'Server error');
    await expect(page.getByRole('alert').getByText(appointmentFailed.description)).toBeVisible();
  },
};

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    // axe audits a whole page, several times a test: give a busy machine room (no timing is asserted).
    test.slow();
    test.use({ viewport });

    for (const route of routes) {
      for (const [state, enter] of Object.entries(states)) {
        if (state === 'mobile menu open' && viewport.width >= 768) continue;
        test(`${route} has no axe violation with ${state}`, async ({ page }) => {
          if (route === '/no-such-page') expectConsole(status404(route));
          await gotoHydrated(page, route);
          await enter(page);
          await expectNoAxeViolations(page, state);
        });
      }
    }

    test('the gallery on its last case has no axe violation', async ({ page }) => {
      await gotoHydrated(page, '/case-studies');
      await page.getByRole('group', { name: 'Choose a case' }).getByRole('button').last().click();
      await expect(page.getByText('4 / 4')).toBeVisible();
      await expectNoAxeViolations(page, 'gallery on its last case');
    });

    for (const route of ['/', '/about']) {
      test(`${route} with a non-default specialty selected has no axe violation`, async ({ page }) => {
        await gotoHydrated(page, route);
        await page.getByRole('tab', { name: 'Laser Dentistry' }).click();
        await expect(page.getByRole('tab', { name: 'Laser Dentistry' })).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, 'non-default specialty');
      });
    }
  });
}
