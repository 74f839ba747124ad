import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineCss, shortProperties, usedCss } from '../../../src/build/critical-css.mjs';

describe('each page’s inline CSS', () => {
  const css =
    '.a{color:red}.b{color:blue}.a .b{margin:0}@media(max-width:10px){.a{padding:0}.b{padding:1px}}' +
    ".a[data-fab=compact]{opacity:0}[data-label='busy'].a{opacity:1}@keyframes k{from{opacity:0}}";

  it('keeps the rules whose classes and data- states the HTML carries, media groups trimmed, keyframes whole', () => {
    expect(usedCss(css, new Set(['a']), new Set(['data-label=busy']))).toBe(
      ".a{color:red}@media(max-width:10px){.a{padding:0}}[data-label='busy'].a{opacity:1}@keyframes k{from{opacity:0}}",
    );
  });

  it('and, given the page’s elements, leaves the rules for elements it lacks (a textarea’s, on a page with none)', () => {
    const sheet =
      'textarea.a{resize:none}input.a,textarea.a{margin:0}.a:not(textarea) span{gap:0}html:has(dialog:modal) .a{top:0}' +
      '.a:lang(kn){color:red}[data-x="p textarea"].a{opacity:1}';
    expect(usedCss(sheet, new Set(['a']), new Set(['data-x=p textarea']), new Set(['html', 'input', 'span']))).toBe(
      'input.a,textarea.a{margin:0}.a:not(textarea) span{gap:0}.a:lang(kn){color:red}[data-x="p textarea"].a{opacity:1}',
    );
    const { html } = inlineCss('<form><textarea class="a"></textarea></form><style></style>', sheet);
    expect(html).toContain('<style>textarea.a{resize:none}input.a,textarea.a{margin:0}');
  });

  it('leaves the rules for scripting off to the whole stylesheet, which <noscript> loads before the first paint', () => {
    expect(usedCss('.a{color:red}@media(scripting:none){.a{color:blue}}', new Set(['a']), new Set())).toBe(
      '.a{color:red}',
    );
  });

  it('leaves the rules for forced colours to the whole stylesheet, which the controls script turns on for them', () => {
    const css = '.a{color:red}@media (forced-colors:active){[aria-current=page]{text-decoration:underline}}';
    expect(usedCss(css, new Set(['a']), new Set())).toBe('.a{color:red}');
  });

  it('leaves a state that script sets later to the whole stylesheet, unless the controls script sets it from the first paint', () => {
    const html = '<main><p class="a" data-fab="">x</p></main><footer></footer><style></style>';
    const { html: page, hash } = inlineCss(html, css);
    expect(page).toContain('<style>.a{color:red}');
    expect(page).not.toContain('compact');
    expect(inlineCss(html, css, ['data-fab=compact']).html).toContain('.a[data-fab=compact]');
    expect(inlineCss(html.replace('data-fab=""', 'data-fab="compact"'), css).html).toContain('.a[data-fab=compact]');
    // The policy's source for that very <style>, or the browser would refuse it.
    const inline = /<style>([^<]*)<\/style>/.exec(page)![1]!;
    expect(hash).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });

  it('styles the whole page, however far down a part begins: the end of a long <main>, the footer', () => {
    const long = inlineCss(
      `<main><p class="a">${'x'.repeat(20000)}</p><p class="b">y</p></main><footer class="b">z</footer><style></style>`,
      css,
    ).html;
    expect(long).toContain(
      '<style>.a{color:red}.b{color:blue}.a .b{margin:0}@media(max-width:10px){.a{padding:0}.b{padding:1px}}',
    );
  });

  it('gives the custom properties short names, the same in every rule, but keeps those a script names', () => {
    const sheet =
      ':root{--color-ink:#111;--header-clear:4rem;--gap:var(--color-ink)}.a{color:var(--color-ink);top:var(--header-clear)}';
    expect(shortProperties(sheet, 'sheet.replaceSync(":root{--header-clear:" + h + "px}")')).toBe(
      ':root{--0:#111;--header-clear:4rem;--1:var(--0)}.a{color:var(--0);top:var(--header-clear)}',
    );
  });

  it('keeps the animations its rules run, not the others (a toast appears only once the whole stylesheet is on)', () => {
    const sheet =
      '.a{animation:rise 1s}@keyframes rise{from{opacity:0}}@keyframes toast-in{0%{opacity:0}to{opacity:1}}';
    const { html } = inlineCss('<p class="a"></p><style></style>', sheet);
    expect(html).toContain('<style>.a{animation:rise 1s}@keyframes rise{from{opacity:0}}</style>');
  });

  it('writes side by side blocks of one media condition as one, in their order', () => {
    const sheet =
      '@media(x){.a{color:red}}.b{color:blue}@media(x){.a{margin:0}}@media(x){.a{padding:0}}@media(y){.a{gap:0}}';
    const { html } = inlineCss('<p class="a"></p><style></style>', sheet);
    expect(html).toContain('<style>@media(x){.a{color:red}.a{margin:0}.a{padding:0}}@media(y){.a{gap:0}}</style>');
  });

  it('keeps every custom property a used one reads, whichever of its values does (a row’s tint differs by tone)', () => {
    const sheet =
      ':root{--fresh:green;--warm:orange;--unused:red}.r[data-tone=fresh]{--tint:var(--fresh)}' +
      '.r[data-tone=warm]{--tint:var(--warm)}.r{background:var(--tint)}';
    const html = '<li class="r" data-tone="fresh"></li><li class="r" data-tone="warm"></li><style></style>';
    expect(inlineCss(html, sheet).html).toContain('<style>:root{--fresh:green;--warm:orange}');
  });
});
