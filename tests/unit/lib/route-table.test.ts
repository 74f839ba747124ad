import { describe, expect, it } from 'vitest';
import { pages as screens } from '../../../src/app';
import { navItems } from '../../../src/content/site';
import {
  documents,
  fileOf,
  isCurrentPage,
  languageSwitchHref,
  notFoundFileOf,
  pages,
  resolve,
} from '../../../src/lib/route-table.mjs';
import { headOf } from '../../../src/prerender/head';

describe('the route table', () => {
  // Only the rows these tests rely on: another page is a row more, and no test here need change for it.
  it('has the addresses of the site, / and /about both showing the home page, and the privacy notice', () => {
    expect(pages.map((p) => [p.path, p.key])).toEqual(
      expect.arrayContaining([
        ['/', 'home'],
        ['/about', 'home'],
        ['/treatments', 'treatments'],
        ['/case-studies', 'gallery'],
        ['/contact', 'contact'],
        ['/privacy', 'privacy'],
      ]),
    );
    expect(pages[0]).toEqual({ path: '/', key: 'home' });
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length);
  });

  it('gives every page a screen to load, a title and a head', async () => {
    for (const { key } of pages) {
      expect(screens[key]).toBeTypeOf('function');
      const content = await import(`../../../src/content/${key}.ts`);
      expect(content.title).toBeTruthy();
      expect(headOf(key).title).toBe(content.title);
      expect(headOf(key).description).toBe(content.description);
    }
    expect(headOf('home').canonicalPath).toBe('/');
    expect(headOf('not-found')).toMatchObject({ canonicalPath: null, noindex: true });
  });

  it('has the build write each page to a file static hosts serve at its clean address, and the 404 page to 404.html', () => {
    expect(fileOf('/')).toBe('index.html');
    expect(fileOf('/about')).toBe('about.html');
    expect(fileOf('/kn/')).toBe('kn/index.html');
    expect(documents()).toEqual([
      ...pages.map(({ path }) => ({ path, file: path === '/' ? 'index.html' : `${path.slice(1)}.html` })),
      { path: '/404', file: '404.html' },
    ]);
    expect(documents()).toContainEqual({ path: '/case-studies', file: 'case-studies.html' });
    expect(resolve('/404')).toMatchObject({ status: 404, key: 'not-found' });
  });
});

describe('resolve', () => {
  it.each(pages.map((p) => [p.path, p.key]))('shows %s as the %s page, with status 200', (path, key) => {
    expect(resolve(path)).toEqual({ status: 200, key, path });
  });

  it.each([
    ['/about/', '/about'],
    ['/treatments/', '/treatments'],
    ['/Contact', '/contact'],
    ['/CASE-STUDIES/', '/case-studies'],
    ['/index.html', '/'],
    ['/Index.HTML', '/'],
    ['/about/index.html', '/about'],
    ['/about.html', '/about'],
    ['/treatments/index.html', '/treatments'],
    ['/contact.html', '/contact'],
  ])('redirects %s permanently to %s', (path, location) => {
    expect(resolve(path)).toEqual({ status: 308, location });
  });

  it.each([
    '/no-such-page',
    '/treatments/extra',
    '/contact-us',
    '/404',
    '/404.html',
    '/.html',
    '/index.html/',
    '/treatments//',
    '//contact',
    '//evil.example/',
    '/about/..%2f..%2f',
    '/contact%2F',
    '/c%6Fntact',
    '/a/../contact',
    '/./contact',
    '/\\evil.example',
    '/favicon.svg',
  ])('shows the 404 page for %s', (path) => {
    expect(resolve(path)).toEqual({ status: 404, key: 'not-found', path });
    expect(notFoundFileOf(path)).toBe('404.html');
  });

  it('only ever redirects to an address of the table, whatever the request says', () => {
    const own = pages.map((p) => p.path);
    const hostile = [
      '//evil.example',
      '///evil.example/',
      '/\\/evil.example',
      '/%2F%2Fevil.example',
      '/..//evil.example',
      '/http://evil.example',
    ];
    // Requests the table does redirect, spelt by the visitor: the location must still be the table's.
    const respelt = ['/CONTACT/', '/About.HTML', '/Treatments/Index.html'];
    let redirects = 0;
    for (const path of [
      ...respelt,
      ...hostile,
      ...hostile.map((h) => `${h}/index.html`),
      ...hostile.map((h) => `${h}.html`),
    ]) {
      const route = resolve(path);
      if (route.status === 308) {
        redirects++;
        expect(own, path).toContain(route.location);
      } else expect(route.status, path).toBe(404);
    }
    expect(redirects).toBe(respelt.length);
  });
});

describe('isCurrentPage', () => {
  const aboutUs = navItems.find((i) => i.label === 'About Us')!.href;

  it('marks About Us current on / as on /about, since both show the home page', () => {
    expect(isCurrentPage(aboutUs, '/')).toBe(true);
    expect(isCurrentPage(aboutUs, '/about')).toBe(true);
  });

  it('marks each other item current on its own page only', () => {
    expect(isCurrentPage('/treatments', '/treatments')).toBe(true);
    expect(isCurrentPage('/treatments', '/contact')).toBe(false);
    expect(isCurrentPage(aboutUs, '/treatments')).toBe(false);
  });

  it('marks nothing current on the 404 page', () => {
    for (const item of navItems) if (item.href) expect(isCurrentPage(item.href, '/no-such-page')).toBe(false);
  });
});

describe('languageSwitchHref', () => {
  it.each([
    ['/', '/kn/'],
    ['/about', '/kn/about'],
    ['/case-studies', '/kn/case-studies'],
    ['/kn/', '/'],
    ['/kn/treatments', '/treatments'],
  ])('leads from %s to the same page in the other language, %s', (path, other) => {
    expect(languageSwitchHref(path, path.startsWith('/kn/') ? '/kn/' : '/')).toBe(other);
  });

  it('leads from a 404 page to the other language’s home, never to an address the site lacks there too', () => {
    expect(languageSwitchHref('/no-such-page', '/')).toBe('/kn/');
    expect(languageSwitchHref('/kn/no-such-page', '/kn/')).toBe('/');
  });
});
