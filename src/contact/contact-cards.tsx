// The contact page's cards: location, phone and email are links and look it; hours only inform.
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { clinic, emailHref, mapsUrl, phoneHref } from '../config';
import { contactCards as text, hoursLines } from '../content/contact';
import { addressLine } from '../content/site';
import { Email } from '../ui/email';
import { container, crampedText, ExternalLink, Icon, Lines, narrow, tablet, type IconName } from '../ui/kit';

function Card(props: { icon: IconName; title: string; action?: string; children: ReactNode }) {
  return (
    <>
      <Icon name={props.icon} />
      <span className={title}>{props.title}</span>
      <span>{props.children}</span>
      {props.action && (
        <span className={action}>
          {props.action}
          <Icon name="chevron-right" />
        </span>
      )}
    </>
  );
}

export function ContactCards() {
  return (
    <ul className={`${container} ${cards}`} aria-label={text.label}>
      <li>
        <ExternalLink className={`${card} ${link}`} href={mapsUrl} hint={text.location.newTab}>
          <Card icon="map-pin" title={text.location.title} action={text.location.action}>
            {addressLine}
          </Card>
        </ExternalLink>
      </li>
      <li>
        <a className={`${card} ${link}`} href={phoneHref}>
          <Card icon="phone" title={text.phone.title} action={text.phone.action}>
            {clinic.phone.display}
          </Card>
        </a>
      </li>
      <li>
        {/* Named by its texts, the address as written (src/ui/email.tsx). */}
        <a
          className={`${card} ${link}`}
          href={emailHref}
          aria-label={`${text.email.title} ${clinic.email} ${text.email.action}`}
        >
          <Card icon="mail" title={text.email.title} action={text.email.action}>
            <Email address={clinic.email} />
          </Card>
        </a>
      </li>
      <li>
        <div className={card}>
          <Card icon="clock" title={text.hours.title}>
            <Lines lines={hoursLines} />
          </Card>
        </div>
      </li>
    </ul>
  );
}

const cards = css`
  display: grid;
  grid-template-columns: repeat(4, minmax(0, 1fr));
  gap: var(--space-4);
  margin: 0 auto;
  list-style: none;
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
  ${tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** Icon, title, detail and, at the foot, the action; on a phone, the icon beside the rest. */
const card = css`
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  justify-items: start;
  gap: var(--space-2);
  height: 100%;
  padding: var(--space-5);
  border: 1.5px solid transparent;
  border-radius: var(--radius-l);
  /* Hours is only information: a quiet tint, no frame or shadow to suggest a tap. */
  background: var(--color-surface-tint);
  color: var(--color-text);
  & > svg {
    --icon: 2.75rem;
    padding: 0.625rem;
    border-radius: 50%;
    background: var(--color-surface-tint-strong);
    color: var(--color-primary);
    margin-bottom: var(--space-2);
  }
  ${narrow} {
    grid-template-columns: auto minmax(0, 1fr);
    grid-template-rows: none;
    gap: var(--space-1) var(--space-4);
    padding: min(var(--space-4), 20px);
    & > svg {
      grid-row: span 3;
      margin: 0;
    }
  }
  /* With very little room, the icon sits above the words again, so they keep the card's width. */
  ${crampedText} {
    grid-template-columns: minmax(0, 1fr);
    & > svg {
      grid-row: auto;
    }
  }
`;

/** A card that does something is framed and lifted like a button. */
const link = css`
  border-color: var(--color-border);
  background: var(--color-surface);
  text-decoration: none;
  box-shadow: var(--shadow-m);
  transition:
    box-shadow var(--duration) var(--ease),
    border-color var(--duration) var(--ease);
  &:hover {
    border-color: var(--color-primary);
    box-shadow: var(--shadow-l);
  }
  &:active {
    box-shadow: var(--shadow-s);
  }
`;

const title = css`
  font-family: var(--font-serif);
  font-size: var(--text-xl);
  font-weight: 600;
  line-height: 1.3;
  color: var(--color-primary-strong);
`;

const action = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-1);
  margin-top: var(--space-2);
  padding: 0.3rem 0.5rem 0.3rem 0.875rem;
  border: 1.5px solid currentColor;
  border-radius: 999px;
  color: var(--color-primary);
  font-weight: 650;
  transition:
    background-color var(--duration) var(--ease),
    color var(--duration) var(--ease);
  --icon: 1.125rem;
  a:hover > & {
    background: var(--color-primary);
    color: var(--color-surface);
  }
`;
