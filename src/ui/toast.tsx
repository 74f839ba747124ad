import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { closeButton, Icon, iconDisc, narrow, srOnly } from './kit';
import type { Toast } from './toast-store';

/** Time on screen while unpaused; a failure offers links, so it lingers. */
const durationMs = { default: 6_000, destructive: 12_000 };

type CardProps = { toast: Toast; paused: boolean; onDismiss: (id: number) => void; dismissLabel: string };

/** One toast: unless persistent, it closes itself when its time is up, counting only the time it was not paused. */
export function ToastCard({ toast, paused, onDismiss, dismissLabel }: CardProps) {
  const remaining = useRef(durationMs[toast.variant]);

  useEffect(() => {
    if (paused || toast.persistent) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.id, toast.persistent, onDismiss]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the card closes it; its buttons are the controls.
    <div
      className={card}
      data-toast-id={toast.id}
      data-variant={toast.variant}
      data-stays={toast.persistent}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // Escape closes the topmost layer only: this toast, not the dialog it sits in.
        event.preventDefault();
        onDismiss(toast.id);
      }}
    >
      <span className={`${iconDisc} ${badge}`} aria-hidden="true">
        <Icon name={toast.icon ?? (toast.variant === 'destructive' ? 'alert' : 'check')} />
      </span>
      <div className={body}>
        <p className={title}>{toast.title}</p>
        <p className={description}>{toast.description}</p>
      </div>
      {toast.actions && <div className={actions}>{toast.actions}</div>}
      <button type="button" className={`${closeButton} ${close}`} onClick={() => onDismiss(toast.id)}>
        <Icon name="close" />
        <span className={srOnly}>{dismissLabel}</span>
      </button>
    </div>
  );
}

const card = css`
  pointer-events: auto;
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: var(--space-3);
  margin-top: var(--space-3);
  padding: var(--space-4);
  border: 1px solid var(--color-primary-soft);
  border-left: 4px solid var(--color-primary);
  border-radius: var(--radius-m);
  background: var(--color-surface);
  color: var(--color-text);
  box-shadow: var(--shadow-l);
  @media (prefers-reduced-motion: no-preference) {
    animation: toast-in 240ms var(--ease);
  }
  ${narrow} {
    margin: 0 0 var(--space-2);
  }
  &[data-variant='destructive'] {
    border-color: var(--color-accent-soft);
    border-left-color: var(--color-danger);
    background: var(--color-accent-tint);
  }
  @keyframes toast-in {
    from {
      opacity: 0;
      transform: translateY(0.75rem);
    }
  }
`;

const badge = css`
  --disc: 2.25rem;
  [data-variant='destructive'] > & {
    background: var(--color-surface);
    color: var(--color-danger);
  }
`;

const body = css`
  display: grid;
  gap: var(--space-1);
  padding-top: 0.125rem;
  min-width: 0;
`;

const title = css`
  font-weight: 700;
  line-height: 1.3;
  /* Two even lines on a phone, not one word alone on the second. */
  text-wrap: balance;
  color: var(--color-primary-strong);
  [data-variant='destructive'] & {
    color: var(--color-danger);
  }
`;

const description = css`
  font-size: var(--text-s);
`;

// Placed by the grid: the links come before the close button in Tab order, but sit under the text.
const actions = css`
  grid-column: 1 / -1;
  grid-row: 2;
`;

const close = css`
  grid-column: 3;
  grid-row: 1;
  width: 2.25rem;
  height: 2.25rem;
  margin: -0.375rem -0.375rem 0 0;
  --icon: 1.125rem;
  &:hover {
    background: var(--color-wash);
    color: var(--color-text);
  }
`;
