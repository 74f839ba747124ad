import { hydrateRoot } from 'react-dom/client';
import { App, pages } from './app';
import { placeFor } from './lib/routes';
// The footer is static HTML outside the React root (see prerender/index.tsx): only its styles come to the client.
import './components/site/site-footer-styles';

/** Client entry: loads the current page's code, then hydrates the prerendered HTML. */
async function start() {
  const place = placeFor(location.pathname);
  // Only a host without the site's redirect rules serves another spelling of a page: go where the server would send us.
  if ('redirect' in place) return location.replace(place.redirect + location.search + location.hash);
  const Page = await pages[place.key]();
  hydrateRoot(
    document.getElementById('root')!,
    <App initial={{ ...place, hash: location.hash, kind: 'initial', scrollY: null, Page }} />,
  );
}

void start();
