// The history router: which link clicks it takes, and back/forward with each entry's scroll position restored.

/** A page to show: its address (with any query), and the entry's scroll position on back/forward (null when new). */
export type Navigation = { path: string; scrollY: number | null };

/** An address's path with its query, without its #. */
const pathOf = (place: Pick<URL, 'pathname' | 'search'>) => place.pathname + place.search;
const here = () => pathOf(location);

/** Whether a link click is ours (preact-iso's rules), never the language switch's: another language is another app. */
export function isRoutableClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (!['', '_self'].includes(link.target) || link.hasAttribute('download') || link.hreflang) return false;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#') || link.origin !== location.origin) return false;
  // A jump within the same page is the browser's job.
  return !(pathOf(link) === here() && link.hash);
}

/** Scrolls the window at once, whatever the page's scroll-behavior: a restored or new page must not glide. */
export const scrollToY = (top: number) => window.scrollTo({ top, behavior: 'instant' });

/** The router's entries carry an id, the key to where the visitor was scrolled on each. */
type EntryState = { id: number } | null;

/** Starts the router; same-page # jumps are left to the browser, which scrolls and focuses. */
export function startRouter(onNavigate: (nav: Navigation) => void) {
  let lastId = Date.now();
  const scrollById = new Map<number, number>();
  // The document on screen: a popstate that keeps it is a # jump, or Back/Forward between its # entries.
  let onScreen = here();
  let currentId = (history.state as EntryState)?.id ?? ++lastId;
  history.replaceState({ id: currentId }, '');
  // Whether the page asked for has not come: the window still shows the one before, scrolled as it was.
  let coming = false;

  function show(scrollY: number | null) {
    onScreen = here();
    coming = true;
    onNavigate({ path: onScreen, scrollY });
  }

  function handleClick(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !isRoutableClick(event, link)) return;
    event.preventDefault();
    // isRoutableClick left a link with a # here to the browser: any other link here is to the page asked for. If it
    // is on show: its top and its heading, as on most sites, from a # entry in a new entry without the #. If it has
    // not come: it is asked for again, now, and the page on show stays as it is.
    const ours = pathOf(link) === here();
    if (!ours || (location.hash && !coming)) {
      if (!coming) scrollById.set(currentId, window.scrollY);
      currentId = ++lastId;
      history.pushState({ id: currentId }, '', link.href);
    }
    if (!ours || coming) return show(null);
    scrollToY(0);
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }

  function handlePopState() {
    // Chromium fires this before it scrolls to a # target, so the position is still the one being left.
    if (!coming) scrollById.set(currentId, window.scrollY);
    const state = history.state as EntryState;
    // No state: an entry the browser made for a # jump; it gets an id, scrolling and focus stay the browser's.
    currentId = state?.id ?? ++lastId;
    if (!state) history.replaceState({ id: currentId }, '');
    const scrollY = scrollById.get(currentId) ?? null;
    if (here() !== onScreen) show(scrollY);
    else if (scrollY !== null) scrollToY(scrollY);
  }

  history.scrollRestoration = 'manual';
  const listening = new AbortController();
  addEventListener('click', handleClick, { signal: listening.signal });
  addEventListener('popstate', handlePopState, { signal: listening.signal });
  // The document's own scroll, as it is left (a reload, another site) and shown again, is the browser's to keep.
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'), { signal: listening.signal });
  addEventListener('pageshow', () => (history.scrollRestoration = 'manual'), { signal: listening.signal });
  return {
    stop: () => listening.abort(),
    /**
     * The page asked for has come, from `url`: its own address goes in place of the one followed (a redirect), keeping
     * the entry and its # target.
     */
    arrived: (url: URL) => {
      history.replaceState(history.state, '', pathOf(url) + location.hash);
      onScreen = here();
      coming = false;
    },
  };
}
