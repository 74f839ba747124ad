// How the Kannada site is drawn: no page scrolls sideways at any common width (the phone menu open too), the
// header's controls fit at 768 px, the logo's words keep their lines at 360 px, the booking dialog's service example
// is not cut on a 320 px phone, and Latin letters and digits in Kannada headings come from the Latin serif the stack names. Also writes screenshots of every
// Kannada page at 360 and 1280 px for a person to look at (nothing is asserted on them). kannada.spec.ts holds the
// Kannada glyphs' own font and 360 px headings; this spec does not repeat those.
import type { CDPSession, Page } from '@playwright/test';
import * as enMessages from '../../src/content/messages';
import * as knMessages from '../../src/content/kn/messages';
import { hoursLines as enHours } from '../../src/content/contact';
import { hoursLines as knHours } from '../../src/content/kn/contact';
import * as enSite from '../../src/content/site';
import * as knSite from '../../src/content/kn/site';
import { documents, type Language } from '../../src/lib/route-table.mjs';
import { expect, expectConsole, gotoHydrated, status404, test, twoFrames } from './fixtures';

/** Every document of a language the route table gives: each page in it, and its 404 page. */
const pathsIn = (lang: Language) => documents(lang).map(({ path }) => path);

const words = {
  en: { site: enSite, messages: enMessages },
  kn: { site: knSite, messages: knMessages },
} as const;

const widths = [320, 360, 768, 1024, 1280, 1440];

/** The phone layout's breakpoint (src/ui/kit.tsx): below it the navigation is a menu behind a button. */
const narrowBelow = 768;

const menuButton = (page: Page, lang: Language) =>
  page.getByRole('banner').getByRole('button', { name: words[lang].site.menuLabel });

/**
 * How far the page reaches past the viewport's width, in CSS px. Measured against clientWidth (the viewport less any
 * scrollbar), which is stricter than innerWidth: content that fits under the scrollbar only is still too wide.
 */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The open menu's parts that reach past the viewport's sides. The menu is fixed in place, so it widens nothing that
 * scrolls: the document's scrollWidth would not show it overflowing, and its own boxes are measured instead.
 */
const menuOutside = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(':popover-open, :popover-open *')]
      .filter((el) => el.getClientRects().length > 0)
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return (
          box.left < -0.5 ||
          box.right > document.documentElement.clientWidth + 0.5 ||
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => `${el.tagName} "${el.textContent?.trim().slice(0, 40)}"`),
  );

/** Sets the viewport's width, keeping a phone's or a screen's height, and waits for the layout to follow. */
async function setWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < narrowBelow ? 740 : 800 });
  await page.waitForFunction((w) => window.innerWidth === w, width);
}

/** Checks the page at each width, loaded once: resizing re-runs the media queries that lay it out. */
async function expectNoSidewaysScroll(page: Page, path: string, lang: Language, sizes: number[]) {
  await setWidth(page, sizes[0]!);
  await gotoHydrated(page, path);
  for (const width of sizes) {
    await setWidth(page, width);
    expect(await sidewaysOverflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
    const menu = menuButton(page, lang);
    if (width >= narrowBelow) continue;
    await expect(menu, `${path} at ${width} px: the menu button`).toBeVisible();
    await menu.click();
    await expect(page.locator(':popover-open')).toHaveCount(1);
    expect(await sidewaysOverflow(page), `${path} at ${width} px, menu open`).toBeLessThanOrEqual(0);
    expect(await menuOutside(page), `${path} at ${width} px, menu open`).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.locator(':popover-open')).toHaveCount(0);
  }
}

// Each test below loads several pages, or one page at several widths, on a machine that may be busy.
test.describe.configure({ timeout: 90_000 });

test.describe('no sideways scrolling', () => {
  for (const path of pathsIn('kn')) {
    test(`${path} at ${widths.join(', ')} px, the phone menu open too`, async ({ page }) => {
      if (path.endsWith('/404')) expectConsole(status404(path));
      await expectNoSidewaysScroll(page, path, 'kn', widths);
    });
  }
  for (const path of pathsIn('en')) {
    test(`${path} (English) at 320 and 768 px, the phone menu open too`, async ({ page }) => {
      if (path.endsWith('/404')) expectConsole(status404(path));
      await expectNoSidewaysScroll(page, path, 'en', [320, 768]);
    });
  }
});

