import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { config, placeInEnglish } from '../../src/config';
import { treatments } from '../../src/content/treatments';
import { contentSecurityPolicy } from '../../src/server/headers.mjs';
import { expect, expectConsole, gotoHydrated, status404, test } from './fixtures';
import { pages, pagesIn } from './page-helpers';

/** Each Kannada page: the policy and the markup rules hold in both languages. */
const kannadaPages = await pagesIn('kn');

test.describe('the head of every page', () => {
  for (const { path, head, canonical } of pages) {
    test(`${path} has its title, description, canonical, link-preview tags and icons`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(head.title);
      const meta = (sel: string) => page.locator(`head meta[${sel}]`);
      await expect(meta('name="description"')).toHaveAttribute('content', head.description);
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', config.siteUrl + canonical);
      await expect(meta('property="og:title"')).toHaveAttribute('content', head.title);
      await expect(meta('property="og:description"')).toHaveAttribute('content', head.description);
      await expect(meta('property="og:url"')).toHaveAttribute('content', config.siteUrl + canonical);
      await expect(meta('property="og:type"')).toHaveAttribute('content', 'website');
      await expect(meta('property="og:image"')).toHaveAttribute('content', `${config.siteUrl}/share.png`);
      await expect(meta('property="og:image:width"')).toHaveAttribute('content', '1200');
      await expect(meta('property="og:image:height"')).toHaveAttribute('content', '630');
      await expect(meta('name="twitter:card"')).toHaveAttribute('content', 'summary_large_image');
      // X takes the title, description and image from og: (above), so no twitter: tag repeats them.
      await expect(
        page.locator('meta[name="twitter:title"], meta[name="twitter:description"], meta[name="twitter:image"]'),
      ).toHaveCount(0);
      await expect(meta('name="theme-color"')).toHaveAttribute('content', /^#[0-9a-f]{6}$/);
      await expect(meta('name="robots"')).toHaveCount(0);
      for (const rel of ['icon', 'apple-touch-icon', 'manifest']) {
        const hrefs = await page
          .locator(`head link[rel="${rel}"]`)
          .evaluateAll((ls) => ls.map((l) => l.getAttribute('href')!));
        expect(hrefs.length, `link rel="${rel}"`).toBeGreaterThan(0);
        for (const href of hrefs) expect((await page.request.get(href)).status(), `${rel} ${href}`).toBe(200);
      }
    });
  }

  test('titles and descriptions differ between pages (/ and /about are one page)', () => {
    const unique = [...new Map(pages.map((p) => [p.key, p])).values()];
    expect(unique.length).toBeGreaterThanOrEqual(5);
    expect(new Set(unique.map((p) => p.head.title)).size).toBe(unique.length);
    expect(new Set(unique.map((p) => p.head.description)).size).toBe(unique.length);
  });

  test('a page reached through a link within the site, or Back, names its own canonical address, which a share menu sends', async ({
    page,
  }) => {
    const canonical = page.locator('head link[rel="canonical"]');
    await gotoHydrated(page, '/kn/');
    await page.evaluate(() => document.querySelector<HTMLElement>('header a[href="/kn/contact"]')!.click());
    await expect(page.locator('main')).toHaveAttribute('data-page', 'contact');
    await expect(canonical).toHaveAttribute('href', `${config.siteUrl}/kn/contact`);
    await page.goBack();
    await expect(page.locator('main')).toHaveAttribute('data-page', 'home');
    await expect(canonical).toHaveAttribute('href', `${config.siteUrl}/kn/`);
  });

  test('a page reached within the site from a 404 has its own head, as a 404 reached within it has a 404’s', async ({
    page,
  }) => {
    // Loaded, then reached from a link: the router's request for it is answered 404 too.
    expectConsole(status404('/no-such-page'));
    const contact = pages.find(({ key }) => key === 'contact')!;
    const meta = (sel: string) => page.locator(`head meta[${sel}]`);
    const alternates = () =>
      page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => l.outerHTML));
    await gotoHydrated(page, '/no-such-page');
    await page.evaluate(() => document.querySelector<HTMLElement>('header a[href="/contact"]')!.click());
    await expect(page.locator('main')).toHaveAttribute('data-page', 'contact');
    await expect(meta('name="robots"')).toHaveCount(0);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      config.siteUrl + contact.canonical,
    );
    await expect(meta('name="description"')).toHaveAttribute('content', contact.head.description);
    await expect(meta('property="og:title"')).toHaveAttribute('content', contact.head.title);
    await expect(meta('property="og:url"')).toHaveAttribute('content', config.siteUrl + contact.canonical);
    // The same tags, one each, as the page loaded on its own has them.
    const within = await alternates();
    expect(within).toHaveLength(3);
    await page.goto('/contact');
    expect(await alternates()).toEqual(within);
    await gotoHydrated(page, '/contact');
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/no-such-page' });
      document.querySelector('main')!.append(link);
      link.click();
    });
    await expect(page.locator('main')).toHaveAttribute('data-page', 'not-found');
    await expect(meta('name="robots"')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"], head meta[property="og:url"]')).toHaveCount(0);
    expect(await alternates()).toEqual([]);
  });

  test('the 404 page is noindex and has no canonical', async ({ page }) => {
    expectConsole(status404('/missing-page'));
    await page.goto('/missing-page');
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('link previews and shortcuts', () => {
  test('the share image is a 1200×630 PNG', async ({ page }) => {
    const res = await page.request.get('/share.png');
    expect(res.headers()['content-type']).toBe('image/png');
    const body = await res.body();
    expect([body.readUInt32BE(16), body.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test('the manifest names the clinic and lists icons that exist', async ({ page }) => {
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({ name: config.name, short_name: config.shortName, start_url: '/' });
    for (const icon of manifest.icons) expect((await page.request.get(icon.src)).status()).toBe(200);
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
  });
});

type HoursSpec = {
  '@type': string;
  dayOfWeek: string | string[];
  opens?: string;
  closes?: string;
  description?: string;
};

/** What the structured data says of each day it lists: its hours, or that it is by appointment (a description). */
const hoursByDay = (specs: HoursSpec[]) =>
  Object.fromEntries(
    specs.flatMap(({ '@type': type, dayOfWeek, opens, closes, description }) =>
      [dayOfWeek].flat().map((day) => [day, description ? { type, description } : { type, opens, closes }]),
    ),
  );

/** The same from src/config.ts: a closed day is not listed; a day by appointment has no fixed hours, only words. */
const expectedHours = Object.fromEntries(
  Object.entries(config.hours)
    .filter(([, hours]) => hours !== 'closed')
    .map(([day, hours]) => [
      day,
      typeof hours === 'object'
        ? { type: 'OpeningHoursSpecification', opens: hours.opens, closes: hours.closes }
        : { type: 'OpeningHoursSpecification', description: expect.stringContaining(day.slice(0, 3)) },
    ]),
);

test.describe('structured data', () => {
  test('every page describes the clinic as a schema.org Dentist built from config, the treatments page its treatments', async ({
    page,
  }) => {
    expectConsole(status404('/missing-page'));
    for (const { path } of [...pages, { path: '/missing-page' }]) {
      await page.goto(path);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      expect(blocks).toHaveLength(1);
      const data = JSON.parse(blocks[0]!);
      const place = placeInEnglish();
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Dentist',
        name: config.name,
        url: `${config.siteUrl}/`,
        telephone: config.phone.e164,
        email: config.email,
        image: `${config.siteUrl}/share.png`,
        address: {
          '@type': 'PostalAddress',
          streetAddress: place.street,
          addressLocality: place.locality,
          addressRegion: place.region,
          postalCode: config.postalCode,
          addressCountry: 'IN',
        },
        geo: { '@type': 'GeoCoordinates', latitude: config.geo.latitude, longitude: config.geo.longitude },
      });
      expect(hoursByDay(data.openingHoursSpecification), path).toEqual(expectedHours);
      // The catalogue of treatments on the treatments page alone, where they are.
      if (path === '/treatments') {
        const services = data.hasOfferCatalog.itemListElement.map(
          (o: { itemOffered: { name: string } }) => o.itemOffered.name,
        );
        expect(services).toEqual(treatments.map((t) => t.title));
      } else expect(data.hasOfferCatalog, path).toBeUndefined();
    }
  });
});

test.describe('crawling', () => {
  test('sitemap.xml lists each canonical page once, and robots.txt points to it', async ({ page }) => {
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Each page of the route table at its canonical address: "/" for home, never its alias /about.
    expect(locs).toEqual([...new Set(pages.map((p) => p.canonical))].map((p) => config.siteUrl + p));
    expect(locs).toContain(`${config.siteUrl}/treatments`);
    expect(locs).not.toContain(`${config.siteUrl}/about`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${config.siteUrl}/sitemap.xml`);
    expect(robots).toMatch(/User-agent: \*\s+Allow: \//);
  });
});

/**
 * The hash of every built page's inline CSS, as the policy names them: read from the pages themselves, and from the
 * offline pages in the service worker's first line (the router parses those under the site's policy too).
 */
async function inlineStyleHashes() {
  const dist = process.env.DIST_DIR || 'dist';
  const files = (await readdir(dist, { recursive: true })).filter((file) => file.endsWith('.html'));
  const worker = await readFile(join(dist, 'sw.js'), 'utf8');
  const { offline } = JSON.parse(worker.slice(worker.indexOf('{'), worker.indexOf(';\n'))) as {
    offline: Record<string, string>;
  };
  const pages = [
    ...(await Promise.all(files.map((file) => readFile(join(dist, file), 'utf8')))),
    ...Object.values(offline),
  ];
  const styles = pages.map((html) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '');
  return [
    ...new Set(
      styles.filter(Boolean).map((style) => `'sha256-${createHash('sha256').update(style).digest('base64')}'`),
    ),
  ];
}

test.describe('security headers', () => {
  test('every response carries the policy (allowing each page’s inline CSS by its hash), nosniff, referrer and permissions headers', async ({
    page,
  }) => {
    const policy = contentSecurityPolicy(await inlineStyleHashes());
    for (const path of ['/', '/treatments', '/missing-page', '/favicon.svg', '/robots.txt']) {
      const headers = (await page.request.get(path)).headers();
      expect(headers['content-security-policy'].split(' ').sort()).toEqual(policy.split(' ').sort());
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  test('the policy is exactly the one the site promises: inline CSS only by the hashes given', () => {
    expect(contentSecurityPolicy(["'sha256-abc='"])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'sha256-abc='; img-src 'self' data:; connect-src 'self' https://api.emailjs.com; worker-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  test('dist/_headers gives static hosts the same headers, plus HSTS', async () => {
    const file = await readFile(join(process.env.DIST_DIR || 'dist', '_headers'), 'utf8');
    const policy = /Content-Security-Policy: (.*)/.exec(file)![1]!;
    expect(policy.split(' ').sort()).toEqual(
      contentSecurityPolicy(await inlineStyleHashes())
        .split(' ')
        .sort(),
    );
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toMatch(/Strict-Transport-Security: max-age=\d+/);
  });

  for (const { path } of [...pages, ...kannadaPages, { path: '/missing-page' }]) {
    test(`${path} runs under the policy with no violation and no console error`, async ({ page }) => {
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      // The 404 page is served with status 404 on purpose; Chromium reports that status as a console error.
      if (path === '/missing-page') expectConsole(status404(path));
      await gotoHydrated(page, path);
      await page.mouse.wheel(0, 4000);
      await page.waitForLoadState('networkidle');
    });
  }
});

test.describe('safe output', () => {
  test('no page has an inline script other than JSON-LD, or an inline style attribute', async ({ page }) => {
    for (const { path } of [...pages, ...kannadaPages]) {
      await page.goto(path);
      const inline = await page.locator('script:not([src]):not([type="application/ld+json"])').count();
      expect(inline, path).toBe(0);
      expect(await page.locator('[style]').count(), path).toBe(0);
    }
  });

  test('every link that opens a new tab carries rel="noopener noreferrer"', async ({ page }) => {
    for (const { path } of pages) {
      await page.goto(path);
      const rels = await page.locator('a[target="_blank"]').evaluateAll((as) => as.map((a) => a.getAttribute('rel')));
      expect(rels.length, path).toBeGreaterThan(0);
      for (const rel of rels) expect(rel, path).toBe('noopener noreferrer');
    }
  });
});
