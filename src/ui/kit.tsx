// What every screen draws with: the shared classes and media queries (page width, intros, buttons, icon discs, text for
// screen readers only), the icon, the link that opens a new tab, a page's opening words, and lines with breaks. (An
// email address that wraps is src/ui/email.tsx's.)
import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { wideQuery } from '../lib/dom';
import sprite from './icons.svg';

/** Below 768 px at the default text size (`wideQuery`): for media queries below and pictures' `sizes`. */
export const narrowWidth = '(max-width: 47.999em)';
export const narrow = `@media ${narrowWidth}`;
export const wide = `@media ${wideQuery}`;
/** Wide, but narrower than the header's one row in either language (1240 px; up to 1229 its last link wrapped). */
export const tablet = `@media ${wideQuery} and (max-width: 77.499em)`;
/** When scripting is off, content that JavaScript would reveal is shown as it is. */
export const noScript = '@media (scripting: none)';
export const reducedMotion = '@media (prefers-reduced-motion: reduce)';
/** A touch screen: every link and button needs a 44 px target for a fingertip. */
export const coarse = '@media (pointer: coarse)';
/** Very little room for text: a small phone, or any with much larger text (em widths scale with the text size). */
export const crampedText = '@media (max-width: 20em)';
/** An open popover, native or the polyfill's class: a browser without popovers keeps the rule (`:is` forgives). */
export const popoverOpen = ':is(:popover-open, .\\:popover-open)';

export const container = css`
  width: 100%;
  max-width: calc(var(--page-max) + 2 * var(--gutter));
  margin-inline: auto;
  padding-inline: var(--gutter);
`;

export const pageIntro = css`
  display: grid;
  gap: var(--space-4);
  padding-block: var(--space-7) var(--space-6);
`;

/** The letters of a small uppercase label (an eyebrow, a panel's or a column's title), for use inside other rules. */
export const labelLetters = 'font-size: var(--text-s); letter-spacing: 0.08em; text-transform: uppercase;';

/** A small uppercase label above a heading. */
export const eyebrow = css`
  display: inline-block;
  font-weight: 650;
  ${labelLetters}
  color: var(--color-accent);
  margin-bottom: var(--space-3);
`;

export const lead = css`
  font-size: var(--text-l);
  color: var(--color-muted);
  max-width: 40rem;
`;

/** The base of every button and button-like link: a 44 px target. */
export const button = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--space-2);
  min-height: 2.75rem;
  padding: 0.625rem 1.25rem;
  border: 1.5px solid transparent;
  border-radius: 999px;
  font-weight: 600;
  font-size: var(--text-m);
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  /* With very little room, a label may wrap (inside a word longer than the line), and its icon gives its place. */
  ${crampedText} {
    padding-inline: 0.875rem;
    white-space: normal;
    text-wrap: balance;
    svg {
      display: none;
    }
  }
  transition:
    background-color var(--duration) var(--ease),
    color var(--duration) var(--ease),
    border-color var(--duration) var(--ease),
    transform var(--duration) var(--ease);
  --icon: 1.25rem;
  svg {
    flex: none;
  }
  &:active {
    transform: translateY(1px);
  }
  &[disabled],
  &[aria-disabled='true'] {
    cursor: progress;
  }
`;

export const primary = css`
  background: var(--color-primary);
  color: var(--color-surface);
  &:hover {
    background: var(--color-primary-strong);
  }
`;

export const secondary = css`
  background: var(--color-surface);
  color: var(--color-primary);
  border-color: currentColor;
  &:hover {
    background: var(--color-surface-tint);
  }
`;

/** An icon on a round tinted disc; a component sets `--disc` for its size. */
export const iconDisc = css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: var(--disc, 2.75rem);
  height: var(--disc, 2.75rem);
  border-radius: 50%;
  background: var(--color-surface-tint-strong);
  color: var(--color-primary);
  --icon: 1.25rem;
`;

/** What a control or list drawn wholly by its own rules starts from: no padding, border or fill of the browser's. */
export const bareRules = 'padding: 0; border: 0; background: none;';

/** The focus ring every control shows (global.ts), as declarations for a part that draws it for another. */
export const focusRingRules = 'outline: 3px solid var(--color-focus); outline-offset: 2px;';

