import { config } from '../config';
import type { Head } from './head';

/** The hashed files the build produced that every page links. */
export type Assets = { css: string; js: string };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The complete HTML document of a page: head tags, the prerendered body and the client script. */
export function renderDocument({ head, body, assets }: { head: Head; body: string; assets: Assets }): string {
  const canonical = head.canonicalPath === null ? '' : `<link rel="canonical" href="${config.siteUrl}${head.canonicalPath}">`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(head.title)}</title>
<meta name="description" content="${escapeHtml(head.description)}">
${head.noindex ? '<meta name="robots" content="noindex">\n' : ''}${canonical}
<meta name="theme-color" content="#0f5f66">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets.css}">
<script type="module" src="${assets.js}"></script>
</head>
<body>
<div id="root">${body}</div>
</body>
</html>
`;
}
