import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { syncFrame } from './components/site/frame-sync';
import { Layout } from './components/site/layout';
import { loadDeferred } from './components/ui/deferred';
import { markHydrated } from './lib/hydration';
import { persist } from './lib/import-chunk';
import { scrollToY, startRouter, type Navigation } from './lib/router';
import type { PageKey } from './lib/routes';

/** Each screen's code, loaded on demand so a visitor downloads only the page they see. */
export const pages: Readonly<Record<PageKey, () => Promise<ComponentType>>> = {
  home: () => import('./routes/home').then((m) => m.HomePage),
  treatments: () => import('./routes/treatments').then((m) => m.TreatmentsPage),
  'case-studies': () => import('./routes/case-studies').then((m) => m.CaseStudiesPage),
  contact: () => import('./routes/contact').then((m) => m.ContactPage),
  privacy: () => import('./routes/privacy').then((m) => m.PrivacyPage),
  'not-found': () => import('./routes/not-found').then((m) => m.NotFoundPage),
};

/** The page on screen: what the router said of it, its loaded component, and its title once navigated to. */
export type Screen = Navigation & { Page: ComponentType; title?: string };

/** The whole site: the layout around the current page, kept in step with the address bar. */
export function App({ initial }: { initial: Screen }) {
  const [screen, setScreen] = useState(initial);
  const latest = useRef(0);

  useEffect(() => {
    const stop = startRouter(async (nav) => {
      const ticket = ++latest.current;
      // The next page waits for its deferred parts; it and the titles (the first page's are in its HTML) are refetched on failure.
      const page = persist(pages[nav.key]).then((page) => loadDeferred().then(() => page));
      const [Page, { titles }] = await Promise.all([page, persist(() => import('./lib/titles'))]);
      // A slow chunk must not overwrite a newer navigation.
      if (ticket === latest.current) setScreen({ ...nav, Page, title: titles[nav.key] });
    });
    markHydrated();
    return stop;
  }, []);

  useLayoutEffect(() => {
    if (screen.title === undefined) return;
    syncFrame(screen.path);
    document.title = screen.title;
    // Back/forward position, else the # target, else the top; instant, not smooth, so the page opens in place before paint.
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)));
    if (screen.scrollY === null && target) target.scrollIntoView({ behavior: 'instant' });
    else scrollToY(screen.scrollY ?? 0);
    // Screen-reader users hear where they arrived; keyboard users continue from the top of the page.
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [screen]);

  const { Page } = screen;
  return (
    <Layout>
      <Page />
    </Layout>
  );
}
