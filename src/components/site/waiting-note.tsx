import { css } from '@linaria/core';
import { waitingForConnection } from '../../content/messages';
import { button, secondary } from '../../styles/ui';
import { Icon } from '../ui/icons';

/** While a send waits for the connection: it sends itself or can be cancelled; an always-present live region announces it. */
export function WaitingNote({ waiting, onCancel }: { waiting: boolean; onCancel: () => void }) {
  return (
    <div className={note} aria-live="polite" data-waiting={waiting || undefined}>
      {waiting && (
        <>
          <p className={text}>
            <Icon name="alert" />
            {waitingForConnection.text}
          </p>
          <button type="button" className={`${button} ${secondary} ${cancel}`} onClick={onCancel}>
            {waitingForConnection.cancel}
          </button>
        </>
      )}
    </div>
  );
}

const note = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  &[data-waiting] {
    margin-top: var(--space-3);
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--sand-500);
    border-radius: var(--radius-s);
    background: var(--sand-100);
  }
`;

const text = css`
  display: flex;
  gap: var(--space-2);
  font-size: var(--text-s);
  color: var(--ink);
  svg {
    flex: none;
    width: 1rem;
    height: 1rem;
    margin-top: 0.15rem;
  }
`;

const cancel = css`
  min-height: 2.5rem;
  padding-block: 0.375rem;
  font-size: var(--text-s);
`;
