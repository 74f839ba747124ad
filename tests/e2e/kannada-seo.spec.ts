// What search engines and link previews learn of the two languages: lang, canonical and hreflang alternates on
// every page, the sitemaps, og:locale, the structured data. (Kannada pages' bytes: budgets.spec.ts, with English's.)
import { config } from '../../src/config';
import { treatments as offered } from '../../src/content/kn/treatments';
import { pagesIn } from './page-helpers';
import { expect, expectConsole, status404, test } from './fixtures';

/** Each page of the route table in both languages: its canonical (English) address, and the Kannada page's head. */
const pages = (await pagesIn('kn')).map(({ english, path, canonical, head }) => ({
  en: english,
  kn: path,
  canonical,
  head,
}));
const inKannada = (path: string) => `/kn${path}`;

test.describe('two languages in the head', () => {
  for (const { en, kn, canonical, head } of pages) {
    test(`${en} and ${kn}: own canonical, the same three alternates, locale and language`, async ({ page }) => {
      const alternates = {
        en: config.siteUrl + canonical,
        kn: config.siteUrl + inKannada(canonical),
        'x-default': config.siteUrl + canonical,
      };
      for (const [lang, path] of [
        ['en', en],
        ['kn', kn],
      ] as const) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const head = page.locator('head');
        await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', alternates[lang]);
        const links = await head
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((ls) => Object.fromEntries(ls.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')])));
        expect(links).toEqual(alternates);
        await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          lang === 'en' ? 'en_IN' : 'kn_IN',
        );
        await expect(head.locator('meta[property="og:locale:alternate"]')).toHaveAttribute(
          'content',
          lang === 'en' ? 'kn_IN' : 'en_IN',
        );
        await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', alternates[lang]);
      }
      // The Kannada page describes itself in Kannada, for search results and link previews alike.
      await expect(page).toHaveTitle(head.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', head.description);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', head.title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', head.description);
    });
  }

  test('the Kannada 404 page is not for search engines, and names no canonical or alternates', async ({ page }) => {
    expectConsole(status404('/kn/no-such-page'));
    await page.goto('/kn/no-such-page');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test('the structured data names both languages, and the Kannada treatments page links the Kannada treatments', async ({
    page,
  }) => {
    for (const [path, treatments] of [
      ['/treatments', '/treatments'],
      ['/kn/treatments', '/kn/treatments'],
    ]) {
      await page.goto(path!);
      const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
      expect(data.contactPoint).toMatchObject({
        '@type': 'ContactPoint',
        telephone: config.phone.e164,
        availableLanguage: ['English', 'Kannada'],
      });
      expect(data.hasOfferCatalog.itemListElement, path).toHaveLength(offered.length);
      for (const offer of data.hasOfferCatalog.itemListElement)
        expect(offer.itemOffered.url).toMatch(new RegExp(`^${config.siteUrl}${treatments}#`));
    }
  });
});

test.describe('sitemaps', () => {
  test('sitemap.xml lists the English pages and sitemap-kn.xml the Kannada ones, each with both alternates; robots.txt names both', async ({
    page,
  }) => {
    for (const [file, lang] of [
      ['/sitemap.xml', 'en'],
      ['/sitemap-kn.xml', 'kn'],
    ] as const) {
      const response = await page.request.get(file);
      expect(response.status()).toBe(200);
      const xml = await response.text();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
      const canonicals = [...new Set(pages.map((p) => p.canonical))];
      expect(entries.map((e) => /<loc>([^<]+)<\/loc>/.exec(e)![1])).toEqual(
        canonicals.map((p) => config.siteUrl + (lang === 'en' ? p : inKannada(p))),
      );
      for (const [i, entry] of entries.entries()) {
        const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
          (m) => [m[1], m[2]],
        );
        const path = canonicals[i]!;
        expect(links).toEqual([
          ['en', config.siteUrl + path],
          ['kn', config.siteUrl + inKannada(path)],
          ['x-default', config.siteUrl + path],
        ]);
      }
    }
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap-kn.xml`);
  });

  test('every address a sitemap lists answers 200', async ({ page }) => {
    for (const file of ['/sitemap.xml', '/sitemap-kn.xml']) {
      const xml = await (await page.request.get(file)).text();
      const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)];
      expect(urls.length, file).toBeGreaterThan(0);
      for (const [, url] of urls) {
        const response = await page.request.get(url!.replace(config.siteUrl, ''), { maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
      }
    }
  });
});
