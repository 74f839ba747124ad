// Parts rendered by the build and kept as HTML in the browser: their words never ship as JavaScript.
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { contents } from '../styles/ui';

/** The document a page's static parts come from: the one loaded, or the one fetched for the page navigated to. */
export const StaticSource = createContext<ParentNode | null>(null);

/** A part with no behaviour; pass its words as `{PRERENDER && <Words />}`, which the browser's bundle drops. */
export function Static({ id, children }: { id: string; children: ReactNode }) {
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
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the words the build prerendered into this page, kept as they are.
  return <div data-static={id} className={contents} dangerouslySetInnerHTML={html} suppressHydrationWarning />;
}
