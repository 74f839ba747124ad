// The Kannada site at /kn/: its pages and 404, navigation that stays in Kannada, the language switch both ways
// (with and without JavaScript), fonts that really have Kannada glyphs, a 360 px phone, and English pages that
// carry no Kannada, and Kannada pages no English text. The dialog, the forms and axe in Kannada: kannada-forms.spec.ts.
import { readdirSync } from 'node:fs';
import { config } from '../../src/config';
import * as en from '../../src/content/site';
import { headline } from '../../src/content/kn/home';
import { scriptOff } from '../../src/content/kn/messages';
import { notFoundPage, title as notFoundTitle } from '../../src/content/kn/not-found';
import { languageSwitch, menuLabel, navItems, notFoundText } from '../../src/content/kn/site';
import { title as treatmentsTitle, treatmentsHeadline } from '../../src/content/kn/treatments';
import { languageKey } from '../../src/lib/dom';
import {
  appointmentDialog,
  expect,
  expectConsole,
  gotoHydrated,
  hydrated,
  languageSwitch as switchLink,
  status404,
  test,
} from './fixtures';
import { kannada, main, pages } from './kannada-pages';

test.describe('Kannada pages', () => {
  for (const { path, h1, nav } of pages) {
    test(`${path} is a Kannada page with its heading, and marks its navigation item`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
      await expect(page.locator('main h1')).toHaveText(h1);
      await hydrated(page);
      const current = main(page).locator('[aria-current="page"]');
      if (nav) await expect(current).toHaveText(nav);
      else await expect(current).toHaveCount(0);
      // What a screen reader says a carousel and its slides are, in place of its own words, is Kannada too.
      const roles = await page
        .locator('[aria-roledescription]')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-roledescription')!));
      for (const role of roles) expect(role).toMatch(kannada);
    });
  }

  test('an unknown /kn/ address answers 404 with the Kannada 404 page, linking the Kannada home page', async ({
    page,
  }) => {
    expectConsole(status404('/kn/no-such-page'));
    const response = await page.goto('/kn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    await expect(page.locator('main h1')).toHaveText(notFoundText);
    await expect(page).toHaveTitle(notFoundTitle);
    await expect(page.getByRole('link', { name: notFoundPage.home })).toHaveAttribute('href', '/kn/');
    // The switch leads to the English home page, not to a page that does not exist.
    await expect(switchLink(page)).toHaveAttribute('href', '/');
  });

  test('/kn without its slash goes to /kn/', async ({ page }) => {
    const response = await page.request.get('/kn', { maxRedirects: 0 });
    expect([response.status(), response.headers().location]).toEqual([308, '/kn/']);
  });

  test('navigation stays in Kannada, without reloading, and the switch follows the page', async ({ page }) => {
    await gotoHydrated(page, '/kn/');
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await main(page).getByRole('link', { name: navItems[1].label }).click();
    await expect(page).toHaveURL(/\/kn\/treatments$/);
    await expect(page.locator('main h1')).toHaveText(treatmentsHeadline);
    await expect(page).toHaveTitle(treatmentsTitle);
    await expect(main(page).locator('[aria-current="page"]')).toHaveText(navItems[1].label);
    await expect(switchLink(page)).toHaveAttribute('href', '/treatments');
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    await page.goBack();
    await expect(page.locator('main h1')).toHaveText(headline);
    await expect(switchLink(page)).toHaveAttribute('href', '/');
  });
});

