import { hydrateRoot } from 'react-dom/client';
import { App, pages } from './app';
import { resolve } from './lib/route-table.mjs';
// Header, FAB and footer are static HTML outside React's root (prerender/index.tsx); only styles ship (src/shared-chunk.ts).

/** Client entry: loads the current page's code, then hydrates the prerendered HTML. */
async function start() {
  const route = resolve(location.pathname);
  // Only a host without the site's redirect rules serves another spelling of a page: go where the server would send us.
  if (route.status === 301) return location.replace(route.location + location.search + location.hash);
  const Page = await pages[route.key]();
  hydrateRoot(
    document.getElementById('root')!,
    <App initial={{ ...route, scrollY: null, Page }} />,
  );
}

void start();
