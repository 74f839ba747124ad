import { describe, expect, it } from 'vitest';
import { filesNamedIn } from '../../../src/offline/named-files.mjs';

describe('filesNamedIn', () => {
  it("names a page's scripts, stylesheet, icons, pictures and tab icons once each", () => {
    const html = [
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml"><link rel="icon" href="/favicon-32.png" sizes="32x32">',
      '<link rel="stylesheet" href="/assets/site-ab12.css">',
      '<script type="module" src="/assets/main-cd34.js"></script>',
      '<svg><use href="/assets/icons-ef56.svg#phone"></use></svg><svg><use href="/assets/icons-ef56.svg#mail"></use></svg>',
      '<img src="/images/interior/reception.svg" alt="">',
      '<img src="/assets/cases/a-1-800.jpg" alt="">',
    ].join('');
    expect(filesNamedIn(html)).toEqual([
      '/favicon.svg',
      '/favicon-32.png',
      '/assets/site-ab12.css',
      '/assets/main-cd34.js',
      '/assets/icons-ef56.svg',
      '/images/interior/reception.svg',
      '/assets/cases/a-1-800.jpg',
    ]);
  });

  it("leaves out pages, the site's other files and other sites' addresses", () => {
    const html =
      '<a href="/contact">Contact</a><link rel="manifest" href="/manifest.webmanifest">' +
      '<link rel="apple-touch-icon" href="/apple-touch-icon.png"><a href="https://maps.example/assets/x.js">Map</a>';
    expect(filesNamedIn(html)).toEqual([]);
  });
});
