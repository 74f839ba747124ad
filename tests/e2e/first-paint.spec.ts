// A patient on a slow phone taps the moment the page appears. Under Chromium's own throttling (a 3G link and a
// 4× slower CPU, cold cache), each control opens what it opens with the app's script held back: the browser does it.
// How fast is the bench's to say (`npm run bench`); a test asserts the order, never a duration.
import type { Page } from '@playwright/test';
import { appointmentForm, scriptOff } from '../../src/content/messages';
import { bookAppointmentLabel, contactOptions, menuLabel, navLabel } from '../../src/content/site';
import { heldAnswer } from './emailjs';
import { appointmentDialog, cutDocument, expect, expectConsole, status404, test, twoFrames } from './fixtures';
import { addresses } from './pages';

/**
 * Loads `path` cold over a 3G link (400 ms RTT, 400 kbit/s) on a 4× slower CPU; resolves at first paint. The
 * app's script is held back for the whole test, so a busy machine can never let React in before the tap.
 */
async function loadAt3G(page: Page, path: string) {
  await page.route(/\/assets\/main-\w+\.js$/, () => {});
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: 50_000,
    uploadThroughput: 50_000,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on('Page.lifecycleEvent', (event) => {
      if (event.name === 'firstContentfulPaint') resolve();
    }),
  );
  await page.goto(path, { waitUntil: 'commit' });
  await painted;
}

/**
 * Taps the centre of `selector`'s element at first paint and expects `opened` to show while the app's script is held.
 */
async function tapOpens(page: Page, selector: string, opened: ReturnType<Page['locator']>) {
  const box = await page.locator(selector).boundingBox();
  expect(box, `${selector} is on screen at first paint`).not.toBeNull();
  await page.touchscreen.tap(box!.x + box!.width / 2, box!.y + box!.height / 2);
  await expect(opened).toBeVisible();
  // What opened, the browser opened by itself: React has not run.
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
}

test.describe('on a 3G phone, a tap at first paint', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test('on Book Appointment opens the appointment dialog before the app’s script has run', async ({ page }) => {
    await loadAt3G(page, '/');
    await tapOpens(page, `main button[aria-haspopup="dialog"]`, appointmentDialog(page));
    await expect(page.getByLabel(appointmentForm.name.label)).toBeFocused();
  });

  test('on the menu toggle opens the menu before the app’s script has run', async ({ page }) => {
    await loadAt3G(page, '/treatments');
    const nav = page.getByRole('navigation', { name: navLabel });
    await tapOpens(page, `nav button[popovertarget]`, nav.getByRole('link', { name: 'Our Treatments' }));
    await expect(nav.getByRole('button', { name: menuLabel })).toHaveAttribute('aria-expanded', 'true');
  });

  test('the first frame shows the first screen whole: the header, the heading and the floating button’s words', async ({
    page,
  }) => {
    // The first requestAnimationFrame callback runs in the first frame the browser renders; 3G brings the document
    // in pieces, and a frame drawn from part of it would show the floating button as a bare icon, then widen it.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        Object.assign(window, {
          firstFrame: {
            menu: document.querySelector('header nav button[popovertarget]') !== null,
            heading: document.querySelector('main h1')?.textContent ?? null,
            fab: document.querySelector('aside[data-fab] > button')?.textContent ?? null,
          },
        });
      }),
    );
    await loadAt3G(page, '/');
    await expect.poll(() => page.evaluate(() => 'firstFrame' in window)).toBe(true);
    const firstFrame = await page.evaluate(
      () => (window as unknown as { firstFrame: Record<string, unknown> }).firstFrame,
    );
    expect(firstFrame.menu).toBe(true);
    expect(firstFrame.heading).toBeTruthy();
    expect(firstFrame.fab).toContain(bookAppointmentLabel);
  });

  test('on the floating button opens its panel before the app’s script has run', async ({ page }) => {
    await loadAt3G(page, '/treatments');
    await tapOpens(page, `[data-fab] > button`, page.getByText(contactOptions.title));
    // Open, the button is the panel's close control, even before the page's code has arrived.
    await expect(
      page.getByRole('complementary', { name: contactOptions.landmark }).locator(':scope > button'),
    ).toHaveAccessibleName(contactOptions.close);
  });
});

