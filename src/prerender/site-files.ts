import { config } from '../config';
import { heads, themeColor } from './head';
import { pages } from '../lib/route-table.mjs';

/** The canonical URLs of the site: every route, minus aliases such as /about. */
export function canonicalUrls(): string[] {
  const paths = Object.values(heads).flatMap((h) => (h.canonicalPath === null ? [] : [h.canonicalPath]));
  return paths.filter((p) => pages.some((page) => page.path === p)).map((p) => config.siteUrl + p);
}

/** sitemap.xml: every canonical page. */
export function sitemapXml(): string {
  const urls = canonicalUrls().map((loc) => `  <url><loc>${loc}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

/** robots.txt: everything may be crawled; the sitemap says what matters. */
export function robotsTxt(): string {
  return `User-agent: *
Allow: /

Sitemap: ${config.siteUrl}/sitemap.xml
`;
}

/** The web app manifest, so a saved shortcut carries the clinic's name, colour and icon. */
export function webManifest(): string {
  return JSON.stringify(
    {
      name: config.name,
      short_name: config.shortName,
      description: config.tagline,
      start_url: '/',
      scope: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
      ],
    },
    null,
    2,
  );
}
