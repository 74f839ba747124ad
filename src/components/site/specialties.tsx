import { specialtiesLabel } from '../../content/specialties';
import type { Specialty, SpecialtyId } from '../../content/types';
import { deferred } from '../ui/deferred';
import { Icon } from '../ui/icons';
import { useTabs } from '../ui/use-tabs';
import * as s from './specialties-styles';
import * as t from './specialties-tab-styles';

// A panel's words and picture are in the page: their code (most of the home page's text) can wait for idle time.
const { Deferred: SpecialtyPanel } = deferred(() => import('./specialty-panel').then((m) => m.SpecialtyPanel), { after: 'idle' });

/** The specialties selector: cards and a detail panel when wide, a circle of icons and a card when narrow. */
export function Specialties({ items, defaultId }: { items: Specialty[]; defaultId: SpecialtyId }) {
  const tabs = useTabs(
    items.map((item) => item.id),
    defaultId,
    'specialty',
  );

  return (
    <div className={s.root}>
      <div className={s.diagram}>
        {/* The hub of the narrow circular diagram; a picture only, so hidden from screen readers. */}
        <span className={s.hub} aria-hidden="true">
          <Icon name="tooth" />
        </span>
        <div {...tabs.list} aria-label={specialtiesLabel} className={t.tablist}>
          {items.map((item) => (
            <button key={item.id} {...tabs.tab(item.id)} className={t.tab}>
              <span className={t.icon}>
                <Icon name={item.icon} />
              </span>
              <span className={t.tabTitle}>{item.title}</span>
            </button>
          ))}
        </div>
      </div>
      {items.map((item) => (
        <div key={item.id} {...tabs.panel(item.id)} className={s.panel}>
          <SpecialtyPanel id={item.id} title={item.title} />
        </div>
      ))}
    </div>
  );
}
