import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Layout } from './components/site/layout';
import { titles } from './lib/titles';
import { startRouter, type Navigation } from './lib/router';
import type { PageKey } from './lib/routes';

/** Each screen's code, loaded on demand so a visitor downloads only the page they see. */
export const pages: Readonly<Record<PageKey, () => Promise<ComponentType>>> = {
  home: () => import('./routes/home').then((m) => m.HomePage),
  treatments: () => import('./routes/treatments').then((m) => m.TreatmentsPage),
  'case-studies': () => import('./routes/case-studies').then((m) => m.CaseStudiesPage),
  contact: () => import('./routes/contact').then((m) => m.ContactPage),
  'not-found': () => import('./routes/not-found').then((m) => m.NotFoundPage),
};

/** The page on screen: where we are, how we got here, and its loaded component. */
export type Screen = Navigation & { Page: ComponentType };

/** The whole site: the layout around the current page, kept in step with the address bar. */
export function App({ initial }: { initial: Screen }) {
  const [screen, setScreen] = useState(initial);
  const latest = useRef(0);

  useEffect(() => {
    const router = startRouter(async (nav) => {
      const ticket = ++latest.current;
      const Page = await pages[nav.key]();
      // A slow chunk must not overwrite a newer navigation.
      if (ticket === latest.current) setScreen({ ...nav, Page });
    });
    // Tests (and anyone curious) can tell when the page has become interactive.
    document.documentElement.dataset.hydrated = 'true';
    return router.stop;
  }, []);

  useLayoutEffect(() => {
    if (screen.kind === 'initial') return;
    document.title = titles[screen.key];
    // Instant, not the page's smooth scrolling: the new page must open where it belongs, before it is painted.
    const target = screen.hash ? document.getElementById(decodeURIComponent(screen.hash.slice(1))) : null;
    if (screen.kind === 'pop' && screen.scrollY !== null) window.scrollTo({ top: screen.scrollY, behavior: 'instant' });
    else if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, behavior: 'instant' });
    // Screen-reader users hear where they arrived; keyboard users continue from the top of the page.
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [screen]);

  const { Page } = screen;
  return (
    <Layout path={screen.path}>
      <Page />
    </Layout>
  );
}