test.describe('the Kannada header', () => {
  // 768 px is the first width with the navigation in the bar, in two rows up to 1240 px; wider, all in one row.
  for (const width of [768, 1024, 1280]) {
    test(`at ${width} px every control fits the viewport, none overlaps another, and no label is cut`, async ({
      page,
    }) => {
      await setWidth(page, width);
      expectConsole(status404('/kn/404'));
      for (const path of pathsIn('kn')) {
        await gotoHydrated(page, path);
        const controls = await page.getByRole('banner').evaluate((header) =>
          [...header.querySelectorAll<HTMLElement>('a, button')]
            .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
            .map((el) => {
              const { left, right, top, bottom } = el.getBoundingClientRect();
              return {
                name: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName,
                left,
                right,
                top,
                bottom,
                cut: el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1,
              };
            }),
        );
        const names = controls.map((c) => c.name);
        // Every item of the navigation, the language switch, the logo and Call Now are there to be checked.
        expect(names, path).toEqual(expect.arrayContaining([...knSite.navItems.map((i) => i.label), 'English']));
        const viewport = await page.evaluate(() => document.documentElement.clientWidth);
        const outside = controls.filter((c) => c.left < -0.5 || c.right > viewport + 0.5).map((c) => c.name);
        expect(outside, `${path}: controls reaching past the viewport`).toEqual([]);
        expect(
          controls.filter((c) => c.cut).map((c) => c.name),
          `${path}: controls whose words are cut`,
        ).toEqual([]);
        const overlapping = controls.flatMap((a, i) =>
          controls
            .slice(i + 1)
            .filter((b) => Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5)
            .filter((b) => Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5)
            .map((b) => `${a.name} × ${b.name}`),
        );
        expect(overlapping, `${path}: controls overlapping`).toEqual([]);
      }
    });
  }
});

test.describe("the header's logo", () => {
  // 360 px is the commonest phone width; the Kannada page's language switch ("English") is the wider of the two.
  for (const lang of ['en', 'kn'] as const) {
    test(`keeps each line of the clinic's name on one line at 360 px (${lang})`, async ({ page }) => {
      await setWidth(page, 360);
      await gotoHydrated(page, lang === 'en' ? '/' : '/kn/');
      const lines = await page
        .getByRole('banner')
        .getByRole('link')
        .first()
        .evaluate((logo) =>
          [...logo.querySelectorAll('span > span')].map((words) => {
            const range = document.createRange();
            range.selectNodeContents(words);
            return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
          }),
        );
      expect(lines).toEqual([1, 1]);
    });
  }

  test('keeps its tooth mark whole beside a clinic name of eight words at 360 px', async ({ page }) => {
    await setWidth(page, 360);
    await gotoHydrated(page, '/');
    const logo = page.getByRole('banner').getByRole('link').first();
    const tile = await logo.evaluate((link) => link.firstElementChild!.getBoundingClientRect().width);
    await logo.evaluate((link) => {
      const [first, rest] = link.querySelectorAll('span > span');
      first!.textContent = 'Sri';
      rest!.textContent = 'Venkateshwara Family Dental and Orthodontic Care Clinic';
    });
    expect(await logo.evaluate((link) => link.firstElementChild!.getBoundingClientRect().width)).toBe(tile);
  });
});

test.describe('the opening hours', () => {
  // A Kannada entry wraps at 360 px: with only a line break between them, its second line ran into the next entry.
  for (const lang of ['en', 'kn'] as const) {
    test(`set each entry apart from the next, wrapped or not, in the footer and on the contact page at 360 px (${lang})`, async ({
      page,
    }) => {
      await setWidth(page, 360);
      await gotoHydrated(page, lang === 'en' ? '/contact' : '/kn/contact');
      const entries = lang === 'en' ? enHours : knHours;
      for (const place of [page.getByRole('contentinfo'), page.getByRole('main')]) {
        const gaps = await place.evaluate((box, texts) => {
          const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
          const nodes: Text[] = [];
          while (walker.nextNode()) nodes.push(walker.currentNode as Text);
          const rows = texts.map((text) => {
            const node = nodes.find((candidate) => candidate.data === text)!;
            const range = document.createRange();
            range.selectNodeContents(node);
            const rects = [...range.getClientRects()];
            const leading = Number.parseFloat(getComputedStyle(node.parentElement!).lineHeight) - rects[0]!.height;
            return { top: rects[0]!.top, bottom: rects.at(-1)!.bottom, leading };
          });
          // Beyond the leading between two lines of one entry.
          return rows.slice(1).map((row, i) => row.top - rows[i]!.bottom - row.leading);
        }, entries);
        expect(gaps.length).toBeGreaterThan(0);
        for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(4);
      }
    });
  }
});

