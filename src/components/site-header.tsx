import { css } from '@linaria/core';
import { useEffect, useId, useRef, useState } from 'react';
import { config } from '../config';
import { callNowLabel, navItems } from '../content/site';
import { phoneHref } from '../lib/links';
import { narrow, noScript } from '../styles/media';
import { container, srOnly } from '../styles/ui';
import { useBooking } from './booking';
import { Icon } from './icons';
import { Logo } from './logo';

/** The sticky top bar: logo, navigation (a disclosure menu under 768 px) and the Call Now block. */
export function SiteHeader({ path }: { path: string }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const booking = useBooking();

  // Any navigation closes the menu.
  useEffect(() => setMenuOpen(false), [path]);

  useEffect(() => {
    if (!menuOpen) return;
    // https://www.w3.org/WAI/ARIA/apg/patterns/disclosure/examples/disclosure-navigation/
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={header}>
      <div className={`${container} ${bar}`}>
        <Logo />
        <nav className={nav} aria-label="Main">
          <button
            ref={toggle}
            type="button"
            className={menuToggle}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <Icon name="close" /> : <Icon name="menu" />}
            <span className={srOnly}>Menu</span>
          </button>
          <ul id={menuId} className={menu} data-open={menuOpen}>
            {navItems.map((item) => (
              <li key={item.label}>
                {item.href === null ? (
                  <button
                    type="button"
                    className={`${link} ${bookLink}`}
                    aria-haspopup="dialog"
                    aria-expanded={booking.isOpen}
                    onClick={(event) => {
                      const fromMenu = menuOpen;
                      setMenuOpen(false);
                      booking.open(fromMenu ? toggle.current : event.currentTarget);
                    }}
                  >
                    {item.label}
                  </button>
                ) : (
                  <a
                    className={link}
                    href={item.href}
                    aria-current={item.href === path ? 'page' : undefined}
                    onClick={() => setMenuOpen(false)}
                  >
                    {item.label}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <a className={callNow} href={phoneHref}>
          <span className={callIcon}>
            <Icon name="phone" />
          </span>
          <span className={callText}>
            <span className={callLabel}>{callNowLabel}</span>
            <span className={callNumber}>{config.phone.display}</span>
          </span>
        </a>
      </div>
    </header>
  );
}

const header = css`
  position: sticky;
  top: 0;
  z-index: 20;
  background: rgb(255 255 255 / 0.94);
  backdrop-filter: saturate(1.4) blur(10px);
  border-bottom: 1px solid var(--cloud);
  ${noScript} {
    position: static;
  }
`;

const bar = css`
  display: grid;
  grid-template-columns: auto 1fr auto;
  grid-template-areas: 'logo nav call';
  align-items: center;
  gap: var(--space-4);
  min-height: var(--header-h);
  > a:first-child {
    grid-area: logo;
  }
  @media (min-width: 768px) and (max-width: 1099.98px) {
    grid-template-columns: 1fr auto;
    grid-template-areas: 'logo call' 'nav nav';
    row-gap: 0;
    padding-top: var(--space-2);
  }
  ${narrow} {
    grid-template-columns: 1fr auto auto;
    grid-template-areas: 'logo call nav';
    gap: var(--space-2);
    ${noScript} {
      grid-template-columns: 1fr auto;
      grid-template-areas: 'logo call' 'nav nav';
    }
  }
`;

const nav = css`
  grid-area: nav;
  display: flex;
  justify-content: center;
  ${narrow} {
    position: static;
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
    background: #fff;
    color: var(--color-primary-strong);
  }
  ${noScript} {
    display: none;
  }
`;

const menu = css`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  margin: 0;
  padding: 0;
  list-style: none;
  @media (min-width: 768px) and (max-width: 1099.98px) {
    padding-bottom: var(--space-2);
  }
  ${narrow} {
    position: absolute;
    inset: 100% 0 auto 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: var(--space-2) var(--gutter) var(--space-5);
    background: #fff;
    border-bottom: 1px solid var(--cloud);
    box-shadow: var(--shadow-l);
    &[data-open='false'] {
      display: none;
    }
    li + li {
      border-top: 1px solid var(--cloud);
    }
  }
  ${narrow} {
    ${noScript} {
      position: static;
      display: flex !important;
      flex-flow: row wrap;
      box-shadow: none;
      border: 0;
      padding: 0 0 var(--space-2);
      li + li {
        border: 0;
      }
      a {
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
  background: none;
  color: var(--ink);
  font-size: 0.9375rem;
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;
  transition: background-color var(--duration) var(--ease), color var(--duration) var(--ease);
  &:hover {
    background: var(--teal-50);
    color: var(--color-primary-strong);
  }
  &[aria-current='page'] {
    background: var(--teal-100);
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
  color: #fff;
  margin-inline: var(--space-2);
  padding-inline: 1.125rem;
  &:hover {
    background: var(--color-primary-strong);
    color: #fff;
  }
  ${narrow} {
    margin: var(--space-2) 0;
    justify-content: center;
  }
  ${noScript} {
    display: none;
  }
`;

const callNow = css`
  grid-area: call;
  display: inline-flex;
  align-items: center;
  gap: var(--space-3);
  min-height: 2.75rem;
  color: var(--color-primary-strong);
  text-decoration: none;
  border-radius: 999px;
  padding-right: var(--space-2);
  &:hover > span:first-child {
    background: var(--teal-300);
  }
`;

const callIcon = css`
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: var(--teal-100);
  color: var(--color-primary);
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
`;

const callText = css`
  display: flex;
  flex-direction: column;
  line-height: 1.2;
  ${narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
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
`;
