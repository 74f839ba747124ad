import { placeFor, type PageKey } from './routes';

/** How the visitor arrived at a page: first load, a new navigation, or back/forward. */
export type NavigationKind = 'initial' | 'push' | 'pop';

/** A navigation the app should render; `scrollY` is where the visitor was on that entry, when it is known. */
export type Navigation = { key: PageKey; path: string; hash: string; kind: NavigationKind; scrollY: number | null };

/**
 * Decides whether a click on a link is ours to route or the browser's to handle, with preact-iso's rules:
 * leave modifier keys, non-primary buttons, other origins, #hash hrefs, other targets and downloads alone.
 */
export function isRoutableClick(event: MouseEvent, link: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const target = link.getAttribute('target');
  if ((target && target !== '_self') || link.hasAttribute('download')) return false;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return false;
  const url = new URL(link.href, location.href);
  if (url.origin !== location.origin) return false;
  // A jump within the same page is the browser's job.
  return !(url.pathname === location.pathname && url.search === location.search && url.hash !== '');
}

/** What each history entry the router knows carries: an id, and where the visitor was when they left it. */
type EntryState = { id: number; scrollY?: number };

/** The router's state of the current entry; null for an entry the browser made (a # jump) or another script. */
function entryState(): EntryState | null {
  const state = history.state as Partial<EntryState> | null;
  return typeof state?.id === 'number' ? (state as EntryState) : null;
}

/**
 * Starts the history router: routes link clicks with `pushState`, and back/forward between pages; leaves a
 * same-page # jump to the browser (it scrolls to and focuses the target), but restores each entry's scroll
 * position when the visitor comes back to it. Returns `navigate(href)` for code that routes on its own, and `stop()`.
 */
export function startRouter(onNavigate: (nav: Navigation) => void) {
  let nextId = Date.now();
  const scrollById = new Map<number, number>();
  // The document on screen: a popstate that keeps it is a # jump or a traversal between its # entries.
  let onScreen = location.pathname + location.search;
  let currentId = entryState()?.id ?? ++nextId;
  history.replaceState({ ...entryState(), id: currentId } satisfies EntryState, '');

  /** Notes where the visitor is on the entry they are leaving; kept in the entry too while it is the current one. */
  function remember(current: boolean) {
    scrollById.set(currentId, window.scrollY);
    if (current) history.replaceState({ id: currentId, scrollY: window.scrollY } satisfies EntryState, '');
  }

  function show(kind: NavigationKind, scrollY: number | null) {
    const place = placeFor(location.pathname);
    if ('redirect' in place) return;
    onScreen = location.pathname + location.search;
    onNavigate({ key: place.key, path: place.path, hash: location.hash, kind, scrollY });
  }

  function navigate(href: string) {
    const url = new URL(href, location.href);
    const place = placeFor(url.pathname);
    // A link to another spelling of a page (say "/Contact") goes where the server would send it.
    if ('redirect' in place) url.pathname = place.redirect;
    remember(true);
    currentId = ++nextId;
    history.pushState({ id: currentId } satisfies EntryState, '', url.pathname + url.search + url.hash);
    show('push', null);
  }

  function handleClick(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !isRoutableClick(event, link)) return;
    event.preventDefault();
    if (link.href !== location.href) navigate(link.href);
  }

  function handlePopState() {
    // Chromium fires this before it scrolls to a # target, so the position is still the one being left.
    remember(false);
    const state = entryState();
    const samePage = location.pathname + location.search === onScreen;
    if (!state) {
      // An entry the browser just made for a # jump: give it an id, and let the browser scroll and focus.
      currentId = ++nextId;
      history.replaceState({ id: currentId } satisfies EntryState, '');
      if (samePage) return;
    } else {
      currentId = state.id;
    }
    const scrollY = scrollById.get(currentId) ?? state?.scrollY ?? null;
    if (!samePage) show('pop', scrollY);
    else if (scrollY !== null) window.scrollTo({ top: scrollY, behavior: 'instant' });
  }

  // The entry also keeps its position once scrolling pauses, for a reload or a return from another site
  // (Chromium ignores history changes made while the page unloads).
  let pause = 0;
  function handleScroll() {
    clearTimeout(pause);
    pause = window.setTimeout(() => history.replaceState({ id: currentId, scrollY: window.scrollY } satisfies EntryState, ''), 200);
  }

  history.scrollRestoration = 'manual';
  const saved = entryState()?.scrollY;
  if (saved !== undefined && window.scrollY === 0) window.scrollTo({ top: saved, behavior: 'instant' });
  addEventListener('click', handleClick);
  addEventListener('popstate', handlePopState);
  addEventListener('scroll', handleScroll, { passive: true });
  return {
    navigate,
    stop() {
      clearTimeout(pause);
      removeEventListener('click', handleClick);
      removeEventListener('popstate', handlePopState);
      removeEventListener('scroll', handleScroll);
    },
  };
}