test.describe('the booking dialog at 320 px', () => {
  for (const lang of ['en', 'kn'] as const) {
    test(`shows the service field's whole example (${lang})`, async ({ page }) => {
      const { site, messages } = words[lang];
      await setWidth(page, 320);
      await gotoHydrated(page, lang === 'en' ? '/' : '/kn/');
      await menuButton(page, lang).click();
      const nav = page.getByRole('navigation', { name: site.navLabel });
      await nav.getByRole('button', { name: site.bookAppointmentLabel }).click();
      const dialog = page.getByRole('dialog', { name: messages.appointmentForm.title });
      await expect(dialog).toBeVisible();
      const field = dialog.getByLabel(messages.appointmentForm.service.label);
      await expect(field).toHaveAttribute('placeholder', messages.appointmentForm.service.placeholder);
      // The example is drawn by an element in the field's own (user-agent) shadow tree, which page scripts cannot
      // reach; the DevTools protocol can. Its words must lie inside the field's content box: an example too wide is
      // otherwise cut at the field's edge, with nothing in the page's DOM to say so.
      const box = await placeholderText(page, 'dialog[open] input[list]');
      expect(box.text, `the example is not drawn`).toBeGreaterThan(0);
      expect(box.outside, `the example's words reach past the field: ${JSON.stringify(box)}`).toEqual([]);
      expect(await field.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth), 'the dialog scrolls sideways').toBe(true);
    });
  }
});

/**
 * Where the words of a field's example (its placeholder) are drawn, against the field's content box: the sides they
 * reach past (with half a pixel to spare) and the width of the text.
 */
async function placeholderText(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  type Node = typeof root;
  /** The first node under `node`, itself included, that passes `test`, searching shadow trees too. */
  const findNode = (node: Node, test: (node: Node) => boolean): Node | undefined => {
    if (test(node)) return node;
    for (const child of [...(node.children ?? []), ...(node.shadowRoots ?? [])]) {
      const found = findNode(child, test);
      if (found) return found;
    }
    return undefined;
  };
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const input = findNode(root, (node) => node.nodeId === nodeId);
  // Chromium's element for the example is marked by an attribute value (its id, or its pseudo) naming it.
  const names = (node: Node) =>
    (node.attributes ?? []).some((value, i) => i % 2 === 1 && value.includes('placeholder'));
  const placeholder = input?.shadowRoots?.map((shadow) => findNode(shadow, names)).find(Boolean);
  if (!placeholder) throw new Error(`${selector} has no placeholder element`);
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: placeholder.backendNodeId });
  const { result } = await cdp.send('Runtime.callFunctionOn', {
    objectId: object.objectId!,
    returnByValue: true,
    functionDeclaration: `function () {
      const field = this.getRootNode().host;
      const style = getComputedStyle(field);
      const edge = field.getBoundingClientRect();
      const px = (name) => parseFloat(style.getPropertyValue(name));
      const content = {
        left: edge.left + px('border-left-width') + px('padding-left'),
        right: edge.right - px('border-right-width') - px('padding-right'),
        top: edge.top + px('border-top-width'),
        bottom: edge.bottom - px('border-bottom-width'),
      };
      const range = document.createRange();
      range.selectNodeContents(this);
      const text = range.getBoundingClientRect();
      const outside = ['left', 'top'].filter((side) => text[side] < content[side] - 0.5)
        .concat(['right', 'bottom'].filter((side) => text[side] > content[side] + 0.5));
      return { outside, text: text.width, textBox: [text.left, text.top, text.right, text.bottom], content };
    }`,
  });
  await cdp.detach();
  return result.value as { outside: string[]; text: number };
}

/** The fonts Chromium drew a node's text with (each family once), found by a selector. */
async function platformFonts(cdp: CDPSession, selector: string) {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  expect(nodeId, selector).toBeGreaterThan(0);
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return [...new Set(fonts.map((f) => f.familyName))];
}

const kannadaFont = /kannada|tunga|kedage|nirmala|sangam/i;

