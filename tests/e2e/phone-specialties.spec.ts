// Our Specialties on a phone: the circle of tabs, its card brought into view, and a sixth specialty laid out.
import type { Page } from '@playwright/test';
import { specialties } from '../../src/content/specialties';
import { specialties as knSpecialties } from '../../src/content/kn/specialties';
import { addSixthSpecialtyTab, enlargeText, expect, gotoHydrated, phone, test, twoFrames } from './fixtures';

test.describe('Our Specialties on a phone', () => {
  test.use({ ...phone, viewport: { width: 360, height: 640 } });
  const panelTitle = (page: Page) => page.getByRole('tabpanel').getByRole('heading');

  test('tapping a specialty whose card is below the screen brings the card into view, clear of the header', async ({
    page,
  }) => {
    await gotoHydrated(page, '/');
    // The circle at the top of the screen: its card starts below the fold.
    await page
      .getByRole('tablist')
      .evaluate((list) => list.parentElement!.scrollIntoView({ block: 'start', behavior: 'instant' }));
    await expect(panelTitle(page)).not.toBeInViewport();
    await page.getByRole('tab', { name: 'Laser Dentistry' }).tap();
    await expect(panelTitle(page)).toHaveText('Laser Dentistry');
    await expect(panelTitle(page)).toBeInViewport({ ratio: 1 });
    const header = (await page.getByRole('banner').boundingBox())!;
    expect((await page.getByRole('tabpanel').boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });

  test('tapping a specialty whose card is already on screen does not move the page', async ({ page }) => {
    await gotoHydrated(page, '/');
    // The card's top halfway down the screen, the circle's lower icons above it.
    await page
      .getByRole('tabpanel')
      .evaluate((panel) => scrollBy({ top: panel.getBoundingClientRect().top - innerHeight / 2, behavior: 'instant' }));
    const tab = page.getByRole('tab', { name: 'Dental Implants' });
    await expect(tab).toBeInViewport({ ratio: 1 });
    const before = await page.evaluate(() => scrollY);
    await tab.tap();
    await expect(panelTitle(page)).toHaveText('Dental Implants');
    await twoFrames(page);
    expect(await page.evaluate(() => scrollY)).toBe(before);
  });

  test('glides to the card when motion is welcome, and jumps when the visitor asks for less', async ({ browser }) => {
    /**
     * The scroll positions the page passes through, frame by frame, after a tap, until it has been still for 10 frames.
     */
    const scrollPath = async (reducedMotion: 'reduce' | 'no-preference') => {
      const context = await browser.newContext({ ...phone, viewport: { width: 360, height: 640 }, reducedMotion });
      const page = await context.newPage();
      await gotoHydrated(page, '/');
      await page
        .getByRole('tablist')
        .evaluate((list) => list.parentElement!.scrollIntoView({ block: 'start', behavior: 'instant' }));
      const path = page.evaluate(
        () =>
          new Promise<number[]>((done) => {
            const seen = [scrollY];
            let still = 0;
            const frame = () => {
              if (scrollY === seen.at(-1)) still++;
              else {
                seen.push(scrollY);
                still = 0;
              }
              if (still > 10 && seen.length > 1) done(seen);
              else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
      await page.getByRole('tab', { name: 'Aligners' }).tap();
      const seen = await path;
      await context.close();
      return seen;
    };
    // A glide passes through at least one position between where it starts and where it stops (a starved machine
    // draws fewer frames of it, so the count of frames is not the point); a jump goes straight there.
    expect((await scrollPath('no-preference')).length).toBeGreaterThan(2);
    expect((await scrollPath('reduce')).length).toBe(2);
  });

  /**
   * Every name's box on the circle, and the boxes it must keep clear of: the icons (with the chosen one's halo) and the
   * hub.
   */
  const circleBoxes = (page: Page) =>
    page.getByRole('tablist').evaluate((list) => {
      const box = (el: Element, grow = 0) => {
        const r = el.getBoundingClientRect();
        return {
          left: r.left - grow,
          right: r.right + grow,
          top: r.top - grow,
          bottom: r.bottom + grow,
          what: el.textContent,
        };
      };
      const tabs = [...list.children];
      return {
        names: tabs.map((tab) => box(tab.lastElementChild!)),
        // The chosen icon's halo reaches 7 px beyond it.
        obstacles: [
          ...tabs.map((tab) => box(tab.firstElementChild!, 7)),
          box(list.parentElement!.querySelector('[aria-hidden="true"]')!),
        ],
      };
    });
  const overlap = (a: { left: number; right: number; top: number; bottom: number }, b: typeof a) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

  test('reports no layout shift on the circle as the whole stylesheet turns on: nothing there moves on screen', async ({
    page,
  }) => {
    // Chromium reported one (0.003, from a box near the top of the screen) on the hub's and two tabs' icons, far below
    // the first screen, when the stylesheet placed them with a transform; each load alike.
    await page.addInitScript(() => {
      const onCircle: string[] = [];
      Object.assign(window, { onCircle });
      new PerformanceObserver((list) => {
        const circle = document.querySelector('[role=tablist]')?.parentElement;
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
          for (const { node } of entry.sources)
            if (node && circle?.contains(node)) onCircle.push((node as Element).outerHTML.slice(0, 80));
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await gotoHydrated(page, '/');
    // As the page's script turns it on before it first shows something the HTML lacked (src/lib/dom.ts).
    await page.locator('link[data-deferred]').evaluate((link: HTMLLinkElement) => {
      link.media = 'all';
    });
    await twoFrames(page);
    expect(await page.evaluate(() => (window as unknown as { onCircle: string[] }).onCircle)).toEqual([]);
  });

  test('sets the names clear of every icon, the hub and each other', async ({ page }) => {
    await gotoHydrated(page, '/');
    const { names, obstacles } = await circleBoxes(page);
    expect(names).toHaveLength(specialties.length);
    for (const name of names) {
      expect(
        obstacles.filter((o) => overlap(name, o)).map((o) => o.what),
        name.what!,
      ).toEqual([]);
      expect(
        names.filter((other) => other !== name && overlap(name, other)).map((o) => o.what),
        name.what!,
      ).toEqual([]);
    }
  });

  for (const [home, items] of [
    ['/', specialties],
    ['/kn/', knSpecialties],
  ] as const)
    for (const scale of [1.25, 1.5, 2])
      test(`${home} with text at ${scale * 100} %: the specialties overlap nothing, and no name breaks inside a word`, async ({
        page,
      }) => {
        await enlargeText(page, scale);
        await gotoHydrated(page, home);
        const tabs = page.getByRole('tab');
        await expect(tabs).toHaveCount(items.length);
        const boxes = await tabs.evaluateAll((all) => all.map((tab) => tab.getBoundingClientRect().toJSON()));
        for (const [i, box] of boxes.entries())
          expect(
            boxes.filter((other) => other !== box && overlap(box, other)),
            items[i].title,
          ).toEqual([]);
        // A word that breaks runs over two lines: its range has a box on each.
        const broken = await tabs.evaluateAll((all) =>
          all
            .flatMap((tab) => {
              const text = tab.lastElementChild!.firstChild!;
              const words = [...(text.textContent ?? '').matchAll(/\S+/g)];
              return words.filter((word) => {
                const range = document.createRange();
                range.setStart(text, word.index);
                range.setEnd(text, word.index + word[0].length);
                return range.getClientRects().length > 1;
              });
            })
            .map((word) => word[0]),
        );
        expect(broken).toEqual([]);
      });

  test('lays out a sixth specialty on the same circle, all six evenly spaced from the top', async ({ page }) => {
    await gotoHydrated(page, '/');
    const list = page.getByRole('tablist');
    await addSixthSpecialtyTab(page);
    const listBox = (await list.boundingBox())!;
    const [cx, cy] = [listBox.x + listBox.width / 2, listBox.y + listBox.height / 2];
    const icons = await list.getByRole('tab').evaluateAll((tabs) =>
      tabs.map((tab) => {
        const r = tab.firstElementChild!.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
      }),
    );
    expect(icons).toHaveLength(6);
    const radii = icons.map((p) => Math.hypot(p.x - cx, p.y - cy));
    expect(Math.max(...radii) - Math.min(...radii)).toBeLessThan(2);
    // Clockwise from the top in steps of 60°.
    const angles = icons.map((p) => ((Math.atan2(p.x - cx, cy - p.y) * 180) / Math.PI + 360) % 360);
    for (const [i, angle] of angles.entries()) expect(Math.abs(((angle - i * 60 + 540) % 360) - 180)).toBeLessThan(2);
    const { names, obstacles } = await circleBoxes(page);
    for (const name of names)
      expect(
        obstacles.filter((o) => overlap(name, o)).map((o) => o.what),
        name.what!,
      ).toEqual([]);
  });
});
