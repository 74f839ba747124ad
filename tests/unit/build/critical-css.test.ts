import { describe, expect, it } from 'vitest';
import { inlineCss, usedCss } from '../../../src/build/critical-css.mjs';

describe('the first screen’s CSS', () => {
  const css =
    '.a{color:red}.b{color:blue}.a .b{margin:0}@media(max-width:10px){.a{padding:0}.b{padding:1px}}' +
    ".a[data-fab=compact]{opacity:0}[data-label='busy'].a{opacity:1}@keyframes k{from{opacity:0}}";

  it('keeps the rules whose classes and data- states the HTML carries, media groups trimmed, keyframes whole', () => {
    expect(usedCss(css, new Set(['a']), new Set(['data-label=busy']))).toBe(
      ".a{color:red}@media(max-width:10px){.a{padding:0}}[data-label='busy'].a{opacity:1}@keyframes k{from{opacity:0}}",
    );
  });

  it('leaves a state that script sets later (the floating button turning compact) to the whole stylesheet', () => {
    const html = '<main><p class="a" data-fab="">x</p></main><footer></footer><style></style>';
    const { html: page, hash } = inlineCss(html, css);
    expect(page).toContain('<style>.a{color:red}');
    expect(page).not.toContain('compact');
    expect(inlineCss(html.replace('data-fab=""', 'data-fab="compact"'), css).html).toContain('.a[data-fab=compact]');
    expect(hash).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('ends the first screen before a part that begins near its edge, never inside it', () => {
    const words = (n: number) => `<p>${'x'.repeat(n)}</p>`;
    // A part opening 300 characters before the cut is left out whole, its inner classes with it.
    const late = `<main id="main">${words(4200)}<div class="a"><span class="b">y</span>${words(600)}</div></main><footer></footer><style></style>`;
    expect(inlineCss(late, css).html).toContain('<style>@keyframes k{from{opacity:0}}</style>');
    // A part that opened well before the cut stays in, inner classes before the cut included.
    const early = `<main id="main">${words(3000)}<div class="a"><span class="b">y</span>${words(2000)}</div></main><footer></footer><style></style>`;
    expect(inlineCss(early, css).html).toContain('<style>.a{color:red}.b{color:blue}.a .b{margin:0}');
  });

  it('styles the footer only where <main> is short enough for the footer to share its first screen', () => {
    const footer = '<footer class="b">z</footer><style></style>';
    // A short page (a 404): the footer is on the first screen.
    expect(inlineCss(`<main><p class="a">x</p></main>${footer}`, css).html).toContain(
      '<style>.a{color:red}.b{color:blue}',
    );
    // A long one: it is far below, and comes with the whole stylesheet.
    const long = inlineCss(`<main><p class="a">${'x'.repeat(5000)}</p></main>${footer}`, css).html;
    expect(long).toContain('<style>.a{color:red}@media');
    expect(long).not.toContain('.b{color:blue}');
  });
});
