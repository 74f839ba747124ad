// The header on every page: skip link, logo, navigation and Call Now; static HTML, no code.
import { css } from '@linaria/core';
import { config, phoneHref } from '../config';
import { callNowLabel, skipLinkLabel } from '../content/site';
import { frameAttribute } from '../lib/dom';
import { container, Icon, iconDisc, narrow, noScript, srOnlyRules, tablet } from '../ui/kit';
import { Logo, markLinkRules } from './logo';
import { SiteNav } from './site-nav';

export function Header({ path }: { path: string }) {
  return (
    <>
      <a className={skipLink} href="#main">
        {skipLinkLabel}
      </a>
      <header className={header} {...{ [frameAttribute]: '' }}>
        <div className={`${container} ${bar}`}>
          <Logo />
          <SiteNav path={path} />
          <a className={callNow} href={phoneHref}>
            <span className={iconDisc}>
              <Icon name="phone" />
            </span>
            <span className={callText}>
              <span className={callLabel}>{callNowLabel}</span>
              <span className={callNumber}>{config.phone.display}</span>
            </span>
          </a>
        </div>
      </header>
    </>
  );
}

const header = css`
  position: sticky;
  top: 0;
  z-index: 20;
  background: var(--color-surface-glass);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid var(--color-rule);
  ${noScript} {
    position: static;
  }
`;

const bar = css`
  display: grid;
  grid-template: 'logo nav call' / auto 1fr auto;
  align-items: center;
  gap: var(--space-4);
  min-height: var(--header-h);
  /* Tab follows the bar as it is drawn (Call Now moves before the menu below 1240 px), not the source order. */
  reading-flow: grid-rows;
  > a:first-child {
    grid-area: logo;
  }
  ${tablet} {
    grid-template: 'logo call' 'nav nav' / 1fr auto;
    row-gap: 0;
    padding-top: var(--space-2);
  }
  ${narrow} {
    grid-template: 'logo call nav' / 1fr auto auto;
    gap: var(--space-2);
    ${noScript} {
      grid-template: 'logo call' 'nav nav' / 1fr auto;
    }
  }
`;

const skipLink = css`
  position: absolute;
  inset: var(--space-2) auto auto var(--space-2);
  z-index: 100;
  padding: var(--space-3) var(--space-4);
  border-radius: var(--radius-s);
  background: var(--color-primary-strong);
  color: var(--color-surface);
  font-weight: 600;
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;

const callNow = css`
  grid-area: call;
  ${markLinkRules}
  border-radius: 999px;
  padding-right: var(--space-2);
  /* On a phone only the round icon shows: no padding beside it, so the logo keeps its one-line name. */
  ${narrow} {
    padding-right: 0;
  }
  &:hover > span:first-child {
    background: var(--color-primary-soft);
  }
`;

const callText = css`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  ${narrow} {
    ${srOnlyRules}
  }
`;

const callLabel = css`
  font-size: 0.75rem;
  font-weight: 650;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--color-accent);
`;

const callNumber = css`
  font-weight: 650;
  font-variant-numeric: tabular-nums;
  /* One line, however long the number: the navigation beside it takes a second row instead. */
  white-space: nowrap;
`;
