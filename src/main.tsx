import { hydrateRoot } from 'react-dom/client';
import { App, pageKeyOf, pages } from './app';
import { persist } from './lib/load';

/** Client entry: loads the code of the page the HTML says it is, then hydrates it; the frame around it stays static. */
async function start() {
  const key = pageKeyOf(document) ?? 'not-found';
  const Page = await persist(pages[key]);
  hydrateRoot(document.getElementById('root')!, <App initial={{ key, Page, source: document, scrollY: null }} />);
}

void start();
