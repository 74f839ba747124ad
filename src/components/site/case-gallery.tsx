import { useId } from 'react';
import type { Case } from '../../content/types';
import { ArrowButton, CarouselSlide, Counter, needsScript, SlideStack } from '../ui/carousel';
import { FallbackPicture } from './fallback-picture';
import * as s from './case-gallery-styles';
import { useWrappingIndex } from '../ui/use-wrapping-index';

// The name of a case's dot and thumbnail, e.g. "Case 2: Stained teeth whitened".
const caseLabel = (cases: Case[], index: number) => `Case ${index + 1}: ${cases[index].title}`;

/** The before/after gallery: a large current case, its neighbours as thumbnails, arrows, dots and a counter. */
export function CaseGallery({ cases }: { cases: Case[] }) {
  const position = useWrappingIndex(cases.length);
  const slidesId = useId();
  const thumbnail = (side: 'Previous' | 'Next', index: number) => (
    <div className={`${s.aside} ${needsScript}`}>
      <button
        type="button"
        className={s.thumb}
        aria-label={`${side}: ${caseLabel(cases, index)}`}
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
        <span className={s.thumbText}>{side}</span>
      </button>
    </div>
  );

  return (
    <section className={s.root} aria-roledescription="carousel" aria-label="Before and after cases">
      <div className={s.stage}>
        {thumbnail('Previous', position.previous)}
        <SlideStack id={slidesId}>
          {cases.map((item, index) => (
            <CarouselSlide key={item.id} index={index} count={cases.length} current={index === position.index}>
              <figure className={s.figure}>
                <FallbackPicture picture={item.image} priority={index === 0} sizes={s.imageSizes} className={s.image} />
                {/* The illustration's left half is before the treatment, its right half after. */}
                <div className={s.halves}>
                  <span>Before</span>
                  <span>After</span>
                </div>
                <figcaption className={s.caption}>
                  <h2>{item.title}</h2>
                  <p>{item.summary}</p>
                </figcaption>
              </figure>
            </CarouselSlide>
          ))}
        </SlideStack>
        {thumbnail('Next', position.next)}
      </div>
      <div className={`${s.controls} ${needsScript}`}>
        <ArrowButton direction="previous" label="Previous case" controls={slidesId} onClick={position.goPrevious} />
        <div className={s.dots} role="group" aria-label="Choose a case">
          {cases.map((item, index) => (
            <button
              key={item.id}
              type="button"
              className={s.dot}
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
