import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { App, pages } from '../app';
import { loadDeferred } from '../components/ui/deferred';
import { ContactFab } from '../components/site/contact-fab';
import { ContactLinks } from '../components/site/contact-links';
import { PrerenderOnly } from '../components/site/prerender-only';
import { appointmentForm } from '../content/messages';
import { SiteFooter } from '../components/site/site-footer';
import { ServiceSuggestions } from '../components/site/service-suggestions';
import { SiteHeader } from '../components/site/site-header';
import { renderDocument, type Assets } from './document';
import { heads } from './head';
import { resolve } from '../lib/route-table.mjs';

/** Server entry: renders one path to a complete HTML document, as the hydrating client expects it. */
export async function prerender(url: string, assets: Assets): Promise<string> {
  const route = resolve(url);
  if (route.status === 301) throw new Error(`${url} is not a page's own address; prerender ${route.location}`);
  const { key, path } = route;
  const Page = await pages[key]();
  // The parts whose code the browser gets after hydration (the booking dialog, the toasts) are prerendered in full.
  await loadDeferred();
  // With scripting off, the booking dialog offers the ways to reach the clinic instead of its form.
  const withoutScript = { bookingWithoutScript: renderToStaticMarkup(<ContactLinks lead={appointmentForm.noScript} />) };
  const body = renderToString(
    <PrerenderOnly value={withoutScript}>
      <App initial={{ key, path, scrollY: null, Page }} />
    </PrerenderOnly>,
  );
  // The parts that need no code of their own are plain HTML around the React root.
  const top = renderToStaticMarkup(<SiteHeader path={path} />);
  const bottom = renderToStaticMarkup(
    <>
      <ContactFab />
      <SiteFooter path={path} />
      <ServiceSuggestions />
    </>,
  );
  return renderDocument({ head: heads[key], top, body, bottom, assets });
}

export { appIconSvg, shareCardSvg } from './share-image';
export { robotsTxt, sitemapFile, sitemapXml, webManifest } from './site-files';
export { content } from './content';
