// The before/after cases, one at a time (APG carousel): the current case large between its neighbours, dots, a counter.
import { css } from '@linaria/core';
import { galleryText } from '../content/gallery';
import { carouselRoles, slideOf } from '../content/site';
import type { Case } from '../content/types';
import { ArrowButton, CarouselSlide, counter, SlideStack, useWrappingIndex } from '../ui/carousel';
import { bareRules, labelLetters, narrow, needsScript, noScript, oneColumnRules, stack } from '../ui/kit';
import { CasePicture } from './case-picture';
import { CaseSide } from './case-side';

export function CaseGallery({ cases }: { cases: readonly Case[] }) {
  const position = useWrappingIndex(cases.length);

  // On a phone only, under the picture: there the sides are peeks, each a control of its own.
  const arrowBelow = (direction: 'previous' | 'next') => (
    <ArrowButton direction={direction} label={galleryText[direction].arrow} position={position} className={phoneOnly} />
  );

  return (
    <section className={root} aria-roledescription={carouselRoles.carousel} aria-label={galleryText.name}>
      <div className={stage}>
        <CaseSide direction="previous" cases={cases} position={position} />
        <SlideStack position={position}>
          {cases.map((item, index) => (
            <CarouselSlide key={item.id} label={slideOf(index, cases.length)} current={index === position.index}>
              <figure className={stack}>
                <CasePicture item={item} priority={index === 0} className={picture} />
                {/* The picture's left half is before the treatment, its right half after. */}
                <div className={halves}>
                  <span>{galleryText.before}</span>
                  <span>{galleryText.after}</span>
                </div>
                <figcaption className={caption}>
                  <h2>{item.title}</h2>
                  <p>{item.summary}</p>
                </figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </SlideStack>
        <CaseSide direction="next" cases={cases} position={position} />
      </div>
      <div className={`${controls} ${needsScript}`}>
        {arrowBelow('previous')}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: <fieldset> would say otherwise. */}
        <div className={dots} role="group" aria-label={galleryText.dots}>
          {cases.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={dot}
              aria-label={galleryText.caseName(index, item.title)}
              aria-current={index === position.index ? 'true' : undefined}
              aria-controls={position.id}
              onClick={() => position.goTo(index)}
            />
          ))}
        </div>
        <p className={counter}>{position.counter}</p>
        {arrowBelow('next')}
      </div>
    </section>
  );
}

const root = css`
  ${oneColumnRules}
  gap: var(--space-5);
`;

/** Three columns, neighbour · centre · neighbour; on a phone, from edge to edge with narrow peeks. */
const stage = css`
  --gap: clamp(1rem, 0.5rem + 2vw, 2rem);
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr);
  align-items: start;
  gap: var(--gap);
  ${narrow} {
    --gap: var(--space-2);
    /* A 44 px target: the least a neighbour can show and still be tapped, whatever the text size. */
    --peek: 44px;
    grid-template-columns: var(--peek) minmax(0, 1fr) var(--peek);
    margin-inline: calc(-1 * var(--gutter));
    container-type: inline-size;
  }
  /* Without JavaScript there are no neighbours: the cases fill the width. */
  ${noScript} {
    grid-template-columns: minmax(0, 1fr);
    margin-inline: 0;
  }
`;

const phoneOnly = css`
  && {
    display: none;
  }
  ${narrow} {
    && {
      display: inline-grid;
    }
  }
`;

const picture = css`
  overflow: hidden;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-m);
  background: var(--color-surface-tint);
`;

const halves = css`
  display: grid;
  grid-template-columns: 1fr 1fr;
  text-align: center;
  font-weight: 650;
  ${labelLetters}
  span:first-child {
    color: var(--color-muted);
  }
  span:last-child {
    color: var(--color-primary);
  }
`;

const caption = css`
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

const controls = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;

const dots = css`
  display: flex;
  gap: var(--space-1);
`;

/** A 32 × 44 px button drawn as a ring; the current one a filled pill. */
const dot = css`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2.75rem;
  ${bareRules}
  &::before {
    content: '';
    width: 0.75rem;
    height: 0.75rem;
    border: 2px solid var(--color-primary-hover);
    border-radius: 999px;
    transition:
      width var(--duration) var(--ease),
      background-color var(--duration) var(--ease);
  }
  &:hover::before {
    background: var(--color-surface-tint-strong);
  }
  &[aria-current='true']::before {
    width: 1.5rem;
    background: var(--color-primary);
    border-color: var(--color-primary);
  }
`;
