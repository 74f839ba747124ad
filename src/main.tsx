import { hydrateRoot } from 'react-dom/client';
import { App, pageKeyOf, pages } from './app';
import { persist } from './lib/load';
import { ErrorBoundary } from './ui/error-boundary';

/** Whether the head names `path` as this page's address (canonical or a language's), so no redirect can apply. */
const namedInHead = (path: string) =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel=canonical], link[rel=alternate]')].some(
    (link) => new URL(link.href).pathname === path,
  );

/** Client entry: loads the code of the page the HTML says it is, then hydrates it; the frame around it stays static. */
async function start() {
  const key = pageKeyOf(document) ?? 'not-found';
  if (key === 'not-found' || !namedInHead(location.pathname)) {
    // A host without the site's redirects answers another spelling of a page ("/Contact") with its 404 page or with
    // the page itself: go to the page's own address, as the redirect would have.
    const route = (await import('./lib/route-table.mjs')).resolve(location.pathname);
    if (route.status === 301) return location.replace(route.location + location.search + location.hash);
  }
  const Page = await persist(pages[key]);
  const root = document.getElementById('root')!;
  // Nothing an address, a stored value or an answer brings can blank the page: should the app fail, what it showed
  // stays.
  hydrateRoot(
    root,
    <ErrorBoundary keep={() => root}>
      <App initial={{ key, Page, source: document, scrollY: null }} />
    </ErrorBoundary>,
  );
}

void start();
