import { css } from '@linaria/core';
import { submitAttribute, submitValue } from '../lib/held-submit';
import { button, Icon, primary } from '../ui/kit';

/** A submit button showing "Sending…" (by CSS) while `sending` or a held submit waits; busy but focusable. */
export function SubmitButton({ sending, words }: { sending: boolean; words: { submit: string; sending: string } }) {
  return (
    <button
      type="submit"
      value={submitValue}
      className={`${button} ${primary} ${submit}`}
      aria-disabled={sending || undefined}
    >
      <span data-label="idle">
        <Icon name="send" />
        {words.submit}
      </span>
      <span data-label="busy">
        <span className={spinner} aria-hidden="true" />
        {words.sending}
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
  form[${submitAttribute}='held'] & > [data-label='idle'] {
    display: none;
  }
  &[aria-disabled='true'] > [data-label='busy'],
  form[${submitAttribute}='held'] & > [data-label='busy'] {
    display: inline-flex;
  }
  &[aria-disabled='true'],
  form[${submitAttribute}='held'] & {
    background: var(--color-primary-hover);
    cursor: progress;
  }
`;

const spinner = css`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  border: 2px solid var(--color-on-dark-ring);
  border-top-color: var(--color-surface);
  border-radius: 50%;
  animation: submit-spin 0.8s linear infinite;
  @keyframes submit-spin {
    to {
      transform: rotate(1turn);
    }
  }
`;
