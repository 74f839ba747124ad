import { hydrateRoot } from 'react-dom/client';
import { App, pageKeyOf, pages } from './app';
import { persist } from './lib/load';
import { mayBeAnotherSpelling } from './lib/spelling.mjs';
import { ErrorBoundary } from './ui/error-boundary';

/**
 * Whether the page names `path` as its own address (its canonical, a language's, or the current page's link: "/about"
 * is the home page's too), so no redirect can apply and the route table need not be fetched.
 */
const namedInPage = (path: string) =>
  [
    ...document.querySelectorAll<HTMLLinkElement | HTMLAnchorElement>(
      'link[rel=canonical], link[rel=alternate], a[aria-current=page]',
    ),
  ].some((link) => new URL(link.href).pathname === path);

/** Client entry: loads the code of the page the HTML says it is, then hydrates it; the frame around it stays static. */
async function start() {
  const key = pageKeyOf(document) ?? 'not-found';
  const path = location.pathname;
  if ((key === 'not-found' || !namedInPage(path)) && mayBeAnotherSpelling(path)) {
    // A host without the site's redirects answers another spelling of a page ("/Contact") with its 404 page or with
    // the page itself: go to the page's own address, as the redirect would have.
    const route = (await import('./lib/route-table.mjs')).resolve(path);
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
