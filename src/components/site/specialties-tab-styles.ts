// The two looks of the one specialties tab list: cards beside a panel when wide, a circle of icons when narrow.
import { css } from '@linaria/core';
import { narrow, wide } from '../../styles/media';

/** The most tabs the circle can place (though past six they crowd a 360 px phone). */
const maxTabs = 8;

/** Each tab's place counted from both ends (--i from the first, --j from the last), so CSS alone knows the count. */
const places = Array.from(
  { length: maxTabs },
  (_, k) => `&:nth-child(${k + 1}) { --i: ${k}; } &:nth-last-child(${k + 1}) { --j: ${k}; }`,
).join('\n');

/** The tabs: a column of cards when wide, a positioning layer over the circle when narrow. */
export const tablist = css`
  display: grid;
  gap: var(--space-2);
  ${narrow} {
    position: absolute;
    inset: 0;
    display: block;
  }
`;

/** One tab: a card with its icon and title, or an icon on the ring with the title under it. */
export const tab = css`
  display: flex;
  align-items: center;
  gap: var(--space-3);
  width: 100%;
  min-height: 4rem;
  padding: var(--space-2) var(--space-4) var(--space-2) var(--space-2);
  border: 1.5px solid var(--color-border);
  border-radius: var(--radius-m);
  background: var(--paper);
  color: var(--color-text);
  font-weight: 600;
  text-align: start;
  transition:
    background-color var(--duration) var(--ease),
    border-color var(--duration) var(--ease),
    box-shadow var(--duration) var(--ease);
  &:hover {
    border-color: var(--teal-500);
    background: var(--teal-50);
  }
  &[aria-selected='true'] {
    border-color: var(--color-primary);
    background: var(--color-primary);
    color: var(--paper);
    box-shadow: var(--shadow-m);
  }
  ${wide} {
    position: relative;
    /* A notch pointing at the panel, tying the chosen card to its details. */
    &[aria-selected='true']::after {
      content: '';
      position: absolute;
      top: 50%;
      right: -0.45rem;
      width: 0.8rem;
      height: 0.8rem;
      border-radius: 0.15rem;
      background: inherit;
      transform: translateY(-50%) rotate(45deg);
    }
  }
  ${narrow} {
    ${places}
    /* Clockwise from the top, in equal steps for however many tabs there are. */
    --angle: calc(1turn * var(--i) / (var(--i) + var(--j) + 1));
    --r: calc(var(--size) / 2 - 3.25rem);
    position: absolute;
    top: 50%;
    left: 50%;
    flex-direction: column;
    /* Clear of the chosen icon's halo. */
    gap: 0.625rem;
    width: 7rem;
    min-height: 0;
    padding: 0;
    border: 0;
    background: none;
    text-align: center;
    /* Out from the centre along its angle, turned back upright: the icon's centre, not the button's, on the ring. */
    transform-origin: 50% 1.75rem;
    transform: translate(-50%, -1.75rem) rotate(var(--angle)) translateY(calc(-1 * var(--r))) rotate(calc(-1 * var(--angle)));
    /* The top one's name stands above its icon, clear of the hub. */
    &:first-child {
      flex-direction: column-reverse;
      transform: translate(-50%, calc(1.75rem - 100% - var(--r)));
    }
    &:hover,
    &[aria-selected='true'] {
      background: none;
      box-shadow: none;
      color: var(--color-primary-strong);
    }
  }
`;

/** The specialty's icon in a tile (wide) or a disc on the ring (narrow). */
export const icon = css`
  display: grid;
  place-items: center;
  flex: none;
  width: 3rem;
  height: 3rem;
  border-radius: var(--radius-s);
  background: var(--teal-50);
  color: var(--color-primary);
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
  [aria-selected='true'] > & {
    background: var(--on-dark-disc);
    color: var(--paper);
  }
  ${narrow} {
    width: 3.5rem;
    height: 3.5rem;
    border: 2px solid var(--teal-300);
    border-radius: 50%;
    background: var(--paper);
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
      box-shadow: 0 0 0 5px var(--teal-100), var(--shadow-m);
      transform: scale(1.08);
    }
  }
`;

/** The specialty's name on its tab. */
export const tabTitle = css`
  ${narrow} {
    /* A halo of the page's colour round each letter: the dashed ring breaks off rather than run through a name. */
    text-shadow:
      0 0 3px var(--paper),
      0 0 3px var(--paper),
      0 0 6px var(--paper),
      0 0 6px var(--paper),
      0 0 9px var(--paper);
    font-size: var(--text-s);
    line-height: 1.25;
    [aria-selected='true'] > & {
      font-weight: 700;
    }
  }
`;
