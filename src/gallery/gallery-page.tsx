import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import { cases, galleryEyebrow, galleryHeadline, galleryIntro, galleryText } from '../content/gallery';
import { imageFailedText, slideOf } from '../content/site';
import type { Case, Picture as PictureData } from '../content/types';
import { container, eyebrow, lead, narrow, noScript, oneColumnRules, pageIntro, smallPrint, stack } from '../ui/kit';
import { ArrowButton, CarouselSlide, Counter, needsScript, SlideStack, useWrappingIndex } from '../ui/carousel';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';

/** The case gallery page: four before/after cases, one at a time. */
export function GalleryPage() {
  return (
    <>
      <Static id="gallery-intro">
        {PRERENDER && (
          <header className={`${container} ${pageIntro} ${centred}`}>
            <span className={eyebrow}>{galleryEyebrow}</span>
            <h1 tabIndex={-1}>{galleryHeadline}</h1>
            <p className={lead}>{galleryIntro}</p>
          </header>
        )}
      </Static>
      <div className={`${container} ${body}`}>
        <CaseGallery cases={cases} />
      </div>
    </>
  );
}

/** The current case large between its neighbours' thumbnails and arrows; dots and a counter. */
export function CaseGallery({ cases }: { cases: Case[] }) {
  const position = useWrappingIndex(cases.length);
  const slidesId = useId();
  const caseName = (index: number) => galleryText.caseName(index, cases[index].title);

  // An arrow: beside the centre case when wide; under it on a phone, so that a peek and an arrow never share a spot.
  const arrowTo = (direction: 'previous' | 'next', className: string) => (
    <ArrowButton
      direction={direction}
      label={galleryText[direction].arrow}
      controls={slidesId}
      onStep={position.step}
      className={className}
    />
  );

  const side = (direction: 'previous' | 'next') => {
    const index = position[direction];
    const word = galleryText[direction].word;
    // Tab order follows the eye: thumbnail then arrow on the left, arrow then thumbnail on the right.
    return (
      <div className={`${aside} ${needsScript}`} data-side={direction}>
        {direction === 'next' && arrowTo(direction, arrow)}
        <button
          type="button"
          className={thumb}
          aria-label={`${word}: ${caseName(index)}`}
          aria-controls={slidesId}
          onClick={() => position.goTo(index)}
        >
          <FallbackPicture
            key={cases[index].id}
            picture={{ ...cases[index].image, alt: '' }}
            // Cropped from a whole picture on a phone, else 1 of 5 columns.
            sizes="(max-width: 767.98px) calc(100vw - 6.5rem), (max-width: 1200px) 20vw, 240px"
            compact
            className={thumbImage}
          />
          <span className={thumbText}>{word}</span>
        </button>
        {direction === 'previous' && arrowTo(direction, arrow)}
      </div>
    );
  };

  return (
    <section className={root} aria-roledescription="carousel" aria-label={galleryText.name}>
      <div className={stage}>
        {side('previous')}
        <SlideStack id={slidesId} onStep={position.step}>
          {cases.map((item, index) => (
            <CarouselSlide key={item.id} label={slideOf(index, cases.length)} current={index === position.index}>
              <figure className={stack}>
                <FallbackPicture
                  picture={item.image}
                  priority={index === 0}
                  // What the peeks leave of a phone's width, else 3 of 5 columns.
                  sizes="(max-width: 767.98px) calc(100vw - 6.5rem), (max-width: 1200px) 60vw, 720px"
                  className={image}
                />
                {/* The illustration's left half is before the treatment, its right half after. */}
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
        {side('next')}
      </div>
      <div className={`${controls} ${needsScript}`}>
        {arrowTo('previous', arrowBelow)}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: <fieldset> would say otherwise. */}
        <div className={dots} role="group" aria-label={galleryText.dots}>
          {cases.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={dot}
              aria-label={caseName(index)}
              aria-current={index === position.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => position.goTo(index)}
            />
          ))}
        </div>
        <Counter text={position.counter} />
        {arrowTo('next', arrowBelow)}
      </div>
    </section>
  );
}

/** A picture that, if it cannot be loaded, leaves a framed "Image failed to load" note in its place. */
function FallbackPicture(props: {
  picture: PictureData;
  priority?: boolean;
  sizes: string;
  className: string;
  compact?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const box = useRef<HTMLSpanElement>(null);

  // An image that failed before hydration fired its error event before React was listening.
  useEffect(() => {
    const img = box.current?.querySelector('img');
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);

  return (
    <span ref={box} className={`${frame} ${props.className}`}>
      {failed ? (
        <span className={note} data-compact={props.compact ? '' : undefined}>
          <strong>{imageFailedText}</strong>
          {!props.compact && <span className={`${smallPrint} ${alt}`}>{props.picture.alt}</span>}
        </span>
      ) : (
        <Picture
          picture={props.picture}
          priority={props.priority}
          sizes={props.sizes}
          onError={() => setFailed(true)}
        />
      )}
    </span>
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
    /* A 44 px target: the least a neighbour can show and still be tapped. */
    --peek: 2.75rem;
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

/** As tall as the centre picture, so its thumbnail and arrow centre beside it. */
const aside = css`
  position: relative;
  display: grid;
  place-items: center;
  /* Its column is a third as wide as the centre one, whose picture is 3:2. */
  aspect-ratio: 1 / 2;
  ${narrow} {
    aspect-ratio: auto;
    /* The centre picture's height: what the peeks and gaps leave of the stage's width, at 3:2. */
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

/** On a phone, the picture's edge nearest the centre case. */
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
    img {
      height: 100%;
      object-fit: cover;
      object-position: right;
    }
    [data-side='next'] & {
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

/** On a phone only: there the sides are peeks, each a control of its own. */
const arrowBelow = css`
  && {
    display: none;
  }
  ${narrow} {
    && {
      display: inline-grid;
    }
  }
`;

const image = css`
  overflow: hidden;
  border-radius: var(--radius-l);
  box-shadow: var(--shadow-m);
  background: var(--color-surface-tint);
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
  padding: 0;
  border: 0;
  background: none;
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

const frame = css`
  display: block;
  img {
    width: 100%;
  }
`;

const note = css`
  display: grid;
  place-content: center;
  gap: var(--space-2);
  aspect-ratio: 3 / 2;
  padding: var(--space-5);
  border: 2px dashed var(--color-border);
  border-radius: inherit;
  background: var(--color-rule);
  text-align: center;
  color: var(--color-text);
  &[data-compact] {
    padding: var(--space-2);
    font-size: var(--text-s);
  }
`;

const alt = css`
  max-width: 32rem;
`;

const centred = css`
  justify-items: center;
  text-align: center;
`;

const body = css`
  padding-bottom: var(--section-y);
`;
