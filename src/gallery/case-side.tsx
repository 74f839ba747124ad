// A neighbour of the current case: its thumbnail, which selects it, and the arrow that steps towards it.
import { css } from '@linaria/core';
import { galleryText } from '../content/gallery';
import type { Case } from '../content/types';
import { ArrowButton, type Position } from '../ui/carousel';
import { narrow, needsScript } from '../ui/kit';
import { CasePicture } from './case-picture';

/**
 * The case beside the centre one in `direction` of the gallery's `position`: beside the centre case when wide; on a
 * phone a peek from the screen's edge, the arrows then under the picture.
 */
export function CaseSide(props: { direction: 'previous' | 'next'; cases: readonly Case[]; position: Position }) {
  const { direction, position } = props;
  const index = position[direction];
  const item = props.cases[index];
  const { word, arrow: label } = galleryText[direction];
  const step = <ArrowButton direction={direction} label={label} position={position} className={arrow} />;
  // Tab order follows the eye: thumbnail then arrow on the left, arrow then thumbnail on the right.
  return (
    <div className={`${aside} ${needsScript}`} data-side={direction}>
      {direction === 'next' && step}
      <button
        type="button"
        className={thumb}
        aria-label={`${word}: ${galleryText.caseName(index, item.title)}`}
        aria-controls={position.id}
        onClick={() => position.goTo(index)}
      >
        <CasePicture key={item.id} item={item} compact className={thumbImage} />
        <span className={thumbText}>{word}</span>
      </button>
      {direction === 'previous' && step}
    </div>
  );
}

/** As tall as the centre picture, so its thumbnail and arrow centre beside it. */
const aside = css`
  position: relative;
  display: grid;
  place-items: center;
  /* Its column is a third as wide as the centre one, whose frame is 3:2. */
  aspect-ratio: 1 / 2;
  ${narrow} {
    aspect-ratio: auto;
    /* The centre frame's height: what the peeks and gaps leave of the stage's width, at 3:2. */
    height: calc((100vw - 2 * (var(--peek) + var(--gap))) * 2 / 3);
    height: calc((100cqi - 2 * (var(--peek) + var(--gap))) * 2 / 3);
  }
`;

const thumb = css`
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
    background: var(--color-surface-tint);
    color: var(--color-primary-strong);
  }
  ${narrow} {
    height: 100%;
    padding: 0;
    border: 0;
  }
`;

/** On a phone, the picture's edge nearest the centre case, filling the peek's height. */
const thumbImage = css`
  overflow: hidden;
  border-radius: var(--radius-s);
  opacity: 0.8;
  box-shadow: var(--shadow-s);
  button:hover > & {
    opacity: 1;
  }
  ${narrow} {
    height: 100%;
    border-radius: 0 var(--radius-m) var(--radius-m) 0;
    /* Doubled, to outrank the frame's own shape and fit. */
    && span,
    && img {
      height: 100%;
      aspect-ratio: auto;
      object-fit: cover;
      object-position: right;
    }
    [data-side='next'] && {
      border-radius: var(--radius-m) 0 0 var(--radius-m);
      img {
        object-position: left;
      }
    }
    /* A failed picture leaves its dashed frame: the words would not fit. */
    strong {
      display: none;
    }
  }
`;

const thumbText = css`
  font-size: var(--text-s);
  font-weight: 600;
  ${narrow} {
    display: none;
  }
`;

const arrow = css`
  position: absolute;
  /* Above the faded thumbnail, which paints in its own layer. */
  z-index: 1;
  inset-block: 0;
  margin-block: auto;
  /* Over the picture's edge, as the gap is narrower than the arrow: a tap on it is never a tap on the neighbour. */
  [data-side='previous'] > & {
    right: calc(-2.75rem - 0.125rem);
  }
  [data-side='next'] > & {
    left: calc(-2.75rem - 0.125rem);
  }
  ${narrow} {
    && {
      display: none;
    }
  }
`;
