import { css } from '@linaria/core';
import { useEffect, useRef } from 'react';
import { waitingForConnection } from '../content/messages';
import { button, Icon, iconLine, secondary } from '../ui/kit';
import { ReachUsNow } from './reach-us';

type WaitingProps = { waiting: boolean; chatText: string; onCancel: () => void };

/** While a send waits for the connection: it goes by itself, or reach the clinic meanwhile, or call it off. */
export function WaitingNote({ waiting, chatText, onCancel }: WaitingProps) {
  const box = useRef<HTMLDivElement>(null);
  // Sent from the foot of the screen, the note would appear below it, unseen.
  useEffect(() => {
    if (waiting) box.current?.scrollIntoView({ block: 'nearest' });
  }, [waiting]);
  return (
    <div ref={box} className={waitingBox} aria-live="polite" data-waiting={waiting || undefined}>
      {waiting && (
        <>
          <p className={`${iconLine} ${text}`}>
            <Icon name="alert" />
            <span>
              <strong>{waitingForConnection.title}.</strong> {waitingForConnection.text}
            </span>
          </p>
          <ReachUsNow chatText={chatText} />
          <button type="button" className={`${button} ${secondary} ${cancel}`} onClick={onCancel}>
            {waitingForConnection.cancel}
          </button>
        </>
      )}
    </div>
  );
}

const waitingBox = css`
  display: grid;
  gap: var(--space-3);
  justify-items: start;
  &[data-waiting] {
    margin-top: var(--space-3);
    padding: var(--space-3) var(--space-4);
    border: 1px solid var(--color-warm-edge);
    border-radius: var(--radius-s);
    background: var(--color-surface-warm);
  }
`;

const text = css`
  svg {
    margin-top: 0.15rem;
  }
`;

const cancel = css`
  min-height: 2.5rem;
  padding-block: 0.375rem;
  font-size: var(--text-s);
`;
