// APG tabs with automatic activation: https://www.w3.org/WAI/ARIA/apg/patterns/tabs/examples/tabs-automatic/
import { useState, type KeyboardEvent } from 'react';
import type { Specialty, SpecialtyId } from '../../content/types';
import { Icon } from '../ui/icons';
import { Picture } from '../ui/picture';
import * as s from './specialties-styles';
import { TalkToUs } from './talk-to-us';
import { wrapIndex } from '../ui/use-wrapping-index';

const tabId = (id: SpecialtyId) => `specialty-tab-${id}`;
const panelId = (id: SpecialtyId) => `specialty-panel-${id}`;

/** Where each key moves the selection, from `index` among `count` tabs; arrows wrap, Home/End jump. */
const keyTargets: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => wrapIndex(i + 1, n),
  ArrowDown: (i, n) => wrapIndex(i + 1, n),
  ArrowLeft: (i, n) => wrapIndex(i - 1, n),
  ArrowUp: (i, n) => wrapIndex(i - 1, n),
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** The specialties selector: cards and a detail panel when wide, a circle of icons and a card when narrow. */
export function Specialties({ items, defaultId }: { items: Specialty[]; defaultId: SpecialtyId }) {
  const [selectedId, setSelectedId] = useState(defaultId);

  // Both layouts are one list, so left/right and up/down both step through it.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = keyTargets[event.key];
    if (!target || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    const next = items[target(items.findIndex((item) => item.id === selectedId), items.length)];
    setSelectedId(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };

  return (
    <div className={s.root}>
      <div className={s.diagram}>
        {/* The hub of the narrow circular diagram; a picture only, so hidden from screen readers. */}
        <span className={s.hub} aria-hidden="true">
          <Icon name="tooth" />
        </span>
        <div role="tablist" aria-label="Our specialties" className={s.tablist} onKeyDown={handleKeyDown}>
          {items.map((item) => {
            const selected = item.id === selectedId;
            return (
              <button
                key={item.id}
                type="button"
                role="tab"
                id={tabId(item.id)}
                aria-selected={selected}
                aria-controls={panelId(item.id)}
                tabIndex={selected ? 0 : -1}
                className={s.tab}
                onClick={() => setSelectedId(item.id)}
              >
                <span className={s.icon}>
                  <Icon name={item.id} />
                </span>
                <span className={s.tabTitle}>{item.title}</span>
              </button>
            );
          })}
        </div>
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={panelId(item.id)}
          aria-labelledby={tabId(item.id)}
          hidden={item.id !== selectedId}
          className={s.panel}
        >
          <Picture picture={item.image} sizes={s.imageSizes} className={s.image} />
          <div className={s.body}>
            <h3>{item.title}</h3>
            <p>{item.details}</p>
            <TalkToUs />
          </div>
        </div>
      ))}
    </div>
  );
}
