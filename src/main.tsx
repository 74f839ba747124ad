import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, pageKeyOf, pages } from './app';
import { persist } from './lib/load';
import { mayBeAnotherSpelling } from './lib/spelling.mjs';
import { ErrorBoundary } from './ui/error-boundary';

/** Client entry: loads the code of the page the HTML says it is, then hydrates it; the frame around it stays static. */
async function start() {
  const key = pageKeyOf(document) ?? 'not-found';
  const path = location.pathname;
  if (mayBeAnotherSpelling(path)) {
    // A host without the site's redirects answers another spelling of a page ("/Contact") with its 404 page or with
    // the page itself: go to the page's own address, as the redirect would have.
    const route = (await import('./lib/route-table.mjs')).resolve(path);
    if (route.status === 301) return location.replace(route.location + location.search + location.hash);
  }
  const Page = await persist(pages[key]);
  const root = document.getElementById('root')!;
  // Nothing an address, a stored value or an answer brings can blank the page: should the app fail, what it showed
  // stays. As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's main
  // thread in one long task (a tap meanwhile is replayed once its part is hydrated).
  startTransition(() => {
    hydrateRoot(
      root,
      <ErrorBoundary keep={() => root}>
        <App initial={{ key, Page, source: document, scrollY: null }} />
      </ErrorBoundary>,
    );
  });
}

void start();
