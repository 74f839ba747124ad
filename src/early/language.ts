/** Where the language switch keeps the visitor's choice, on this device only. */
export const languageKey = 'language';

/**
 * Remembers the language picked with the switch (never the browser's own: it would break caching and search) and opens a
 * page in it when arriving from elsewhere and both exist, not when moving about; call it once the header is parsed.
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
