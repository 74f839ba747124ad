// Layout shifts as the page reports them (PerformanceObserver 'layout-shift'), on loopback at four widths: which loads
// shift, by how much and what moved. Lighthouse gives one CLS figure per run; this says where it comes from. A shift
// that comes and goes between loads of one build is a race (a first paint before the stylesheet, a part's code, the
// floating button's check), so every page is loaded `runs` times at every width.
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { targets } from './site.mjs';

const widths = [360, 412, 768, 1280];
const lighthousePhone = { width: 412, height: 823 };

/**
 * One load of `url`: the shifts it reported, each its score and what moved ("svg in .h1rhync7", "BUTTON.b5rir67 …").
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {number} width
 * @returns {Promise<{ value: number, sources: string }[]>}
 */
async function shiftsOf(browser, url, width) {
  // At 412 px, Lighthouse's phone (its screen, touch and 4× slower CPU): a race between parsing, the stylesheet and
  // the controls script shows on a slow CPU, rarely on this machine's own speed.
  const phone = width === lighthousePhone.width;
  const page = await browser.newPage(
    phone
      ? { viewport: lighthousePhone, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width, height: width < 500 ? 800 : 900 } },
  );
  try {
    if (phone) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      /** @type {{ value: number, sources: string }[]} */
      const shifts = [];
      Object.assign(window, { shifts });
      const name = (/** @type {Node | null | undefined} */ node) =>
        node instanceof Element ? `${node.localName}.${node.getAttribute('class')?.split(' ').join('.') ?? ''}` : '?';
      new PerformanceObserver((list) => {
        for (const entry of /** @type {any[]} */ (list.getEntries()))
          shifts.push({
            value: entry.value,
            sources: entry.sources
              .map((/** @type {any} */ s) =>
                s.node?.localName === 'svg' ? `svg in ${name(s.node.parentElement)}` : name(s.node),
              )
              .join(', '),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    // Hydration, the parts loaded after it and the floating button's checks have had their frames.
    await page.waitForTimeout(1_500);
    return await page.evaluate(() => /** @type {any} */ (window).shifts);
  } finally {
    await page.close();
  }
}

/**
 * Loads every page of the working tree `runs` times at each width; returns the Markdown to print.
 * @param {string} origin
 * @param {number} runs
 */
export async function shiftsReport(origin, runs) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags, headless: true });
  const rows = [];
  try {
    for (const { path } of targets)
      for (const width of widths) {
        const loads = [];
        for (let n = 0; n < runs; n++) loads.push(await shiftsOf(browser, origin + path, width));
        const scores = loads.map((shifts) => shifts.reduce((sum, { value }) => sum + value, 0));
        const moved = [...new Set(loads.flat().map(({ sources }) => sources))];
        console.log(`  shifts ${path.padEnd(18)} ${width} px  ${scores.map((s) => s.toFixed(4)).join(' ')}`);
        if (moved.length)
          rows.push(
            `| \`${path}\` | ${width} | ${scores.filter(Boolean).length} of ${runs} | ${Math.max(...scores).toFixed(4)} | ${moved.join('; ')} |`,
          );
      }
  } finally {
    await browser.close();
  }
  return [
    `**Layout shifts** read in the page on loopback, ${widths.join(', ')} px wide (412 px as Lighthouse's phone: 412 × 823, touch, CPU 4× slower; the others unthrottled), ${runs} loads each; only the page and width pairs where some load shifted:`,
    '',
    '| Page | Width | Loads that shifted | Largest sum | What moved |',
    '|---|---:|---:|---:|---|',
    ...(rows.length ? rows : ['| (none) | | | | |']),
  ].join('\n');
}
