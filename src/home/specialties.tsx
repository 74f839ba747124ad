import { css } from '@linaria/core';
import { specialtyDetails } from '../content/specialty-details';
import type { Specialty, SpecialtyId } from '../content/types';
import { TalkToUs } from '../frame/talk-to-us';
import { narrowWidth, noScript, wide } from '../ui/kit';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';
import { useTabs } from '../ui/tabs';
import { SpecialtyTabs } from './specialty-tabs';

/** The specialties (APG tabs): cards beside a detail panel when wide, a circle of icons over a card when narrow. */
export function Specialties({ items, defaultId }: { items: Specialty[]; defaultId: SpecialtyId }) {
  const ids = items.map((item) => item.id);
  const tabs = useTabs(ids, defaultId, 'specialty');

  return (
    <div className={root}>
      <SpecialtyTabs items={items} tabs={tabs} />
      {items.map((item) => (
        <div key={item.id} {...tabs.panel(item.id)} className={panel}>
          <Static id={`specialty-${item.id}`}>
            {PRERENDER && (
              <>
                <Picture
                  picture={specialtyDetails[item.id].image}
                  // The card's width when narrow, about half a 48 rem card when wide.
                  sizes={`${narrowWidth} 100vw, 400px`}
                  className={photo}
                />
                <div className={body}>
                  <h3>{item.title}</h3>
                  <p>{specialtyDetails[item.id].details}</p>
                  <TalkToUs />
                </div>
              </>
            )}
          </Static>
        </div>
      ))}
    </div>
  );
}

const root = css`
  display: grid;
  gap: var(--space-5);
  ${wide} {
    grid-template-columns: minmax(15rem, 20rem) minmax(0, 1fr);
    align-items: start;
    gap: var(--space-6);
  }
  ${noScript} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** One specialty's detail card; with scripting off, every card shows. */
const panel = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  overflow: hidden;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  box-shadow: var(--shadow-m);
  &[hidden] {
    display: none;
  }
  ${noScript} {
    &[hidden] {
      display: grid;
    }
  }
`;

const photo = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
  background: var(--color-surface-tint);
`;

const body = css`
  display: grid;
  align-content: center;
  justify-items: start;
  gap: var(--space-4);
  padding: var(--space-6) var(--space-5);
  p {
    color: var(--color-muted);
  }
`;
