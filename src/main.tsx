import { hydrateRoot } from 'react-dom/client';
import { App, pages } from './app';
import { resolve } from './lib/routes';
// The header, floating button and footer are static HTML outside the React root (see prerender/index.tsx):
// only their styles come to the client.
import './components/site/static-styles';

/** Client entry: loads the current page's code, then hydrates the prerendered HTML. */
async function start() {
  const { key, path } = resolve(location.pathname);
  const Page = await pages[key]();
  hydrateRoot(
    document.getElementById('root')!,
    <App initial={{ key, path, hash: location.hash, kind: 'initial', scrollY: 0, Page }} />,
  );
}

void start();
