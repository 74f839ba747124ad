import { css } from '@linaria/core';
import { useId } from 'react';
import { carouselArrows, carouselTitle } from '../content/carousel';
import { slideOf } from '../content/site';
import type { Slide } from '../content/types';
import { narrow } from '../styles/media';
import { oneColumnRules } from '../styles/ui';
import { ArrowButton, CarouselSlide, Counter, SlideStack, useWrappingIndex } from '../ui/carousel';
import { Picture } from '../ui/picture';

/** The clinic interior carousel: one slide at a time, previous/next arrows that wrap, a "1 / 2" counter. */
export function InteriorCarousel({ slides }: { slides: Slide[] }) {
  const position = useWrappingIndex(slides.length);
  const titleId = useId();
  const slidesId = useId();

  return (
    <section className={card} aria-roledescription="carousel" aria-labelledby={titleId}>
      <div className={bar}>
        <h2 id={titleId} className={title}>
          {carouselTitle}
        </h2>
        <div className={controls}>
          <ArrowButton
            direction="previous"
            label={carouselArrows.previous}
            controls={slidesId}
            onClick={position.goPrevious}
          />
          <Counter text={position.counter} />
          <ArrowButton direction="next" label={carouselArrows.next} controls={slidesId} onClick={position.goNext} />
        </div>
      </div>
      <SlideStack id={slidesId} onStep={position.step}>
        {slides.map((slide, index) => (
          <CarouselSlide key={slide.id} label={slideOf(index, slides.length)} current={index === position.index}>
            <figure className={figure}>
              {/* The first slide is the home page's first visual: fetch it before anything else. */}
              <Picture picture={slide.image} priority={index === 0} className={image} />
              <figcaption className={caption}>{slide.caption}</figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </SlideStack>
    </section>
  );
}

const card = css`
  position: relative;
  ${oneColumnRules}
  gap: var(--space-3);
  padding: var(--space-3) var(--space-3) var(--space-4);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  box-shadow: var(--shadow-l), 0 0 0 1px var(--color-hairline);
  /* A warm offset backdrop, so the card sits on the page rather than floating in it. */
  &::before {
    content: '';
    position: absolute;
    inset: var(--space-6) calc(-1 * var(--space-4)) calc(-1 * var(--space-4)) var(--space-6);
    z-index: -1;
    border-radius: var(--radius-l);
    background: linear-gradient(135deg, var(--color-surface-warm), var(--color-surface-warm-strong));
    ${narrow} {
      inset: var(--space-5) calc(-1 * var(--space-2)) calc(-1 * var(--space-3)) var(--space-5);
    }
  }
`;

const bar = css`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
  padding-inline: var(--space-2) 0;
`;

const title = css`
  font-size: var(--text-l);
`;

const controls = css`
  display: flex;
  align-items: center;
  gap: var(--space-1);
`;

const figure = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
`;

const image = css`
  width: 100%;
  aspect-ratio: 3 / 2;
  object-fit: cover;
  border-radius: var(--radius-m);
  background: var(--color-surface-tint);
`;

const caption = css`
  padding-inline: var(--space-2);
  font-size: var(--text-s);
  color: var(--color-muted);
`;
