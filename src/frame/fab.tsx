import { css } from '@linaria/core';
import { bookAppointmentLabel, contactOptions as text } from '../content/site';
import { ReachUsList, detail, item } from '../forms/reach-us';
import { fabAttribute, opensBooking } from '../lib/dom';
import { crampedText, focusRingRules, Icon, labelLetters, popoverOpen, srOnly, srOnlyRules } from '../ui/kit';

const panelId = 'contact-panel';

/** The bottom-right button and its popover of ways to reach us: static HTML with no code, the browser runs it. */
export function Fab() {
  return (
    <aside className={fab} aria-label={text.landmark} {...{ [fabAttribute]: '' }}>
      <button type="button" className={button} popoverTarget={panelId} aria-controls={panelId}>
        <span className={whenClosed}>
          <Icon name="calendar" />
          <span>{bookAppointmentLabel}</span>
        </span>
        <span className={whenOpen}>
          <Icon name="close" />
          <span className={srOnly}>{text.close}</span>
        </span>
      </button>
      <div id={panelId} popover="" className={panel}>
        <p className={panelTitle}>{text.title}</p>
        <ReachUsList>
          <li>
            <button type="button" className={item} {...opensBooking}>
              <Icon name="calendar" />
              <span>
                {text.book} <span className={detail}>{text.bookDetail}</span>
              </span>
            </button>
          </li>
        </ReachUsList>
      </div>
    </aside>
  );
}

/** Compact, its round shadow is the button's edge; forced colours drop shadows but draw its transparent outline. */
const fab = css`
  position: fixed;
  inset: auto max(1rem, env(safe-area-inset-right)) max(1rem, env(safe-area-inset-bottom)) auto;
  z-index: 30;
  transition: transform calc(var(--duration) * 1.5) var(--ease), visibility 0s;
  /* Compact, its box keeps the full size, so only the round icon (and the open panel) may take a tap. */
  &[data-fab='compact'] {
    pointer-events: none;
    > * {
      pointer-events: auto;
    }
  }
  &[data-fab='compact']::after {
    content: '';
    position: absolute;
    z-index: -1;
    inset: calc(50% - 1.625rem) 0 auto auto;
    width: 3.25rem;
    height: 3.25rem;
    border-radius: 50%;
    box-shadow: var(--shadow-l);
    outline: 1px solid transparent;
    ${crampedText} {
      content: none;
    }
  }
  /* The button's own ring is clipped with it: its round shadow draws the ring instead. */
  &[data-fab='compact']:has(> :focus-visible)::after {
    ${focusRingRules}
  }
  /* Steps aside while even its icon would cover a control (decided by the controls script's stepAsideForControls). */
  &[data-fab='aside'] {
    transform: translateY(calc(100% + 2rem));
    visibility: hidden;
    transition: transform calc(var(--duration) * 1.5) var(--ease), visibility 0s calc(var(--duration) * 1.5);
  }
`;

const button = css`
  display: inline-flex;
  min-height: 3.25rem;
  min-width: 3.25rem;
  align-items: center;
  justify-content: center;
  padding: 0.75rem 1.25rem;
  border: 0;
  border-radius: 999px;
  background: var(--color-accent);
  color: var(--color-surface);
  font-weight: 650;
  box-shadow: var(--shadow-l);
  transition: background-color var(--duration) var(--ease);
  --icon: 1.25rem;
  &:hover {
    background: var(--color-accent-strong);
  }
  ${crampedText} {
    padding: 0.75rem;
  }
  /* Compact, a circle at the right edge: clipped and moved, so nothing shifts (aside::after is its shadow). */
  [data-fab='compact'] > & {
    clip-path: inset(calc(50% - 1.625rem) calc(100% - 3.5rem) calc(50% - 1.625rem) 0.25rem round 999px);
    transform: translateX(calc(100% - 3.5rem));
    ${crampedText} {
      clip-path: none;
      transform: none;
    }
  }
  /* Open, a round close button; CSS follows the popover's state, as the frame is never hydrated. */
  aside:has(${popoverOpen}) > & {
    padding: 0.75rem;
    background: var(--color-primary-strong);
  }
`;

const whenClosed = css`
  display: inline-flex;
  align-items: center;
  gap: var(--space-2);
  /* With no room for its words, or a control under them, it is a round icon; the words still name it. */
  ${crampedText} {
    span {
      ${srOnlyRules}
    }
  }
  [data-fab='compact'] & > span {
    opacity: 0;
  }
  aside:has(${popoverOpen}) & {
    display: none;
  }
`;

const whenOpen = css`
  display: none;
  aside:has(${popoverOpen}) & {
    display: inline-flex;
  }
`;

const panel = css`
  position: fixed;
  inset: auto max(1rem, env(safe-area-inset-right)) calc(max(1rem, env(safe-area-inset-bottom)) + 4rem) auto;
  width: min(20rem, calc(100vw - 2rem));
  max-height: calc(100dvh - 6rem);
  margin: 0;
  padding: var(--space-4);
  overflow-y: auto;
  border: 1px solid var(--color-rule);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-l);
  transform-origin: bottom right;
  /* Hidden while closed by a rule of ours, not only the browser's: a browser without popovers has none. */
  &:not(${popoverOpen}) {
    display: none;
  }
  @media (prefers-reduced-motion: no-preference) {
    /* Native only: a browser without popovers just shows it. */
    &:popover-open {
      animation: fab-in var(--duration) var(--ease);
    }
  }
  @keyframes fab-in {
    from {
      opacity: 0;
      transform: translateY(0.5rem) scale(0.97);
    }
  }
`;

const panelTitle = css`
  font-weight: 700;
  ${labelLetters}
  color: var(--color-accent);
  padding: 0 var(--space-2) var(--space-2);
`;
