// The Message Us form without its code: with JavaScript off it can never send and says how to reach us instead.
import type { Page } from '@playwright/test';
import { config } from '../../src/config';
import { contactForm, scriptOff } from '../../src/content/messages';
import { footerLinks, privacyPath } from '../../src/content/site';
import { expect, openContactForm, test } from './fixtures';
import { contact, fillForm } from './forms';

const message = contact.values as { name: string; email: string; phone: string; message: string };
const form = (page: Page) => page.getByRole('region', { name: 'Message Us' }).locator('form');
const field = (page: Page, name: 'name' | 'message') => form(page).getByLabel(contactForm[name].label);
const submit = (page: Page) => form(page).getByRole('button', { name: contactForm.submit });

test.describe('the Message Us form with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('still shows its fields, hides the button that cannot send, and says how to reach us instead', async ({
    page,
  }) => {
    await page.goto('/contact');
    await expect(field(page, 'name')).toBeVisible();
    await expect(field(page, 'message')).toBeVisible();
    await expect(submit(page)).toBeHidden();
    const note = form(page).getByText(scriptOff.contact);
    await expect(note).toBeVisible();
    await expect(form(page).getByRole('link', { name: config.phone.display })).toHaveAttribute(
      'href',
      `tel:${config.phone.e164}`,
    );
    await expect(form(page).getByRole('link', { name: config.email })).toHaveAttribute(
      'href',
      `mailto:${config.email}`,
    );
    await expect(form(page).getByRole('link', { name: new RegExp(`^${contactForm.chat}`) })).toHaveAttribute(
      'href',
      `https://wa.me/${config.phone.whatsapp.slice(1)}`,
    );
  });

  test('says so before its first field, so that nothing is typed in vain', async ({ page }) => {
    await page.goto('/contact');
    const note = form(page).getByText(scriptOff.contact);
    const before = await note.evaluate(
      (el, name) => !!(el.compareDocumentPosition(name!) & Node.DOCUMENT_POSITION_FOLLOWING),
      await field(page, 'name').elementHandle(),
    );
    expect(before, 'the note comes first').toBe(true);
    expect((await note.boundingBox())!.y).toBeLessThan((await field(page, 'name').boundingBox())!.y);
  });

  test('can never send: pressing Enter in a field leaves the page and its address as they are', async ({ page }) => {
    // Every navigation and every request that could carry the values, in the order the browser starts them.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() || request.method() !== 'GET')
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto('/contact');
    await fillForm(contact, page, { name: message.name, email: message.email, message: message.message });
    const before = requests.length;
    await field(page, 'name').press('Enter');
    await expect(field(page, 'name')).toHaveValue(message.name);
    expect(page.url()).toMatch(/\/contact$/);
    // With scripting off nothing in the page can say the submit was handled; a navigation asked for after it
    // can. Navigations start in the order the page asks for them, so one the Enter had begun would come first.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: footerLinks.find((link) => link.href === privacyPath)!.label })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
    expect(requests.slice(before)).toEqual(['GET /privacy']);
  });
});

test.describe('the Message Us form with JavaScript on', () => {
  test('does not show the note meant for when JavaScript is off', async ({ page }) => {
    await openContactForm(page);
    await expect(form(page).getByText(scriptOff.contact)).toBeHidden();
  });
});
