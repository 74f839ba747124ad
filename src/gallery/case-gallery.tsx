import { useId } from 'react';
import { galleryText } from '../content/gallery';
import { slideOf } from '../content/site';
import type { Case } from '../content/types';
import { ArrowButton, CarouselSlide, Counter, needsScript, SlideStack, useWrappingIndex } from '../ui/carousel';
import * as s from './case-gallery-styles';
import { FallbackPicture } from './fallback-picture';

/**
 * The before/after gallery: the current case large between its neighbours' thumbnails and arrows; dots and a counter.
 */
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
      onClick={() => position.step(direction === 'next' ? 1 : -1)}
      className={className}
    />
  );

  // One side of the centre case: the neighbour's thumbnail, and the arrow towards it on the inner edge.
  const side = (direction: 'previous' | 'next') => {
    const index = position[direction];
    const text = galleryText[direction];
    const thumbnail = (
      <button
        type="button"
        className={s.thumb}
        aria-label={`${text.word}: ${caseName(index)}`}
        aria-controls={slidesId}
        onClick={() => position.goTo(index)}
      >
        <FallbackPicture
          key={cases[index].id}
          picture={{ ...cases[index].image, alt: '' }}
          sizes={s.thumbSizes}
          compact
          className={s.thumbImage}
        />
        <span className={s.thumbText}>{text.word}</span>
      </button>
    );
    const arrow = arrowTo(direction, s.arrow);
    // Tab order follows the eye: thumbnail then arrow on the left, arrow then thumbnail on the right.
    return (
      <div className={`${s.aside} ${needsScript}`} data-side={direction}>
        {direction === 'previous' ? (
          <>
            {thumbnail}
            {arrow}
          </>
        ) : (
          <>
            {arrow}
            {thumbnail}
          </>
        )}
      </div>
    );
  };

  return (
    <section className={s.root} aria-roledescription="carousel" aria-label={galleryText.name}>
      <div className={s.stage}>
        {side('previous')}
        <SlideStack id={slidesId} onStep={position.step}>
          {cases.map((item, index) => (
            <CarouselSlide key={item.id} label={slideOf(index, cases.length)} current={index === position.index}>
              <figure className={s.figure}>
                <FallbackPicture picture={item.image} priority={index === 0} sizes={s.imageSizes} className={s.image} />
                {/* The illustration's left half is before the treatment, its right half after. */}
                <div className={s.halves}>
                  <span>{galleryText.before}</span>
                  <span>{galleryText.after}</span>
                </div>
                <figcaption className={s.caption}>
                  <h2>{item.title}</h2>
                  <p>{item.summary}</p>
                </figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </SlideStack>
        {side('next')}
      </div>
      <div className={`${s.controls} ${needsScript}`}>
        {arrowTo('previous', s.arrowBelow)}
        {/* biome-ignore lint/a11y/useSemanticElements: a group of buttons, not of form fields: <fieldset> would say otherwise. */}
        <div className={s.dots} role="group" aria-label={galleryText.dots}>
          {cases.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={s.dot}
              aria-label={caseName(index)}
              aria-current={index === position.index ? 'true' : undefined}
              aria-controls={slidesId}
              onClick={() => position.goTo(index)}
            />
          ))}
        </div>
        <Counter text={position.counter} />
        {arrowTo('next', s.arrowBelow)}
      </div>
    </section>
  );
}