/** What srOnly hides with, as declarations for use inside other rules. */
export const srOnlyRules = `
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** One grid column that never grows past its container, however wide its content's own text would make it. */
export const oneColumnRules = `
  display: grid;
  grid-template-columns: minmax(0, 1fr);
`;

/** A section's words beside its picture or map, one above the other on a phone. */
export const twoColumnRules = (first: string, widestGap: string) => `
  display: grid;
  grid-template-columns: ${first} 1fr;
  gap: clamp(2rem, 1rem + 4vw, ${widestGap});
  ${narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A wrapper that only marks a place, invisible to layout. */
export const contents = css`
  display: contents;
`;

/** Visually hidden but read by screen readers. */
export const srOnly = css`
  ${srOnlyRules}
`;

/** Rows a small step apart; the zero margin undoes a figure's default. */
export const stack = css`
  display: grid;
  gap: var(--space-3);
  margin: 0;
`;

export const smallPrint = css`
  font-size: var(--text-s);
  color: var(--color-muted);
`;

// Line icons are symbols in one sprite (icons.svg) the build hashes and browsers cache: the JS carries only references.
/** The name of each icon in icons.svg. */
export type IconName =
  | 'alert'
  | 'aligners'
  | 'calendar'
  | 'chat'
  | 'check'
  | 'chevron-left'
  | 'chevron-right'
  | 'clock'
  | 'close'
  | 'cosmetic-dentistry'
  | 'dental-implants'
  | 'laser-dentistry'
  | 'mail'
  | 'map-pin'
  | 'menu'
  | 'phone'
  | 'send'
  | 'smile-correction'
  | 'tooth';

/** An icon's size: 1.5rem, as its own width and height say, unless a rule round it sets `--icon`. */
const icon = css`
  width: var(--icon, 1.5rem);
  height: var(--icon, 1.5rem);
`;

/** A decorative icon (hidden from assistive technology): the text beside it says what it means. */
export function Icon({ name }: { name: IconName }) {
  return (
    <svg className={icon} width="24" height="24" aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}

/** A link that opens in a new tab safely (`noopener noreferrer`); `hint` tells screen readers it does. */
export function ExternalLink(props: { href: string; hint?: string; className?: string; children: ReactNode }) {
  return (
    <a className={props.className} href={props.href} target="_blank" rel="noopener noreferrer">
      {props.children}
      {props.hint && <span className={srOnly}>{` ${props.hint}`}</span>}
    </a>
  );
}

type IntroProps = { eyebrow: string; title: string; lead: string; className?: string; children?: ReactNode };

/** A page's opening: the small label above its h1 (which takes focus on arrival), the lead, then `children`. */
export function PageIntro(props: IntroProps) {
  return (
    <header className={`${container} ${pageIntro} ${props.className ?? ''}`.trim()}>
      <span className={eyebrow}>{props.eyebrow}</span>
      <h1 tabIndex={-1}>{props.title}</h1>
      <p className={lead}>{props.lead}</p>
      {props.children}
    </header>
  );
}

/** Lines of text, each a row of its own a small step from the next: one that wraps never runs into the next. */
export const Lines = ({ lines }: { lines: readonly string[] }) => (
  <span className={stack}>
    {lines.map((line) => (
      <span key={line}>{line}</span>
    ))}
  </span>
);

/** Hidden when scripting is off: what cannot work without it (a carousel's arrows and dots, a dialog's form). */
export const needsScript = css`
  ${noScript} {
    /* Doubled, to outrank the layout class it sits beside. */
    && {
      display: none;
    }
  }
`;

/** Shown only when scripting is off, in place of what needs it. */
export const scriptless = css`
  display: none;
  ${noScript} {
    display: block;
  }
`;

/** A layer's round close button, an icon on no fill (the dialog's, a toast's); each sets its size and hover. */
export const closeButton = css`
  display: inline-grid;
  place-items: center;
  border: 0;
  border-radius: 50%;
  background: none;
  color: var(--color-muted);
`;

/** A line of small print led by a 1rem icon (a field's error, the waiting note); each aligns the icon to its line. */
export const iconLine = css`
  display: flex;
  gap: var(--space-2);
  font-size: var(--text-s);
  --icon: 1rem;
  svg {
    flex: none;
  }
`;
