// APG tabs with automatic activation: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/examples/tabs-automatic/
import { useState, type KeyboardEvent } from 'react';
import { wrapIndex } from './carousel';

/** Where each key moves the selection from `index`; wrapped round, -1 (End) is the last tab. */
const keyTargets = (index: number): Record<string, number> => ({
  ArrowRight: index + 1,
  ArrowDown: index + 1,
  ArrowLeft: index - 1,
  ArrowUp: index - 1,
  Home: 0,
  End: -1,
});

/**
 * An APG tab list as props to spread on the list, tabs and panels (ids `${prefix}-tab-${id}`, `${prefix}-panel-${id}`);
 * a tab chosen by pointer scrolls its panel into view if it starts in the screen's bottom third (as on a phone).
 */
export function useTabs<Id extends string>(ids: readonly Id[], defaultId: Id, prefix: string) {
  const [selected, setSelected] = useState(defaultId);
  const tabId = (id: Id) => `${prefix}-tab-${id}`;
  const panelId = (id: Id) => `${prefix}-panel-${id}`;
  return {
    list: {
      role: 'tablist',
      onKeyDown: (event: KeyboardEvent) => {
        // Both pairs of arrows step, whichever way the list is laid out.
        const target = keyTargets(ids.indexOf(selected))[event.key];
        if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
        event.preventDefault();
        const id = ids[wrapIndex(target, ids.length)];
        setSelected(id);
        document.getElementById(tabId(id))?.focus();
      },
    },
    tab: (id: Id) => ({
      role: 'tab',
      type: 'button' as const,
      id: tabId(id),
      'aria-selected': id === selected,
      'aria-controls': panelId(id),
      tabIndex: id === selected ? 0 : -1,
      onClick: () => {
        setSelected(id);
        // After the new panel is drawn; the root's scroll-behavior makes it smooth only where motion is welcome.
        requestAnimationFrame(() => {
          const panel = document.getElementById(panelId(id));
          if (panel && panel.getBoundingClientRect().top > (innerHeight * 2) / 3)
            panel.scrollIntoView({ block: 'nearest' });
        });
      },
    }),
    panel: (id: Id) => ({
      role: 'tabpanel',
      id: panelId(id),
      'aria-labelledby': tabId(id),
      hidden: id !== selected,
    }),
  };
}
