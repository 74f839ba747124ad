import { css } from '@linaria/core';
import { BookingTrigger } from '../components/site/booking';
import { TalkToUs } from '../components/site/talk-to-us';
import { Icon } from '../components/ui/icons';
import { headline, heroEyebrow, highlights, highlightsLabel, intro, specialtiesHeading, specialtiesIntro, whereLine } from '../content/home';
import { bookAppointmentLabel } from '../content/site';
import { narrow } from '../styles/media';
import { button, container, eyebrow, lead, oneColumnRules, secondary } from '../styles/ui';

// The home page's text, hydrated when the browser is idle (see home.tsx).

/** Who we are, where in a line, and both actions: a phone's first screen. The full address follows. */
export function HeroText() {
  return (
    <div className={heroText}>
      <span className={eyebrow}>{heroEyebrow}</span>
      <h1 id="home-title" tabIndex={-1}>
        {headline}
      </h1>
      <p className={where}>
        <Icon name="map-pin" />
        {whereLine}
      </p>
      <div className={actions} data-fab-avoid="">
        <TalkToUs />
        <BookingTrigger className={`${button} ${secondary}`}>
          <Icon name="calendar" />
          {bookAppointmentLabel}
        </BookingTrigger>
      </div>
      <p className={details}>{intro}</p>
    </div>
  );
}

/** Three reasons to choose the clinic. */
export function Highlights() {
  return (
    <section className={container} aria-label={highlightsLabel}>
      <ul className={points}>
        {highlights.map((h) => (
          <li key={h.title}>
            <h2 className={pointTitle}>{h.title}</h2>
            <p>{h.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The specialties section's heading and introduction. */
export function SpecialtiesHeader() {
  return (
    <header className={specialtiesHeader}>
      <span className={eyebrow}>{specialtiesHeading.eyebrow}</span>
      <h2 id="specialties-title">{specialtiesHeading.title}</h2>
      <p className={lead}>{specialtiesIntro}</p>
    </header>
  );
}

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
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
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
  /* All three in a row from a tablet's 768 px up; one under another below (never two and one left alone). */
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
    background: var(--teal-50);
  }
`;

const pointTitle = css`
  font-size: var(--text-l);
  margin-bottom: var(--space-2);
`;

const specialtiesHeader = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  p {
    margin-top: var(--space-1);
  }
`;
