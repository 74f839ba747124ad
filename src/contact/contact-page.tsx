// The contact page: four ways to reach the clinic, the Message Us form (its only code, loaded later) and the map.
import { css } from '@linaria/core';
import { clinic, mapsUrl } from '../config';
import * as contact from '../content/contact';
import { addressLine } from '../content/site';
import {
  button,
  container,
  crampedText,
  ExternalLink,
  Icon,
  Lines,
  oneColumnRules,
  PageIntro,
  primary,
  smallPrint,
  stack,
  twoColumnRules,
} from '../ui/kit';
import { ErrorBoundary } from '../ui/error-boundary';
import { Picture } from '../ui/picture';
import { Static } from '../ui/shell';
import { lazy } from '../ui/lazy';
import { ContactCards } from './contact-cards';

// Until its code comes, the prerendered form keeps what is typed and the controls script holds a submit.
const MessageForm = lazy(() => import('../forms/message-form').then((module) => module.MessageForm));

export function ContactPage() {
  return (
    <>
      <Static id="contact-intro">
        {PRERENDER && (
          <>
            <PageIntro eyebrow={contact.contactEyebrow} title={contact.contactHeadline} lead={contact.contactIntro} />
            <ContactCards />
          </>
        )}
      </Static>
      <div className={`${container} ${split}`}>
        <section className={stack} aria-labelledby="message-us">
          <Static id="message-us-intro">
            {PRERENDER && (
              <>
                <h2 id="message-us">{contact.messageUsTitle}</h2>
                <p className={muted}>{contact.messageUsIntro}</p>
              </>
            )}
          </Static>
          {/* Should the form's code fail to run, the page stays, with its phone and email cards above. */}
          <ErrorBoundary fallback={null}>
            <MessageForm />
          </ErrorBoundary>
        </section>
        <Static id="map">{PRERENDER && <MapBlock />}</Static>
      </div>
    </>
  );
}

/** A map drawn by us (no iframe, no third-party tiles) with the address and a link to open real maps. */
function MapBlock() {
  return (
    <section className={block} aria-labelledby="find-us">
      <Picture picture={contact.mapPicture} className={map} />
      <div className={`${stack} ${mapCard}`}>
        <h2 id="find-us" className={mapTitle}>
          {contact.mapBlock.title}
        </h2>
        <p className={address}>
          <Icon name="map-pin" />
          <span>
            <Lines lines={[clinic.name, addressLine]} />
          </span>
        </p>
        <p className={smallPrint}>{contact.mapBlock.landmark}</p>
        <ExternalLink className={`${button} ${primary}`} href={mapsUrl} hint={contact.mapBlock.newTab}>
          {contact.mapBlock.open}
        </ExternalLink>
      </div>
    </section>
  );
}

const split = css`
  ${twoColumnRules('1.1fr', '4rem')}
  align-items: start;
  padding-block: var(--section-y);
`;

const muted = css`
  color: var(--color-muted);
  margin-bottom: var(--space-3);
`;

const block = css`
  position: relative;
  ${oneColumnRules}
  border-radius: var(--radius-l);
  overflow: hidden;
  background: var(--color-surface-tint);
  box-shadow: inset 0 0 0 1px var(--color-surface-tint-strong);
`;

const map = css`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const mapCard = css`
  justify-items: start;
  margin: -4rem var(--space-4) var(--space-4);
  position: relative;
  padding: var(--space-5);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  box-shadow: var(--shadow-m);
  /* With very little room (large text on a phone), the card takes the map's width. */
  ${crampedText} {
    margin-inline: 0;
    padding: var(--space-4);
  }
`;

const mapTitle = css`
  font-size: var(--text-xl);
`;

const address = css`
  display: flex;
  gap: var(--space-3);
  font-weight: 550;
  --icon: 1.25rem;
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--color-accent);
  }
`;
