// The specialties' tabs: a column of cards when wide, a ring of icons round a hub when narrow (text not enlarged).
import { css } from '@linaria/core';
import { specialtiesLabel } from '../content/specialties';
import type { Specialty, SpecialtyId } from '../content/types';
import { bareRules, Icon, iconDisc, narrow, noScript, wide } from '../ui/kit';
import type { useTabs } from '../ui/tabs';

/** The circle needs 20 of the visitor's ems across (320 px at the usual size): with text set larger, the cards show. */
const circle = `${narrow} and (min-width: 20em)`;

export function SpecialtyTabs({ items, tabs }: { items: Specialty[]; tabs: ReturnType<typeof useTabs<SpecialtyId>> }) {
  return (
    <div className={diagram}>
      {/* The narrow diagram's hub is decoration, so hidden from screen readers. */}
      <span className={hub} aria-hidden="true">
        <Icon name="tooth" />
      </span>
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: tabs.list makes it a tablist, which takes a label. */}
      <div {...tabs.list} aria-label={specialtiesLabel} className={tablist}>
        {items.map((item) => (
          <button key={item.id} {...tabs.tab(item.id)} className={tab}>
            <span className={`${iconDisc} ${icon}`}>
              <Icon name={item.icon} />
            </span>
            <span className={tabTitle}>{item.title}</span>
          </button>
        ))}
      </div>
    </div>
  );
}

/** Narrow: a square with the tabs on a circle inside it; wide: just the list. */
const diagram = css`
  ${circle} {
    /* The page's content width, at most 20 rem; the tabs inherit it to find the radius. */
    --size: min(20rem, 100vw - 2 * var(--gutter));
    position: relative;
    width: var(--size);
    height: var(--size);
    /* Room for the names that stand above the top icon and below the bottom ones. */
    margin: var(--space-7) auto var(--space-6);
    /* The ring the icons sit on: the same radius the tabs are placed at. */
    &::before {
      content: '';
      position: absolute;
      inset: 3.25rem;
      border: 2px dashed var(--color-primary-soft);
      border-radius: 50%;
    }
  }
  ${noScript} {
    display: none;
  }
`;

const hub = css`
  display: none;
  ${circle} {
    /* Offsets, not transforms, here and on the tabs: Chromium reports one arriving with the CSS as a layout shift. */
    position: absolute;
    inset: calc(50% - 2.25rem) auto auto calc(50% - 2.25rem);
    display: grid;
    place-items: center;
    width: 4.5rem;
    height: 4.5rem;
    border-radius: 50%;
    background: radial-gradient(circle at 35% 30%, var(--color-surface), var(--color-surface-tint) 70%);
    box-shadow: var(--shadow-m);
    color: var(--color-primary);
    --icon: 2.25rem;
  }
`;

/** Each tab's place from both ends (--i from the first, --j from the last), so CSS alone knows the count; 8 at most. */
const places = Array.from(
  { length: 8 },
  (_, k) => `&:nth-child(${k + 1}) { --i: ${k}; } &:nth-last-child(${k + 1}) { --j: ${k}; }`,
).join('\n');

/** The tabs: a column of cards when wide, a positioning layer over the circle when narrow. */
const tablist = css`
  display: grid;
  gap: var(--space-2);
  ${circle} {
    position: absolute;
    inset: 0;
    display: block;
  }
`;

/** One tab: a card when wide; when narrow, an icon on the ring with its title under it. */
const tab = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 4rem;
  padding: var(--space-2) var(--space-4) var(--space-2) var(--space-2);
  border: 1.5px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  font-weight: 600;
  text-align: start;
  transition:
    background-color var(--duration) var(--ease),
    border-color var(--duration) var(--ease),
    box-shadow var(--duration) var(--ease);
  &:hover {
    border-color: var(--color-primary-bright);
    background: var(--color-surface-tint);
  }
  &[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--color-surface);
    box-shadow: var(--shadow-m);
  }
  /* Text too large for the circle: each name under its icon, its words whole. */
  @media (max-width: 17em) {
    display: grid;
  }
  ${wide} {
    position: relative;
    /* A notch pointing at the panel, tying the chosen card to its details. */
    &[aria-selected='true']::after {
      content: '';
      position: absolute;
      inset: 50% -0.45rem auto auto;
      width: 0.8rem;
      height: 0.8rem;
      border-radius: 0.15rem;
      background: inherit;
      transform: translateY(-50%) rotate(45deg);
    }
  }
  ${circle} {
    ${places}
    /* Clockwise from the top, in equal steps for however many tabs there are. */
    --angle: calc(1turn * var(--i) / (var(--i) + var(--j) + 1));
    --r: calc(var(--size) / 2 - 3.25rem);
    /* Where the icon's centre (1.75 rem down the 7 rem wide button) meets the ring. */
    position: absolute;
    top: calc(50% - 1.75rem - cos(var(--angle)) * var(--r));
    left: calc(50% - 3.5rem + sin(var(--angle)) * var(--r));
    flex-direction: column;
    /* Clear of the chosen icon's halo. */
    gap: 0.625rem;
    width: 7rem;
    min-height: 0;
    ${bareRules}
    text-align: center;
    /* The top one's name stands above its icon, clear of the hub: its icon's centre on the ring, from below. */
    &:first-child {
      flex-direction: column-reverse;
      top: auto;
      bottom: calc(50% - 1.75rem + var(--r));
    }
    /* Where CSS has no sin() or cos(): out from the centre along its angle, turned back upright. */
    @supports not (left: calc(1px * sin(1deg))) {
      &,
      &:first-child {
        inset: 50% auto auto 50%;
        transform-origin: 50% 1.75rem;
        transform: translate(-50%, -1.75rem) rotate(var(--angle)) translateY(calc(-1 * var(--r))) rotate(calc(-1 * var(--angle)));
      }
      &:first-child {
        transform: translate(-50%, calc(1.75rem - 100% - var(--r)));
      }
    }
    &:hover,
    &[aria-selected='true'] {
      background: none;
      box-shadow: none;
      color: var(--color-primary-strong);
    }
  }
`;

const icon = css`
  --disc: 3rem;
  --icon: 1.5rem;
  border-radius: var(--radius-s);
  background: var(--color-surface-tint);
  [aria-selected='true'] > & {
    background: var(--color-on-dark-disc);
    color: var(--color-surface);
  }
  ${circle} {
    --disc: 3.5rem;
    border: 2px solid var(--color-primary-soft);
    border-radius: 50%;
    background: var(--color-surface);
    box-shadow: var(--shadow-s);
    transition:
      transform var(--duration) var(--ease),
      background-color var(--duration) var(--ease);
    button:hover > & {
      border-color: var(--color-primary);
    }
    [aria-selected='true'] > & {
      border-color: var(--color-primary);
      background: var(--color-primary);
      box-shadow: 0 0 0 5px var(--color-surface-tint-strong), var(--shadow-m);
      transform: scale(1.08);
    }
  }
`;

const tabTitle = css`
  ${circle} {
    /* A halo of the page's colour round each letter: the dashed ring breaks off rather than run through a name. */
    text-shadow:
      0 0 3px var(--color-surface),
      0 0 3px var(--color-surface),
      0 0 6px var(--color-surface),
      0 0 6px var(--color-surface),
      0 0 9px var(--color-surface);
    font-size: var(--text-s);
    line-height: 1.25;
    [aria-selected='true'] > & {
      font-weight: 700;
    }
  }
`;
