// The look of the case gallery: the centre case between its neighbours when wide, alone when narrow.
import { css } from '@linaria/core';
import { narrow } from '../../styles/media';

/** How wide the centre picture is drawn: 3 of 5 columns when wide, the whole width when narrow. */
export const imageSizes = '(max-width: 767.98px) 100vw, (max-width: 1200px) 60vw, 720px';

/** How wide a thumbnail is drawn: 1 of 5 columns (hidden when narrow). */
export const thumbSizes = '(max-width: 1200px) 20vw, 240px';

/** The stage above the controls. */
export const root = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: var(--space-5);
`;

/** Three columns, neighbour · centre · neighbour, when wide; the centre alone when narrow. */
export const stage = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr);
  align-items: start;
  gap: clamp(1rem, 0.5rem + 2vw, 2rem);
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** As tall as the centre image (its column is 3 fr wide at 3:2), so the thumbnail centres beside it. */
export const aside = css`
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 2;
  ${narrow} {
    display: none;
  }
`;

/** A neighbouring case as a button: a small picture over "Previous" or "Next". */
export const thumb = css`
  display: grid;
  gap: var(--space-2);
  width: 100%;
  padding: var(--space-2);
  border: 1.5px solid transparent;
  border-radius: var(--radius-m);
  background: none;
  color: var(--color-muted);
  transition:
    border-color var(--duration) var(--ease),
    background-color var(--duration) var(--ease);
  &:hover {
    border-color: var(--color-border);
    background: var(--teal-50);
    color: var(--color-primary-strong);
  }
`;

/** The thumbnail's picture, a little faded until pointed at. */
export const thumbImage = css`
  overflow: hidden;
  border-radius: var(--radius-s);
  opacity: 0.8;
  box-shadow: var(--shadow-s);
  button:hover > & {
    opacity: 1;
  }
`;

/** The "Previous" / "Next" word under a thumbnail. */
export const thumbText = css`
  font-size: var(--text-s);
  font-weight: 600;
`;

/** One case: picture, Before/After, title and summary. */
export const figure = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
`;

/** The centre picture's frame. */
export const image = css`
  overflow: hidden;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-m);
  background: var(--teal-50);
`;

/** "Before" under the left half of the picture, "After" under the right. */
export const halves = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  text-align: center;
  font-size: var(--text-s);
  font-weight: 650;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  span:first-child {
    color: var(--color-muted);
  }
  span:last-child {
    color: var(--color-primary);
  }
`;

/** The case's title and summary, centred. */
export const caption = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-2);
  text-align: center;
  p {
    max-width: 36rem;
    margin-inline: auto;
    color: var(--color-muted);
  }
`;

/** The row of arrows, dots and counter. */
export const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;

/** The dots, side by side. */
export const dots = css`
  display: flex;
  gap: var(--space-1);
`;

/** A 32 × 44 px button drawn as a ring; the current one a filled pill. */
export const dot = css`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  background: none;
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid var(--teal-600);
    border-radius: 999px;
    transition:
      width var(--duration) var(--ease),
      background-color var(--duration) var(--ease);
  }
  &:hover::before {
    background: var(--teal-100);
  }
  &[aria-current='true']::before {
    width: 1.5rem;
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
`;
