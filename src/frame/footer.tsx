import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { config, phoneHref } from '../config';
import { hoursLines } from '../content/contact';
import { addressLine, footerLinks, footerText as text, homePath, languageSwitch, tagline } from '../content/site';
import { frameAttribute } from '../lib/dom';
import { languageSwitchHref } from '../lib/route-table.mjs';
import { EmailLink } from '../ui/email';
import { coarse, container, ExternalLink, Icon, labelLetters, Lines } from '../ui/kit';
import { Logo } from './logo';

/** The footer: static HTML written for each page's address (its language switch), with no code of its own. */
export function Footer({ path }: { path: string }) {
  return (
    <footer className={footer} {...{ [frameAttribute]: '' }}>
      <div className={`${container} ${grid}`}>
        <div className={brand}>
          <Logo inverse />
          <p>{`${tagline()}. ${text.about}`}</p>
        </div>
        <Column id="footer-visit" title={text.visit}>
          <p className={row}>
            <Icon name="map-pin" />
            <ExternalLink href={config.mapsUrl} hint={text.mapNewTab}>
              {addressLine}
            </ExternalLink>
          </p>
        </Column>
        <Column id="footer-contact" title={text.contact}>
          <p className={row}>
            <Icon name="phone" />
            <a href={phoneHref}>{config.phone.display}</a>
          </p>
          <p className={row}>
            <Icon name="mail" />
            <EmailLink address={config.email} />
          </p>
        </Column>
        <Column id="footer-hours" title={text.hours}>
          <p className={row}>
            <Icon name="clock" />
            <span>
              <Lines lines={hoursLines} />
            </span>
          </p>
        </Column>
      </div>
      {/* The rule above the last row spans the columns, not the page's gutters. */}
      <div className={container}>
        <div className={bottom}>
          <p>{`© ${new Date().getFullYear()} ${config.name}. ${text.rights}`}</p>
          {footerLinks.map(({ label, href }) => (
            <p key={href}>
              {/^https?:/.test(href) ? (
                <ExternalLink href={href} hint={text.newTab}>
                  {label}
                </ExternalLink>
              ) : (
                <a href={href}>{label}</a>
              )}
            </p>
          ))}
          {/* The language switch again for those who scroll to the end; with very large text, the only one. */}
          <p>
            <a href={languageSwitchHref(path, homePath)} hrefLang={languageSwitch.lang} lang={languageSwitch.lang}>
              {languageSwitch.label}
            </a>
          </p>
          <p>
            <ExternalLink href={config.credit.href} hint={text.newTab}>
              {text.credit}
            </ExternalLink>
          </p>
        </div>
      </div>
    </footer>
  );
}

function Column({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

const footer = css`
  --color-focus: var(--color-focus-on-dark);
  background: var(--color-primary-strong);
  color: var(--color-on-dark);
  /* Below, room for the floating contact button over the last line, */
  padding-block: var(--space-8) calc(var(--space-6) + 4.5rem);
  /* or for the toasts that stay in a wide screen's corner (src/controls/header-clear.ts). */
  html:has([data-stays='true']) & {
    padding-bottom: calc(var(--space-6) + max(4.5rem, var(--toast-room, 0px)));
  }
  a {
    color: var(--color-surface);
  }
`;

const grid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr));
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
  font-weight: 700;
  ${labelLetters}
  color: var(--color-primary-soft);
  margin-bottom: var(--space-3);
`;

const row = css`
  display: flex;
  gap: var(--space-3);
  align-items: flex-start;
  margin-bottom: var(--space-3);
  --icon: 1.25rem;
  svg {
    flex: none;
    margin-top: 0.2rem;
    color: var(--color-primary-soft);
  }
  a {
    text-decoration-color: var(--color-on-dark-underline);
  }
  /* On a touch screen each line grows to a 44 px target, its icon still level with its first line. */
  ${coarse} {
    margin-bottom: 0;
    svg {
      margin-top: 0.8rem;
    }
    & > :not(svg) {
      display: inline-block;
      padding-block: 0.6rem;
    }
  }
`;

const bottom = css`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--space-3);
  margin-top: var(--space-7);
  padding-top: var(--space-5);
  border-top: 1px solid var(--color-on-dark-rule);
  font-size: var(--text-s);
  ${coarse} {
    align-items: center;
    a {
      display: inline-flex;
      align-items: center;
      justify-content: center;
      min-height: 2.75rem;
      /* A short link (the language switch's "ಕನ್ನಡ") is still a 44 px target. */
      min-width: 2.75rem;
    }
  }
`;
