import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { App, pageKeyOf, pages } from './app';
import { controlsAttribute, turnOnWholeStylesheet } from './lib/dom';
import { persist, recoverLostFiles } from './lib/load';
import { mayBeAnotherSpelling } from './lib/spelling.mjs';
import { ErrorBoundary } from './ui/error-boundary';

/** Client entry: loads the code of the page the HTML says it is, then hydrates it; the frame around it stays static. */
async function start() {
  const key = pageKeyOf(document) ?? 'not-found';
  const path = location.pathname;
  if (mayBeAnotherSpelling(path)) {
    // A host without the site's redirects serves a misspelling ("/Contact") as is or as a 404: go to the real address.
    const route = (await import('./lib/route-table.mjs')).resolve(path);
    if (route.status === 308) {
      // The same arrival, going on: from this address as its referrer, the next page would take it for a visit within
      // the site, and not open in the language the visitor chose (src/controls/language.ts).
      document.head.append(Object.assign(document.createElement('meta'), { name: 'referrer', content: 'no-referrer' }));
      return location.replace(route.location + location.search + location.hash);
    }
  }
  recoverLostFiles();
  const Page = await persist(pages[key]);
  // The controls script turns the whole stylesheet on before script shows anything new; if it never ran, do it now.
  if (!document.documentElement.hasAttribute(controlsAttribute)) turnOnWholeStylesheet();
  const root = document.getElementById('root')!;
  // Should the app fail, whatever the cause, what the page showed stays rather than going blank.
  // As a transition, hydration yields every few milliseconds instead of one long task; a tap meanwhile is replayed.
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