test.describe('Latin in Kannada headings', () => {
  test('on /kn/treatments, Latin letters and digits come from the stack’s first Latin serif, Kannada from a Kannada font', async ({
    page,
  }) => {
    // This machine has Noto Serif and Noto Serif Kannada, both named in the heading stack (src/styles/global.ts); the
    // families before them (Iowan Old Style, Palatino…) are absent. So the check is on the fonts really drawn: each
    // family of the stack is tried on its own to find the first one present, and the Latin glyphs must be from it, not
    // from the platform's default serif. Glyphs are attributed to fonts by drawing each script's runs in probes of
    // their own inside the heading (same inherited font), as Chromium reports fonts per node, not per glyph.
    await gotoHydrated(page, '/kn/treatments');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');

    // The headings, and the treatments' numbers drawn in the same serif beside them, that hold Latin or digits.
    const found = await page.evaluate(() => {
      const serif = getComputedStyle(document.querySelector('main h1')!).fontFamily;
      const candidates = [...document.querySelectorAll<HTMLElement>('main h1, main h2, main h3, main span')].filter(
        (el) => getComputedStyle(el).fontFamily === serif && /[A-Za-z0-9]/.test(el.textContent ?? ''),
      );
      candidates.forEach((el, index) => {
        const text = el.textContent ?? '';
        for (const [script, pattern] of [
          ['latin', /[A-Za-z0-9]+/g],
          ['kannada', /[\u0C80-\u0CFF\u200C\u200D]+/g],
        ] as const) {
          const runs = text.match(pattern);
          if (!runs) continue;
          const probe = document.createElement('span');
          probe.dataset.probe = `${index}-${script}`;
          probe.textContent = runs.join('');
          el.append(probe);
        }
      });
      // The stack, and the family each of its names resolves to when tried alone ("" when it is not installed).
      const families = serif.split(',').map((f) => f.trim().replace(/^"|"$/g, ''));
      for (const [index, family] of [...families, 'no-such-font-x'].entries()) {
        const probe = document.createElement('span');
        probe.dataset.family = String(index);
        probe.style.fontFamily = `"${family}"`;
        probe.textContent = 'Ag09';
        document.querySelector('main h1')!.append(probe);
      }
      return { serif, families, count: candidates.length, texts: candidates.map((el) => el.textContent) };
    });
    expect(found.count, 'headings or numbers with Latin or digits').toBeGreaterThan(0);
    // The fonts are read from the probes' layout: let the page draw them first (adding them turned the whole stylesheet
    // on, so that frame restyles the page; on a busy machine it can come after the first question below).
    await twoFrames(page);

    // The Latin families come first and the Kannada ones after: otherwise a Kannada font's own Latin would be used.
    const firstKannada = found.families.findIndex((f) => kannadaFont.test(f));
    const generic = found.families.length - 1;
    expect(found.families[generic]).toBe('serif');
    expect(firstKannada).toBeGreaterThan(0);

    // The platform's fallback for a name it lacks: what an absent family draws with.
    const fallback = await platformFonts(cdp, `[data-family="${found.families.length}"]`);
    let expected: string | undefined;
    for (const [index, family] of found.families.slice(0, firstKannada).entries()) {
      const used = await platformFonts(cdp, `[data-family="${index}"]`);
      if (used.includes(family) || used.join() !== fallback.join()) {
        expected = used[0];
        break;
      }
    }
    expect(expected, `none of ${found.families.slice(0, firstKannada).join(', ')} is installed`).toBeDefined();
    expect(fallback).not.toContain(expected);

    for (let index = 0; index < found.count; index++) {
      const label = `"${found.texts[index]}"`;
      expect(await platformFonts(cdp, `[data-probe="${index}-latin"]`), label).toEqual([expected]);
      const kannada = await page.locator(`[data-probe="${index}-kannada"]`).count();
      if (kannada) {
        const used = await platformFonts(cdp, `[data-probe="${index}-kannada"]`);
        expect(used.length, label).toBeGreaterThan(0);
        expect(
          used.filter((f) => !kannadaFont.test(f)),
          `${label}: Kannada drawn by ${used}`,
        ).toEqual([]);
      }
    }
  });
});

test.describe('screenshots for review', () => {
  // A test a page, so that a page of photos has its own time for them.
  for (const width of [360, 1280])
    for (const path of pathsIn('kn'))
      test(`${path} at ${width} px`, async ({ page }, testInfo) => {
        if (path.endsWith('/404')) expectConsole(status404(path));
        await setWidth(page, width);
        await gotoHydrated(page, path);
        const name = path.replace(/^\/kn\/?/, '').replace(/\//g, '-') || 'home';
        await page.screenshot({ path: testInfo.outputPath(`${width}-${name}.png`), fullPage: true });
      });
});
