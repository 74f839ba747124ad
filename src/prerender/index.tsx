import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App, pages } from '../app';
import { preloadDeferred } from '../components/ui/deferred';
import { ContactFab } from '../components/site/contact-fab';
import { SiteFooter } from '../components/site/site-footer';
import { SiteHeader } from '../components/site/site-header';
import { renderDocument, type Assets } from './document';
import { heads } from './head';
import { resolve } from '../lib/routes';

export type { Assets };

/** Server entry: renders one path to a complete HTML document, as the hydrating client expects it. */
export async function prerender(url: string, assets: Assets): Promise<string> {
  const { key, path } = resolve(url);
  const Page = await pages[key]();
  // The parts whose code the browser gets after hydration (the booking dialog, the toasts) are prerendered in full.
  await preloadDeferred();
  const body = renderToString(<App initial={{ key, path, hash: '', kind: 'initial', scrollY: 0, Page }} />);
  // The parts that need no code of their own are plain HTML around the React root.
  const top = renderToStaticMarkup(<SiteHeader path={path} />);
  const bottom = renderToStaticMarkup(
    <>
      <ContactFab />
      <SiteFooter />
    </>,
  );
  return renderDocument({ head: heads[key], top, body, bottom, assets });
}

export { appIconSvg, shareCardSvg } from './share-image';
export { robotsTxt, sitemapXml, webManifest } from './site-files';
