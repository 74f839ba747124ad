import { css } from '@linaria/core';
import { useId } from 'react';
import { TalkToUs } from '../frame/talk-to-us';
import { carouselArrows, carouselTitle, slidePictures, slides } from '../content/carousel';
import * as home from '../content/home';
import { bookAppointmentLabel, carouselRoles, slideOf } from '../content/site';
import { defaultSpecialty, specialties } from '../content/specialties';
import type { Slide } from '../content/types';
import { opensBooking } from '../lib/dom';
import {
  button,
  container,
  eyebrow,
  Icon,
  lead,
  narrow,
  oneColumnRules,
  secondary,
  smallPrint,
  stack,
  twoColumnRules,
} from '../ui/kit';
import { ArrowButton, CarouselSlide, counter, SlideStack, useWrappingIndex } from '../ui/carousel';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';
import { Specialties } from './specialties';

/** The home/about page: who and where we are, the clinic inside, our specialties; only carousel and tabs are code. */
export function HomePage() {
  return (
    <>
      <section className={`${container} ${hero}`} aria-labelledby="home-title">
        <Static id="hero">{PRERENDER && <HeroText />}</Static>
        <InteriorCarousel slides={slides} />
      </section>
      <Static id="highlights">
        {PRERENDER && (
          <section className={container} aria-label={home.highlightsLabel}>
            <ul className={points}>
              {home.highlights.map((h) => (
                <li key={h.title}>
                  <h2 className={pointTitle}>{h.title}</h2>
                  <p>{h.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}
      </Static>
      <section className={band} aria-labelledby="specialties-title">
        <div className={`${container} ${specialtiesLayout}`}>
          <Static id="specialties-header">
            {PRERENDER && (
              <header className={`${stack} ${specialtiesHeader}`}>
                <span className={eyebrow}>{home.specialtiesHeading.eyebrow}</span>
                <h2 id="specialties-title">{home.specialtiesHeading.title}</h2>
                <p className={lead}>{home.specialtiesIntro}</p>
              </header>
            )}
          </Static>
          <Specialties items={specialties} defaultId={defaultSpecialty} />
        </div>
      </section>
    </>
  );
}

/** Who we are, where in a line, and both actions: a phone's first screen; the full address follows. */
function HeroText() {
  return (
    <div className={heroText}>
      <span className={eyebrow}>{home.heroEyebrow}</span>
      <h1 id="home-title" tabIndex={-1}>
        {home.headline}
      </h1>
      <p className={where}>
        <Icon name="map-pin" />
        {home.whereLine}
      </p>
      <div className={actions}>
        <TalkToUs />
        <button type="button" className={`${button} ${secondary}`} {...opensBooking}>
          <Icon name="calendar" />
          {bookAppointmentLabel}
        </button>
      </div>
      <p className={details}>{home.intro}</p>
    </div>
  );
}

export function InteriorCarousel({ slides }: { slides: readonly Slide[] }) {
  const titleId = useId();
  const position = useWrappingIndex(slides.length);
  const arrow = (direction: 'previous' | 'next') => (
    <ArrowButton direction={direction} label={carouselArrows[direction]} position={position} />
  );

  return (
    <section className={card} aria-roledescription={carouselRoles.carousel} aria-labelledby={titleId}>
      <div className={bar}>
        <h2 id={titleId} className={title}>
          {carouselTitle}
        </h2>
        <div className={controls}>
          {arrow('previous')}
          <p className={counter}>{position.counter}</p>
          {arrow('next')}
        </div>
      </div>
      <SlideStack position={position}>
        {slides.map((slide, index) => (
          <CarouselSlide key={slide.id} label={slideOf(index, slides.length)} current={index === position.index}>
            <figure className={stack}>
              <Static id={`slide-${slide.id}`}>
                {/* The first slide is the home page's first visual: fetch it before anything else. */}
                {PRERENDER && (
                  <Picture picture={slidePictures[slide.id]!} priority={index === 0} framed className={image} />
                )}
              </Static>
              <figcaption className={`${smallPrint} ${caption}`}>{slide.caption}</figcaption>
            </figure>
          </CarouselSlide>
        ))}
      </SlideStack>
    </section>
  );
}

const hero = css`
  ${twoColumnRules('1.05fr', '4.5rem')}
  align-items: center;
  padding-block: var(--space-7) var(--space-8);
  ${narrow} {
    padding-top: var(--space-6);
  }
`;

const band = css`
  padding-block: var(--section-y);
  background: linear-gradient(180deg, var(--color-surface-tint), var(--color-surface) 85%);
`;

const specialtiesLayout = css`
  display: grid;
  gap: var(--space-6);
`;

const heroText = css`
  ${oneColumnRules}
  gap: var(--space-5);
  justify-items: start;
`;

const where = css`
  display: flex;
  align-items: center;
  gap: var(--space-2);
  font-size: var(--text-l);
  font-weight: 600;
  color: var(--color-primary-strong);
  --icon: 1.25rem;
  svg {
    flex: none;
    color: var(--color-accent);
  }
`;

const details = css`
  max-width: 34rem;
  color: var(--color-muted);
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: var(--space-3);
  /* On a phone, two full-width buttons under the thumb. */
  ${narrow} {
    justify-self: stretch;
    & > * {
      flex: 1 1 auto;
    }
  }
`;

const points = css`
  display: grid;
  /* All three in a row from 768 px up, one under another below: never two and one left alone. */
  grid-template-columns: repeat(auto-fit, minmax(13rem, 1fr));
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: var(--space-5);
  margin: 0;
  padding: 0 0 var(--space-8);
  list-style: none;
  li {
    padding: var(--space-5);
    border-radius: var(--radius-m);
    background: var(--color-surface-tint);
  }
`;

const pointTitle = css`
  font-size: var(--text-l);
  margin-bottom: var(--space-2);
`;

const specialtiesHeader = css`
  justify-items: start;
  p {
    margin-top: var(--space-1);
  }
`;

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

const image = css`
  border-radius: var(--radius-m);
  background: var(--color-surface-tint);
`;

const caption = css`
  padding-inline: var(--space-2);
`;
