import { createMatcher, type PageKey } from './routes';

/** How the visitor arrived at a page: first load, a new navigation, or back/forward. */
export type NavigationKind = 'initial' | 'push' | 'pop';

/** A navigation the app should render. */
export type Navigation = { key: PageKey; path: string; hash: string; kind: NavigationKind; scrollY: number };

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

/** Each history entry we create carries an id, so back/forward can restore where the visitor was. */
type EntryState = { id: number } | null;

/**
 * Starts the history router: listens to link clicks and back/forward, and calls `onNavigate` for each.
 * Returns `navigate(href)` for code that routes on its own, and `stop()`.
 */
export function startRouter(onNavigate: (nav: Navigation) => void) {
  let kind: NavigationKind = 'push';
  let nextId = Date.now();
  const scrollById = new Map<number, number>();
  const entryId = () => (history.state as EntryState)?.id ?? 0;
  let currentId = entryId();
  // Where the visitor was on the page they leave; the page on screen is still theirs at this moment.
  const rememberScroll = () => scrollById.set(currentId, window.scrollY);
  const matcher = createMatcher((key, path) => {
    const scrollY = kind === 'pop' ? (scrollById.get(currentId) ?? 0) : 0;
    onNavigate({ key, path, hash: location.hash, kind, scrollY });
  });

  function navigate(href: string) {
    rememberScroll();
    history.pushState({ id: ++nextId } satisfies EntryState, '', href);
    currentId = nextId;
    kind = 'push';
    matcher.run(location.pathname);
  }

  function handleClick(event: MouseEvent) {
    const link = (event.target as Element | null)?.closest?.('a');
    if (!link || !isRoutableClick(event, link)) return;
    event.preventDefault();
    if (link.href !== location.href) navigate(link.href);
  }

  function handlePopState() {
    rememberScroll();
    currentId = entryId();
    kind = 'pop';
    matcher.run(location.pathname);
  }

  history.scrollRestoration = 'manual';
  addEventListener('click', handleClick);
  addEventListener('popstate', handlePopState);
  return {
    navigate,
    stop() {
      removeEventListener('click', handleClick);
      removeEventListener('popstate', handlePopState);
    },
  };
}
