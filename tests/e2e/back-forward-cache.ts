// The back/forward cache, as a phone's browser keeps it: a page left is kept whole, and given back by Back.
import { chromium, type Page } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { expect, watchConsole } from './fixtures';

/** Runs `walk` in a Chromium that keeps pages left in the back/forward cache, as a phone's does (Playwright's own
 * launch turns it off): a page left is kept whole, its request open. */
export async function withBackForwardCache(baseURL: string, walk: (page: Page) => Promise<void>) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumFlags,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  });
  try {
    const page = await (await browser.newContext({ baseURL })).newPage();
    watchConsole(page.context());
    // Gone with a page loaded anew, kept by one the cache gives back.
    await page.addInitScript(() => addEventListener('pagehide', () => Object.assign(window, { kept: true })));
    await walk(page);
  } finally {
    await browser.close();
  }
}

/** Back to the page before, given back whole by the back/forward cache (Playwright sees no load). */
export async function restoredByBack(page: Page) {
  await page.goBack({ waitUntil: 'commit' });
  expect(await page.evaluate(() => (window as { kept?: boolean }).kept)).toBe(true);
}
