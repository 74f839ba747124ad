// What the page shell (src/app.tsx) gives the parts it shows: the visit's store, and the prerendered HTML of parts with
// no behaviour.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { contents } from './kit';

/** The visit's store, provided by the App; each test or App gets its own. */
export const VisitContext = createContext(new Map<string, unknown>());

/** This visit's `key` (the toasts, a send under way, drafts), made by `create` the first time any component asks. */
export function useVisitState<T>(key: string, create: () => T): T {
  const visit = useContext(VisitContext);
  if (!visit.has(key)) visit.set(key, create());
  return visit.get(key) as T;
}

/** The document a page's static parts come from: the one loaded, or the one fetched for the page navigated to. */
export const StaticSource = createContext<ParentNode | null>(null);

/**
 * A part with no behaviour, rendered by the build and kept as HTML in the browser; pass its words as
 * `{PRERENDER && <Words />}`, which the browser's bundle drops, so they never ship as JavaScript. `hidden` hides it and
 * keeps it: what the HTML holds stays as it is.
 */
export function Static({ id, hidden, children }: { id: string; hidden?: boolean; children: ReactNode }) {
  const source = useContext(StaticSource);
  const html = useMemo(
    () => ({ __html: PRERENDER ? '' : ((source ?? document).querySelector(`[data-static="${id}"]`)?.innerHTML ?? '') }),
    [source, id],
  );
  if (PRERENDER)
    return (
      <div data-static={id} className={contents}>
        {children}
      </div>
    );
  // Hidden, it is not drawn at all: its `display: contents` would win over the attribute.
  return (
    <div
      data-static={id}
      className={hidden ? undefined : contents}
      hidden={hidden}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the words the build prerendered into this page, kept as they are.
      dangerouslySetInnerHTML={html}
      suppressHydrationWarning
    />
  );
}
