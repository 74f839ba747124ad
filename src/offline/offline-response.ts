// What the service worker answers for a page it cannot fetch and has not kept: the offline page of its language.
import { askedAddress, escapeHtml } from '../lib/dom';

/** A navigation, or the router's fetch of a page's HTML (src/app.tsx): an address with no file name extension. */
export const isPage = (request: Request) =>
  request.mode === 'navigate' || !/\.[^/]*$/.test(new URL(request.url).pathname);

/**
 * The offline page of the address's language, `pages` keyed by each language's home ('/', '/kn/'), saying which
 * address could not be opened; `headers` are the site's own, its policy allowing the page's inline style.
 */
export function offlineResponse(url: string, pages: Record<string, string>, headers: Record<string, string>) {
  const { pathname, search } = new URL(url);
  const home = Object.keys(pages)
    .filter((prefix) => `${pathname}/`.startsWith(prefix))
    .sort((a, b) => b.length - a.length)[0]!;
  // One slash to start, as "//evil.example/x" is another site's address to the link; a function, so that "$&" and the
  // like in an address are not read as replacement patterns.
  const asked = pathname.replace(/^\/+/, '/') + search;
  const html = pages[home]!.replaceAll(askedAddress, () => escapeHtml(asked));
  return new Response(html, {
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
