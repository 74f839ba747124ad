import { css } from '@linaria/core';
import { clinic } from '../../config';
import { mapBlock as text } from '../../content/contact';
import { addressLine } from '../../content/site';
import { button, oneColumnRules, primary } from '../../styles/ui';
import { ExternalLink } from '../ui/external-link';
import { Icon } from '../ui/icons';

/** A map drawn by us (no iframe, no third-party tiles) with the address and a link to open real maps. */
export function MapBlock() {
  return (
    <section className={block} aria-labelledby="find-us">
      <img
        className={map}
        src="/images/map/neighbourhood.svg"
        alt=""
        width={800}
        height={600}
        loading="lazy"
        decoding="async"
      />
      <div className={card}>
        <h2 id="find-us" className={title}>
          {text.title}
        </h2>
        <p className={address}>
          <Icon name="map-pin" />
          <span>
            {clinic.name}
            <br />
            {addressLine}
          </span>
        </p>
        <p className={landmark}>{text.landmark}</p>
        <ExternalLink className={`${button} ${primary}`} href={clinic.mapsUrl} hint={text.newTab}>
          {text.open}
        </ExternalLink>
      </div>
    </section>
  );
}

const block = css`
  position: relative;
  ${oneColumnRules}
  border-radius: var(--radius-l);
  overflow: hidden;
  background: var(--teal-50);
  box-shadow: inset 0 0 0 1px var(--teal-100);
`;

const map = css`
  width: 100%;
  aspect-ratio: 4 / 3;
  object-fit: cover;
`;

const card = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  margin: -4rem var(--space-4) var(--space-4);
  position: relative;
  padding: var(--space-5);
  border-radius: var(--radius-m);
  background: var(--paper);
  box-shadow: var(--shadow-m);
`;

const title = css`
  font-size: var(--text-xl);
`;

const address = css`
  display: flex;
  gap: var(--space-3);
  font-weight: 550;
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    color: var(--color-accent);
  }
`;

const landmark = css`
  font-size: var(--text-s);
  color: var(--color-muted);
`;
