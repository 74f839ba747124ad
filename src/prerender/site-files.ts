// The files beside the pages: sitemaps, robots.txt, the web manifest, and each page's address in both languages.
import { config } from '../config';
import { locale, tagline } from '../content/site';
import { palette, themeColor } from '../styles/palette';
import { canonicalPathOf, inLanguage, languages, pages, type Language } from '../lib/route-table.mjs';

/** The URL of an English `path` in a language. */
export const urlOf = (path: string, lang: Language = locale.lang) => config.siteUrl + inLanguage(path, lang);

export const alternateUrls = (path: string) =>
  [...languages, 'x-default' as const].map((lang) => [lang, urlOf(path, lang === 'x-default' ? 'en' : lang)] as const);

/** English gets sitemap.xml, the name search consoles know first. */
const sitemapOf = (lang: Language) => (lang === 'en' ? 'sitemap.xml' : `sitemap-${lang}.xml`);

export const sitemapFile = sitemapOf(locale.lang);

export function sitemapXml(): string {
  const canonicalPaths = pages.filter(({ path, key }) => canonicalPathOf(key) === path).map(({ path }) => path);
  const urls = canonicalPaths.map((path) => {
    const alternates = alternateUrls(path).map(
      ([lang, href]) => `\n    <xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`,
    );
    return `  <url><loc>${urlOf(path)}</loc>${alternates.join('')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(): string {
  return `User-agent: *
Allow: /

${languages.map((lang) => `Sitemap: ${config.siteUrl}/${sitemapOf(lang)}`).join('\n')}
`;
}

/** So a saved shortcut carries the clinic's name, colour and icon. */
export function webManifest(): string {
  const manifest = {
    name: config.name,
    short_name: config.shortName,
    description: tagline(),
    start_url: '/',
    scope: '/',
    display: 'browser',
    background_color: palette.paper,
    theme_color: themeColor,
    icons: [
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
    ],
  };
  return JSON.stringify(manifest, null, 2);
}
