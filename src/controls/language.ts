import { languageKey } from '../lib/dom';

/**
 * Remembers the language picked with the switch (never the browser's: that breaks caching and search) and opens a page
 * in it on arrival from elsewhere, if it exists; the switch keeps the address's query and # (the pages of both
 * languages share their sections' ids). Call it once the header is parsed. With storage blocked, nothing is remembered.
 */
export function rememberLanguage(): void {
  try {
    const link = document.querySelector<HTMLAnchorElement>('header a[hreflang]');
    const arrival = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (
      link?.hreflang === localStorage.getItem(languageKey) &&
      document.querySelector('link[rel=alternate]') &&
      arrival?.type === 'navigate' &&
      !document.referrer.startsWith(`${location.origin}/`)
    ) {
      location.replace(link.pathname + location.search + location.hash);
    }
  } catch {}
  document.addEventListener('click', (event) => {
    const chosen = (event.target as Element).closest?.<HTMLAnchorElement>('a[hreflang]');
    if (!chosen) return;
    chosen.search = location.search;
    chosen.hash = location.hash;
    try {
      localStorage.setItem(languageKey, chosen.hreflang);
    } catch {}
  });
}
