import { css } from '@linaria/core';
import { config } from '../config';
import { addressLine } from '../content/site';
import { emailHref, newTab, phoneHref } from '../lib/links';
import { container, srOnly } from '../styles/ui';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons';
import { Logo } from './logo';

/** The footer: address, phone, email, hours, copyright and credit (spec §2). */
export function SiteFooter() {
  return (
    <footer className={footer}>
      <div className={`${container} ${grid}`}>
        <div className={brand}>
          <Logo inverse />
          <p>{config.tagline}. Braces, aligners, implants, root canals and family dentistry under one roof.</p>
        </div>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={heading}>
            Visit
          </h2>
          <p className={row}>
            <MapPinIcon />
            <a href={config.mapsUrl} {...newTab}>
              {addressLine}
              <span className={srOnly}> (opens a map in a new tab)</span>
            </a>
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <p className={row}>
            <PhoneIcon />
            <a href={phoneHref}>{config.phone.display}</a>
          </p>
          <p className={row}>
            <MailIcon />
            <a href={emailHref}>{config.email}</a>
          </p>
        </section>
        <section aria-labelledby="footer-hours">
          <h2 id="footer-hours" className={heading}>
            Hours
          </h2>
          <p className={row}>
            <ClockIcon />
            <span>
              {config.hours.weekdays}
              <br />
              {config.hours.sunday}
            </span>
          </p>
        </section>
      </div>
      <div className={`${container} ${bottom}`}>
        <p>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> {config.name}. All rights reserved.
        </p>
        <p>
          <a href={config.credit.href} {...newTab}>
            {config.credit.label}
            <span className={srOnly}> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </footer>
  );
}

const footer = css`
  --color-focus: #ffd166;
  background: var(--teal-900);
  color: #d7e9e7;
  padding-block: var(--space-8) var(--space-6);
  /* Room for the floating contact button over the last line. */
  padding-bottom: calc(var(--space-6) + 4.5rem);
  a {
    color: #fff;
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(14rem, 1fr));
  gap: var(--space-6);
`;

const brand = css`
  display: grid;
  gap: var(--space-4);
  align-content: start;
  p {
    max-width: 22rem;
  }
`;

const heading = css`
  font-family: var(--font-sans);
  font-size: var(--text-s);
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--teal-300);
  margin-bottom: var(--space-3);
`;

const row = css`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  margin-bottom: var(--space-3);
  svg {
    flex: none;
    width: 1.25rem;
    height: 1.25rem;
    margin-top: 0.2rem;
    color: var(--teal-300);
  }
  a {
    text-decoration-color: rgb(255 255 255 / 0.4);
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid rgb(255 255 255 / 0.14);
  font-size: var(--text-s);
`;
