// Each page's HTML carries every rule it uses, so it paints, and stays painted, from the HTML alone: the whole
// stylesheet, fetched meanwhile without blocking, is turned on only when script first shows something that HTML lacked.
// A visitor who only reads never pays for a restyle of the whole page.
import type { Page } from '@playwright/test';
import {
  codeFailed,
  expect,
  expectConsole,
  gotoHydrated,
  loadFailed,
  openContactForm,
  status404,
  test,
} from './fixtures';
import { contact, sendButton } from './forms';
import { addresses } from './pages';

const wholeStylesheet = (page: Page) => page.locator('link[data-deferred]');

/**
 * Every element's computed style (and its ::before/::after), custom properties aside, by its place in the tree; the
 * root's too (scroll-behavior and the like are its own, inherited by nothing in <body>).
 */
const styles = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    const keyOf = (el: Element) => {
      const parts = [];
      for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement)
        parts.unshift(`${e.localName}[${e.parentElement ? [...e.parentElement.children].indexOf(e) : 0}]`);
      return parts.join('>') || 'html';
    };
    const text = (style: CSSStyleDeclaration) =>
      [...style]
        .filter((name) => !name.startsWith('--'))
        .map((name) => `${name}:${style.getPropertyValue(name)}`)
        .join(';');
    for (const el of [document.documentElement, ...document.querySelectorAll('body, body *')]) {
      out[keyOf(el)] = text(getComputedStyle(el));
      for (const pseudo of ['::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        if (style.content !== 'none' && style.content !== 'normal') out[keyOf(el) + pseudo] = text(style);
      }
    }
    return out;
  });

/** What turning the whole stylesheet on changes: each element whose style differs, with the first property that does. */
async function changedByWholeStylesheet(page: Page) {
  // Fetched by now, though not applied: a print stylesheet downloads at low priority.
  await wholeStylesheet(page).evaluate(
    (link: HTMLLinkElement) =>
      new Promise<void>((loaded) => (link.sheet ? loaded() : link.addEventListener('load', () => loaded()))),
  );
  // Its rules readable: a stylesheet whose request failed has a sheet too, empty, and would change nothing.
  expect(await wholeStylesheet(page).evaluate((link: HTMLLinkElement) => link.sheet!.cssRules.length)).toBeGreaterThan(
    0,
  );
  const before = await styles(page);
  await wholeStylesheet(page).evaluate((link: HTMLLinkElement) => {
    link.media = 'all';
  });
  const after = await styles(page);
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((key) => before[key] !== after[key])
    .map((key) => {
      const was = before[key]?.split(';') ?? [];
      return `${key}: ${after[key]?.split(';').find((declaration) => !was.includes(declaration)) ?? 'gone'}`;
    });
}

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    for (const path of addresses) {
      test(`${path} styles itself from its HTML: the whole stylesheet stays off as it loads, and would change nothing`, async ({
        page,
      }) => {
        // Two readings of every element's whole style: slow on a busy machine.
        test.slow();
        if (path.endsWith('/404')) expectConsole(status404(path));
        await gotoHydrated(page, path);
        await expect(wholeStylesheet(page)).toHaveAttribute('media', 'print');
        expect(await changedByWholeStylesheet(page)).toEqual([]);
      });
    }
  });
}

/** Resolves with the whole stylesheet's media at the moment the first element is added to <main> after this call. */
const mediaWhenMainGrows = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((seen) => {
        const link = document.querySelector<HTMLLinkElement>('link[data-deferred]')!;
        // Observers are called in the order they began to observe: the controls script's, which turns it on, came first.
        new MutationObserver((records, observer) => {
          if (records.some((record) => [...record.addedNodes].some((node) => node instanceof Element))) {
            observer.disconnect();
            seen(link.media);
          }
        }).observe(document.body, { childList: true, subtree: true });
      }),
  );

test('the whole stylesheet is on before another page, shown by script, is drawn', async ({ page }) => {
  await gotoHydrated(page, '/');
  await expect(wholeStylesheet(page)).toHaveAttribute('media', 'print');
  const media = mediaWhenMainGrows(page);
  await page.getByRole('banner').getByRole('link', { name: 'Our Treatments' }).first().dispatchEvent('click');
  expect(await media).toBe('all');
  await expect(page).toHaveURL(/\/treatments$/);
});

