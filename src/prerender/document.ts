// One page's complete HTML document, with an empty <style> the build fills with the first screen's rules.
import { config } from '../config';
import { escapeHtml, frameAttribute, serviceSuggestionsId } from '../lib/dom';
import { languageSwitch, locale, shareImageAlt, tagline } from '../content/site';
import { themeColor } from '../styles/palette';
import type { Head } from './head';
import { alternateUrls, urlOf } from './site-files';
import { dentistJsonLd, jsonLdText, shareImage } from './structured-data';

/** The hashed files a page links: every page's, and the modules it hydrates with besides the entry. */
export type Assets = { css: string; js: string; controls: string; preload: readonly string[] };

type Parts = { head: Head; top: string; body: string; bottom: string; assets: Assets };

export function renderDocument({ head, top, body, bottom, assets }: Parts): string {
  // Only the document holds the first paint: its rules are in <style>, the stylesheet loads as media="print" (the
  // controls script makes it all; unpreloaded, so it does not compete with the document), the app at low priority,
  // every module it hydrates with named at once (no chain of round trips, one per import, on 3G). `rel=expect`
  // (the last element) holds the paint for the whole document, one round trip, as a paint of part of it would show the
  // floating button as a bare icon that widens, or a short 404's footer pushing itself up as it grows.
  return `<!doctype html>
<html lang="${locale.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="only light">
${renderHeadTags(head)}
<link rel="expect" href="#${serviceSuggestionsId}" blocking="render">
<style></style>
<link rel="stylesheet" href="${assets.css}" media="print" data-deferred>
<noscript><link rel="stylesheet" href="${assets.css}"></noscript>
<script src="${assets.controls}" async></script>
<script type="module" src="${assets.js}" fetchpriority="low"></script>
${assets.preload.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`).join('\n')}
</head>
<body>
${top}
<div id="root">${body}</div>
${bottom}
</body>
</html>
`;
}

function renderHeadTags(head: Head): string {
  // Each language's page is canonical for itself; every page names the others as its alternates.
  const url = head.canonicalPath === null ? null : urlOf(head.canonicalPath);
  const alternates = head.canonicalPath === null ? [] : alternateUrls(head.canonicalPath);
  const meta = (attr: 'name' | 'property', key: string, value: string | number) =>
    `<meta ${attr}="${key}" content="${escapeHtml(String(value))}">`;
  // The page's own, part of the frame: a page reached within the site has its own (a phone's share menu sends them).
  const own = (tag: string) => tag && `${tag.slice(0, -1)} ${frameAttribute}>`;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    own(meta('name', 'description', head.description)),
    own(head.noindex ? meta('name', 'robots', 'noindex') : ''),
    own(url ? `<link rel="canonical" href="${escapeHtml(url)}">` : ''),
    ...alternates.map(([lang, href]) => own(`<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}">`)),
    meta('name', 'theme-color', themeColor),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', config.name),
    meta('property', 'og:locale', locale.ogLocale),
    meta('property', 'og:locale:alternate', languageSwitch.ogLocale),
    own(meta('property', 'og:title', head.title)),
    own(meta('property', 'og:description', head.description)),
    own(url ? meta('property', 'og:url', url) : ''),
    meta('property', 'og:image', shareImage.url),
    meta('property', 'og:image:width', shareImage.width),
    meta('property', 'og:image:height', shareImage.height),
    meta('property', 'og:image:alt', shareImageAlt(tagline())),
    // X reads the title, description and image from og: when it finds no twitter: tag of its own.
    meta('name', 'twitter:card', 'summary_large_image'),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<link rel="icon" href="/favicon-32.png" type="image/png" sizes="32x32">',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png">',
    '<link rel="manifest" href="/manifest.webmanifest">',
    `<script type="application/ld+json">${jsonLdText(dentistJsonLd(head.canonicalPath === '/treatments'))}</script>`,
  ]
    .filter(Boolean)
    .join('\n');
}