test.describe('the language switch', () => {
  for (const { path, english } of pages) {
    test(`leads from ${english} to ${path} and back, named in its own language`, async ({ page }) => {
      await gotoHydrated(page, english);
      const toKannada = switchLink(page);
      await expect(toKannada).toHaveText(en.languageSwitch.label);
      for (const attribute of ['lang', 'hreflang']) await expect(toKannada).toHaveAttribute(attribute, 'kn');
      // Read down the page first: the other language's page still opens at its top.
      await page.evaluate(() => scrollTo({ top: 400, behavior: 'instant' }));
      await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(0);
      await toKannada.click();
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
      await expect(page.evaluate(() => scrollY)).resolves.toBe(0);
      await expect(appointmentDialog(page)).toBeHidden();
      const toEnglish = switchLink(page);
      await expect(toEnglish).toHaveText(languageSwitch.label);
      for (const attribute of ['lang', 'hreflang']) await expect(toEnglish).toHaveAttribute(attribute, 'en');
      await hydrated(page);
      await toEnglish.click();
      await expect(page).toHaveURL(new RegExp(`${english.replace(/\//g, '\\/')}$`));
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    });
  }

  test("keeps the address's query and #: the same section, in the other language, and back", async ({ page }) => {
    await gotoHydrated(page, '/treatments?utm_source=whatsapp#dentures');
    await switchLink(page).click();
    await expect(page).toHaveURL(/\/kn\/treatments\?utm_source=whatsapp#dentures$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    await expect(page.locator('#dentures')).toBeInViewport();
    // The footer's switch too, once the reader has moved on to another section.
    await hydrated(page);
    await page.locator('a[href="#scaling"]').click();
    await page.locator('footer a[hreflang]').click();
    await expect(page).toHaveURL(/\/treatments\?utm_source=whatsapp#scaling$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('#scaling')).toBeInViewport();
  });

  test('is in the bar on a phone too, beside the menu button, at least 44 px high', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/kn/contact');
    const menu = page.getByRole('button', { name: menuLabel });
    await expect(menu).toBeVisible();
    await expect(switchLink(page)).toBeInViewport();
    const [link, button] = [(await switchLink(page).boundingBox())!, (await menu.boundingBox())!];
    expect(link.height).toBeGreaterThanOrEqual(44);
    // In the same row: the menu button's middle within the switch's height.
    expect(button.y + button.height / 2).toBeGreaterThan(link.y);
    expect(button.y + button.height / 2).toBeLessThan(link.y + link.height);
    await switchLink(page).click();
    await expect(page).toHaveURL(/\/\/[^/]+\/contact$/);
  });

  test('never sends anyone elsewhere by their browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: 'kn-IN',
      extraHTTPHeaders: { 'Accept-Language': 'kn-IN,kn;q=0.9' },
    });
    const page = await context.newPage();
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('remembers the choice on this device: a page opened later from elsewhere comes in that language', async ({
    page,
  }) => {
    expectConsole(status404('/Contact?utm_source=sms'));
    await page.goto('/treatments');
    await switchLink(page).click();
    await expect(page).toHaveURL(/\/kn\/treatments$/);
    // Later, from a bookmark or a link someone shared: the same page in Kannada, its query and # kept.
    await page.goto('/contact?utm_source=whatsapp#message-us');
    await expect(page).toHaveURL(/\/kn\/contact\?utm_source=whatsapp#message-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'kn');
    // Spelt otherwise, as typed from a card: its 404 page leads on to the address, and on to Kannada.
    await page.goto('/Contact?utm_source=sms');
    await expect(page).toHaveURL(/\/kn\/contact\?utm_source=sms$/);
    await page.goto('/contact?utm_source=whatsapp#message-us');
    // Choosing English again is remembered the same way (the switch keeps the query and #).
    await hydrated(page);
    await switchLink(page).click();
    await expect(page).toHaveURL(/\/contact\?utm_source=whatsapp#message-us$/);
    await page.goto('/kn/privacy');
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('only the switch decides: a reload, a 404 page and a page reached within the site stay as they are', async ({
    page,
  }) => {
    expectConsole(status404('/kn/no-such-page'));
    await page.goto('/kn/');
    await page.evaluate((key) => localStorage.setItem(key, 'en'), languageKey);
    await page.reload();
    await expect(page).toHaveURL(/\/kn\/$/);
    const response = await page.goto('/kn/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(/\/kn\/no-such-page$/);
    // Arrived from elsewhere, the English page the choice names; then, with Kannada chosen since, a page loaded
    // afresh from within the site (as with JavaScript still on its way) stays in the language being read.
    await page.goto('/kn/contact?from=elsewhere');
    await expect(page).toHaveURL(/\/\/[^/]+\/contact\?from=elsewhere$/);
    await page.evaluate((key) => localStorage.setItem(key, 'kn'), languageKey);
    await page.evaluate(() => (location.href = '/privacy'));
    await expect(page).toHaveURL(/\/\/[^/]+\/privacy$/);
    await expect(page.locator('main h1')).toBeVisible();
    // Still there once its script has run, which would have sent a visitor from elsewhere on.
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/privacy');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    test('works both ways and every Kannada page reads in full', async ({ page }) => {
      await page.goto('/treatments');
      await switchLink(page).click();
      await expect(page).toHaveURL(/\/kn\/treatments$/);
      for (const { path, h1 } of pages) {
        await page.goto(path);
        await expect(page.locator('main h1')).toHaveText(h1);
        await expect(page.locator('footer')).toContainText(config.phone.display);
      }
      await page.goto('/kn/contact');
      await expect(page.locator('form[name="contact"]')).toContainText(scriptOff.contact);
      await switchLink(page).click();
      await expect(page).toHaveURL(/\/\/[^/]+\/contact$/);
    });
  });
});
test.describe('Kannada text on screen', () => {
  test('headings and text are drawn with a font that has Kannada, not a fallback box', async ({ page }) => {
    await page.goto('/kn/treatments');
    const client = await page.context().newCDPSession(page);
    await client.send('DOM.enable');
    await client.send('CSS.enable');
    const { root } = await client.send('DOM.getDocument');
    for (const selector of ['main h1', 'main p', 'header nav a']) {
      const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector });
      const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
      const kannadaFonts = fonts.filter((f) => /kannada|tunga|kedage|nirmala|sangam/i.test(f.familyName));
      expect(
        kannadaFonts.map((f) => f.familyName),
        `${selector}: ${JSON.stringify(fonts)}`,
      ).not.toEqual([]);
      // Every glyph drawn by some font that has it: none left for the last-resort font.
      expect(fonts.filter((f) => /last ?resort/i.test(f.familyName))).toEqual([]);
    }
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Kannada"', 'ಕನ್ನಡ'))).toBe(true);
  });

  test("the logo, the clinic's name in Latin letters, is marked English and spaced as on English pages", async ({
    page,
  }) => {
    const spacing = async (path: string) => {
      await page.goto(path);
      const words = page.getByRole('banner').getByRole('link', { name: config.name }).locator('span[lang]');
      await expect(words).toHaveAttribute('lang', 'en');
      return words
        .locator('span')
        .last()
        .evaluate((el) => getComputedStyle(el).letterSpacing);
    };
    const english = await spacing('/');
    expect(english).not.toBe('normal');
    expect(await spacing('/kn/')).toBe(english);
  });

  test('at 360 px the 404 heading keeps ಈ ಪುಟ ("this page") on one line', async ({ page }) => {
    expectConsole(status404('/kn/nope'));
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/kn/nope');
    const tops = await page.locator('main h1').evaluate((h1) => {
      const text = h1.firstChild as Text;
      const top = (word: string) => {
        const range = document.createRange();
        const at = text.data.indexOf(word);
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        return Math.round(range.getBoundingClientRect().top);
      };
      return [top('ಈ'), top('ಪುಟ')];
    });
    expect(tops[0]).toBe(tops[1]);
  });

  test('at 360 px nothing goes sideways and no heading is cut off', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const { path } of pages) {
      await gotoHydrated(page, path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      // A heading is cut off when its words reach past a box that hides what overflows it (or when a word is
      // wider than the heading itself).
      const clipped = await page.locator('h1, h2, h3').evaluateAll((headings) =>
        headings
          .filter((h) => h.getClientRects().length > 0)
          .filter((h) => {
            const range = document.createRange();
            range.selectNodeContents(h);
            const text = range.getBoundingClientRect();
            if (h.scrollWidth > h.clientWidth + 1) return true;
            for (let box = h as Element | null; box; box = box.parentElement) {
              const style = getComputedStyle(box);
              if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
              const edge = box.getBoundingClientRect();
              if (
                text.left < edge.left - 1 ||
                text.right > edge.right + 1 ||
                text.top < edge.top - 1 ||
                text.bottom > edge.bottom + 1
              )
                return true;
            }
            return false;
          })
          .map((h) => h.textContent),
      );
      expect(clipped, path).toEqual([]);
    }
  });
});

