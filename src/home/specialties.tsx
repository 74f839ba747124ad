import { specialtiesLabel } from '../content/specialties';
import { specialtyDetails } from '../content/specialty-details';
import type { Specialty, SpecialtyId } from '../content/types';
import { TalkToUs } from '../frame/talk-to-us';
import { Icon } from '../ui/icons';
import { Picture } from '../ui/picture';
import { Static } from '../ui/static';
import { useTabs } from '../ui/tabs';
import * as s from './specialties-styles';

/**
 * The specialties selector (APG tabs): cards and a detail panel when wide, a circle of icons and a card when narrow.
 */
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
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: tabs.list makes it a tablist, which takes a label. */}
        <div {...tabs.list} aria-label={specialtiesLabel} className={s.tablist}>
          {items.map((item) => (
            <button key={item.id} {...tabs.tab(item.id)} className={s.tab}>
              <span className={s.icon}>
                <Icon name={item.icon} />
              </span>
              <span className={s.tabTitle}>{item.title}</span>
            </button>
          ))}
        </div>
      </div>
      {items.map((item) => (
        <div key={item.id} {...tabs.panel(item.id)} className={s.panel}>
          <Static id={`specialty-${item.id}`}>{PRERENDER && <SpecialtyPanel id={item.id} title={item.title} />}</Static>
        </div>
      ))}
    </div>
  );
}

/** What a specialty's panel shows: its picture, name, paragraph and the way to ask about it. */
function SpecialtyPanel({ id, title }: { id: SpecialtyId; title: string }) {
  const { image, details } = specialtyDetails[id];
  return (
    <>
      <Picture picture={image} sizes={s.imageSizes} className={s.image} />
      <div className={s.body}>
        <h3>{title}</h3>
        <p>{details}</p>
        <TalkToUs />
      </div>
    </>
  );
}
