/** Where the language switch keeps the visitor's choice, on this device only. */
export const languageKey = 'language';

/**
 * The language switch remembers the visitor's choice, and nothing else decides the language (never the
 * browser's own: that would break caching and search). Once someone has picked a language with the switch, a
 * page that exists in both (its head lists the alternates; a 404 page does not) opens in that language when
 * they arrive from elsewhere: a bookmark, a search result, a shared link. Moving about the site, reloading or
 * going back and forward leaves them where they are. With site data blocked, the switch simply forgets.
 * Call it once the header is parsed.
 */
export function rememberLanguage(root: Document = document): void {
  try {
    const link = root.querySelector<HTMLAnchorElement>('header a[hreflang]');
    const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (
      link?.hreflang === localStorage.getItem(languageKey) &&
      root.querySelector('link[rel=alternate]') &&
      arrival?.type === 'navigate' &&
      !root.referrer.startsWith(location.origin + '/')
    ) {
      location.replace(link.pathname + location.search + location.hash);
    }
    root.addEventListener('click', (event) => {
      const chosen = (event.target as Element).closest?.<HTMLAnchorElement>('a[hreflang]');
      if (chosen) localStorage.setItem(languageKey, chosen.hreflang);
    });
  } catch {
    // Storage blocked: the choice is not remembered.
  }
}