test('the floating button stays under a press while the controls script arrives, and the press opens its panel', async ({
  page,
}) => {
  // On /contact at 375 px the button first covers a form control; the controls script then steps it aside. A finger that
  // came down on it before must not lose it: a button moved away takes the tap with it.
  await page.setViewportSize({ width: 375, height: 812 });
  const controls = heldAnswer((route) => route.continue());
  await page.route(/\/assets\/controls-\w+\.js$/, controls.answer);
  await page.route(/\/assets\/main-\w+\.js$/, () => {});
  await page.goto('/contact', { waitUntil: 'commit' });
  // By its attribute, not its role: stepped aside, it is hidden from the accessibility tree too.
  const fab = page.locator('aside[data-fab]');
  const box = (await fab.locator(':scope > button').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  controls.release();
  await expect(page.locator('html')).toHaveAttribute('data-controls', '');
  await twoFrames(page);
  await expect(fab).toHaveAttribute('data-fab', '');
  await page.mouse.up();
  await expect(page.getByText(contactOptions.title)).toBeVisible();
  // Closed by a key, it holds the keyboard's focus, and stays; let go of that too, it steps aside: it did cover a
  // control, so the press, then the focus, was what kept it.
  await page.keyboard.press('Escape');
  await expect(fab.locator(':scope > button')).toBeFocused();
  await twoFrames(page);
  await expect(fab).toHaveAttribute('data-fab', '');
  await fab.locator(':scope > button').evaluate((el) => el.blur());
  await expect(fab).toHaveAttribute('data-fab', 'aside');
});

test('every page’s first paint waits for its whole document: the element it expects is the last one', async ({
  request,
}) => {
  for (const path of addresses) {
    const html = await (await request.get(path)).text();
    const expected = html.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/)?.[1];
    const lastTag = [...html.slice(0, html.lastIndexOf('</body>')).matchAll(/<[a-z][^>]*>/g)]
      .map(([tag]) => tag)
      .filter((tag) => !tag.startsWith('<option'))
      .at(-1);
    const lastId = lastTag?.match(/\sid="([^"]*)"/)?.[1];
    expect(expected, path).toBeTruthy();
    expect(lastId, `${path}: the last element (its options aside)`).toBe(expected);
  }
});

for (const [path, tag, part, name] of [
  ['/', 'aside', 'aside[data-fab] > button', 'the floating button'],
  ['/404', 'footer', 'footer', 'the footer of a page as short as a 404'],
] as const) {
  test(`the first frame shows ${name} whole, even when the document arrives cut inside it`, async ({
    page,
    baseURL,
  }) => {
    if (path === '/404') expectConsole(status404(path));
    // The page's HTML up to the first icon in `tag`, then, a second later, the rest: a network that cuts the document
    // just there. (The browser stops waiting for the element its `rel=expect` names as soon as that element begins.)
    const proxy = await cutDocument(
      baseURL!,
      path,
      (html) => html.indexOf('</svg>', html.indexOf(`<${tag}`)) + '</svg>'.length,
    );
    void proxy.cutSent.then(() => setTimeout(proxy.rest, 1000));
    try {
      await page.addInitScript(
        (selector) =>
          requestAnimationFrame(() => {
            Object.assign(window, { firstFrame: document.querySelector(selector)?.textContent ?? '' });
          }),
        part,
      );
      await page.goto(proxy.url);
      await expect.poll(() => page.evaluate(() => 'firstFrame' in window)).toBe(true);
      const whole = await page.locator(part).textContent();
      expect(whole).toBeTruthy();
      expect(await page.evaluate(() => (window as unknown as { firstFrame: string }).firstFrame)).toBe(whole);
    } finally {
      proxy.close();
    }
  });
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test(`${bookAppointmentLabel} still opens the dialog, which offers a call, WhatsApp and email instead of a form that cannot send`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: navLabel }).getByRole('button', { name: bookAppointmentLabel }).click();
    const dialog = appointmentDialog(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(scriptOff.appointment);
    // Not the words that lead into the form, over a notice that it cannot send.
    await expect(dialog.getByText(appointmentForm.description)).toBeHidden();
    await expect(dialog.getByRole('link', { name: /Call/ })).toHaveAttribute('href', /^tel:/);
    await expect(dialog.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(dialog.getByRole('link', { name: /Email/ })).toHaveAttribute('href', /^mailto:/);
    await expect(dialog.getByLabel(appointmentForm.name.label)).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the floating panel opens without any script (the phone menu then shows its links inline)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/treatments');
    await page.getByRole('complementary', { name: contactOptions.landmark }).locator(':scope > button').click();
    await expect(page.getByText(contactOptions.title)).toBeVisible();
  });
});
