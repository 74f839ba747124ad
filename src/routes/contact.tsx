import { css } from '@linaria/core';
import { ContactForm } from '../components/site/contact-form';
import { Icon } from '../components/ui/icons';
import { MapBlock } from '../components/site/map-block';
import { contactHeadline, contactIntro, messageUsIntro } from '../content/contact';
import { addressLine } from '../content/site';
import { config } from '../config';
import { emailHref, newTab, phoneHref } from '../lib/links';
import { narrow } from '../styles/media';
import { container, eyebrow, lead, srOnly } from '../styles/ui';

/** The contact page: four ways to reach the clinic, the Message Us form and the map (spec §2). */
export function ContactPage() {
  return (
    <>
      <header className={`${container} ${intro}`}>
        <span className={eyebrow}>We are here to help</span>
        <h1 tabIndex={-1}>{contactHeadline}</h1>
        <p className={lead}>{contactIntro}</p>
      </header>
      <ul className={`${container} ${cards}`} aria-label="Ways to reach us" data-fab-avoid="">
        <li>
          <a className={card} href={config.mapsUrl} {...newTab}>
            <Icon name="map-pin" />
            <span className={cardTitle}>Location</span>
            <span>{addressLine}</span>
            <span className={srOnly}> (opens a map in a new tab)</span>
          </a>
        </li>
        <li>
          <a className={card} href={phoneHref}>
            <Icon name="phone" />
            <span className={cardTitle}>Phone</span>
            <span>{config.phone.display}</span>
          </a>
        </li>
        <li>
          <a className={card} href={emailHref}>
            <Icon name="mail" />
            <span className={cardTitle}>Email</span>
            <span className={breakable}>{config.email}</span>
          </a>
        </li>
        <li>
          <div className={card}>
            <Icon name="clock" />
            <span className={cardTitle}>Hours</span>
            <span>
              {config.hours.weekdays}
              <br />
              {config.hours.sunday}
            </span>
          </div>
        </li>
      </ul>
      <div className={`${container} ${split}`}>
        <section className={formPanel} aria-labelledby="message-us">
          <h2 id="message-us">Message Us</h2>
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

const cards = css`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: var(--space-4);
  margin: 0 auto;
  list-style: none;
  ${narrow} {
    grid-template-columns: 1fr;
  }
  @media (min-width: 768px) and (max-width: 1099.98px) {
    grid-template-columns: repeat(2, 1fr);
  }
`;

const card = css`
  display: grid;
  align-content: start;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-5);
  border: 1px solid var(--cloud);
  border-radius: var(--radius-l);
  background: #fff;
  color: var(--ink);
  text-decoration: none;
  box-shadow: var(--shadow-s);
  transition: box-shadow var(--duration) var(--ease), border-color var(--duration) var(--ease);
  svg {
    width: 2.75rem;
    height: 2.75rem;
    padding: 0.625rem;
    border-radius: 50%;
    background: var(--teal-100);
    color: var(--color-primary);
    margin-bottom: var(--space-2);
  }
  a&:hover {
    border-color: var(--teal-300);
    box-shadow: var(--shadow-m);
  }
  /* On a phone, a compact row: the icon beside the title and its detail. */
  ${narrow} {
    grid-template-columns: auto 1fr;
    column-gap: var(--space-4);
    row-gap: var(--space-1);
    padding: var(--space-4);
    svg {
      grid-row: span 3;
      margin: 0;
    }
  }
`;

const cardTitle = css`
  font-family: var(--font-serif);
  font-size: var(--text-xl);
  font-weight: 600;
  color: var(--color-primary-strong);
`;

const breakable = css`
  overflow-wrap: anywhere;
`;

const split = css`
  display: grid;
  grid-template-columns: 1.1fr 1fr;
  gap: clamp(2rem, 1rem + 4vw, 4rem);
  align-items: start;
  padding-block: var(--section-y);
  ${narrow} {
    grid-template-columns: 1fr;
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
