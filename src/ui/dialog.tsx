import { css } from '@linaria/core';
import type { ReactNode } from 'react';
import { invokes } from '../lib/dom';
import { closeButton, Icon, iconDisc, narrow, needsScript, scriptless, srOnly } from './kit';

type DialogProps = {
  /** The id its openers name in `commandfor`. */
  id: string;
  title: string;
  description?: string;
  icon?: ReactNode;
  closeLabel: string;
  noScript?: ReactNode;
  layer?: ReactNode;
  children: ReactNode;
};

/**
 * A modal on the native <dialog> (https://www.w3.org/WAI/ARIA/apg/patterns/dialog-modal/), opened by invoker buttons so
 * it works from first paint with no script; the controls script adds Tab wrapping and focus return. `noScript` shows
 * instead of the children and the description when scripting is off; `layer` is drawn above the content, last in the
 * Tab order.
 */
export function Dialog({ id, title, description, icon, closeLabel, noScript, layer, children }: DialogProps) {
  return (
    <dialog
      id={id}
      className={dialogClass}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      {...{ closedby: 'any' }}
    >
      <div className={card}>
        <header className={head}>
          {icon && (
            <span className={`${iconDisc} ${badge}`} aria-hidden="true">
              {icon}
            </span>
          )}
          <div className={headText}>
            <h2 id={`${id}-title`} className={titleClass}>
              {title}
            </h2>
            {description && (
              <p id={`${id}-description`} className={`${descriptionClass} ${needsScript}`}>
                {description}
              </p>
            )}
          </div>
        </header>
        <div className={needsScript}>{children}</div>
        {noScript && <div className={scriptless}>{noScript}</div>}
        <button type="button" className={`${closeButton} ${close}`} {...invokes(id, 'close')}>
          <Icon name="close" />
          <span className={srOnly}>{closeLabel}</span>
        </button>
      </div>
      {layer}
    </dialog>
  );
}

// Its edge a border, not a ring of shadow: forced colours (contrast themes) draw the one and drop the other. A control
// Tab scrolls to stops its focus ring (5px) short of the edge. The browser's own rules hide it closed, scroll it modal.
const dialogClass = css`
  flex-direction: column;
  width: min(32rem, 100% - 2rem);
  max-width: none;
  max-height: calc(100% - 2rem);
  padding: 0;
  overscroll-behavior: contain;
  scroll-padding: 5px;
  border: 1px solid var(--color-hairline);
  border-radius: var(--radius-l);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-l);
  &[open] {
    display: flex;
  }
  &:focus {
    outline: none;
  }
  &::backdrop {
    background: var(--color-scrim);
    backdrop-filter: blur(3px);
  }
  @media (prefers-reduced-motion: no-preference) {
    &[open] {
      animation: dialog-rise 240ms var(--ease);
    }
    &[open]::backdrop {
      animation: dialog-fade 200ms var(--ease);
    }
  }
  @keyframes dialog-rise {
    from {
      opacity: 0;
      transform: translateY(1rem) scale(0.98);
    }
  }
  @keyframes dialog-fade {
    from {
      opacity: 0;
    }
  }
  /* The page behind stays still while the dialog is open. */
  :global(html:has(dialog:modal)) {
    overflow: hidden;
    scrollbar-gutter: stable;
  }
  ${narrow} {
    width: calc(100% - 1.5rem);
    max-height: calc(100% - 1.5rem);
    border-radius: var(--radius-m);
  }
`;

const card = css`
  position: relative;
  padding: var(--space-6);
  ${narrow} {
    padding: var(--space-5) var(--space-4) var(--space-4);
  }
`;

const head = css`
  display: flex;
  align-items: flex-start;
  gap: var(--space-4);
  padding-right: var(--space-6);
  margin-bottom: var(--space-5);
`;

const badge = css`
  --disc: 3rem;
  --icon: 1.5rem;
  ${narrow} {
    display: none;
  }
`;

const headText = css`
  display: grid;
  gap: var(--space-2);
  padding-top: var(--space-1);
  min-width: 0;
`;

const titleClass = css`
  font-size: clamp(1.5rem, 1.3rem + 0.8vw, 1.75rem);
`;

const descriptionClass = css`
  color: var(--color-muted);
  font-size: 0.9375rem;
`;

const close = css`
  position: absolute;
  inset: var(--space-3) var(--space-3) auto auto;
  width: 2.75rem;
  height: 2.75rem;
  transition: background-color var(--duration) var(--ease), color var(--duration) var(--ease);
  --icon: 1.25rem;
  &:hover {
    background: var(--color-surface-tint);
    color: var(--color-primary-strong);
  }
`;
