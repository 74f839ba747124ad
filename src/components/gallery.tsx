import { css } from '@linaria/core';
import { useId } from 'react';
import type { Case } from '../content/types';
import { narrow } from '../styles/media';
import { ArrowButton, CarouselSlide, Counter, needsScript, SlideStack } from './carousel-parts';
import { FallbackPicture } from './fallback-picture';
import { useWrappingIndex } from './use-wrapping-index';

/** The label of a case's dot and thumbnail, e.g. "Case 2: Stained teeth whitened". */
export const caseLabel = (cases: Case[], index: number) => `Case ${index + 1}: ${cases[index].title}`;

/** The before/after gallery: a large current case, its neighbours as thumbnails, arrows, dots and a counter. */
export function CaseGallery({ cases }: { cases: Case[] }) {
  const position = useWrappingIndex(cases.length);
  const slidesId = useId();
  const thumbnail = (side: 'Previous' | 'Next', index: number) => (
    <div className={`${aside} ${needsScript}`}>
      <button
        type="button"
        className={thumb}
        aria-label={`${side}: ${caseLabel(cases, index)}`}
        aria-controls={slidesId}
        onClick={() => position.goTo(index)}
      >
        <FallbackPicture key={cases[index].id} picture={{ ...cases[index].image, alt: '' }} compact className={thumbImage} />
        <span className={thumbText}>{side}</span>
      </button>
    </div>
  );

  return (
    <section className={root} aria-roledescription="carousel" aria-label="Before and after cases">
      <div className={stage}>
        {thumbnail('Previous', position.previous)}
        <SlideStack id={slidesId}>
          {cases.map((item, index) => (
            <CarouselSlide key={item.id} index={index} count={cases.length} current={index === position.index}>
              <figure className={figure}>
                <FallbackPicture picture={item.image} priority={index === 0} className={image} />
                {/* The illustration's left half is before the treatment, its right half after. */}
                <div className={halves}>
                  <span>Before</span>
                  <span>After</span>
                </div>
                <figcaption className={caption}>
                  <h2>{item.title}</h2>
                  <p>{item.summary}</p>
                </figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </SlideStack>
        {thumbnail('Next', position.next)}
      </div>
      <div className={`${controls} ${needsScript}`}>
        <ArrowButton direction="previous" label="Previous case" controls={slidesId} onClick={position.goPrevious} />
        <div className={dots} role="group" aria-label="Choose a case">
          {cases.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={dot}
              aria-label={caseLabel(cases, index)}
              aria-current={index === position.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => position.goTo(index)}
            />
          ))}
        </div>
        <Counter text={position.counter} />
        <ArrowButton direction="next" label="Next case" controls={slidesId} onClick={position.goNext} />
      </div>
    </section>
  );
}

const root = css`
  display: grid;
  gap: var(--space-5);
`;

const stage = css`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 3fr) minmax(0, 1fr);
  align-items: start;
  gap: clamp(1rem, 0.5rem + 2vw, 2rem);
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/* As tall as the centre image (its column is 3 fr wide at 3:2), so the thumbnail centres beside it. */
const aside = css`
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 2;
  ${narrow} {
    display: none;
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
    background: var(--teal-50);
    color: var(--color-primary-strong);
  }
`;

const thumbImage = css`
  overflow: hidden;
  border-radius: var(--radius-s);
  opacity: 0.8;
  box-shadow: var(--shadow-s);
  button:hover > & {
    opacity: 1;
  }
`;

const thumbText = css`
  font-size: var(--text-s);
  font-weight: 600;
`;

const figure = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
`;

const image = css`
  overflow: hidden;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-m);
  background: var(--teal-50);
`;

const halves = css`
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
  align-items: center;
  justify-content: center;
  gap: var(--space-3);
`;

const dots = css`
  display: flex;
  gap: var(--space-1);
`;

const dot = css`
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
