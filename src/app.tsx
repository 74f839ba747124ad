// The whole site in the browser: the page on screen, the layers above it, navigation, and the visit's state.
import { css } from '@linaria/core';
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { pages } from 'site:pages';
import { busyAttribute, frameAttribute, pageAttribute, turnOnWholeStylesheet } from './lib/dom';
import { awaitsCode, onTurnToWaitingForm } from './lib/held-submit';
import { afterLoad, persist } from './lib/load';
import type { PageKey } from './lib/route-table.mjs';
import { scrollToY, startRouter } from './lib/router';
import { globalStyles } from './styles/global';
import { StaticSource, VisitContext } from './ui/shell';
import { lazy, preloadAll } from './ui/lazy';

/** Each screen's code, one per key of the route table, loaded on demand so a visitor downloads only the page seen. */
export { pages };

// The booking dialog and the toasts come after the page has loaded; their prerendered HTML works until then.
const Layers = lazy(() => import('./forms/layers').then((m) => m.Layers));

/** The page on screen: which it is, its code, the document its words come from, and where to scroll once shown. */
export type Screen = {
  key: PageKey;
  Page: ComponentType;
  source: Document | null;
  scrollY: number | null;
};

/** The screen a page's HTML says it is, if it is one of this site's. */
export const pageKeyOf = (source: ParentNode) => {
  const key = source.querySelector('main')?.getAttribute(pageAttribute);
  return key && key in pages ? (key as PageKey) : null;
};

/** The page's code as a document names it: a new release of the site names other files, and those of this one are gone. */
const codeOf = (source: Document) => source.querySelector('script[type="module"]')?.getAttribute('src');

/** The page at `path` as the server has it (a 404 is a page too): its HTML says which screen, its title, its words. */
async function fetchPage(path: string) {
  const response = await fetch(path);
  if (!response.ok && response.status !== 404) throw new Error(`${path} answered ${response.status}`);
  return { url: new URL(response.url), source: new DOMParser().parseFromString(await response.text(), 'text/html') };
}

export function App({ initial }: { initial: Screen }) {
  const [screen, setScreen] = useState(initial);
  const [visit] = useState(() => new Map<string, unknown>());
  const latest = useRef(0);

  useEffect(() => {
    const router = startRouter(async (nav) => {
      const ticket = ++latest.current;
      // A newer navigation makes this one stale: its page is asked for no more (its retries end at their next attempt).
      const stale = () => ticket !== latest.current;
      // The tap was heard: the page on show dims until the next comes (a moment later, by CSS, so a quick one never does).
      turnOnWholeStylesheet();
      document.getElementById('main')?.setAttribute(busyAttribute, 'true');
      const page = await persist(async () => (stale() ? null : fetchPage(nav.path)));
      if (!page || stale()) return;
      const key = pageKeyOf(page.source);
      // Not one of this site's pages (a file, a host's own page), or one of a release since published, whose files this
      // page's code would ask for in vain: the browser loads it as it is.
      if (!key || codeOf(page.source) !== codeOf(document)) return location.reload();
      const Page = await persist(pages[key]);
      // The next page shows with its lazy parts, not before them.
      await preloadAll();
      // A form whose code just came takes over what was typed in it (src/forms/use-form.tsx) before its page goes.
      for (let frame = 0; frame < 30 && [...document.forms].some(awaitsCode); frame++)
        await new Promise(requestAnimationFrame);
      if (stale()) return;
      router.arrived(page.url);
      setScreen({ key, Page, source: page.source, scrollY: nav.scrollY });
    });
    // The page is interactive: tests wait for data-hydrated, the bench reads the mark.
    document.documentElement.dataset.hydrated = 'true';
    performance.mark('hydrated');
    afterLoad(preloadAll);
    // A visitor turning to a form whose code has not arrived: fetch it now.
    const stopFetching = onTurnToWaitingForm(preloadAll);
    return () => {
      router.stop();
      stopFetching();
    };
  }, []);

  useLayoutEffect(() => {
    document.getElementById('main')?.removeAttribute(busyAttribute);
    // The first screen is the document as served: its frame and title are its own already.
    if (!screen.source || screen.source === document) return;
    // The header and footer as the new page's HTML writes them: its current link, its language switch, the menu closed.
    for (const part of document.body.querySelectorAll(`[${frameAttribute}]`)) {
      const fresh = screen.source.querySelector(`${part.localName}[${frameAttribute}]`);
      if (fresh) part.replaceWith(document.importNode(fresh, true));
    }
    // The head's tags of the page (its description, canonical, alternates; a 404's "noindex", and no canonical).
    for (const tag of document.head.querySelectorAll(`[${frameAttribute}]`)) tag.remove();
    const tags = screen.source.head.querySelectorAll(`[${frameAttribute}]`);
    document.head.append(...[...tags].map((tag) => document.importNode(tag, true)));
    document.title = screen.source.title;
    // Back/forward position, else the # target, else the top; instant, so the page opens in place before paint.
    const target = location.hash && document.getElementById(decodeFragment(location.hash));
    if (screen.scrollY === null && target) target.scrollIntoView({ behavior: 'instant' });
    else scrollToY(screen.scrollY ?? 0);
    // Screen-reader users hear where they arrived; keyboard users continue from the top of the page.
    document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
  }, [screen]);

  return (
    <VisitContext value={visit}>
      <div className={`${globalStyles} ${shell}`}>
        <main id="main" className={main} tabIndex={-1} {...{ [pageAttribute]: screen.key }}>
          <StaticSource value={screen.source}>
            <screen.Page />
          </StaticSource>
        </main>
        <Layers />
      </div>
    </VisitContext>
  );
}

/** The element id a fragment names; one that is not valid percent-encoding ("#%") is taken as written. */
function decodeFragment(hash: string): string {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}

const shell = css`
  display: flex;
  flex-direction: column;
  flex: 1;
`;

const main = css`
  flex: 1;
  &[data-busy='true'] {
    opacity: 0.6;
    transition: opacity var(--duration) 0.4s;
  }
`;
