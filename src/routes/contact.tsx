import { css } from '@linaria/core';
import { ContactCards } from '../components/site/contact-cards';
import { ContactForm } from '../components/site/contact-form';
import { MapBlock } from '../components/site/map-block';
import { contactEyebrow, contactHeadline, contactIntro, messageUsIntro, messageUsTitle } from '../content/contact';
import { narrow } from '../styles/media';
import { container, eyebrow, lead } from '../styles/ui';

/** The contact page: four ways to reach the clinic, the Message Us form and the map. */
export function ContactPage() {
  return (
    <>
      <header className={`${container} ${intro}`}>
        <span className={eyebrow}>{contactEyebrow}</span>
        <h1 tabIndex={-1}>{contactHeadline}</h1>
        <p className={lead}>{contactIntro}</p>
      </header>
      <ContactCards className={container} />
      <div className={`${container} ${split}`}>
        <section className={formPanel} aria-labelledby="message-us">
          <h2 id="message-us">{messageUsTitle}</h2>
          <p className={muted}>{messageUsIntro}</p>
          <ContactForm />
        </section>
        <MapBlock />
      </div>
    </>
  );
}

const intro = css`
  display: grid;
  gap: var(--space-4);
  padding-block: var(--space-7) var(--space-6);
`;

const split = css`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: clamp(2rem, 1rem + 4vw, 4rem);
  align-items: start;
  padding-block: var(--section-y);
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const formPanel = css`
  display: grid;
  gap: var(--space-3);
`;

const muted = css`
  color: var(--color-muted);
  margin-bottom: var(--space-3);
`;
