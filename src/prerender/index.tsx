import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App, pages } from '../app';
import { SiteFooter } from '../components/site/site-footer';
import { renderDocument, type Assets } from './document';
import { heads } from './head';
import { resolve } from '../lib/routes';

export type { Assets };

/** Server entry: renders one path to a complete HTML document, as the hydrating client expects it. */
export async function prerender(url: string, assets: Assets): Promise<string> {
  const { key, path } = resolve(url);
  const Page = await pages[key]();
  const body = renderToString(<App initial={{ key, path, hash: '', kind: 'initial', scrollY: 0, Page }} />);
  return renderDocument({ head: heads[key], body, footer: renderToStaticMarkup(<SiteFooter />), assets });
}

export { appIconSvg, shareCardSvg } from './share-image';
export { robotsTxt, sitemapXml, webManifest } from './site-files';
