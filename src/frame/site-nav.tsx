// The site's navigation: its pages, Book Appointment and the language switch; under 768 px a menu (a popover) the
// browser opens by itself.
import { css } from '@linaria/core';
import { homePath, languageSwitch, menuLabel, navItems, navLabel } from '../content/site';
import { opensBooking } from '../lib/dom';
import { isCurrentPage, languageSwitchHref } from '../lib/route-table.mjs';
import { bareRules, crampedText, Icon, narrow, noScript, popoverOpen, srOnly, tablet, wide } from '../ui/kit';

const menuId = 'site-menu';

export function SiteNav({ path }: { path: string }) {
  return (
    <nav className={nav} aria-label={navLabel}>
      <button type="button" className={menuToggle} popoverTarget={menuId} aria-controls={menuId}>
        <Icon name="menu" />
        <Icon name="close" />
        <span className={srOnly}>{menuLabel}</span>
      </button>
      <ul id={menuId} className={menu} popover="">
        {navItems.map((item) => (
          <li key={item.label}>
            {item.href === null ? (
              <button type="button" className={`${link} ${bookLink}`} {...opensBooking}>
                {item.label}
              </button>
            ) : (
              <a className={link} href={item.href} aria-current={isCurrentPage(item.href, path) ? 'page' : undefined}>
                {item.label}
              </a>
            )}
          </li>
        ))}
      </ul>
      {/* The same page in the other language, named in it: after the pages when wide, beside the menu button on a phone. */}
      <a
        className={`${link} ${languageLink}`}
        href={languageSwitchHref(path, homePath)}
        hrefLang={languageSwitch.lang}
        lang={languageSwitch.lang}
      >
        {languageSwitch.label}
      </a>
    </nav>
  );
}

const nav = css`
  grid-area: nav;
  display: flex;
  justify-content: center;
  reading-flow: flex-visual;
  /* On a tablet the row is the viewport's width: longer words (Kannada's are) or larger text take a second line. */
  ${tablet} {
    flex-wrap: wrap;
  }
  /* Without script a phone's menu is rows of links, and the language switch follows them. */
  ${narrow} {
    ${noScript} {
      flex-wrap: wrap;
      justify-content: start;
    }
  }
`;

const menuToggle = css`
  display: none;
  ${narrow} {
    display: inline-grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: var(--radius-s);
    border: 1.5px solid var(--color-border);
    background: var(--color-surface);
    color: var(--color-primary-strong);
  }
  ${noScript} {
    display: none;
  }
  /* Its menu icon while the menu (next to it) is closed, its close icon while open (from the browser's own state). */
  &:not(:has(+ ${popoverOpen})) > svg + svg,
  &:has(+ ${popoverOpen}) > svg:first-child {
    display: none;
  }
`;

const menu = css`
  /* Wide: an ordinary list in the bar; the popover attribute only matters under 768 px. */
  position: static;
  inset: auto;
  display: flex;
  align-items: center;
  gap: var(--space-1);
  width: auto;
  height: auto;
  margin: 0;
  ${bareRules}
  overflow: visible;
  color: inherit;
  list-style: none;
  /* Pages that do not fit one row (longer words, a sixth page, a longer Call Now number beside them) take a second. */
  ${wide} {
    flex-wrap: wrap;
    justify-content: center;
    padding-block: var(--space-2);
  }
  /* A tablet's bar has its padding above already. */
  ${tablet} {
    padding-top: 0;
  }
  ${narrow} {
    position: fixed;
    inset: var(--header-h) 0 auto 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    max-height: calc(100dvh - var(--header-h));
    overflow-y: auto;
    padding: var(--space-2) var(--gutter) var(--space-5);
    background: var(--color-surface);
    border-bottom: 1px solid var(--color-rule);
    box-shadow: var(--shadow-l);
    &:not(${popoverOpen}) {
      display: none;
    }
    li + li {
      border-top: 1px solid var(--color-rule);
    }
    ${noScript} {
      position: static;
      display: flex !important;
      flex: 1 1 100%;
      flex-flow: row wrap;
      box-shadow: none;
      border: 0;
      padding: 0 0 var(--space-2);
      li + li {
        border: 0;
      }
      a,
      button {
        width: auto;
        min-height: 2.75rem;
        font-size: var(--text-m);
      }
    }
  }
`;

const link = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 0;
  border-radius: 999px;
  color: var(--color-text);
  font-size: 0.9375rem;
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;
  ${crampedText} {
    white-space: normal;
  }
  /* A tablet's one row holds six items from 768 px, in Kannada too (its words are about a tenth wider). */
  ${tablet} {
    padding-inline: 0.5rem;
  }
  transition: background-color var(--duration) var(--ease), color var(--duration) var(--ease);
  &:hover {
    background: var(--color-surface-tint);
    color: var(--color-primary-strong);
  }
  &[aria-current='page'] {
    background: var(--color-surface-tint-strong);
    color: var(--color-primary-strong);
    box-shadow: inset 0 -2px 0 var(--color-primary);
  }
  ${narrow} {
    width: 100%;
    min-height: 3.25rem;
    border-radius: var(--radius-s);
    font-size: var(--text-l);
    padding-inline: var(--space-3);
  }
`;

const bookLink = css`
  background: var(--color-primary);
  color: var(--color-surface);
  margin-inline: var(--space-2);
  padding-inline: 1.125rem;
  &:hover {
    background: var(--color-primary-strong);
    color: var(--color-surface);
  }
  ${tablet} {
    margin-inline: var(--space-1);
    padding-inline: 0.75rem;
  }
  ${narrow} {
    margin: var(--space-2) 0;
    justify-content: center;
  }
`;

const languageLink = css`
  order: 1;
  align-self: center;
  margin-inline-start: var(--space-2);
  border: 1.5px solid var(--color-border);
  ${tablet} {
    align-self: end;
    /* The list's padding below its last row, so the two share that row. */
    margin-bottom: var(--space-2);
    margin-inline-start: var(--space-1);
  }
  ${narrow} {
    order: -1;
    width: auto;
    min-height: 2.75rem;
    margin: 0 var(--space-1) 0 0;
    padding-inline: var(--space-2);
    font-size: var(--text-m);
    ${noScript} {
      order: 1;
      margin: 0 0 var(--space-2);
    }
  }
  /* Under 16 ems (a 360 px phone past 140 % text) the bar has no room for it: the footer's switch remains. */
  @media (max-width: 16em) {
    display: none;
  }
`;
