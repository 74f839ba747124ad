// A clinic's own facts may be longer than the sample's: an email with no hyphen, an area written as one long word, a
// landline with its city code. Written into the built pages wherever the sample's stand (as a build of that config
// would write them), they wrap: no page scrolls sideways on a 360 px phone, in either language, nor does the floating
// panel; and Call Now's number stays on one line in the header at 1280 px, beside a sixth page in the navigation. An
// email a little too wide for its line breaks between its parts, never inside a word.
import type { Page } from '@playwright/test';
import { config, placeInEnglish, placeInKannada } from '../../src/config';
import { callNowLabel } from '../../src/content/site';
import { callNowLabel as kannadaCallNowLabel } from '../../src/content/kn/site';
import { enlargeText, expect, gotoHydrated, test } from './fixtures';

const [mailbox, domain] = config.email.split('@') as [string, string];
/** A domain as the page writes it: two texts, either side of the break before its last dot. */
const split = (name: string) => [name.slice(0, name.lastIndexOf('.')), name.slice(name.lastIndexOf('.'))] as const;
const long = {
  mailbox: 'namaskara.sampigesmiles',
  domain: 'sampigesmilesindiranagar.in',
  phone: '+91 80 4123 4567',
  area: { en: 'HALSecondStageDoopanahalliIndiranagar', kn: 'ಹೆಚ್ಎಎಲ್ಎರಡನೇಹಂತದೂಪನಹಳ್ಳಿಇಂದಿರಾನಗರ' },
  /** A page a clinic adds to the navigation (docs/house.md, "Adding a page"). */
  sixthPage: { en: 'FAQ', kn: 'ಪ್ರಶ್ನೋತ್ತರ' },
};
/** An email a little wider than a phone's line at 200 % text, its parts each narrower. */
const wider = { mailbox: 'namaskara', domain: 'sampigesmiles.in' };

const languages = [
  { lang: 'en', paths: ['/', '/contact'], area: placeInEnglish().area, callNow: callNowLabel },
  { lang: 'kn', paths: ['/kn/', '/kn/contact'], area: placeInKannada().area, callNow: kannadaCallNowLabel },
] as const;

/** Puts the long facts in place of the sample's in every text of the page, an address written in parts included. */
async function lengthen(
  page: Page,
  area: { from: string; to: string },
  email: { mailbox: string; domain: string } = long,
) {
  const swaps: [string, string][] = [
    [config.email, `${email.mailbox}@${email.domain}`],
    [domain, email.domain],
    [config.phone.display, long.phone],
    [area.from, area.to],
  ];
  // Texts that are a part of the address alone, either side of its breaks (src/ui/email.tsx).
  const [name, end] = split(domain);
  const [longName, longEnd] = split(email.domain);
  const parts: [string, string][] = [
    [`${mailbox}@`, `${email.mailbox}@`],
    [name, longName],
    [end, longEnd],
  ];
  await page.evaluate(
    ([swaps, parts]) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const [from, to] of swaps) node.textContent = node.textContent!.replaceAll(from, to);
        for (const [from, to] of parts) if (node.textContent === from) node.textContent = to;
      }
    },
    [swaps, parts] as const,
  );
}

/** How far the page reaches past the viewport's width, in CSS px. */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const { lang, paths, area, callNow } of languages) {
  test.describe(`long facts in ${lang === 'en' ? 'English' : 'Kannada'}`, () => {
    for (const path of paths) {
      test(`${path} does not scroll sideways at 360 px`, async ({ page }) => {
        await page.setViewportSize({ width: 360, height: 740 });
        await gotoHydrated(page, path);
        await lengthen(page, { from: area, to: long.area[lang] });
        await expect(page.getByRole('contentinfo')).toContainText(`${long.mailbox}@${long.domain}`);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
      });
    }

    // On the home page's first screen nothing is under the floating button, so it stands in full to be opened.
    test(`${paths[0]} keeps the floating panel within a 360 px phone`, async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 740 });
      await gotoHydrated(page, paths[0]);
      await lengthen(page, { from: area, to: long.area[lang] });
      await page.locator('[data-fab] button[popovertarget]').click();
      const panel = page.locator('[data-fab] :popover-open');
      await expect(panel).toContainText(long.phone);
      expect(await panel.evaluate((el) => el.scrollWidth - el.clientWidth), 'the panel scrolls sideways').toBe(0);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });

    test(`${paths[0]} keeps Call Now's number on one line at 1280 px, a sixth page beside it`, async ({ page }) => {
      await gotoHydrated(page, paths[0]);
      await lengthen(page, { from: area, to: long.area[lang] });
      await page
        .getByRole('banner')
        .locator('nav li:last-child')
        .evaluate((item, label) => {
          const sixth = item.cloneNode(true) as HTMLElement;
          sixth.querySelector('a')!.textContent = label;
          item.after(sixth);
        }, long.sixthPage[lang]);
      const number = page
        .getByRole('banner')
        .getByRole('link', { name: new RegExp(callNow) })
        .getByText(long.phone, { exact: true });
      const { height, lineHeight } = await number.evaluate((el) => ({
        height: el.getBoundingClientRect().height,
        lineHeight: Number.parseFloat(getComputedStyle(el).lineHeight),
      }));
      expect(height / lineHeight, 'lines of the number').toBeLessThan(1.5);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test('an email breaks after its @ and before its last dot, never inside a word, at 200 % text on a 360 px phone', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await enlargeText(page, 2);
  const area = placeInEnglish().area;
  for (const path of ['/contact', '/privacy']) {
    await gotoHydrated(page, path);
    await lengthen(page, { from: area, to: area }, wider);
    // Each link's lines, and each of its texts' lines: a text on two lines is a word broken inside.
    const links = await page.locator('a[href^="mailto:"]').evaluateAll((links) =>
      links
        .filter((link) => link.getClientRects().length > 0)
        .map((link) => {
          const range = document.createRange();
          const lines = () => new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
          range.selectNodeContents(link);
          const all = lines();
          const texts: string[] = [];
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            range.selectNodeContents(text);
            if (lines() > 1) texts.push(text.textContent!);
          }
          return { all, texts };
        }),
    );
    expect(links.length, path).toBeGreaterThan(0);
    for (const { all, texts } of links) {
      expect(all, `${path}: the address takes more than a line`).toBeGreaterThan(1);
      expect(texts, path).toEqual([]);
    }
  }
});