test('the whole stylesheet is on before a form’s messages, shown by script, are drawn', async ({ page }) => {
  await openContactForm(page);
  await expect(wholeStylesheet(page)).toHaveAttribute('media', 'print');
  const media = mediaWhenMainGrows(page);
  await contact.form(page).evaluate((form: HTMLFormElement) => {
    form.noValidate = true;
  });
  await sendButton(contact, page).dispatchEvent('click');
  expect(await media).toBe('all');
});

test('without the controls script, which turns it on as script shows something new, the app turns it on as it starts', async ({
  page,
}) => {
  expectConsole(codeFailed('controls', 'net::ERR_FAILED'));
  await page.route('**/assets/controls-*.js', (route) => route.abort());
  await gotoHydrated(page, '/contact');
  await expect(wholeStylesheet(page)).toHaveAttribute('media', 'all');
});

test('should the whole stylesheet’s request fail, it is asked for again until it comes, and styles what script shows', async ({
  page,
}) => {
  expectConsole(loadFailed('http://[^/]+/assets/[\\w-]+\\.css', 'net::ERR_INTERNET_DISCONNECTED'));
  const css = { down: true, requests: 0 };
  await page.route('**/assets/*.css', (route) => {
    css.requests++;
    return css.down ? route.abort('internetdisconnected') : route.continue();
  });
  await gotoHydrated(page, '/');
  // Its own request, then the page's, then one more after a pause: it comes with the connection.
  await expect.poll(() => css.requests).toBe(2);
  css.down = false;
  // What a stylesheet that failed has is an empty sheet whose rules cannot be read.
  const loaded = () =>
    wholeStylesheet(page).evaluateAll((links: HTMLLinkElement[]) =>
      links.map((link) => {
        try {
          return link.sheet!.cssRules.length > 0;
        } catch {
          return false;
        }
      }),
    );
  await expect.poll(loaded).toEqual([true]);
  await page.getByRole('banner').getByRole('link', { name: 'Contact' }).first().click();
  await expect(page).toHaveURL(/\/contact$/);
  // The contact cards, drawn by script from another page, by rules only the whole stylesheet has for this one.
  await expect(page.getByRole('main').getByRole('listitem').first()).toHaveCSS('list-style-type', 'none');
  expect(css.requests).toBe(3);
});

// The header's height, which scroll targets and a phone's toasts clear, is a property of the root: changing it restyles
// every element, so the CSS assumes the one-row header and the controls script writes it only for two rows (a tablet).
for (const { width, rows } of [
  { width: 360, rows: 1 },
  { width: 768, rows: 2 },
  { width: 1280, rows: 1 },
]) {
  test(`at ${width} px the header is ${rows === 1 ? 'one row, as the CSS assumes: nothing written' : 'two rows: written'} at the root`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/');
    const [height, clear, written] = await page.evaluate(() => [
      document.querySelector<HTMLElement>('header[data-frame]')!.offsetHeight,
      getComputedStyle(document.documentElement).getPropertyValue('--header-clear'),
      document.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join(''),
    ]);
    expect(clear).toBe(`${height}px`);
    if (rows === 1) expect(written).toBe('');
    else expect(written).toContain(`--header-clear: ${height}px`);
  });
}

test('the header a new page brings is measured in its turn: scroll targets and toasts still clear it', async ({
  page,
}) => {
  const measured = () =>
    page.evaluate(() => {
      const height = document.querySelector<HTMLElement>('header[data-frame]')!.offsetHeight;
      return [
        height > 40,
        getComputedStyle(document.documentElement).getPropertyValue('--header-clear') === `${height}px`,
      ];
    });
  for (const width of [360, 768]) {
    await page.setViewportSize({ width, height: 800 });
    await gotoHydrated(page, '/');
    // As a visitor follows a link within the site, the app puts the new page's header in the old one's place.
    for (const key of ['contact', 'treatments']) {
      await page.evaluate((key) => document.querySelector<HTMLElement>(`header a[href="/${key}"]`)!.click(), key);
      await expect(page.locator('main')).toHaveAttribute('data-page', key);
      await expect.poll(measured).toEqual([true, true]);
    }
  }
});