test.describe('English pages', () => {
  test('carry no Kannada in their HTML or JavaScript, except the switch’s own name', async ({ page }) => {
    const seen = new Set<string>();
    const offenders: string[] = [];
    const carriesKannada = (text: string) => kannada.test(text.replaceAll(en.languageSwitch.label, ''));
    for (const path of ['/', '/about', '/treatments', '/case-studies', '/contact', '/privacy', '/no-such-page']) {
      const html = await (await page.request.get(path)).text();
      if (carriesKannada(html)) offenders.push(path);
      const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      while (queue.length) {
        const url = queue.pop()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const js = await (await page.request.get(url)).text();
        if (carriesKannada(js)) offenders.push(url);
        for (const m of js.matchAll(/"(\/assets\/[^"]+\.js)"/g)) queue.push(m[1]!);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});

/** Every string a text module of `folder` exports, at any depth of its objects and lists. */
async function textsOf(folder: string): Promise<string[]> {
  const texts: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const file of readdirSync(`src/content/${folder}`).filter((name) => name.endsWith('.ts')))
    walk(await import(`../../src/content/${folder}${file}`));
  return texts;
}

test.describe('Kannada pages and their code', () => {
  test('carry none of the English pages’ sentences in their HTML or JavaScript', async ({ page }) => {
    // A sentence of the English texts (three words or more: a name, an address and an email are shared). One the
    // Kannada texts also hold is an untranslated copy, never an exception: it is what this check is for.
    const english = (await textsOf('')).filter((text) => / \S+ \S+ /.test(text) && !/[&<>"']/.test(text));
    expect(english.length).toBeGreaterThan(100);
    const seen = new Set<string>();
    const offenders: string[] = [];
    const check = (where: string, text: string) => {
      const found = english.find((sentence) => text.includes(sentence));
      if (found) offenders.push(`${where}: ${found}`);
    };
    for (const path of [...pages.map((kannadaPage) => kannadaPage.path), '/kn/no-such-page']) {
      const html = await (await page.request.get(path)).text();
      // Structured data gives the postal address as the post writes it, in English, on every page (README, Kannada).
      check(path, html.replace(/<script type="application\/ld\+json">.*?<\/script>/s, ''));
      const queue = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
      while (queue.length) {
        const url = queue.pop()!;
        if (seen.has(url)) continue;
        seen.add(url);
        const js = await (await page.request.get(url)).text();
        check(url, js);
        for (const m of js.matchAll(/"(\/assets\/[^"]+\.js)"/g)) queue.push(m[1]!);
      }
    }
    expect(seen.size).toBeGreaterThan(10);
    expect(offenders).toEqual([]);
  });
});
