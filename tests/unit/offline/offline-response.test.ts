import { describe, expect, it } from 'vitest';
import { askedAddress } from '../../../src/lib/dom';
import { isPage, offlineResponse } from '../../../src/offline/offline-response';

const pages = {
  '/': `<html lang="en"><code>${askedAddress}</code><a href="${askedAddress}">Try again</a></html>`,
  '/kn/': `<html lang="kn"><code>${askedAddress}</code></html>`,
};
const headers = { 'Content-Security-Policy': "default-src 'self'" };
const page = (path: string) => offlineResponse(`https://clinic.example${path}`, pages, headers).text();

describe('the offline page the worker answers with', () => {
  it('names the address asked for, query and all, in the text and the link', async () => {
    expect(await page('/treatments?from=home')).toBe(
      '<html lang="en"><code>/treatments?from=home</code><a href="/treatments?from=home">Try again</a></html>',
    );
  });

  it('writes that address as text, never as markup or a replacement pattern', async () => {
    const html = await page(`/a'b?x=1&y="2"&z=$&$'`);
    expect(html).toContain('<code>/a&#39;b?x=1&amp;y=%222%22&amp;z=$&amp;$%27</code>');
    expect(html).toContain('href="/a&#39;b?x=1&amp;y=%222%22&amp;z=$&amp;$%27"');
  });

  it('keeps its link on the site for an address that starts with two slashes, which a link reads as another site', async () => {
    expect(await page('//evil.example/steal?x=1')).toBe(
      '<html lang="en"><code>/evil.example/steal?x=1</code><a href="/evil.example/steal?x=1">Try again</a></html>',
    );
  });

  it('is in Kannada under /kn, and in English elsewhere', async () => {
    expect(await page('/kn/contact')).toContain('lang="kn"');
    expect(await page('/kn')).toContain('lang="kn"');
    expect(await page('/knee')).toContain('lang="en"');
    expect(await page('/contact')).toContain('lang="en"');
  });

  it('is HTML with the site’s headers, never stored', () => {
    const response = offlineResponse('https://clinic.example/x', pages, headers);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
  });
});

describe('what the worker takes for a page', () => {
  const request = (url: string, mode: RequestMode = 'cors') =>
    ({ url: `https://clinic.example${url}`, mode }) as Request;
  it('is a navigation, or a fetch of an address without a file name extension', () => {
    expect(isPage(request('/robots.txt', 'navigate'))).toBe(true);
    expect(['/', '/kn/', '/contact', '/no.such/page'].map((url) => isPage(request(url)))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['/favicon.svg', '/assets/main-X.js', '/images/a.svg'].map((url) => isPage(request(url)))).toEqual([
      false,
      false,
      false,
    ]);
  });
});
