// Proves a change to the CSS changes nothing a visitor sees: compares the computed styles of every element (and its
// ::before/::after) on two served builds, page by page, in the states the diff can reach: each page at 360, 768 and
// 1280 px, the phone menu open, the booking dialog with its errors, the floating panel open, the contact form's errors.
// Hover, focus, forced colours and print are beyond it. Prints each difference and exits 1 if there is one.
//   node tests/style-diff.mjs http://127.0.0.1:8091 http://127.0.0.1:8080 [path ...]   (before, after; serve both first)
// TEXT=2 sets the browser's text twice its size (as a phone's settings do); SCRIPT=off turns JavaScript off (the
// pages alone, each with the whole stylesheet <noscript> loads); INLINE=1 refuses the whole stylesheet, leaving each
// page its inline CSS, as it paints before that stylesheet comes.
import { chromium } from '@playwright/test';
import { documents, languages } from '../src/lib/route-table.mjs';
import { chromiumFlags, chromiumPath } from './chromium.mjs';

const [a, b, ...only] = process.argv.slice(2);
const paths = only.length ? only : languages.flatMap((lang) => documents(lang).map(({ path }) => path));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

/** @typedef {Record<string, Record<string, string>>} Styles each element's computed style, by its place in the tree */
/** @typedef {import('@playwright/test').Page} Page */

/** @returns {Styles} */
function dump() {
  /** @type {Styles} */
  const out = {};
  const keyOf = (/** @type {Element} */ el) => {
    const parts = [];
    for (let /** @type {Element | null} */ e = el; e && e !== document.documentElement; e = e.parentElement) {
      const i = e.parentElement ? [...e.parentElement.children].indexOf(e) : 0;
      parts.unshift(`${e.localName}${e.id && !/«|:r/.test(e.id) ? `#${e.id}` : ''}[${i}]`);
    }
    return parts.join('>');
  };
  const props = (/** @type {CSSStyleDeclaration} */ style) => {
    /** @type {Record<string, string>} */
    const o = {};
    // Custom properties are inputs (the build may rename them); what a visitor sees is the properties they resolve into.
    for (let i = 0; i < style.length; i++)
      if (!style[i].startsWith('--')) o[style[i]] = style.getPropertyValue(style[i]);
    return o;
  };
  for (const el of document.querySelectorAll('body, body *')) {
    if (el.closest('script, style, template, noscript')) continue;
    const key = keyOf(el);
    out[key] = props(getComputedStyle(el));
    for (const pseudo of ['::before', '::after']) {
      const s = getComputedStyle(el, pseudo);
      if (s.content && s.content !== 'none' && s.content !== 'normal') out[key + pseudo] = props(s);
    }
  }
  return out;
}

/**
 * @param {string} base
 * @param {string} path
 * @param {number} width
 * @param {((page: Page) => Promise<void>) | null} act
 */
async function state(base, path, width, act) {
  const script = process.env.SCRIPT !== 'off';
  const page = await browser.newPage({
    viewport: { width, height: 800 },
    reducedMotion: 'reduce',
    javaScriptEnabled: script,
  });
  await page.route('https://api.emailjs.com/**', (r) => r.abort());
  if (process.env.INLINE) await page.route(/\/assets\/site-[^/]*\.css$/, (r) => r.abort());
  const text = Number(process.env.TEXT || 1);
  const fontSizes = { standard: Math.round(16 * text), fixed: Math.round(13 * text) };
  if (text !== 1) await (await page.context().newCDPSession(page)).send('Page.setFontSizes', { fontSizes });
  await page.goto(base + path);
  if (script)
    await page
      .waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20000 })
      .catch(() => {});
  await page.waitForTimeout(300);
  if (act) await act(page);
  await page.mouse.move(0, 0);
  await page.waitForTimeout(250);
  const styles = await page.evaluate(dump);
  await page.close();
  return styles;
}

/** @type {Record<string, ((page: Page) => Promise<void>) | null>} */
const acts = {
  plain: null,
  menu: async (/** @type {Page} */ p) => {
    await p.locator('header nav button[popovertarget]').click();
  },
  dialog: async (/** @type {Page} */ p) => {
    const menu = p.locator('header nav button[popovertarget]');
    if (await menu.isVisible()) await menu.click();
    await p.locator('header nav button[commandfor]').click();
    await p.locator('dialog[open] form button[type=submit]').click();
  },
  fab: async (/** @type {Page} */ p) => {
    await p.locator('[data-fab] button[popovertarget]').first().click();
  },
  contact: async (/** @type {Page} */ p) => {
    await p.locator('form[name=contact] button[type=submit]').click();
  },
};
/** @type {[string, number, string][]} */
const plan = [];
for (const path of paths) for (const w of [360, 768, 1280]) plan.push([path, w, 'plain']);
// With no script, the pages alone: the menu is rows of links, the forms say how to reach the clinic.
for (const path of process.env.SCRIPT === 'off' ? [] : ['/', '/kn/']) {
  plan.push([path, 360, 'menu'], [path, 360, 'dialog'], [path, 1280, 'dialog'], [path, 360, 'fab']);
}
for (const path of process.env.SCRIPT === 'off' ? [] : ['/contact', '/kn/contact'])
  plan.push([path, 360, 'contact'], [path, 1280, 'contact']);

let differences = 0;
for (const [path, w, name] of plan) {
  if (only.length && !only.includes(path)) continue;
  const [x, y] = [await state(a, path, w, acts[name]), await state(b, path, w, acts[name])];
  const lines = [];
  for (const key of new Set([...Object.keys(x), ...Object.keys(y)])) {
    if (!x[key] || !y[key]) {
      lines.push(`  ${key}: only in ${x[key] ? 'A' : 'B'}`);
      continue;
    }
    for (const p of new Set([...Object.keys(x[key]), ...Object.keys(y[key])]))
      if (x[key][p] !== y[key][p])
        lines.push(`  ${key.split('>').slice(-3).join('>')} ${p}: ${x[key][p]} → ${y[key][p]}`);
  }
  differences += lines.length;
  console.log(`${path} ${w} ${name}: ${lines.length ? `${lines.length} differences` : 'same'}`);
  for (const l of lines.slice(0, 12)) console.log(l);
}
await browser.close();
console.log(differences ? `${differences} differences` : 'no differences');
process.exit(differences ? 1 : 0);
