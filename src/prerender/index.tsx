import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App, pages } from '../app';
import { SiteFooter } from '../components/site/site-footer';
import { renderDocument, type Assets } from './document';
import { heads } from './head';
import { resolve } from '../lib/route-table.mjs';

export type { Assets };

/** Server entry: renders one path to a complete HTML document, as the hydrating client expects it. */
export async function prerender(url: string, assets: Assets): Promise<string> {
  const route = resolve(url);
  if (route.status === 301) throw new Error(`${url} is not a page's own address; prerender ${route.location}`);
  const { key, path } = route;
  const Page = await pages[key]();
  const body = renderToString(<App initial={{ key, path, scrollY: null, Page }} />);
  return renderDocument({ head: heads[key], body, footer: renderToStaticMarkup(<SiteFooter />), assets });
}

export { appIconSvg, shareCardSvg } from './share-image';
export { robotsTxt, sitemapXml, webManifest } from './site-files';
