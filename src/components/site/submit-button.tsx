import { css } from '@linaria/core';
import { earlySubmitAttribute } from '../../early/hold-submits';
import { button, primary } from '../../styles/ui';
import { Icon } from '../ui/icons';

/** A submit button showing "Sending…" (by CSS) while `sending` or an early-held submit waits; busy but focusable. */
export function SubmitButton({ sending, label, sendingLabel }: { sending: boolean; label: string; sendingLabel: string }) {
  return (
    // Marked so the floating button gives way while a form's send button is on screen.
    <button type="submit" className={`${button} ${primary} ${submit}`} aria-disabled={sending || undefined} data-fab-avoid="">
      <span data-label="idle">
        <Icon name="send" />
        {label}
      </span>
      <span data-label="busy">
        <span className={spinner} aria-hidden="true" />
        {sendingLabel}
      </span>
    </button>
  );
}

const submit = css`
  > span {
    display: inline-flex;
    align-items: center;
    gap: var(--space-2);
  }
  > [data-label='busy'],
  &[aria-disabled='true'] > [data-label='idle'],
  form[${earlySubmitAttribute}] & > [data-label='idle'] {
    display: none;
  }
  &[aria-disabled='true'] > [data-label='busy'],
  form[${earlySubmitAttribute}] & > [data-label='busy'] {
    display: inline-flex;
  }
  &[aria-disabled='true'],
  form[${earlySubmitAttribute}] & {
    background: var(--teal-600);
    cursor: progress;
  }
`;

const spinner = css`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid var(--on-dark-ring);
  border-top-color: var(--paper);
  border-radius: 50%;
  animation: submit-spin 0.8s linear infinite;
  @keyframes submit-spin {
    to {
      transform: rotate(1turn);
    }
  }
`;
